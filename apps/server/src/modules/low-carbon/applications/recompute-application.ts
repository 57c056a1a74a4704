import type { OperatorActor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { appError } from '../../../platform/errors.ts';
import { lowCarbonStore } from '../low-carbon.store.ts';
import type { Computed } from '../workbook.ts';
import { changeSubmitted } from './decide-application.ts';
import type { LowCarbonDeps } from './deps.ts';
import { productsOf, resultColumns } from './rules.ts';
import { computeFile } from './uploads.ts';

/**
 * Every block of a submitted application computed again with the operator's grid factor, stored
 * with its result. The workbooks are read before the transaction (a file read is not part of it).
 */
export const recomputeApplication = async (
  deps: LowCarbonDeps,
  id: number,
  gridFactor: number,
  actor: OperatorActor,
) => {
  const blocks = await lowCarbonStore(deps.db).blocksOf([id]);
  const computed = new Map<number, Computed>();
  for (const b of blocks)
    computed.set(b.id, await computeFile(deps.attachments, b.attachment_id, gridFactor));
  return changeSubmitted(deps, id, actor, async (store, row) => {
    const now = nowIso();
    for (const b of await store.blocksOf([id])) {
      const c = computed.get(b.id);
      if (!c) throw appError('LOW_CARBON_DECIDED');
      await store.updateBlock(b.id, resultColumns(c, now));
    }
    await store.setGridFactor(id, gridFactor);
    return {
      action: 'lowCarbon.recompute',
      detail: { from: row.grid_factor, gridFactor },
      message: {
        key: 'inbox.lowCarbon.recomputed',
        params: {
          date: row.created_at.slice(0, 10),
          products: productsOf(blocks),
          grid: String(gridFactor),
        },
      },
    };
  });
};
