import type { TEpdDetail, TEpdListItem, TEpdStatus } from '@steel-epd/contract';
import { todayIn } from '../../../platform/days.ts';
import type { EpdStatus } from '../../../platform/db/schema.ts';
import { publicEpdUrl } from '../record/qr-code.ts';
import { loadOrThrow, type PublishingDeps } from './context.ts';
import { type EpdListFilter, recordsStore } from './records.store.ts';
import { knownRoute } from './values.ts';

/** The console's read models of the records: the list, one record's detail, the options and the access counts. */

type Deps = Pick<PublishingDeps, 'db' | 'evidenceFor' | 'publicBaseUrl' | 'timeZone'>;

/** A record as a list row; expired when published and its expiry day is before `today`. */
export const listItemOf = (
  e: {
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
  },
  today: string,
): TEpdListItem => ({
  id: e.id,
  registrationNumber: e.registration_number,
  productType: e.product_type,
  productName: e.product_name,
  productNameEn: e.product_name_en,
  companyName: e.company_name,
  status: e.status,
  expired: e.status === 'published' && e.expiry_date !== '' && e.expiry_date < today,
  issueDate: e.issue_date,
  expiryDate: e.expiry_date,
  publishedAt: e.published_at,
  updatedAt: e.updated_at,
});

/** The chain of versions a record belongs to, first to last (at most 100 steps each way). */
const versionsOf = async (deps: Deps, id: number) => {
  const store = recordsStore(deps.db);
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

/** One record with its reports, ledger entries, access counts and versions. */
export const epdDetail = async (deps: Deps, id: number): Promise<TEpdDetail> => {
  const store = recordsStore(deps.db);
  const e = await loadOrThrow(store, id);
  const [reports, ledger, access, versions] = await Promise.all([
    store.reportsOf(id),
    deps.evidenceFor(deps.db).entriesOf(id),
    store.accessOf(id),
    versionsOf(deps, id),
  ]);
  const draft = e.status === 'draft';
  return {
    ...listItemOf(e, todayIn(deps.timeZone)),
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
    makingRoute: knownRoute(e.making_route),
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

export const epdList = async (deps: Deps, filter: EpdListFilter, pageNum: number, pageSize: number) => {
  const store = recordsStore(deps.db);
  const [rows, totals] = await Promise.all([
    store.page(filter, pageSize, (pageNum - 1) * pageSize),
    store.count(filter),
  ]);
  const today = todayIn(deps.timeZone);
  return { list: rows.map((r) => listItemOf(r, today)), totals, pageSize, pageNum };
};

/** The companies and PCRs a record may name (certified, enabled). */
export const epdOptions = async (deps: Deps) => {
  const store = recordsStore(deps.db);
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
};

/** How often each record's summary and report were opened, and when last. */
export const epdAccess = async (deps: Deps, pageNum: number, pageSize: number) => {
  const store = recordsStore(deps.db);
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
};
