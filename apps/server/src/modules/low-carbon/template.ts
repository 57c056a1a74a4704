import { LOW_CARBON_TEMPLATE_ITEM, XLSX_MIME } from '@steel-epd/contract';
import { inChildProcess } from '../../platform/child-work.ts';
import { transact } from '../../platform/db/transact.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import { type DictionaryLookup, dictionariesChanged } from '../reference/index.ts';
import { WORKBOOK } from './workbook.ts';

/** The platform's business type of the generated template: no upload can choose it. */
export const LOW_CARBON_TEMPLATE_TYPE = 'LCES_TEMPLATE';
export const LOW_CARBON_TEMPLATE_NAME = 'low-carbon-steel-data-template.xlsx';

/** The template's file id, as the LCES_MODEL_DOWNLOAD item's itemDesc holds it (spec 02 §7). */
const fileIdOf = (desc: string | null | undefined) =>
  desc && /^[1-9][0-9]{0,9}$/.test(desc) ? Number(desc) : null;

/** The template download: only the generated template file answers; any other id is NOT_FOUND. */
export const lowCarbonTemplate = ({
  attachments,
  dictionaries,
}: {
  attachments: AttachmentsService;
  dictionaries: DictionaryLookup;
}) => ({
  async open(id: number) {
    const item = await dictionaries.byCode('LCES_MODEL_DOWNLOAD', LOW_CARBON_TEMPLATE_ITEM);
    const row = await attachments.info(id);
    if (!row || row.business_type !== LOW_CARBON_TEMPLATE_TYPE || row.owner_user_id !== 0)
      throw appError('NOT_FOUND');
    if (fileIdOf(item?.item_desc) !== id) throw appError('NOT_FOUND');
    return attachments.openChecked(id);
  },
});

/**
 * Generates the data-collection workbook template and links the LCES_MODEL_DOWNLOAD
 * DATA_LIST_TEMPLATE item to it (its itemDesc is the file id), at every start, when the item
 * does not already name such a file. Reference data, not demo content.
 */
export const seedLowCarbonTemplate = async ({
  db,
  log,
  attachments,
  attachmentsFor,
  dictionaries,
  dictionariesFor,
}: Services) => {
  const item = await dictionaries.byCode('LCES_MODEL_DOWNLOAD', LOW_CARBON_TEMPLATE_ITEM);
  if (!item) return;
  const linked = fileIdOf(item.item_desc);
  if (linked !== null) {
    const row = await attachments.info(linked);
    if (row?.business_type === LOW_CARBON_TEMPLATE_TYPE) return;
  }
  // Built in a child process (decision 230): exceljs stays out of the server.
  const bytes = await inChildProcess<Uint8Array>(WORKBOOK, 'buildTemplate');
  try {
    await transact(
      db,
      async (trx) => {
        const { id } = await attachmentsFor(trx).putFile({
          operatorId: null,
          businessType: LOW_CARBON_TEMPLATE_TYPE,
          fileName: LOW_CARBON_TEMPLATE_NAME,
          mimeType: XLSX_MIME,
          bytes,
          published: true,
        });
        await dictionariesFor(trx).update('LCES_MODEL_DOWNLOAD', item.id, {
          ...(item.parent_id === null ? {} : { parentId: item.parent_id }),
          itemCode: item.item_code,
          valueZh: item.value_zh,
          valueEn: item.value_en,
          itemDesc: String(id),
          sort: item.sort,
          enabled: item.enabled === 1,
        });
      },
      (err) => log.warn({ err }, 'low-carbon template file not removed after a rollback'),
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  dictionariesChanged();
};
