import type { Actor } from '../../../../platform/access/actor.ts';
import { transact } from '../../../../platform/db/transact.ts';
import type { PublishingDeps } from '../context.ts';

/** Whether the public pages show the QR code (the qrShow system setting). */
export const qrShown = async (deps: Pick<PublishingDeps, 'db' | 'settingsFor'>) =>
  (await deps.settingsFor(deps.db).get('qrShow')) === 'true';

/** Sets whether the public pages show the QR code, with the audit entry. */
export const setQrShow = (deps: PublishingDeps, value: boolean, actor: Actor): Promise<void> =>
  transact(deps.db, async (trx) => {
    const before = await deps.settingsFor(trx).get('qrShow');
    await deps.settingsFor(trx).set('qrShow', value ? 'true' : 'false');
    await deps.auditFor(trx).record(actor, {
      action: 'setting.qrShow',
      targetType: 'setting',
      targetId: 'qrShow',
      detail: { before, after: value ? 'true' : 'false' },
    });
  });
