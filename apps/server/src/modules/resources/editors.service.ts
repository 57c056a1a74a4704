import type { Lang, TDictItemValues, TDictType, TemplateCode } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import type { ApplicationTemplates } from '../applications/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import type { DictionaryEditor } from '../reference/index.ts';
import type { ContentEditor } from './content-files.ts';

type DictForm = TDictItemValues;

interface Deps {
  db: Kysely<Database>;
  auditFor: AuditLogFor;
  /** The applications module's template writer, bound to a transaction. */
  templatesFor: (trx: Kysely<Database>) => ApplicationTemplates;
  /** The reference module's dictionary editor, bound to a transaction. */
  dictionariesFor: (trx: Kysely<Database>) => DictionaryEditor;
  /** Tells the reference module its prepared answers must be made again (after the commit). */
  dictionariesChanged: () => void;
}

/**
 * The console's editors of data other modules own: the application form's templates (through
 * the applications face) and the dictionaries (through the reference face). Each change commits
 * with its audit entry.
 */
export const editorsService = ({
  db,
  auditFor,
  templatesFor,
  dictionariesFor,
  dictionariesChanged,
}: Deps) => {
  /** A dictionary change with its audit entry; the prepared answers are made again after the commit. */
  const dictChange = async (
    actor: ContentEditor,
    action: string,
    change: (trx: Kysely<Database>) => Promise<{ id: number; detail: Record<string, unknown> }>,
  ) => {
    const result = await transact(db, async (trx) => {
      const { id, detail } = await change(trx);
      await auditFor(trx).record(actor, { action, targetType: 'dict', targetId: id, detail });
      return { id };
    });
    dictionariesChanged();
    return result;
  };

  return {
    templates: () => templatesFor(db).list(),

    replaceTemplate: (actor: ContentEditor, code: TemplateCode, lang: Lang, attachmentId: number) =>
      transact(db, async (trx) => {
        const template = await templatesFor(trx).replace(code, lang, attachmentId);
        await auditFor(trx).record(actor, {
          action: 'template.replace',
          targetType: 'template',
          targetId: `${code}:${lang}`,
          detail: { attachmentId, fileName: template.fileName },
        });
        return template;
      }),

    restoreTemplate: (actor: ContentEditor, code: TemplateCode, lang: Lang) =>
      transact(db, async (trx) => {
        const template = await templatesFor(trx).restore(code, lang);
        await auditFor(trx).record(actor, {
          action: 'template.restore',
          targetType: 'template',
          targetId: `${code}:${lang}`,
          detail: { attachmentId: template.attachmentId },
        });
        return template;
      }),

    dictTypes: () => dictionariesFor(db).types(),
    dictItems: (type: TDictType) => dictionariesFor(db).items(type),

    createDictItem: (actor: ContentEditor, type: TDictType, form: DictForm) =>
      dictChange(actor, 'dict.create', async (trx) => {
        const { id, row } = await dictionariesFor(trx).create(type, form);
        return { id, detail: { type, ...row } };
      }),

    updateDictItem: (actor: ContentEditor, type: TDictType, id: number, form: DictForm) =>
      dictChange(actor, 'dict.update', async (trx) => ({
        id,
        detail: { type, ...(await dictionariesFor(trx).update(type, id, form)) },
      })),
  };
};
