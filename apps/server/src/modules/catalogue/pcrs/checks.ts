import { appError, type FieldError } from '../../../platform/errors.ts';
import type { PcrForm, PcrsDeps } from './context.ts';
import { inTreeOrder } from './pcr-categories.ts';
import { pcrsStore } from './pcrs.store.ts';
import { inTreeOrderOrNull } from './rules.ts';

/** The checks of the console's PCR form against the database, before its transaction. */

/** The files must be PCR documents an operator uploaded (owner 0); anything else is refused. */
export const checkFiles = async (deps: Pick<PcrsDeps, 'attachments'>, form: PcrForm) => {
  const fields: FieldError[] = [];
  for (const name of ['cnAttachmentId', 'enAttachmentId'] as const) {
    const id = form[name];
    if (id === undefined) continue;
    const row = await deps.attachments.info(id);
    if (row?.business_type !== 'PCR' || row.owner_user_id !== 0) {
      fields.push({ path: `body.${name}`, message: 'console.pcrs.fileInvalid' });
    }
  }
  if (fields.length > 0) throw appError('VALIDATION_FAILED', { fields });
};

/** Every linked category must be one of the tree's (decision 229); answers them in tree order. */
export const checkCategories = async (deps: Pick<PcrsDeps, 'db'>, form: PcrForm): Promise<number[]> => {
  const order = inTreeOrder(await pcrsStore(deps.db).categories()).map((c) => c.id);
  const ids = inTreeOrderOrNull(order, form.categoryIds);
  if (ids === null) {
    throw appError('VALIDATION_FAILED', {
      fields: [{ path: 'body.categoryIds', message: 'console.pcrs.categoryUnknown' }],
    });
  }
  return ids;
};
