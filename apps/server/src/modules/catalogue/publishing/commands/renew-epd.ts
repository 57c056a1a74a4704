import type { TEpdRenewal } from '@steel-epd/contract';
import type { Actor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { appError } from '../../../../platform/errors.ts';
import { auditEpd, changeRecords, loadOrThrow, type PublishingDeps } from '../context.ts';
import { type RecordsStore, recordsStore } from '../records.store.ts';
import { refuse, renewalNumberProblem } from '../rules.ts';
import { firstRenewalSeq, renewalForm, renewalNumber } from '../values.ts';
import { insertDraft, publishInside } from '../writers.ts';

/** The first free `<old>-R<n>` (tried up to n = 1000; a taken one is refused after). */
const freeRenewalNumber = async (store: RecordsStore, old: string) => {
  let n = firstRenewalSeq(old);
  let number = renewalNumber(old, n);
  while ((await store.registrationTaken(number, null)) && n < 1000) {
    n += 1;
    number = renewalNumber(old, n);
  }
  return number;
};

/**
 * Renews a published record: a new version under the given (or the next free -R<n>) number is
 * created and published, and the old one is superseded by it. The new version's id.
 */
export const renewEpd = (
  deps: PublishingDeps,
  id: number,
  body: TEpdRenewal,
  actor: Actor,
): Promise<number> =>
  changeRecords(deps, async (trx) => {
    const store = recordsStore(trx);
    const old = await loadOrThrow(store, id);
    if (old.status !== 'published') throw appError('EPD_STATE_CONFLICT');
    const number = body.registrationNumber ?? (await freeRenewalNumber(store, old.registration_number));
    if (await store.registrationTaken(number, null))
      throw refuse([{ path: 'registrationNumber', message: 'console.epds.registrationTaken' }]);
    const wrong = renewalNumberProblem(number);
    if (wrong) throw refuse([wrong]);
    const created = await insertDraft(deps, trx, renewalForm(old, body, number), old.id);
    await publishInside(deps, trx, created, actor);
    if (
      !(await store.update(id, 'published', {
        status: 'superseded',
        superseded_by_id: created,
        updated_at: nowIso(),
      }))
    )
      throw appError('EPD_STATE_CONFLICT');
    await auditEpd(deps, trx, actor, 'epd.renew', id, {
      from: old.registration_number,
      to: number,
      newId: created,
    });
    return created;
  });
