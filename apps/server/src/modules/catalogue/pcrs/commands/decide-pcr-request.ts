import type { OperatorActor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { transact } from '../../../../platform/db/transact.ts';
import { appError } from '../../../../platform/errors.ts';
import type { PcrsDeps } from '../context.ts';
import { pcrsStore } from '../pcrs.store.ts';

export type PcrRequestDecision =
  | { status: 'accepted'; reason: null }
  | { status: 'declined'; reason: string };

/** Accepts or declines a pending request: the decision, the audit entry and the user's inbox message commit together. */
export const decidePcrRequest = (
  deps: PcrsDeps,
  id: number,
  actor: OperatorActor,
  decision: PcrRequestDecision,
) =>
  transact(deps.db, async (trx) => {
    const store = pcrsStore(trx);
    const row = await store.requestById(id);
    if (!row) throw appError('NOT_FOUND');
    const decided = await store.decide(id, { ...decision, decidedBy: actor.operator.id, now: nowIso() });
    if (!decided) throw appError('PCR_REQUEST_DECIDED');
    const reason: Record<string, string> = decision.reason === null ? {} : { reason: decision.reason };
    await deps.auditFor(trx).record(actor, {
      action: decision.status === 'accepted' ? 'pcrRequest.accept' : 'pcrRequest.decline',
      targetType: 'pcrRequest',
      targetId: id,
      detail: { userId: row.user_id, companyName: row.company_name, product: row.product, ...reason },
    });
    await deps.inboxFor(trx).send(row.user_id, {
      key: decision.status === 'accepted' ? 'inbox.pcr.accepted' : 'inbox.pcr.declined',
      params: { product: row.product, date: row.created_at.slice(0, 10), ...reason },
    });
    return { id, status: decision.status };
  });
