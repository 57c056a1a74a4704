import type { Actor } from '../../../../platform/access/actor.ts';
import { auditEpd, changeRecords, type PublishingDeps } from '../context.ts';
import { publishInside } from '../writers.ts';

/** Publishes a draft (any actor: an operator in the console, the system actor for the seed). */
export const publishEpd = (deps: PublishingDeps, id: number, actor: Actor): Promise<void> =>
  changeRecords(deps, async (trx) => {
    const e = await publishInside(deps, trx, id, actor);
    await auditEpd(deps, trx, actor, 'epd.publish', id, { registrationNumber: e.registration_number });
  });
