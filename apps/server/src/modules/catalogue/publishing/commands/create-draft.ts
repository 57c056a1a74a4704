import type { TEpdForm } from '@steel-epd/contract';
import type { Actor } from '../../../../platform/access/actor.ts';
import { transact } from '../../../../platform/db/transact.ts';
import { auditEpd, type PublishingDeps } from '../context.ts';
import { insertDraft } from '../writers.ts';

/** A new draft record with its chosen reports and the audit entry; its id. */
export const createDraft = (deps: PublishingDeps, form: TEpdForm, actor: Actor): Promise<number> =>
  transact(deps.db, async (trx) => {
    const epdId = await insertDraft(deps, trx, form, null);
    await auditEpd(deps, trx, actor, 'epd.create', epdId, { registrationNumber: form.registrationNumber });
    return epdId;
  });
