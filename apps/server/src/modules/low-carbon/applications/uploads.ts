import { REPORT_TYPE_LOW_CARBON_EXCEL } from '@steel-epd/contract';
import type { UserActor } from '../../../platform/access/actor.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { readAndCompute } from '../workbook.ts';

/** An upload of the user's own that is a low-carbon data file (workbook or standard PDF); else null. */
export const ownUpload = async (
  attachments: Pick<AttachmentsService, 'info'>,
  actor: UserActor,
  id: number,
) => {
  const row = await attachments.info(id);
  if (
    !row ||
    row.owner_user_id !== actor.user.id ||
    row.operator_id !== null ||
    row.business_type !== 'RES_IMG' ||
    row.report_type !== REPORT_TYPE_LOW_CARBON_EXCEL
  )
    return null;
  return row;
};

/** Reads a stored workbook and computes it with the grid factor. */
export const computeFile = async (
  attachments: Pick<AttachmentsService, 'openChecked'>,
  attachmentId: number,
  gridFactor: number,
) => {
  const { body } = await attachments.openChecked(attachmentId);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return readAndCompute(Buffer.concat(chunks), gridFactor);
};
