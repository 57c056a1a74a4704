import type { TContractInfo, TServicePrice } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { UserActor } from '../../../platform/access/actor.ts';
import { type Action, assertCan } from '../../../platform/access/policies.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import { type ApplicationRow, workflowStore } from '../workflow/workflow.store.ts';
import { type ContractRow, contractFileIds, dealsStore } from './deals.store.ts';

/** The caller's company's application, or NOT_FOUND (another company's id tells nothing). */
export const ownApplication = async (db: Kysely<Database>, actor: UserActor, id: number, action: Action) => {
  const app = await workflowStore(db).byId(id);
  if (!app) throw appError('NOT_FOUND');
  assertCan(actor, action, { kind: 'application', companyId: app.company_id }, 'NOT_FOUND');
  return app;
};

/** A quote of the application as the portal shows it: the given one, else the newest (status 0 and no file when none). */
export const priceOf = async (
  db: Kysely<Database>,
  app: ApplicationRow,
  quoteId?: number,
): Promise<TServicePrice> => {
  const quotes = await dealsStore(db).quotesOf(app.id);
  const q = quoteId === undefined ? quotes.at(-1) : quotes.find((row) => row.id === quoteId);
  return {
    id: q?.id ?? null,
    applyId: app.id,
    status: q?.status ?? app.quote_status,
    attachmentPdfId: q?.attachment_id ?? null,
    fileName: q?.file_name ?? null,
    issuedAt: q?.issued_at ?? null,
    decidedAt: q?.decided_at ?? null,
    refusalReason: q?.refusal_reason ?? null,
  };
};

/** A contract of the application as the portal shows it: the given one, else the newest (status 0 and no files when none). */
export const contractOf = async (
  db: Kysely<Database>,
  app: ApplicationRow,
  contractId?: number,
): Promise<TContractInfo> => {
  const store = dealsStore(db);
  const contracts = await store.contractsOf(app.id);
  const c: ContractRow | undefined =
    contractId === undefined ? contracts.at(-1) : contracts.find((row) => row.id === contractId);
  const ids = c ? contractFileIds(c) : [];
  const names = await store.fileNames(ids);
  return {
    id: c?.id ?? null,
    applyId: app.id,
    status: c?.status ?? app.contract_status,
    contractAttachmentVO: ids.map((attachmentId) => ({
      name: names.get(attachmentId) ?? '',
      attachmentId,
    })),
    issuedAt: c?.issued_at ?? null,
    decidedAt: c?.decided_at ?? null,
    refusalReason: c?.refusal_reason ?? null,
  };
};
