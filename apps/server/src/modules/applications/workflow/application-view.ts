import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_FILE_KINDS,
  APPLY_STAGE,
  type ApplicationEventKind,
  type Lang,
  type TConsoleApplicationDetail,
  type TConsoleApplicationRow,
  type ZConsoleApplicationQuery,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import { dayStartIn } from '../../../platform/days.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import { contractFileIds, dealsStore } from '../deals/deals.store.ts';
import { BLOCKED_TEXT, forwardRefusal, isProductType, stageAfter } from './stage-rules.ts';
import { type ApplicationRow, STAGES, workflowStore } from './workflow.store.ts';

type QueueQuery = z.output<typeof ZConsoleApplicationQuery>;

const isEventKind = (kind: string): kind is ApplicationEventKind =>
  (APPLICATION_EVENT_KINDS as readonly string[]).includes(kind);
const isFileKind = (kind: string): kind is (typeof APPLICATION_FILE_KINDS)[number] =>
  (APPLICATION_FILE_KINDS as readonly string[]).includes(kind);

/** An application's row as the queue and the detail show it. */
export const rowOf = (
  a: ApplicationRow & {
    pcr_register_no: string | null;
    pcr_name: string | null;
    pcr_name_en: string | null;
    applicant_account: string | null;
  },
  productNames: string[],
): TConsoleApplicationRow => ({
  id: a.id,
  companyId: a.company_id,
  companyName: a.company_name,
  productType: isProductType(a.product_type) ? a.product_type : 'EPD',
  pcrRegisterNo: a.pcr_register_no ?? '',
  pcrName: a.pcr_name ?? '',
  pcrNameEn: a.pcr_name_en || null,
  productNames,
  stage: a.stage,
  quoteStatus: a.quote_status,
  contractStatus: a.contract_status,
  lcaValidateStatus: a.lca_validate_status,
  applicantAccount: a.applicant_account,
  createdAt: a.created_at,
  updatedAt: a.updated_at,
});

/**
 * One application as the console shows it: its entries with every file version, its quotes and
 * contracts, its timeline, and the next stage with what blocks it.
 */
export const applicationDetail = async (
  db: Kysely<Database>,
  id: number,
  actor: Actor,
  lang: Lang,
): Promise<TConsoleApplicationDetail> => {
  const store = workflowStore(db);
  const deals = dealsStore(db);
  const app = await store.withNames(id);
  if (!app) throw appError('NOT_FOUND');
  assertCan(actor, 'read', { kind: 'application', companyId: app.company_id }, 'NOT_FOUND');
  const [products, files, quotes, contracts, events] = await Promise.all([
    store.products([id]),
    store.files(id),
    deals.quotesOf(id),
    deals.contractsOf(id),
    store.events(id),
  ]);
  const contractFiles = contracts.map(contractFileIds);
  const names = await deals.fileNames(contractFiles.flat());
  const en = lang === 'en';
  const filesMissing = (await store.entriesMissingFiles(id)).length > 0;
  const nextStage = stageAfter(app.stage);
  const refusal = app.stage === APPLY_STAGE.panelReview ? null : forwardRefusal(app, filesMissing);
  return {
    ...rowOf(
      app,
      products.map((p) => p.product_name),
    ),
    applicantName: app.applicant_name,
    lcaValidateNote: app.lca_validate_note,
    releasedAt: app.released_at,
    products: products.map((p) => ({
      id: p.id,
      productName: p.product_name,
      categoryName: (en ? p.category_en : p.category_zh) ?? null,
      technologyName: (en ? p.technology_en : p.technology_zh) ?? null,
      epdId: p.epd_id,
      registrationNumber: p.registration_number ?? null,
      files: files
        .filter((f) => f.product_id === p.id)
        .flatMap((f) =>
          isFileKind(f.kind)
            ? [
                {
                  kind: f.kind,
                  attachmentId: f.attachment_id,
                  fileName: f.file_name ?? '',
                  version: f.version,
                  current: f.current === 1,
                  uploadedAt: f.created_at,
                },
              ]
            : [],
        ),
    })),
    quotes: quotes.map((q) => ({
      id: q.id,
      status: q.status,
      attachmentId: q.attachment_id,
      fileName: q.file_name ?? '',
      issuedAt: q.issued_at,
      decidedAt: q.decided_at,
      refusalReason: q.refusal_reason,
    })),
    contracts: contracts.map((c, i) => ({
      id: c.id,
      status: c.status,
      files: (contractFiles[i] ?? []).map((fileId) => ({
        attachmentId: fileId,
        name: names.get(fileId) ?? '',
      })),
      issuedAt: c.issued_at,
      decidedAt: c.decided_at,
      refusalReason: c.refusal_reason,
    })),
    timeline: events.flatMap((e) =>
      isEventKind(e.kind)
        ? [
            {
              id: e.id,
              kind: e.kind,
              stage: e.stage,
              note: e.note,
              actorKind: e.actor_kind,
              actorName: e.operator_username ?? e.user_account ?? null,
              createdAt: e.created_at,
            },
          ]
        : [],
    ),
    next: {
      stage: nextStage,
      blockedBy: refusal ? (BLOCKED_TEXT[refusal] ?? null) : null,
    },
  };
};

/** The queue: a page of applications, newest first, with the count of every stage (submission days in `timeZone`). */
export const applicationQueue = async (db: Kysely<Database>, query: QueueQuery, timeZone: string) => {
  const store = workflowStore(db);
  const filter = {
    stage: query.stage,
    productType: query.productType,
    company: query.company,
    fromAt: query.from ? dayStartIn(query.from, timeZone) : undefined,
    toBefore: query.to ? dayStartIn(query.to, timeZone, 1) : undefined,
  };
  const [rows, totals, counted] = await Promise.all([
    store.page(filter, query.pageSize, (query.pageNum - 1) * query.pageSize),
    store.count(filter),
    store.countsByStage(filter),
  ]);
  const products = await store.products(rows.map((r) => r.id));
  return {
    list: rows.map((r) =>
      rowOf(
        r,
        products.filter((p) => p.application_id === r.id).map((p) => p.product_name),
      ),
    ),
    totals,
    pageSize: query.pageSize,
    pageNum: query.pageNum,
    counts: STAGES.map((stage) => ({
      stage,
      count: counted.find((c) => c.stage === stage)?.count ?? 0,
    })),
  };
};
