import type { Lang, TConsoleTemplate, TemplateCode } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { TEMPLATE_BUSINESS_TYPE } from '../references/references.seed.ts';
import { referencesStore } from '../references/references.store.ts';

type Row = Awaited<ReturnType<ReturnType<typeof referencesStore>['templateRows']>>[number];

const toTemplate = (row: Row): TConsoleTemplate => ({
  code: row.code as TemplateCode,
  i18n: row.lang === 'en' ? 'en' : 'zh',
  attachmentId: row.attachment_id,
  fileName: row.file_name,
  replaced: row.generated_attachment_id !== null && row.attachment_id !== row.generated_attachment_id,
  updatedAt: row.updated_at,
});

/**
 * The application form's templates as the console changes them (spec 02 §3 "Template manage
 * items"): an operator's TEMPLATE upload served at /p/template/download/{file} instead of the
 * generated file, or the generated one again. Pass a transaction's `db` to make the change part
 * of it (with its audit entry); `attachments` tells what an uploaded file is.
 */
export const applicationTemplates = (db: Kysely<Database>, attachments: Pick<AttachmentsService, 'info'>) => {
  const store = referencesStore(db);
  const one = async (code: TemplateCode, lang: Lang) => {
    const row = (await store.templateRows()).find((r) => r.code === code && r.lang === lang);
    if (!row) throw appError('NOT_FOUND');
    return toTemplate(row);
  };
  return {
    list: async (): Promise<TConsoleTemplate[]> => (await store.templateRows()).map(toTemplate),

    async replace(code: TemplateCode, lang: Lang, attachmentId: number): Promise<TConsoleTemplate> {
      const file = await attachments.info(attachmentId);
      if (file?.business_type !== TEMPLATE_BUSINESS_TYPE || file.owner_user_id !== 0) {
        throw appError('VALIDATION_FAILED', {
          fields: [{ path: 'body.attachmentId', message: 'console.templates.fileInvalid' }],
        });
      }
      if (!(await store.pointTemplate(code, lang, attachmentId, nowIso()))) throw appError('NOT_FOUND');
      return one(code, lang);
    },

    async restore(code: TemplateCode, lang: Lang): Promise<TConsoleTemplate> {
      if (!(await store.pointTemplate(code, lang, 'generated', nowIso()))) throw appError('NOT_FOUND');
      return one(code, lang);
    },
  };
};

export type ApplicationTemplates = ReturnType<typeof applicationTemplates>;
