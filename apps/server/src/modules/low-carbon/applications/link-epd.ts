import type { OperatorActor } from '../../../platform/access/actor.ts';
import { transact } from '../../../platform/db/transact.ts';
import { appError } from '../../../platform/errors.ts';
import { lowCarbonStore } from '../low-carbon.store.ts';
import type { LowCarbonDeps } from './deps.ts';
import { consoleDetail } from './views.ts';

/**
 * Links an approved block to its company's published EPD (null: unlinks). The block's
 * computed route and scrap share become the EPD's steel data when it has none yet (the
 * catalogue's face writes them with its own audit entry); an unlink leaves them.
 */
export const linkBlockEpd = async (
  { db, auditFor, inboxFor, steel }: LowCarbonDeps,
  blockId: number,
  epdId: number | null,
  actor: OperatorActor,
) => {
  const result = await transact(db, async (trx) => {
    const store = lowCarbonStore(trx);
    const block = await store.blockById(blockId);
    if (!block) throw appError('NOT_FOUND');
    const row = await store.byId(block.application_id);
    if (!row) throw appError('NOT_FOUND');
    if (row.state !== 'approved') throw appError('LOW_CARBON_NOT_APPROVED');
    const epd = epdId === null ? null : await store.publishedEpd(epdId);
    if (epdId !== null && (!epd || epd.company_id !== row.company_id))
      throw appError('LOW_CARBON_EPD_NOT_LINKABLE');
    await store.updateBlock(blockId, { epd_id: epdId });
    const steelFilled =
      !!epd &&
      (await steel.fillInside(trx, epd.id, { route: block.route, scrapShare: block.scrap_share }, actor, {
        lowCarbonApplicationId: row.id,
        lowCarbonBlockId: blockId,
      }));
    await auditFor(trx).record(actor, {
      action: 'lowCarbon.linkEpd',
      targetType: 'lowCarbonBlock',
      targetId: blockId,
      detail: { from: block.epd_id, epdId, steelFilled },
    });
    if (epd && row.user_id !== null)
      await inboxFor(trx).send(row.user_id, {
        key: 'inbox.lowCarbon.epdLinked',
        params: { product: block.product_name, registration: epd.registration_number },
      });
    return { detail: await consoleDetail(store, row.id), steelFilled };
  });
  if (result.steelFilled) steel.changed();
  return result.detail;
};
