import type { ConsoleUploadType } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor, SystemActor } from '../../platform/access/actor.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError, type FieldError } from '../../platform/errors.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { resourcesStore } from './resources.store.ts';

/** Who changes content: an operator, or the demo seed (the system). */
export type ContentEditor = OperatorActor | SystemActor;

/** A form's file field: its path in the body, the id sent and the upload type it must be. */
export interface FileField {
  path: string;
  id: number | null | undefined;
  type: ConsoleUploadType;
}

/**
 * Every file named must be a platform file (an operator's upload or a seeded one) of the field's type (a cover or logo RES_IMG,
 * a RESOURCE or GPI document); a user's upload or another kind of file is refused, so no one
 * publishes a file by naming its id.
 */
export const checkFiles = async (attachments: Pick<AttachmentsService, 'info'>, fields: FileField[]) => {
  const problems: FieldError[] = [];
  for (const field of fields) {
    if (field.id === null || field.id === undefined) continue;
    const row = await attachments.info(field.id);
    if (row?.business_type !== field.type || row.owner_user_id !== 0) {
      problems.push({ path: `body.${field.path}`, message: 'console.resources.fileInvalid' });
    }
  }
  if (problems.length > 0) throw appError('VALIDATION_FAILED', { fields: problems });
};

/**
 * After a change in `trx`: the files it touched are published while a shown item uses them and
 * withdrawn when none does any more (a file named by two items stays while one shows it).
 */
export const syncPublished = async (
  trx: Kysely<Database>,
  trxAttachments: Pick<AttachmentsService, 'setPublished'>,
  ids: readonly (number | null | undefined)[],
) => {
  const touched = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const used = await resourcesStore(trx).filesInUse(touched);
  await trxAttachments.setPublished(
    touched.filter((id) => used.has(id)),
    true,
  );
  await trxAttachments.setPublished(
    touched.filter((id) => !used.has(id)),
    false,
  );
};

/** What one content change did: the record, the files it touched, the audit entry's particulars. */
export interface ContentChange {
  id: number;
  files?: readonly (number | null | undefined)[];
  detail: Record<string, unknown>;
}

/**
 * Runs a content change (`resource.update`, `gpi.delete` …) in one transaction with the
 * publication of the files it touched and its audit entry (target type: the action's area).
 */
export const contentChanges =
  ({
    db,
    attachmentsFor,
    auditFor,
  }: {
    db: Kysely<Database>;
    attachmentsFor: (trx: Kysely<Database>) => Pick<AttachmentsService, 'setPublished'>;
    auditFor: AuditLogFor;
  }) =>
  (actor: ContentEditor, action: string, change: (trx: Kysely<Database>) => Promise<ContentChange>) =>
    transact(db, async (trx) => {
      const { id, files = [], detail } = await change(trx);
      await syncPublished(trx, attachmentsFor(trx), files);
      await auditFor(trx).record(actor, { action, targetType: action.split('.')[0], targetId: id, detail });
      return { id };
    });
