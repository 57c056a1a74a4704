import { APPLY_STAGE, CONTRACT_STATUS, type ErrorName, QUOTE_STATUS } from '@steel-epd/contract';
import type { AttachmentRow } from '../../attachments/index.ts';
import type { ApplicationRow } from '../workflow/workflow.store.ts';

/**
 * The rules of quotes and contracts (decisions 111 and 113), as pure functions: which file may
 * be issued, and when a quote or a contract may be.
 */

/** The refusal text of a file that cannot be issued. */
export const FILE_WRONG = 'console.applications.fileWrong';

/** A confirmation, or a refusal with the company's reason (decision 196). */
export type Decision = { confirm: true } | { confirm: false; reason: string };
export type DecisionKind = 'quoteConfirmed' | 'quoteRejected' | 'contractSigned' | 'contractRefused';

/** What a decision does: the offer's status from and to, its timeline event and the reason of a refusal. */
export interface DecisionMove {
  reason: string | null;
  from: number;
  to: number;
  kind: DecisionKind;
}

/**
 * A file the secretariat may issue as a quote or contract: an operator's upload (no portal
 * owner) of that business type, a PDF, not yet given to any company (so not issued before).
 */
export const issuable = (
  row:
    | Pick<AttachmentRow, 'owner_user_id' | 'operator_id' | 'business_type' | 'mime_type' | 'company_id'>
    | undefined,
  type: 'QUOTE' | 'CONTRACT',
) =>
  row !== undefined &&
  row.owner_user_id === 0 &&
  row.operator_id !== null &&
  row.business_type === type &&
  row.mime_type === 'application/pdf' &&
  row.company_id === null;

type Offered = Pick<ApplicationRow, 'stage' | 'quote_status' | 'contract_status'>;

/** Why a quote cannot be issued now, or null: at stage 20, none pending or confirmed. */
export const quoteIssueRefusal = (app: Offered): ErrorName | null =>
  app.stage !== APPLY_STAGE.contract ||
  app.quote_status === QUOTE_STATUS.pending ||
  app.quote_status === QUOTE_STATUS.confirmed
    ? 'APPLICATION_STAGE_WRONG'
    : null;

/** Why a contract cannot be issued now, or null: at stage 20, the quote confirmed, none pending or signed. */
export const contractIssueRefusal = (app: Offered): ErrorName | null => {
  if (app.stage !== APPLY_STAGE.contract) return 'APPLICATION_STAGE_WRONG';
  if (app.quote_status !== QUOTE_STATUS.confirmed) return 'APPLICATION_QUOTE_NOT_CONFIRMED';
  return app.contract_status === CONTRACT_STATUS.pending || app.contract_status === CONTRACT_STATUS.signed
    ? 'APPLICATION_STAGE_WRONG'
    : null;
};

/** The statuses and event of a user's decision on a quote awaiting it. */
export const quoteDecision = (decision: Decision): DecisionMove => ({
  reason: decision.confirm ? null : decision.reason,
  from: QUOTE_STATUS.pending,
  to: decision.confirm ? QUOTE_STATUS.confirmed : QUOTE_STATUS.rejected,
  kind: decision.confirm ? 'quoteConfirmed' : 'quoteRejected',
});

/** The statuses and event of a user's decision on a contract awaiting it. */
export const contractDecision = (decision: Decision): DecisionMove => ({
  reason: decision.confirm ? null : decision.reason,
  from: CONTRACT_STATUS.pending,
  to: decision.confirm ? CONTRACT_STATUS.signed : CONTRACT_STATUS.refused,
  kind: decision.confirm ? 'contractSigned' : 'contractRefused',
});
