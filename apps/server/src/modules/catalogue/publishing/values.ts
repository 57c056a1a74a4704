import { createHash } from 'node:crypto';
import {
  roundShare,
  STEEL_MAKING_ROUTES,
  type TEpdCorrection,
  type TEpdForm,
  type TEpdRenewal,
  type TSteelMakingRoute,
} from '@steel-epd/contract';
import type { EpdsTable } from '../../../platform/db/schema.ts';

/** A record's columns from the console's forms, and the digest of its data: pure functions. */

export type Lang = 'zh' | 'en';

/**
 * The canonical JSON of a record's data, whose SHA-256 is its EPD_DATA ledger entry: the fields a
 * reader relies on, keys sorted, no whitespace. A correction of any of them is a new entry. The
 * verifier and steel fields are named only when known, so a record without them keeps the
 * digest it had before they existed.
 */
export const canonicalEpdData = (
  e: Pick<
    EpdsTable,
    | 'business_id'
    | 'registration_number'
    | 'product_type'
    | 'product_name'
    | 'product_name_en'
    | 'company_id'
    | 'pcr_id'
    | 'gwp100'
    | 'holder_zh'
    | 'holder_en'
    | 'site_zh'
    | 'site_en'
    | 'issue_date'
    | 'expiry_date'
    | 'previous_id'
  > &
    Partial<Pick<EpdsTable, 'verifier_zh' | 'verifier_en' | 'making_route' | 'recycled_content'>>,
) => {
  const data: Record<string, unknown> = {
    businessId: e.business_id,
    companyId: e.company_id,
    expiryDate: e.expiry_date,
    gwp100: e.gwp100,
    holderEn: e.holder_en,
    holderZh: e.holder_zh,
    issueDate: e.issue_date,
    pcrId: e.pcr_id,
    previousId: e.previous_id,
    productName: e.product_name,
    productNameEn: e.product_name_en,
    productType: e.product_type,
    registrationNumber: e.registration_number,
    siteEn: e.site_en,
    siteZh: e.site_zh,
  };
  const known = {
    makingRoute: e.making_route,
    recycledContent: e.recycled_content,
    verifierEn: e.verifier_en,
    verifierZh: e.verifier_zh,
  };
  for (const [k, v] of Object.entries(known)) if (v !== null && v !== undefined) data[k] = v;
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(data)
        .sort()
        .map((k) => [k, data[k]]),
    ),
  );
};

/** The EPD_DATA ledger digest of a record's data: SHA-256 of its canonical JSON, in hex. */
export const dataDigest = (e: Parameters<typeof canonicalEpdData>[0]) =>
  createHash('sha256').update(canonicalEpdData(e), 'utf8').digest('hex');

export const blankToNull = (v: string | null | undefined) =>
  v === undefined || v === null || v === '' ? null : v;

/** The verification and steel columns of a form's values (absent or empty: not known). */
export const steelValues = (
  form: Pick<TEpdForm, 'verifierZh' | 'verifierEn' | 'makingRoute' | 'recycledContent'>,
) => ({
  verifier_zh: blankToNull(form.verifierZh),
  verifier_en: blankToNull(form.verifierEn),
  making_route: form.makingRoute ?? null,
  recycled_content:
    form.recycledContent === undefined || form.recycledContent === null
      ? null
      : roundShare(form.recycledContent),
});

export const isSteelRoute = (v: string): v is TSteelMakingRoute =>
  (STEEL_MAKING_ROUTES as readonly string[]).includes(v);

/** A stored making route when it is one the programme knows, else none. */
export const knownRoute = (route: string | null): TSteelMakingRoute | null =>
  route !== null && isSteelRoute(route) ? route : null;

/** The epds columns a draft's form sets. */
export const draftValues = (form: TEpdForm) => ({
  product_type: form.productType,
  product_name: form.productName.trim(),
  product_name_en: blankToNull(form.productNameEn),
  company_id: Number(form.companyId),
  pcr_id: Number(form.pcrId),
  registration_number: form.registrationNumber,
  gwp100: form.gwp100 ?? 0,
  holder_zh: form.holderZh ?? '',
  holder_en: blankToNull(form.holderEn),
  site_zh: form.siteZh ?? '',
  site_en: blankToNull(form.siteEn),
  issue_date: form.issueDate ?? '',
  expiry_date: form.expiryDate ?? '',
  data_attachment_id:
    form.dataFileId === undefined || form.dataFileId === null ? null : Number(form.dataFileId),
  ...steelValues(form),
});

/** The columns a correction may change. */
type CorrectedFields = Pick<
  EpdsTable,
  | 'product_name'
  | 'product_name_en'
  | 'gwp100'
  | 'holder_zh'
  | 'holder_en'
  | 'site_zh'
  | 'site_en'
  | 'issue_date'
  | 'expiry_date'
  | 'verifier_zh'
  | 'verifier_en'
  | 'making_route'
  | 'recycled_content'
>;

/** A published record's values after a correction: an absent field is unchanged; null or empty is no longer known. */
export const correctedValues = (e: CorrectedFields, body: TEpdCorrection) => ({
  product_name: body.productName ?? e.product_name,
  product_name_en: body.productNameEn === undefined ? e.product_name_en : blankToNull(body.productNameEn),
  gwp100: body.gwp100 ?? e.gwp100,
  holder_zh: body.holderZh ?? e.holder_zh,
  holder_en: body.holderEn === undefined ? e.holder_en : blankToNull(body.holderEn),
  site_zh: body.siteZh ?? e.site_zh,
  site_en: body.siteEn === undefined ? e.site_en : blankToNull(body.siteEn),
  issue_date: body.issueDate ?? e.issue_date,
  expiry_date: body.expiryDate ?? e.expiry_date,
  ...steelValues({
    verifierZh: body.verifierZh === undefined ? e.verifier_zh : body.verifierZh,
    verifierEn: body.verifierEn === undefined ? e.verifier_en : body.verifierEn,
    makingRoute:
      body.makingRoute === undefined ? (e.making_route as TSteelMakingRoute | null) : body.makingRoute,
    recycledContent: body.recycledContent === undefined ? e.recycled_content : body.recycledContent,
  }),
});

/** The fields whose value differs, before and after (the audit entry of a correction). */
export const changedFields = <T extends Record<string, unknown>>(old: T, next: Partial<T>) => {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) {
    if (old[k] !== v) {
      before[k] = old[k];
      after[k] = v;
    }
  }
  return { before, after };
};

/** The reports a correction replaces, by language, in the order zh, en. */
export const newReportsOf = (body: Pick<TEpdCorrection, 'reportZhId' | 'reportEnId'>) =>
  (
    [
      ['zh', body.reportZhId],
      ['en', body.reportEnId],
    ] as const
  ).filter((r): r is readonly [Lang, NonNullable<(typeof r)[1]>] => r[1] !== undefined);

/** `<old>-R<n>`: the next renewal number of a registration number (an earlier -R<n> is replaced). */
export const renewalNumber = (old: string, n: number) => `${old.replace(/-R\d+$/, '')}-R${n}`;

/** The first renewal number tried: one after the old number's -R<n>, or 1. */
export const firstRenewalSeq = (old: string) => {
  const m = /-R(\d+)$/.exec(old);
  return m ? Number(m[1]) + 1 : 1;
};

/** A renewal's draft: the old record's names and steel fields with the renewal's number, days and files. */
export const renewalForm = (
  old: CorrectedFields & Pick<EpdsTable, 'product_type' | 'company_id' | 'pcr_id'>,
  body: TEpdRenewal,
  registrationNumber: string,
): TEpdForm => ({
  productType: old.product_type as 'EPD' | 'CFP',
  productName: old.product_name,
  productNameEn: old.product_name_en,
  companyId: old.company_id,
  pcrId: old.pcr_id,
  registrationNumber,
  gwp100: body.gwp100 ?? old.gwp100,
  holderZh: old.holder_zh,
  holderEn: old.holder_en,
  siteZh: old.site_zh,
  siteEn: old.site_en,
  verifierZh: old.verifier_zh,
  verifierEn: old.verifier_en,
  makingRoute: knownRoute(old.making_route),
  recycledContent: old.recycled_content,
  issueDate: body.issueDate,
  expiryDate: body.expiryDate,
  reportZhId: body.reportZhId,
  reportEnId: body.reportEnId,
  dataFileId: body.dataFileId,
});

/** What a low-carbon application hands a record: its computed route and scrap share. */
export interface SteelFromLowCarbon {
  route: string;
  scrapShare: number;
}

/**
 * The steel columns a low-carbon application fills in a published record: only when the record
 * has neither yet and the application's values are sound; null when nothing is filled.
 */
export const steelFill = (
  e: Pick<EpdsTable, 'status' | 'making_route' | 'recycled_content'> | undefined,
  steel: SteelFromLowCarbon,
) => {
  if (e?.status !== 'published') return null;
  if (e.making_route !== null || e.recycled_content !== null) return null;
  if (!isSteelRoute(steel.route) || !(steel.scrapShare >= 0 && steel.scrapShare <= 1)) return null;
  return { making_route: steel.route, recycled_content: roundShare(steel.scrapShare) };
};
