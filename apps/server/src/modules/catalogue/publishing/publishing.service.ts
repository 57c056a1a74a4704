import { createHash } from 'node:crypto';
import {
  type EPD_AUDIT_ACTIONS,
  isIsoDate,
  REGISTRATION_NUMBER_RE,
  roundShare,
  STEEL_MAKING_ROUTES,
  type TEpdCorrection,
  type TEpdDetail,
  type TEpdForm,
  type TEpdListItem,
  type TEpdRenewal,
  type TEpdStatus,
  type TSteelMakingRoute,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Actor, operatorIdOf } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { todayIn } from '../../../platform/days.ts';
import type { Database, EpdStatus, EpdsTable } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { appError } from '../../../platform/errors.ts';
import type { Services } from '../../../services.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import type { EvidenceLedgerFor, LedgerInput } from '../../evidence/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import type { SettingsWriterFor } from '../../reference/index.ts';
import { newBusinessId } from '../business-id.ts';
import type { CatalogueChanges } from '../changes.ts';
import { publicEpdUrl, qrPng } from '../record/qr-code.ts';
import { type EpdListFilter, type EpdWithNames, type RecordsStore, recordsStore } from './records.store.ts';

export interface PublishingDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** The attachments service bound to a transaction (the record's files change with it). */
  attachmentsFor: (db: Kysely<Database>) => AttachmentsService;
  auditFor: AuditLogFor;
  evidenceFor: EvidenceLedgerFor;
  settingsFor: SettingsWriterFor;
  changes: CatalogueChanges;
  publicBaseUrl: string;
  timeZone: string;
}

type Problem = { path: string; message: string };
type Lang = 'zh' | 'en';

const refuse = (problems: Problem[]) => appError('VALIDATION_FAILED', { fields: problems });
const FILE_WRONG = 'console.epds.fileWrong';
const REQUIRED = 'console.epds.required';

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

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

/** The verification and steel columns of a form's values (absent or empty: not known). */
const steelValues = (
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

/** An English verifier name needs the Chinese one it falls back to (as every English text). */
const verifierProblems = (e: { verifier_zh: string | null; verifier_en: string | null }): Problem[] =>
  e.verifier_en !== null && e.verifier_zh === null
    ? [{ path: 'verifierZh', message: 'console.epds.verifierZhRequired' }]
    : [];

/** What a low-carbon application hands a record: its computed route and scrap share. */
export interface SteelFromLowCarbon {
  route: string;
  scrapShare: number;
}

const isSteelRoute = (v: string): v is TSteelMakingRoute =>
  (STEEL_MAKING_ROUTES as readonly string[]).includes(v);

/** `<old>-R<n>`: the next renewal number of a registration number (an earlier -R<n> is replaced). */
export const renewalNumber = (old: string, n: number) => `${old.replace(/-R\d+$/, '')}-R${n}`;

/**
 * The secretariat's EPD records: drafts, publishing, corrections, renewals and withdrawals. Each
 * change runs in one transaction with its audit entry; publishing also writes the report rows,
 * publishes the files, generates the QR code and appends the ledger entries in it. Callable with
 * any actor: the seed publishes with the system actor.
 */
export const publishingService = (deps: PublishingDeps) => {
  const { db, auditFor, evidenceFor, settingsFor, changes } = deps;
  const filesFor = deps.attachmentsFor;
  const today = () => todayIn(deps.timeZone);
  /** The audit entry of a change to an EPD record, in the change's transaction. */
  const auditEpd = (
    trx: Kysely<Database>,
    actor: Actor,
    action: (typeof EPD_AUDIT_ACTIONS)[number],
    targetId: number,
    detail: Record<string, unknown>,
  ) => auditFor(trx).record(actor, { action, targetType: 'epd', targetId, detail });

  /** An operator-uploaded file of the type, not used by another record; else a field problem. */
  const checkFile = async (
    trx: Kysely<Database>,
    id: number | null | undefined,
    type: 'EPD' | 'EPD_DATA',
    epdId: number | null,
    path: string,
  ): Promise<Problem | null> => {
    if (id === null || id === undefined) return null;
    const row = await filesFor(trx).info(id);
    const fits =
      row !== undefined &&
      // No portal owner: an operator's upload or a file the platform made (the demo's reports).
      row.owner_user_id === 0 &&
      row.business_type === type &&
      (type !== 'EPD' || row.mime_type === 'application/pdf');
    if (!fits || (await recordsStore(trx).fileUsedElsewhere(id, epdId))) return { path, message: FILE_WRONG };
    return null;
  };

  /** The checks a draft must pass when saved: references exist, the number is free, files fit. */
  const draftProblems = async (
    trx: Kysely<Database>,
    form: TEpdForm & { registrationNumber: string },
    epdId: number | null,
  ) => {
    const store = recordsStore(trx);
    const problems: Problem[] = [];
    if (!(await store.company(Number(form.companyId))))
      problems.push({ path: 'companyId', message: 'validation.invalid' });
    if (!(await store.pcr(Number(form.pcrId))))
      problems.push({ path: 'pcrId', message: 'validation.invalid' });
    if (await store.registrationTaken(form.registrationNumber, epdId))
      problems.push({ path: 'registrationNumber', message: 'console.epds.registrationTaken' });
    for (const [path, id, type] of [
      ['reportZhId', form.reportZhId, 'EPD'],
      ['reportEnId', form.reportEnId, 'EPD'],
      ['dataFileId', form.dataFileId, 'EPD_DATA'],
    ] as const) {
      const problem = await checkFile(
        trx,
        id === undefined || id === null ? null : Number(id),
        type,
        epdId,
        path,
      );
      if (problem) problems.push(problem);
    }
    if (
      form.reportZhId !== undefined &&
      form.reportZhId !== null &&
      Number(form.reportZhId) === Number(form.reportEnId)
    )
      problems.push({ path: 'reportEnId', message: FILE_WRONG });
    problems.push(...verifierProblems(steelValues(form)));
    return problems;
  };

  const draftValues = (form: TEpdForm) => ({
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

  /** Sets a draft's chosen report files: its report rows are replaced (a draft's were never public). */
  const setDraftReports = async (trx: Kysely<Database>, epdId: number, form: TEpdForm) => {
    const store = recordsStore(trx);
    const existing = await store.reportsOf(epdId);
    for (const lang of ['zh', 'en'] as const) {
      const raw = lang === 'zh' ? form.reportZhId : form.reportEnId;
      const wanted = raw === undefined || raw === null ? null : Number(raw);
      const row = existing.find((r) => r.lang === lang);
      if (row && row.attachment_id === wanted) continue;
      if (row) await store.deleteDraftReport(row.id);
      if (wanted !== null) {
        const file = await filesFor(trx).info(wanted);
        await store.insertReport({
          epd_id: epdId,
          lang,
          business_id: newBusinessId(),
          attachment_id: wanted,
          sha256: file?.sha256 ?? '',
          current: 1,
          created_at: nowIso(),
        });
      }
    }
  };

  /** Every rule a record must meet to be public; the field problems, or none. */
  const publishProblems = async (trx: Kysely<Database>, e: EpdWithNames): Promise<Problem[]> => {
    const store = recordsStore(trx);
    const problems: Problem[] = [];
    if (!e.product_name.trim()) problems.push({ path: 'productName', message: REQUIRED });
    if (e.product_type !== 'EPD' && e.product_type !== 'CFP')
      problems.push({ path: 'productType', message: 'validation.invalid' });
    if ((await store.company(e.company_id))?.status !== 1)
      problems.push({ path: 'companyId', message: 'console.epds.companyNotCertified' });
    if (!REGISTRATION_NUMBER_RE.test(e.registration_number))
      problems.push({ path: 'registrationNumber', message: 'console.epds.registrationNumberWrong' });
    else if (await store.registrationTaken(e.registration_number, e.id))
      problems.push({ path: 'registrationNumber', message: 'console.epds.registrationTaken' });
    if ((await store.pcr(e.pcr_id))?.enabled !== 1)
      problems.push({ path: 'pcrId', message: 'console.epds.pcrDisabled' });
    if (!(e.gwp100 > 0)) problems.push({ path: 'gwp100', message: REQUIRED });
    if (!e.holder_zh.trim()) problems.push({ path: 'holderZh', message: REQUIRED });
    if (!e.site_zh.trim()) problems.push({ path: 'siteZh', message: REQUIRED });
    if (!isIsoDate(e.issue_date)) problems.push({ path: 'issueDate', message: REQUIRED });
    if (!isIsoDate(e.expiry_date)) problems.push({ path: 'expiryDate', message: REQUIRED });
    else if (isIsoDate(e.issue_date) && e.issue_date > e.expiry_date)
      problems.push({ path: 'expiryDate', message: 'console.epds.datesOrder' });
    problems.push(...verifierProblems(e));
    const reports = (await store.reportsOf(e.id)).filter((r) => r.current === 1);
    const zh = reports.find((r) => r.lang === 'zh');
    const en = reports.find((r) => r.lang === 'en');
    if (!zh) problems.push({ path: 'reportZhId', message: REQUIRED });
    for (const [path, id, type] of [
      ['reportZhId', zh?.attachment_id, 'EPD'],
      ['reportEnId', en?.attachment_id, 'EPD'],
      ['dataFileId', e.data_attachment_id, 'EPD_DATA'],
    ] as const) {
      const problem = await checkFile(trx, id ?? null, type, e.id, path);
      if (problem) problems.push(problem);
    }
    return problems;
  };

  const loadOrThrow = async (store: RecordsStore, id: number) => {
    const e = await store.byId(id);
    if (!e) throw appError('NOT_FOUND');
    return e;
  };

  /**
   * Makes a checked draft public inside the caller's transaction: report digests, files
   * published, the QR code image, status and the ledger entries.
   */
  const publishInside = async (trx: Kysely<Database>, id: number, actor: Actor) => {
    const store = recordsStore(trx);
    const files = filesFor(trx);
    const e = await loadOrThrow(store, id);
    if (e.status !== 'draft') throw appError('EPD_STATE_CONFLICT');
    const problems = await publishProblems(trx, e);
    if (problems.length > 0) throw refuse(problems);

    const reports = (await store.reportsOf(id)).filter((r) => r.current === 1);
    const entries: LedgerInput[] = [];
    for (const r of reports) {
      const file = await files.info(r.attachment_id);
      if (!file) throw refuse([{ path: r.lang === 'zh' ? 'reportZhId' : 'reportEnId', message: FILE_WRONG }]);
      await store.setReportDigest(r.id, file.sha256);
      entries.push({ kind: 'EPD_REPORT', epdId: id, reportId: r.id, lang: r.lang, digest: file.sha256 });
    }
    await files.setPublished(
      [...reports.map((r) => r.attachment_id), ...(e.data_attachment_id ? [e.data_attachment_id] : [])],
      true,
    );
    const qr = await files.putFile({
      operatorId: operatorIdOf(actor),
      businessType: 'EPD_QR',
      fileName: `${e.registration_number}-qr.png`,
      mimeType: 'image/png',
      bytes: await qrPng(publicEpdUrl(deps.publicBaseUrl, e.business_id)),
      published: true,
    });
    const now = nowIso();
    if (
      !(await store.update(id, 'draft', {
        status: 'published',
        published_at: now,
        updated_at: now,
        qr_attachment_id: qr.id,
      }))
    )
      throw appError('EPD_STATE_CONFLICT');
    entries.unshift({
      kind: 'EPD_DATA',
      epdId: id,
      reportId: null,
      lang: null,
      digest: sha256Hex(canonicalEpdData(e)),
    });
    await evidenceFor(trx).append(entries);
    return e;
  };

  /** A checked new draft with its report rows (a renewal names the version it follows); its id. */
  const insertDraft = async (
    trx: Kysely<Database>,
    form: TEpdForm & { registrationNumber: string },
    previousId: number | null,
  ) => {
    const problems = await draftProblems(trx, form, null);
    if (problems.length > 0) throw refuse(problems);
    const now = nowIso();
    const epdId = await recordsStore(trx).insert({
      ...draftValues(form),
      business_id: newBusinessId(),
      status: 'draft',
      previous_id: previousId,
      superseded_by_id: null,
      qr_attachment_id: null,
      published_at: null,
      withdrawn_at: null,
      withdraw_reason: null,
      created_at: now,
      updated_at: now,
    });
    await setDraftReports(trx, epdId, form);
    return epdId;
  };

  /** Runs a change in one transaction and tells the catalogue's readers after it commits. */
  const changeRecords = async <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => {
    const result = await transact(db, work, (err) => deps.log.error({ err }, 'orphan file left'));
    changes.changed();
    return result;
  };

  const versionsOf = async (id: number) => {
    const store = recordsStore(db);
    const seen = new Set<number>();
    let first = await store.versionLinks(id);
    while (first?.previous_id && !seen.has(first.previous_id) && seen.size < 100) {
      seen.add(first.previous_id);
      first = await store.versionLinks(first.previous_id);
    }
    const list = [];
    let cur = first;
    const walked = new Set<number>();
    while (cur && !walked.has(cur.id) && walked.size < 100) {
      walked.add(cur.id);
      list.push({
        id: cur.id,
        registrationNumber: cur.registration_number,
        status: cur.status as TEpdStatus,
        publishedAt: cur.published_at,
      });
      cur = cur.superseded_by_id ? await store.versionLinks(cur.superseded_by_id) : undefined;
    }
    return list;
  };

  const listItemOf = (e: {
    id: number;
    registration_number: string;
    product_type: string;
    product_name: string;
    product_name_en: string | null;
    company_name: string;
    status: EpdStatus;
    issue_date: string;
    expiry_date: string;
    published_at: string | null;
    updated_at: string;
  }): TEpdListItem => ({
    id: e.id,
    registrationNumber: e.registration_number,
    productType: e.product_type,
    productName: e.product_name,
    productNameEn: e.product_name_en,
    companyName: e.company_name,
    status: e.status,
    expired: e.status === 'published' && e.expiry_date !== '' && e.expiry_date < today(),
    issueDate: e.issue_date,
    expiryDate: e.expiry_date,
    publishedAt: e.published_at,
    updatedAt: e.updated_at,
  });

  const detail = async (id: number): Promise<TEpdDetail> => {
    const store = recordsStore(db);
    const e = await loadOrThrow(store, id);
    const [reports, ledger, access, versions] = await Promise.all([
      store.reportsOf(id),
      evidenceFor(db).entriesOf(id),
      store.accessOf(id),
      versionsOf(id),
    ]);
    const draft = e.status === 'draft';
    return {
      ...listItemOf(e),
      businessId: e.business_id,
      companyId: e.company_id,
      pcrId: e.pcr_id,
      pcrRegisterNo: e.pcr_register_no,
      pcrProductName: e.pcr_product_name,
      pcrProductNameEn: e.pcr_product_name_en || null,
      gwp100: e.gwp100 > 0 ? e.gwp100 : null,
      holderZh: e.holder_zh,
      holderEn: e.holder_en,
      siteZh: e.site_zh,
      siteEn: e.site_en,
      verifierZh: e.verifier_zh,
      verifierEn: e.verifier_en,
      makingRoute: e.making_route !== null && isSteelRoute(e.making_route) ? e.making_route : null,
      recycledContent: e.recycled_content,
      dataFileId: e.data_attachment_id,
      qrAttachmentId: e.qr_attachment_id,
      publicUrl: draft ? null : publicEpdUrl(deps.publicBaseUrl, e.business_id),
      previousId: e.previous_id,
      supersededById: e.superseded_by_id,
      withdrawnAt: e.withdrawn_at,
      withdrawReason: e.withdraw_reason,
      draftReportZhId: draft ? (reports.find((r) => r.lang === 'zh')?.attachment_id ?? null) : null,
      draftReportEnId: draft ? (reports.find((r) => r.lang === 'en')?.attachment_id ?? null) : null,
      reports: reports.map((r) => ({
        id: r.id,
        lang: r.lang,
        businessId: r.business_id,
        attachmentId: r.attachment_id,
        fileName: r.file_name ?? '',
        sha256: r.sha256,
        current: r.current === 1,
        createdAt: r.created_at,
      })),
      ledger: ledger.map((l) => ({
        id: l.id,
        kind: l.kind,
        reportId: l.report_id,
        lang: l.lang,
        digest: l.digest,
        prevHash: l.prev_hash,
        entryHash: l.entry_hash,
        createdAt: l.created_at,
      })),
      access,
      versions,
    };
  };

  /** Adds a new current report in a language, retiring the one it replaces (it stays verifiable). */
  const replaceReport = async (trx: Kysely<Database>, epdId: number, lang: Lang, attachmentId: number) => {
    const store = recordsStore(trx);
    const files = filesFor(trx);
    const file = await files.info(attachmentId);
    if (!file) throw refuse([{ path: lang === 'zh' ? 'reportZhId' : 'reportEnId', message: FILE_WRONG }]);
    const old = (await store.reportsOf(epdId)).find((r) => r.lang === lang && r.current === 1);
    if (old) await store.retireReport(old.id);
    const reportId = await store.insertReport({
      epd_id: epdId,
      lang,
      business_id: newBusinessId(),
      attachment_id: attachmentId,
      sha256: file.sha256,
      current: 1,
      created_at: nowIso(),
    });
    await files.setPublished([attachmentId], true);
    return { reportId, digest: file.sha256, replaced: old?.id ?? null };
  };

  return {
    detail,

    /**
     * Creates a record and publishes it inside the caller's transaction (an application's
     * release): the draft's checks, its report rows, the publication (files, QR code, ledger
     * entries) and the audit entry, whose detail the caller adds to. Field problems refuse with
     * the form's paths; the caller tells the readers (`changes.changed()`) after it commits.
     */
    async createPublishedInside(
      trx: Kysely<Database>,
      form: TEpdForm,
      actor: Actor,
      detail: Record<string, unknown> = {},
    ): Promise<number> {
      const epdId = await insertDraft(trx, form, null);
      await publishInside(trx, epdId, actor);
      await auditEpd(trx, actor, 'epd.publish', epdId, {
        registrationNumber: form.registrationNumber,
        ...detail,
      });
      return epdId;
    },

    /**
     * Writes a low-carbon application's computed route and scrap share (as recycled content) into
     * a published record's steel fields inside the caller's transaction, only when the record has
     * neither yet: values entered by hand, or filled by an earlier link, are kept. A fill is a
     * change of the version's data like a correction: updated_at moves, an EPD_DATA ledger entry
     * and an `epd.fillSteel` audit entry (which open data counts in the version number). True when
     * it filled; the caller tells the readers (`changes.changed()`) after it commits.
     */
    async fillSteelInside(
      trx: Kysely<Database>,
      epdId: number,
      steel: SteelFromLowCarbon,
      actor: Actor,
      detail: Record<string, unknown> = {},
    ): Promise<boolean> {
      const store = recordsStore(trx);
      const e = await store.byId(epdId);
      if (e?.status !== 'published') return false;
      if (e.making_route !== null || e.recycled_content !== null) return false;
      if (!isSteelRoute(steel.route) || !(steel.scrapShare >= 0 && steel.scrapShare <= 1)) return false;
      const next = { making_route: steel.route, recycled_content: roundShare(steel.scrapShare) };
      if (!(await store.update(epdId, 'published', { ...next, updated_at: nowIso() })))
        throw appError('EPD_STATE_CONFLICT');
      await evidenceFor(trx).append([
        {
          kind: 'EPD_DATA',
          epdId,
          reportId: null,
          lang: null,
          digest: sha256Hex(canonicalEpdData({ ...e, ...next })),
        },
      ]);
      await auditEpd(trx, actor, 'epd.fillSteel', epdId, {
        registrationNumber: e.registration_number,
        before: { making_route: null, recycled_content: null },
        after: next,
        ...detail,
      });
      return true;
    },

    async list(filter: EpdListFilter, pageNum: number, pageSize: number) {
      const store = recordsStore(db);
      const [rows, totals] = await Promise.all([
        store.page(filter, pageSize, (pageNum - 1) * pageSize),
        store.count(filter),
      ]);
      return { list: rows.map(listItemOf), totals, pageSize, pageNum };
    },

    async options() {
      const store = recordsStore(db);
      const [companies, pcrs] = await Promise.all([store.certifiedCompanies(), store.enabledPcrs()]);
      return {
        companies: companies.map((c) => ({ id: c.id, name: c.name })),
        pcrs: pcrs.map((p) => ({
          id: p.id,
          registerNo: p.register_no,
          productName: p.product_name,
          productNameEn: p.product_name_en || null,
        })),
      };
    },

    async access(pageNum: number, pageSize: number) {
      const store = recordsStore(db);
      const [rows, totals] = await Promise.all([
        store.accessPage(pageSize, (pageNum - 1) * pageSize),
        store.accessCount(),
      ]);
      return {
        list: rows.map((r) => ({
          epdId: r.id,
          registrationNumber: r.registration_number,
          productName: r.product_name,
          summaryViews: Number(r.summary_views ?? 0),
          reportViews: Number(r.report_views ?? 0),
          lastViewAt: (r.last_view as string | null) ?? null,
        })),
        totals,
        pageSize,
        pageNum,
      };
    },

    async create(form: TEpdForm, actor: Actor): Promise<TEpdDetail> {
      const id = await transact(db, async (trx) => {
        const epdId = await insertDraft(trx, form, null);
        await auditEpd(trx, actor, 'epd.create', epdId, { registrationNumber: form.registrationNumber });
        return epdId;
      });
      return detail(id);
    },

    async update(id: number, form: TEpdForm, actor: Actor): Promise<TEpdDetail> {
      await transact(db, async (trx) => {
        const store = recordsStore(trx);
        const e = await loadOrThrow(store, id);
        if (e.status !== 'draft') throw appError('EPD_STATE_CONFLICT');
        const problems = await draftProblems(trx, form, id);
        if (problems.length > 0) throw refuse(problems);
        if (!(await store.update(id, 'draft', { ...draftValues(form), updated_at: nowIso() })))
          throw appError('EPD_STATE_CONFLICT');
        await setDraftReports(trx, id, form);
        await auditEpd(trx, actor, 'epd.update', id, { registrationNumber: form.registrationNumber });
      });
      return detail(id);
    },

    /** Publishes a draft (any actor: an operator in the console, the system actor for the seed). */
    async publish(id: number, actor: Actor): Promise<TEpdDetail> {
      await changeRecords(async (trx) => {
        const e = await publishInside(trx, id, actor);
        await auditEpd(trx, actor, 'epd.publish', id, { registrationNumber: e.registration_number });
      });
      return detail(id);
    },

    async correct(id: number, body: TEpdCorrection, actor: Actor): Promise<TEpdDetail> {
      await changeRecords(async (trx) => {
        const store = recordsStore(trx);
        const e = await loadOrThrow(store, id);
        if (e.status !== 'published') throw appError('EPD_STATE_CONFLICT');
        const next = {
          product_name: body.productName ?? e.product_name,
          product_name_en:
            body.productNameEn === undefined ? e.product_name_en : blankToNull(body.productNameEn),
          gwp100: body.gwp100 ?? e.gwp100,
          holder_zh: body.holderZh ?? e.holder_zh,
          holder_en: body.holderEn === undefined ? e.holder_en : blankToNull(body.holderEn),
          site_zh: body.siteZh ?? e.site_zh,
          site_en: body.siteEn === undefined ? e.site_en : blankToNull(body.siteEn),
          issue_date: body.issueDate ?? e.issue_date,
          expiry_date: body.expiryDate ?? e.expiry_date,
          // Absent: unchanged; null or empty: no longer known.
          ...steelValues({
            verifierZh: body.verifierZh === undefined ? e.verifier_zh : body.verifierZh,
            verifierEn: body.verifierEn === undefined ? e.verifier_en : body.verifierEn,
            makingRoute:
              body.makingRoute === undefined
                ? (e.making_route as TSteelMakingRoute | null)
                : body.makingRoute,
            recycledContent: body.recycledContent === undefined ? e.recycled_content : body.recycledContent,
          }),
        };
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(next)) {
          const old = e[k as keyof typeof next];
          if (old !== v) {
            before[k] = old;
            after[k] = v;
          }
        }
        const problems: Problem[] = [];
        if (!isIsoDate(next.issue_date)) problems.push({ path: 'issueDate', message: REQUIRED });
        if (!isIsoDate(next.expiry_date)) problems.push({ path: 'expiryDate', message: REQUIRED });
        else if (next.issue_date > next.expiry_date)
          problems.push({ path: 'expiryDate', message: 'console.epds.datesOrder' });
        problems.push(...verifierProblems(next));
        for (const [path, value] of [
          ['reportZhId', body.reportZhId],
          ['reportEnId', body.reportEnId],
        ] as const) {
          const problem = await checkFile(trx, value === undefined ? null : Number(value), 'EPD', null, path);
          if (problem) problems.push(problem);
        }
        if (problems.length > 0) throw refuse(problems);
        const dataChanged = Object.keys(after).length > 0;
        const newReports = (
          [
            ['zh', body.reportZhId],
            ['en', body.reportEnId],
          ] as const
        ).filter(([, v]) => v !== undefined);
        if (!dataChanged && newReports.length === 0)
          throw refuse([{ path: 'reason', message: 'console.epds.nothingChanged' }]);

        const entries: LedgerInput[] = [];
        if (dataChanged) {
          if (!(await store.update(id, 'published', { ...next, updated_at: nowIso() })))
            throw appError('EPD_STATE_CONFLICT');
          entries.push({
            kind: 'EPD_DATA',
            epdId: id,
            reportId: null,
            lang: null,
            digest: sha256Hex(canonicalEpdData({ ...e, ...next })),
          });
        } else if (!(await store.update(id, 'published', { updated_at: nowIso() }))) {
          throw appError('EPD_STATE_CONFLICT');
        }
        const reportChanges: Record<string, unknown>[] = [];
        for (const [lang, value] of newReports) {
          const r = await replaceReport(trx, id, lang, Number(value));
          entries.push({ kind: 'EPD_REPORT', epdId: id, reportId: r.reportId, lang, digest: r.digest });
          reportChanges.push({
            lang,
            replacedReportId: r.replaced,
            reportId: r.reportId,
            attachmentId: Number(value),
          });
        }
        await evidenceFor(trx).append(entries);
        await auditEpd(trx, actor, 'epd.correct', id, {
          reason: body.reason,
          before,
          after,
          reports: reportChanges,
        });
      });
      return detail(id);
    },

    async renew(id: number, body: TEpdRenewal, actor: Actor): Promise<TEpdDetail> {
      const newId = await changeRecords(async (trx) => {
        const store = recordsStore(trx);
        const old = await loadOrThrow(store, id);
        if (old.status !== 'published') throw appError('EPD_STATE_CONFLICT');
        let number = body.registrationNumber;
        if (number === undefined) {
          const m = /-R(\d+)$/.exec(old.registration_number);
          let n = m ? Number(m[1]) + 1 : 1;
          number = renewalNumber(old.registration_number, n);
          while ((await store.registrationTaken(number, null)) && n < 1000) {
            n += 1;
            number = renewalNumber(old.registration_number, n);
          }
        }
        if (await store.registrationTaken(number, null))
          throw refuse([{ path: 'registrationNumber', message: 'console.epds.registrationTaken' }]);
        if (!REGISTRATION_NUMBER_RE.test(number))
          throw refuse([{ path: 'registrationNumber', message: 'console.epds.registrationNumberWrong' }]);
        const form: TEpdForm = {
          productType: old.product_type as 'EPD' | 'CFP',
          productName: old.product_name,
          productNameEn: old.product_name_en,
          companyId: old.company_id,
          pcrId: old.pcr_id,
          registrationNumber: number,
          gwp100: body.gwp100 ?? old.gwp100,
          holderZh: old.holder_zh,
          holderEn: old.holder_en,
          siteZh: old.site_zh,
          siteEn: old.site_en,
          verifierZh: old.verifier_zh,
          verifierEn: old.verifier_en,
          makingRoute: old.making_route !== null && isSteelRoute(old.making_route) ? old.making_route : null,
          recycledContent: old.recycled_content,
          issueDate: body.issueDate,
          expiryDate: body.expiryDate,
          reportZhId: body.reportZhId,
          reportEnId: body.reportEnId,
          dataFileId: body.dataFileId,
        };
        const created = await insertDraft(trx, form, old.id);
        await publishInside(trx, created, actor);
        const now = nowIso();
        if (
          !(await store.update(id, 'published', {
            status: 'superseded',
            superseded_by_id: created,
            updated_at: now,
          }))
        )
          throw appError('EPD_STATE_CONFLICT');
        await auditEpd(trx, actor, 'epd.renew', id, {
          from: old.registration_number,
          to: number,
          newId: created,
        });
        return created;
      });
      return detail(newId);
    },

    async withdraw(id: number, reason: string, actor: Actor): Promise<TEpdDetail> {
      await changeRecords(async (trx) => {
        const store = recordsStore(trx);
        const e = await loadOrThrow(store, id);
        if (e.status !== 'published') throw appError('EPD_STATE_CONFLICT');
        const now = nowIso();
        if (
          !(await store.update(id, 'published', {
            status: 'withdrawn',
            withdrawn_at: now,
            withdraw_reason: reason,
            updated_at: now,
          }))
        )
          throw appError('EPD_STATE_CONFLICT');
        const reports = await store.reportsOf(id);
        await filesFor(trx).setPublished(
          [...reports.map((r) => r.attachment_id), ...(e.data_attachment_id ? [e.data_attachment_id] : [])],
          false,
        );
        await auditEpd(trx, actor, 'epd.withdraw', id, { registrationNumber: e.registration_number, reason });
      });
      return detail(id);
    },

    async qrShow() {
      return { value: (await settingsFor(db).get('qrShow')) === 'true' };
    },

    async setQrShow(value: boolean, actor: Actor) {
      await transact(db, async (trx) => {
        const before = await settingsFor(trx).get('qrShow');
        await settingsFor(trx).set('qrShow', value ? 'true' : 'false');
        await auditFor(trx).record(actor, {
          action: 'setting.qrShow',
          targetType: 'setting',
          targetId: 'qrShow',
          detail: { before, after: value ? 'true' : 'false' },
        });
      });
      return { value };
    },
  };
};

export type PublishingService = ReturnType<typeof publishingService>;

/** The publishing service over the shared services (the console's routes and the demo seed). */
export const publishingOf = (services: Services) =>
  publishingService({
    db: services.db,
    log: services.log,
    attachmentsFor: services.attachmentsFor,
    auditFor: services.auditFor,
    evidenceFor: services.evidenceFor,
    settingsFor: services.settingsFor,
    changes: services.catalogueChanges,
    publicBaseUrl: services.config.PUBLIC_BASE_URL,
    timeZone: services.config.PLATFORM_TIME_ZONE,
  });

/**
 * A part of the publishing service that another module runs inside its own transaction, with
 * the signal to the catalogue's readers (the search index) for after that commits.
 */
const insideAnotherModule = <T extends object>(services: Services, part: (p: PublishingService) => T) => ({
  ...part(publishingOf(services)),
  changed: () => services.catalogueChanges.changed(),
});

/** What the applications module needs of the catalogue at a release: a published record made in its transaction. */
export const catalogueReleaser = (services: Services) =>
  insideAnotherModule(services, (p) => ({ publishInside: p.createPublishedInside }));

export type CatalogueReleaser = ReturnType<typeof catalogueReleaser>;

/**
 * What the low-carbon module needs of the catalogue when the secretariat links an approved
 * application's block to an EPD: the block's route and scrap share written into the record's
 * steel fields inside its transaction (when the record has none).
 */
export const catalogueSteelFiller = (services: Services) =>
  insideAnotherModule(services, (p) => ({ fillInside: p.fillSteelInside }));

export type CatalogueSteelFiller = ReturnType<typeof catalogueSteelFiller>;
