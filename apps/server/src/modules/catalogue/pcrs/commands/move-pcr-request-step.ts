import type { PcrRequestStatus, PcrRequestStep } from '@steel-epd/contract';
import type { OperatorActor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { transact } from '../../../../platform/db/transact.ts';
import { appError } from '../../../../platform/errors.ts';
import type { PcrsDeps } from '../context.ts';
import { pcrsStore } from '../pcrs.store.ts';
import { nextRequestStep } from '../rules.ts';

/**
 * Moves an accepted request to its next step (decision 221): the step row, the audit entry
 * and the user's inbox message commit together; the last step finishes the request.
 */
export const movePcrRequestStep = (
  deps: PcrsDeps,
  id: number,
  input: { step: PcrRequestStep; note: string },
  actor: OperatorActor,
) =>
  transact(deps.db, async (trx) => {
    const store = pcrsStore(trx);
    const row = await store.requestById(id);
    if (!row) throw appError('NOT_FOUND');
    const move = nextRequestStep(row, input.step);
    if (move === null) throw appError('PCR_REQUEST_STEP_REFUSED');
    const { next, finished } = move;
    if (!(await store.moveStep(id, row.step, next, finished))) throw appError('PCR_REQUEST_STEP_REFUSED');
    const note = input.note === '' ? null : input.note;
    await store.insertStep({
      request_id: id,
      step: next,
      note,
      operator_id: actor.operator.id,
      created_at: nowIso(),
    });
    await deps.auditFor(trx).record(actor, {
      action: 'pcrRequest.step',
      targetType: 'pcrRequest',
      targetId: id,
      detail: { product: row.product, from: row.step, to: next, ...(note === null ? {} : { note }) },
    });
    await deps.inboxFor(trx).send(row.user_id, {
      key: `inbox.pcr.step.${next}`,
      params: { product: row.product, date: row.created_at.slice(0, 10), note: note ?? '' },
    });
    return { id, status: (finished ? 'finished' : 'accepted') as PcrRequestStatus };
  });
