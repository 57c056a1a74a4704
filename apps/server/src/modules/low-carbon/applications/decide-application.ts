import type { Kysely } from 'kysely';
import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { appError } from '../../../platform/errors.ts';
import { type ApplicationRow, type LowCarbonStore, lowCarbonStore } from '../low-carbon.store.ts';
import type { LowCarbonDeps } from './deps.ts';
import { productsOf } from './rules.ts';
import { consoleDetail } from './views.ts';

type Decision = (
  store: LowCarbonStore,
  row: ApplicationRow,
  trx: Kysely<Database>,
) => Promise<{
  action: 'lowCarbon.approve' | 'lowCarbon.reject' | 'lowCarbon.recompute';
  detail: Record<string, unknown>;
  message: { key: string; params: Record<string, string> };
}>;

/**
 * Runs a console change on a submitted application with its audit entry and the user's message,
 * in one transaction; answers the application as the console shows it after the change.
 */
export const changeSubmitted = (
  { db, auditFor, inboxFor }: Pick<LowCarbonDeps, 'db' | 'auditFor' | 'inboxFor'>,
  id: number,
  actor: OperatorActor,
  change: Decision,
) =>
  transact(db, async (trx) => {
    const store = lowCarbonStore(trx);
    const row = await store.byId(id);
    if (!row) throw appError('NOT_FOUND');
    if (row.state !== 'submitted') throw appError('LOW_CARBON_DECIDED');
    const { action, detail, message } = await change(store, row, trx);
    await auditFor(trx).record(actor, { action, targetType: 'lowCarbonApplication', targetId: id, detail });
    if (row.user_id !== null) await inboxFor(trx).send(row.user_id, message);
    return consoleDetail(store, id);
  });

/** Moves a submitted application to approved or rejected; LOW_CARBON_DECIDED when it is no longer submitted. */
const decide = async (
  store: LowCarbonStore,
  id: number,
  actor: OperatorActor,
  decision: { state: 'approved' | 'rejected'; reason: string | null },
) => {
  if (!(await store.decide(id, { ...decision, decided_by: actor.operator.id, decided_at: nowIso() })))
    throw appError('LOW_CARBON_DECIDED');
};

export const approveApplication = (deps: LowCarbonDeps, id: number, actor: OperatorActor) =>
  changeSubmitted(deps, id, actor, async (store, row) => {
    await decide(store, id, actor, { state: 'approved', reason: null });
    return {
      action: 'lowCarbon.approve',
      detail: { gridFactor: row.grid_factor },
      message: {
        key: 'inbox.lowCarbon.approved',
        params: { date: row.created_at.slice(0, 10), products: productsOf(await store.blocksOf([id])) },
      },
    };
  });

export const rejectApplication = (deps: LowCarbonDeps, id: number, reason: string, actor: OperatorActor) =>
  changeSubmitted(deps, id, actor, async (store, row) => {
    await decide(store, id, actor, { state: 'rejected', reason });
    return {
      action: 'lowCarbon.reject',
      detail: { reason },
      message: {
        key: 'inbox.lowCarbon.rejected',
        params: {
          date: row.created_at.slice(0, 10),
          products: productsOf(await store.blocksOf([id])),
          reason,
        },
      },
    };
  });
