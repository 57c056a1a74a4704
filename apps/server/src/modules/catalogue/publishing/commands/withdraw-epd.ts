import type { Actor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { appError } from '../../../../platform/errors.ts';
import { auditEpd, changeRecords, loadOrThrow, type PublishingDeps } from '../context.ts';
import { recordsStore } from '../records.store.ts';

/** Withdraws a published record: its files are private again; it stays in the ledger. */
export const withdrawEpd = (deps: PublishingDeps, id: number, reason: string, actor: Actor): Promise<void> =>
  changeRecords(deps, async (trx) => {
    const store = recordsStore(trx);
    const e = await loadOrThrow(store, id);
    if (e.status !== 'published') throw appError('EPD_STATE_CONFLICT');
    const now = nowIso();
    if (
      !(await store.update(id, 'published', {
        status: 'withdrawn',
        withdrawn_at: now,
        withdraw_reason: reason,
        updated_at: now,
      }))
    )
      throw appError('EPD_STATE_CONFLICT');
    const reports = await store.reportsOf(id);
    await deps
      .attachmentsFor(trx)
      .setPublished(
        [...reports.map((r) => r.attachment_id), ...(e.data_attachment_id ? [e.data_attachment_id] : [])],
        false,
      );
    await auditEpd(deps, trx, actor, 'epd.withdraw', id, {
      registrationNumber: e.registration_number,
      reason,
    });
  });
