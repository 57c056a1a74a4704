import { APPLY_STAGE, CONTRACT_STATUS, QUOTE_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { AttachmentRow } from '../../attachments/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import { loadApplication } from '../workflow/change.ts';
import { type ApplicationChanges, eventActor, productList, type Tell } from '../workflow/notify.ts';
import { type ApplicationRow, workflowStore } from '../workflow/workflow.store.ts';
import { contractIssueRefusal, FILE_WRONG, issuable, quoteIssueRefusal } from './deal-rules.ts';
import { dealsStore } from './deals.store.ts';

/** What the quotes and contracts need of the attachments module, through a transaction. */
export interface DealFiles {
  info(id: number): Promise<AttachmentRow | undefined>;
  shareWithCompany(ids: readonly number[], companyId: number): Promise<number>;
}

interface Deps {
  changes: ApplicationChanges;
  auditFor: AuditLogFor;
  filesFor: (db: Kysely<Database>) => DealFiles;
}

/** Who issued an offer and when; nobody has decided on it yet. */
const issuedNow = (actor: OperatorActor, status: number, now: string) => ({
  status,
  operator_id: actor.operator.id,
  issued_at: now,
  decided_by: null,
  decided_at: null,
  refusal_reason: null,
});

/**
 * What an issue leaves besides the offer, through its transaction: the timeline event, the
 * audit entry and the message to the company naming the application's entries.
 */
const recordIssue = async (
  trx: Kysely<Database>,
  { auditFor, tell }: { auditFor: AuditLogFor; tell: Tell },
  actor: OperatorActor,
  app: ApplicationRow,
  kind: 'quoteIssued' | 'contractIssued',
  detailOf: Record<string, unknown>,
) => {
  const store = workflowStore(trx);
  await store.insertEvent({
    application_id: app.id,
    kind,
    stage: app.stage,
    note: null,
    detail: JSON.stringify(detailOf),
    ...eventActor(actor),
    created_at: nowIso(),
  });
  await auditFor(trx).record(actor, {
    action: kind === 'quoteIssued' ? 'application.quote' : 'application.contract',
    targetType: 'application',
    targetId: app.id,
    detail: detailOf,
  });
  const products = productList((await store.products([app.id])).map((p) => p.product_name));
  await tell(app, { key: `inbox.applications.${kind}`, params: { products } }, actor);
};

const fileRefusal = (path: string) =>
  appError('VALIDATION_FAILED', { fields: [{ path, message: FILE_WRONG }] });

/** Issues a quote (1) at stage 20 when none is pending or confirmed (decision 111). */
export const issueQuote = (
  { changes, auditFor, filesFor }: Deps,
  id: number,
  attachmentId: number,
  actor: OperatorActor,
) =>
  changes.run(async (trx, tell) => {
    const store = workflowStore(trx);
    const files = filesFor(trx);
    const app = await loadApplication(store, id);
    const { pending, confirmed } = QUOTE_STATUS;
    const refusal = quoteIssueRefusal(app);
    if (refusal) throw appError(refusal);
    if (!issuable(await files.info(attachmentId), 'QUOTE')) throw fileRefusal('attachmentId');
    const now = nowIso();
    if (
      !(await store.update(
        id,
        { stage: APPLY_STAGE.contract, quoteNot: [pending, confirmed] },
        { quote_status: pending, updated_at: now },
      ))
    )
      throw appError('APPLICATION_STATE_CONFLICT');
    // Given to the company now; a file another issue took meanwhile is refused.
    if ((await files.shareWithCompany([attachmentId], app.company_id)) !== 1)
      throw fileRefusal('attachmentId');
    const quoteId = await dealsStore(trx).insertQuote({
      application_id: id,
      attachment_id: attachmentId,
      ...issuedNow(actor, pending, now),
    });
    await recordIssue(trx, { auditFor, tell }, actor, app, 'quoteIssued', { quoteId, attachmentId });
  });

/**
 * Issues a contract (2) with 1 to 5 files at stage 20 once the quote is confirmed and no
 * contract is pending or signed (decision 111).
 */
export const issueContract = (
  { changes, auditFor, filesFor }: Deps,
  id: number,
  attachmentIds: readonly number[],
  actor: OperatorActor,
) =>
  changes.run(async (trx, tell) => {
    const store = workflowStore(trx);
    const files = filesFor(trx);
    const app = await loadApplication(store, id);
    const { pending, signed } = CONTRACT_STATUS;
    const refusal = contractIssueRefusal(app);
    if (refusal) throw appError(refusal);
    const problems: { path: string; message: string }[] = [];
    for (const [i, fileId] of attachmentIds.entries()) {
      if (attachmentIds.indexOf(fileId) !== i || !issuable(await files.info(fileId), 'CONTRACT'))
        problems.push({ path: `attachmentIds.${i}`, message: FILE_WRONG });
    }
    if (problems.length > 0) throw appError('VALIDATION_FAILED', { fields: problems });
    const now = nowIso();
    if (
      !(await store.update(
        id,
        {
          stage: APPLY_STAGE.contract,
          quoteStatus: [QUOTE_STATUS.confirmed],
          contractNot: [pending, signed],
        },
        { contract_status: pending, updated_at: now },
      ))
    )
      throw appError('APPLICATION_STATE_CONFLICT');
    if ((await files.shareWithCompany(attachmentIds, app.company_id)) !== attachmentIds.length)
      throw fileRefusal('attachmentIds');
    const contractId = await dealsStore(trx).insertContract({
      application_id: id,
      attachment_ids: JSON.stringify(attachmentIds),
      ...issuedNow(actor, pending, now),
    });
    await recordIssue(trx, { auditFor, tell }, actor, app, 'contractIssued', {
      contractId,
      attachmentIds,
    });
  });
