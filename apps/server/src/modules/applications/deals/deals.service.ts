import {
  APPLY_STAGE,
  CONTRACT_STATUS,
  type Lang,
  QUOTE_STATUS,
  type TConsoleApplicationDetail,
  type TContractInfo,
  type TServicePrice,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor, OperatorActor, UserActor } from '../../../platform/access/actor.ts';
import type { Action } from '../../../platform/access/policies.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { Services } from '../../../services.ts';
import type { AttachmentRow } from '../../attachments/index.ts';
import type { AuditLogFor } from '../../operators/index.ts';
import { type ApplicationChanges, eventActor, productList } from '../workflow/notify.ts';
import { applicationChangesOf, loadApplication, workflowOf } from '../workflow/workflow.service.ts';
import { type ApplicationRow, workflowStore } from '../workflow/workflow.store.ts';
import { type ContractRow, contractFileIds, type DealTable, dealsStore } from './deals.store.ts';

/** What the quotes and contracts need of the attachments module, through a transaction. */
export interface DealFiles {
  info(id: number): Promise<AttachmentRow | undefined>;
  shareWithCompany(ids: readonly number[], companyId: number): Promise<number>;
}

export interface DealsDeps {
  db: Kysely<Database>;
  changes: ApplicationChanges;
  auditFor: AuditLogFor;
  filesFor: (db: Kysely<Database>) => DealFiles;
  /** The console's view of an application after a change. */
  detail: (id: number, actor: Actor, lang: Lang) => Promise<TConsoleApplicationDetail>;
}

const FILE_WRONG = 'console.applications.fileWrong';

/**
 * A file the secretariat may issue as a quote or contract: an operator's upload (no portal
 * owner) of that business type, a PDF, not yet given to any company (so not issued before).
 */
const issuable = (row: AttachmentRow | undefined, type: 'QUOTE' | 'CONTRACT') =>
  row !== undefined &&
  row.owner_user_id === 0 &&
  row.operator_id !== null &&
  row.business_type === type &&
  row.mime_type === 'application/pdf' &&
  row.company_id === null;

/** A confirmation, or a refusal with the company's reason (decision 196). */
type Decision = { confirm: true } | { confirm: false; reason: string };
type DecisionKind = 'quoteConfirmed' | 'quoteRejected' | 'contractSigned' | 'contractRefused';

/**
 * Quotes and contracts (spec 02 §3 "Service price", "Contract", §4, §7 "Quotes and contracts";
 * decisions 111 and 113). The secretariat issues them at stage 20 from its own PDF uploads,
 * which are then shared with the applying company; the company's users confirm or refuse them.
 * Every issue and decision is one transaction guarded by a conditional UPDATE: a retried
 * identical decision answers the state unchanged, the opposite one APPLICATION_STATE_CONFLICT.
 */
export const dealsService = ({ db, changes, auditFor, filesFor, detail }: DealsDeps) => {
  /** The caller's company's application, or NOT_FOUND (another company's id tells nothing). */
  const ownApplication = async (actor: UserActor, id: number, action: Action) => {
    const app = await workflowStore(db).byId(id);
    if (!app) throw appError('NOT_FOUND');
    assertCan(actor, action, { kind: 'application', companyId: app.company_id }, 'NOT_FOUND');
    return app;
  };

  const priceOf = async (app: ApplicationRow, quoteId?: number): Promise<TServicePrice> => {
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

  const contractOf = async (app: ApplicationRow, contractId?: number): Promise<TContractInfo> => {
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

  /** The event and audit entry of an issue, through its transaction. */
  const recordIssue = async (
    trx: Kysely<Database>,
    actor: OperatorActor,
    app: ApplicationRow,
    kind: 'quoteIssued' | 'contractIssued',
    detailOf: Record<string, unknown>,
  ) => {
    await workflowStore(trx).insertEvent({
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
  };

  /**
   * A user's decision on a quote or contract awaiting it: the offer's status (with the reason of
   * a refusal), the application's copy of it and the timeline event (its note the reason, which
   * the console's timeline shows), in one transaction. Decided already, the same decision is
   * answered as it stands and the other one is APPLICATION_STATE_CONFLICT.
   */
  const decide = (
    actor: UserActor,
    app: ApplicationRow,
    offer: {
      table: DealTable;
      id: number;
      from: number;
      to: number;
      kind: DecisionKind;
      reason: string | null;
    },
  ) =>
    changes.run(async (trx) => {
      const deals = dealsStore(trx);
      const store = workflowStore(trx);
      const now = nowIso();
      const decision = { status: offer.to, userId: actor.user.id, at: now, reason: offer.reason };
      if (!(await deals.decide(offer.table, offer.id, offer.from, decision))) {
        if ((await deals.statusOf(offer.table, offer.id)) === offer.to) return;
        throw appError('APPLICATION_STATE_CONFLICT');
      }
      // The application carries its newest offer's status; one awaiting a decision is the newest.
      const quote = offer.table === 'application_quotes';
      const moved = quote
        ? await store.update(
            app.id,
            { quoteStatus: [offer.from] },
            { quote_status: offer.to, updated_at: now },
          )
        : await store.update(
            app.id,
            { contractStatus: [offer.from] },
            { contract_status: offer.to, updated_at: now },
          );
      if (!moved) throw appError('APPLICATION_STATE_CONFLICT');
      const current = await loadApplication(store, app.id);
      await store.insertEvent({
        application_id: app.id,
        kind: offer.kind,
        stage: current.stage,
        note: offer.reason,
        detail: JSON.stringify(quote ? { quoteId: offer.id } : { contractId: offer.id }),
        ...eventActor(actor),
        created_at: now,
      });
    });

  const productsOf = async (trx: Kysely<Database>, id: number) =>
    productList((await workflowStore(trx).products([id])).map((p) => p.product_name));

  return {
    /** The newest quote of the caller's company's application (status 0 and no file when none). */
    async priceInfo(actor: UserActor, applyId: number) {
      return priceOf(await ownApplication(actor, applyId, 'read'));
    },

    /** Confirms (2) or rejects (3, with the reason) a quote awaiting confirmation (1). */
    async decideQuote(actor: UserActor, quoteId: number, decision: Decision) {
      const quote = await dealsStore(db).quoteById(quoteId);
      if (!quote) throw appError('NOT_FOUND');
      const app = await ownApplication(actor, quote.application_id, 'update');
      const { confirm } = decision;
      await decide(actor, app, {
        reason: decision.confirm ? null : decision.reason,
        table: 'application_quotes',
        id: quoteId,
        from: QUOTE_STATUS.pending,
        to: confirm ? QUOTE_STATUS.confirmed : QUOTE_STATUS.rejected,
        kind: confirm ? 'quoteConfirmed' : 'quoteRejected',
      });
      return priceOf(await loadApplication(workflowStore(db), app.id), quoteId);
    },

    /** The newest contract of the caller's company's application (status 0 and no files when none). */
    async contractInfo(actor: UserActor, applyId: number) {
      return contractOf(await ownApplication(actor, applyId, 'read'));
    },

    /**
     * Signs (3) or refuses (4, with the reason) a contract awaiting confirmation (2); the contract
     * must be the application's.
     */
    async decideContract(actor: UserActor, applyId: number, contractId: number, decision: Decision) {
      const app = await ownApplication(actor, applyId, 'update');
      const contract = await dealsStore(db).contractById(contractId);
      if (contract?.application_id !== app.id) throw appError('NOT_FOUND');
      const { confirm } = decision;
      await decide(actor, app, {
        reason: decision.confirm ? null : decision.reason,
        table: 'application_contracts',
        id: contractId,
        from: CONTRACT_STATUS.pending,
        to: confirm ? CONTRACT_STATUS.signed : CONTRACT_STATUS.refused,
        kind: confirm ? 'contractSigned' : 'contractRefused',
      });
      return contractOf(await loadApplication(workflowStore(db), app.id), contractId);
    },

    /** Issues a quote (1) at stage 20 when none is pending or confirmed (decision 111). */
    async issueQuote(id: number, attachmentId: number, actor: OperatorActor, lang: Lang) {
      await changes.run(async (trx, tell) => {
        const store = workflowStore(trx);
        const files = filesFor(trx);
        const app = await loadApplication(store, id);
        const { pending, confirmed } = QUOTE_STATUS;
        if (
          app.stage !== APPLY_STAGE.contract ||
          app.quote_status === pending ||
          app.quote_status === confirmed
        )
          throw appError('APPLICATION_STAGE_WRONG');
        if (!issuable(await files.info(attachmentId), 'QUOTE'))
          throw appError('VALIDATION_FAILED', { fields: [{ path: 'attachmentId', message: FILE_WRONG }] });
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
          throw appError('VALIDATION_FAILED', { fields: [{ path: 'attachmentId', message: FILE_WRONG }] });
        const quoteId = await dealsStore(trx).insertQuote({
          application_id: id,
          attachment_id: attachmentId,
          status: pending,
          operator_id: actor.operator.id,
          issued_at: now,
          decided_by: null,
          decided_at: null,
          refusal_reason: null,
        });
        await recordIssue(trx, actor, app, 'quoteIssued', { quoteId, attachmentId });
        await tell(
          app,
          { key: 'inbox.applications.quoteIssued', params: { products: await productsOf(trx, id) } },
          actor,
        );
      });
      return detail(id, actor, lang);
    },

    /**
     * Issues a contract (2) with 1 to 5 files at stage 20 once the quote is confirmed and no
     * contract is pending or signed (decision 111).
     */
    async issueContract(id: number, attachmentIds: readonly number[], actor: OperatorActor, lang: Lang) {
      await changes.run(async (trx, tell) => {
        const store = workflowStore(trx);
        const files = filesFor(trx);
        const app = await loadApplication(store, id);
        const { pending, signed } = CONTRACT_STATUS;
        if (app.stage !== APPLY_STAGE.contract) throw appError('APPLICATION_STAGE_WRONG');
        if (app.quote_status !== QUOTE_STATUS.confirmed) throw appError('APPLICATION_QUOTE_NOT_CONFIRMED');
        if (app.contract_status === pending || app.contract_status === signed)
          throw appError('APPLICATION_STAGE_WRONG');
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
          throw appError('VALIDATION_FAILED', { fields: [{ path: 'attachmentIds', message: FILE_WRONG }] });
        const contractId = await dealsStore(trx).insertContract({
          application_id: id,
          attachment_ids: JSON.stringify(attachmentIds),
          status: pending,
          operator_id: actor.operator.id,
          issued_at: now,
          decided_by: null,
          decided_at: null,
          refusal_reason: null,
        });
        await recordIssue(trx, actor, app, 'contractIssued', { contractId, attachmentIds });
        await tell(
          app,
          { key: 'inbox.applications.contractIssued', params: { products: await productsOf(trx, id) } },
          actor,
        );
      });
      return detail(id, actor, lang);
    },
  };
};

export type DealsService = ReturnType<typeof dealsService>;

/** Quotes and contracts over the shared services; the console's answers are the workflow's detail. */
export const dealsOf = (services: Services) =>
  dealsService({
    db: services.db,
    changes: applicationChangesOf(services),
    auditFor: services.auditFor,
    filesFor: services.attachmentsFor,
    detail: workflowOf(services).detail,
  });
