import { type TLowCarbonApply, ZLowCarbonApply } from '@steel-epd/contract';
import type { UserActor } from '../../../platform/access/actor.ts';
import { assertMayApply } from '../../../platform/access/policies.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { transact } from '../../../platform/db/transact.ts';
import { appError } from '../../../platform/errors.ts';
import { type LowCarbonStore, lowCarbonStore } from '../low-carbon.store.ts';
import { type Computed, DEFAULT_GRID_FACTOR } from '../workbook.ts';
import type { LowCarbonDeps } from './deps.ts';
import {
  blocksSharingAFile,
  blocksWithoutFile,
  PDF,
  processesOf,
  productsOf,
  refuseBlocks,
  resultColumns,
} from './rules.ts';
import { computeFile, ownUpload } from './uploads.ts';

/** The route's guard (approval, certified company) on the server: the action gate. */
const passGate = async (store: LowCarbonStore, actor: UserActor) => {
  const { companyId } = actor.user;
  const company = companyId === null ? undefined : await store.company(companyId);
  assertMayApply(actor, company?.status ?? null);
  if (!company) throw appError('COMPANY_CERTIFICATION_REQUIRED');
  return company;
};

/**
 * Files an application of 1 to 3 blocks, each with a workbook of the user's own not filed
 * before. Every workbook is read and computed again (the upload check did once); the results
 * are stored with the application in one transaction with its audit entry and inner message.
 */
export const applyLowCarbon = async (
  { db, attachments, dictionaries, auditFor, inboxFor }: LowCarbonDeps,
  actor: UserActor,
  input: TLowCarbonApply,
): Promise<{ id: number }> => {
  const { list } = ZLowCarbonApply.parse(input);
  const store = lowCarbonStore(db);
  const company = await passGate(store, actor);
  const numbered = list.map((block, i) => ({ ...block, no: i + 1 }));

  refuseBlocks(
    'LOW_CARBON_BLOCKS_WITHOUT_FILE',
    'lowCarbon.blockWithoutFile',
    'lowCarbon.blocksWithoutFile',
    blocksWithoutFile(numbered),
  );

  const processes = numbered.map((b) => [...new Set(processesOf(b.process ?? ''))]);
  const unknown: number[] = [];
  for (const [i, codes] of processes.entries()) {
    for (const code of codes) {
      const item = await dictionaries.byCode('LCES_PROCESS_SELECTION', code);
      if (!item || item.parent_id !== null || item.enabled !== 1) {
        unknown.push(i + 1);
        break;
      }
    }
  }
  refuseBlocks('VALIDATION_FAILED', 'lowCarbon.processUnknown', 'lowCarbon.processUnknown', unknown);

  const ids = numbered.map((b) => b.attachmentId as number);
  const sharing = blocksSharingAFile(ids);
  refuseBlocks('VALIDATION_FAILED', 'lowCarbon.blockFileRepeated', 'lowCarbon.blockFileRepeated', sharing);
  const filed = await store.filedAttachments(ids);
  const invalid: number[] = [];
  const standard: number[] = [];
  for (const b of numbered) {
    const row = await ownUpload(attachments, actor, b.attachmentId as number);
    if (!row || filed.includes(row.id)) invalid.push(b.no);
    else if (row.mime_type === PDF) standard.push(b.no);
  }
  refuseBlocks('VALIDATION_FAILED', 'lowCarbon.blockFileInvalid', 'lowCarbon.blockFileInvalid', invalid);
  refuseBlocks('VALIDATION_FAILED', 'lowCarbon.blockStandardFile', 'lowCarbon.blockStandardFile', standard);

  const computed: Computed[] = [];
  for (const b of numbered)
    computed.push(await computeFile(attachments, b.attachmentId as number, DEFAULT_GRID_FACTOR));

  const now = nowIso();
  const introduction = numbered[0]?.introduction ?? '';
  return transact(db, async (trx) => {
    const blocks = numbered.map((b, i) => ({
      position: b.no,
      product_name: b.productName,
      processes: (processes[i] ?? []).join(';'),
      attachment_id: b.attachmentId as number,
      epd_id: null,
      ...resultColumns(computed[i] as Computed, now),
    }));
    const id = await lowCarbonStore(trx).insertApplication(
      {
        company_id: company.id,
        user_id: actor.user.id,
        company_name: company.name,
        introduction,
        state: 'submitted',
        reason: null,
        grid_factor: DEFAULT_GRID_FACTOR,
        decided_by: null,
        created_at: now,
        decided_at: null,
      },
      blocks,
    );
    await auditFor(trx).record(actor, {
      action: 'lowCarbon.submit',
      targetType: 'lowCarbonApplication',
      targetId: id,
      detail: { blocks: blocks.length },
    });
    await inboxFor(trx).send(actor.user.id, {
      key: 'inbox.lowCarbon.submitted',
      params: { date: now.slice(0, 10), products: productsOf(blocks) },
    });
    return { id };
  });
};
