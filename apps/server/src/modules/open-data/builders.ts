import { createHash } from 'node:crypto';
import {
  type EpdPublicStatus,
  hasEnglishNames,
  OPENEPD_MAKING_ROUTE,
  OPENEPD_VERSION,
  openExportPaths,
  STEEL_MAKING_ROUTES,
  type TSteelMakingRoute,
} from '@steel-epd/contract';
import type { OpenRecordRow } from '../catalogue/index.ts';

type Lang = 'zh' | 'en';

/** A public EPD version with what the exports need beside its row. */
export interface OpenRecord {
  row: OpenRecordRow;
  status: EpdPublicStatus;
  /** Every publication, correction and renewal of the chain up to this version counts one. */
  version: number;
  /** The first version's business id: the chain's id in both formats (a later version replaces it). */
  chainId: string;
  /** The current report business ids (/apppdf/{id}); none for a withdrawn version. */
  reports: { zh: string | null; en: string | null };
}

/** What the exports take from the platform: its public address and name (the programme operator). */
export interface ExportContext {
  baseUrl: string;
  operatorName: (lang: Lang) => string;
}

/** The reference UUIDs of ../shared/formats/ilcd-epd/identifiers (never invented ones). */
export const ILCD_REFS = {
  /** EN15804+A2_EF3.1_indicators.csv: Global Warming Potential - total (GWP-total), kg CO2 eqv. */
  gwpTotal: { uuid: 'a7ea142a-9749-11ed-a8fc-0242ac120002', version: '01.00.000' },
  /** Its unit group (same row). */
  gwpUnitGroup: '1ebf3012-d0db-4de2-aefd-ef30cedb0be1',
  /** Common_references.csv. */
  ilcdFormat: 'a97a0155-0234-4b87-b4ce-a45da52f2a40',
  epdExtensions12: 'a29449fd-aa2f-4de8-b5d7-4b06b43c6fde',
  en15804A2Ef31: 'd4aa3ec7-b1d7-4a4a-a6cb-37af88dcc902',
  /** Flow_properties_and_unit_groups.csv: Mass (kg). */
  mass: '93a60a56-a3c8-11da-a746-0800200b9a66',
} as const;

/** The declared unit of every steel EPD of the programme: 1 t (GWP100 is stored per tonne). */
export const DECLARED_UNIT_KG = 1000;

/** The public addresses of a version's exports and pages (absolute, on the platform's address). */
export const linksOf = (baseUrl: string, businessId: string, productNameEn: string | null) => {
  const paths = openExportPaths(businessId, productNameEn);
  return {
    self: `${baseUrl}${paths.self}`,
    openEpdZh: `${baseUrl}${paths.openEpdZh}`,
    openEpdEn: paths.openEpdEn === null ? null : `${baseUrl}${paths.openEpdEn}`,
    ilcd: `${baseUrl}${paths.ilcd}`,
    summary: `${baseUrl}/app/epd/${businessId}`,
  };
};

/** The English export exists only when the record has an English product name. */
export const hasEnglish = (row: Pick<OpenRecordRow, 'product_name_en'>) =>
  hasEnglishNames(row.product_name_en);

/** A name in the language: English falls back to the Chinese one where only that exists. */
const pick = (zh: string, en: string | null, lang: Lang) => (lang === 'en' && en?.trim() ? en : zh);

/** The day as openEPD's date-time (the programme's days, written at midnight UTC as EC3 does). */
const dayTime = (day: string) => `${day}T00:00:00+00:00`;

/** A name-based UUID (version 5 layout over SHA-1) of a thing of the platform: stable per input. */
export const platformUuid = (kind: string, id: string) => {
  const h = createHash('sha1').update(`steel-epd-platform:${kind}:${id}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
};

/** The host of an address (the programme operator's web domain); the text itself when it is none. */
export const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Cuts a text to the schema's maximum length (openEPD names: 200). */
const cap = (text: string, max = 200) => (text.length > max ? text.slice(0, max) : text);

/** The record's steelmaking route when it is one the programme knows, else null. */
export const makingRouteOf = (row: Pick<OpenRecordRow, 'making_route'>): TSteelMakingRoute | null =>
  (STEEL_MAKING_ROUTES as readonly (string | null)[]).includes(row.making_route)
    ? (row.making_route as TSteelMakingRoute)
    : null;

/**
 * openEPD's `third_party_verifier` (an Org) where known: the name in the document's language
 * (English falls back to Chinese), the other language's name among `alt_names`.
 */
const verifierOrg = (row: OpenRecordRow, lang: Lang) => {
  if (!row.verifier_zh) return null;
  const name = cap(pick(row.verifier_zh, row.verifier_en, lang));
  const other = [row.verifier_zh, row.verifier_en ?? '']
    .map((n) => cap(n.trim()))
    .filter((n) => n !== '' && n !== name);
  return { name, ...(other.length > 0 ? { alt_names: other } : {}) };
};

/** openEPD's `specs.Steel` where anything of it is known: the making route and recycled content. */
const steelSpecs = (row: OpenRecordRow) => {
  const route = makingRouteOf(row);
  const recycled = row.recycled_content;
  if (route === null && recycled === null) return null;
  return {
    ...(route === null ? {} : { making_route: { ...OPENEPD_MAKING_ROUTE[route] } }),
    ...(recycled === null ? {} : { recycled_content: recycled }),
  };
};

/**
 * The openEPD document of a version in one language (issue 14). `id` is the chain's id and
 * `version` counts its publications, corrections and renewals, so a reader keeps the newest.
 */
export const toOpenEpd = (record: OpenRecord, lang: Lang, ctx: ExportContext) => {
  const { row } = record;
  const links = linksOf(ctx.baseUrl, row.business_id, row.product_name_en);
  const productName = cap(pick(row.product_name, row.product_name_en, lang));
  const holder = cap(pick(row.holder_zh, row.holder_en, lang));
  const site = cap(pick(row.site_zh, row.site_en, lang));
  const operator = { name: cap(ctx.operatorName(lang)), web_domain: hostOf(ctx.baseUrl) };
  const attachments: Record<string, string> = {
    openEPD: lang === 'en' && links.openEpdEn ? links.openEpdEn : links.openEpdZh,
    ILCD_EPD: links.ilcd,
    Summary: links.summary,
  };
  if (record.reports.zh) attachments['Report (zh)'] = `${ctx.baseUrl}/apppdf/${record.reports.zh}`;
  if (record.reports.en) attachments['Report (en)'] = `${ctx.baseUrl}/apppdf/${record.reports.en}`;
  const verifier = verifierOrg(row, lang);
  const steel = steelSpecs(row);
  return {
    doctype: 'openEPD',
    openepd_version: OPENEPD_VERSION,
    id: record.chainId,
    version: record.version,
    language: lang,
    name: productName,
    product_name: productName,
    declared_unit: { qty: 1, unit: 't' },
    kg_per_declared_unit: { qty: DECLARED_UNIT_KG, unit: 'kg' },
    date_of_issue: dayTime(row.issue_date),
    valid_until: dayTime(row.expiry_date),
    program_operator: operator,
    program_operator_doc_id: cap(row.registration_number),
    pcr: {
      id: row.pcr_register_no,
      name: cap(pick(row.pcr_name, row.pcr_name_en, lang)),
      ...(row.pcr_register_no.length <= 40 ? { issuer_doc_id: row.pcr_register_no } : {}),
      ...(row.pcr_author.trim() ? { issuer: { name: cap(row.pcr_author) } } : {}),
    },
    ...(verifier ? { third_party_verifier: verifier } : {}),
    manufacturer: { name: holder },
    plants: [{ name: site, owner: { name: holder }, location: { address: site, country: 'CN' } }],
    impacts: { 'EF 3.1': { gwp: { A1A2A3: { mean: row.gwp100, unit: 'kgCO2e' } } } },
    ...(steel ? { specs: { Steel: steel } } : {}),
    attachments,
    ext: {
      'steel-epd-platform': {
        business_id: row.business_id,
        status: record.status,
        product_type: row.product_type,
        withdrawn_at: row.withdrawn_at,
        updated_at: row.updated_at,
      },
    },
  };
};

export type OpenEpdDocument = ReturnType<typeof toOpenEpd>;
