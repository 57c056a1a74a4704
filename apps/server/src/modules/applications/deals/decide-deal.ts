import type { Kysely } from 'kysely';
import type { UserActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import { loadApplication } from '../workflow/change.ts';
import { type ApplicationChanges, eventActor } from '../workflow/notify.ts';
import { type ApplicationRow, workflowStore } from '../workflow/workflow.store.ts';
import { contractDecision, type Decision, type DecisionMove, quoteDecision } from './deal-rules.ts';
import { contractOf, ownApplication, priceOf } from './deal-views.ts';
import { type DealTable, dealsStore } from './deals.store.ts';

interface Deps {
  db: Kysely<Database>;
  changes: ApplicationChanges;
}

/**
 * A user's decision on a quote or contract awaiting it: the offer's status (with the reason of
 * a refusal), the application's copy of it and the timeline event (its note the reason, which
 * the console's timeline shows), in one transaction. Decided already, the same decision is
 * answered as it stands and the other one is APPLICATION_STATE_CONFLICT.
 */
const decide = (
  changes: ApplicationChanges,
  actor: UserActor,
  app: ApplicationRow,
  offer: DecisionMove & { table: DealTable; id: number },
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
      ? await store.update(app.id, { quoteStatus: [offer.from] }, { quote_status: offer.to, updated_at: now })
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

/** Confirms (2) or rejects (3, with the reason) a quote awaiting confirmation (1). */
export const decideQuote = async (
  { db, changes }: Deps,
  actor: UserActor,
  quoteId: number,
  decision: Decision,
) => {
  const quote = await dealsStore(db).quoteById(quoteId);
  if (!quote) throw appError('NOT_FOUND');
  const app = await ownApplication(db, actor, quote.application_id, 'update');
  await decide(changes, actor, app, { table: 'application_quotes', id: quoteId, ...quoteDecision(decision) });
  return priceOf(db, await loadApplication(workflowStore(db), app.id), quoteId);
};

/**
 * Signs (3) or refuses (4, with the reason) a contract awaiting confirmation (2); the contract
 * must be the application's.
 */
export const decideContract = async (
  { db, changes }: Deps,
  actor: UserActor,
  applyId: number,
  contractId: number,
  decision: Decision,
) => {
  const app = await ownApplication(db, actor, applyId, 'update');
  const contract = await dealsStore(db).contractById(contractId);
  if (contract?.application_id !== app.id) throw appError('NOT_FOUND');
  await decide(changes, actor, app, {
    table: 'application_contracts',
    id: contractId,
    ...contractDecision(decision),
  });
  return contractOf(db, await loadApplication(workflowStore(db), app.id), contractId);
};
