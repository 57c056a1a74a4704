import { inChildProcess } from '../../../platform/child-work.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { transact } from '../../../platform/db/transact.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import type { Services } from '../../../services.ts';
import { TEMPLATES, type TemplateFile } from '../templates/templates.ts';
import { SEED_CATEGORIES, type SeedCategory } from './references.seed-data.ts';
import { referencesStore } from './references.store.ts';

/** The platform's own business type of template files: no upload can choose it. */
export const TEMPLATE_BUSINESS_TYPE = 'TEMPLATE';

const insertTree = async (
  store: ReturnType<typeof referencesStore>,
  parentId: number | null,
  nodes: readonly SeedCategory[],
) => {
  for (const [sort, node] of nodes.entries()) {
    const id = await store.insertCategory({ parent_id: parentId, name_zh: node.zh, name_en: node.en, sort });
    await store.insertTechnologies(
      (node.technologies ?? []).map(([zh, en], i) => ({
        category_id: id,
        name_zh: zh,
        name_en: en,
        sort: i,
      })),
    );
    await insertTree(store, id, node.children ?? []);
  }
};

/**
 * The application form's reference data (issue 11): the product category tree with its
 * technologies, and the template files, generated and stored as published platform files. It
 * is reference data, not demo content, so it is seeded at every start whatever DEMO_CONTENT
 * says; each part only when its table is empty, so an operator's changes stay. One
 * transaction: the template rows go first, so a second instance starting at the same moment
 * waits on their unique index and then gives way (the first one's seed stands; the template
 * bytes it had stored are removed again with the rollback).
 */
export const seedApplicationReferences = async ({ db, log, attachmentsFor }: Services) => {
  const store = referencesStore(db);
  const needTemplates = (await store.templateCount()) === 0;
  const needCategories = (await store.categoryCount()) === 0;
  if (!needTemplates && !needCategories) return;
  // Drawn and built in a child process (decision 230): exceljs and the PDF code stay out of the server.
  const files = needTemplates ? await inChildProcess<TemplateFile[]>(TEMPLATES, 'templateFiles') : [];
  try {
    await transact(
      db,
      async (trx) => {
        const trxStore = referencesStore(trx);
        const attachments = attachmentsFor(trx);
        for (const file of files) {
          const { id } = await attachments.putFile({
            operatorId: null,
            businessType: TEMPLATE_BUSINESS_TYPE,
            fileName: file.fileName,
            mimeType: file.mimeType,
            bytes: file.bytes,
            published: true,
          });
          await trxStore.insertTemplate({
            code: file.code,
            lang: file.lang,
            attachment_id: id,
            updated_at: nowIso(),
          });
        }
        if (needCategories) await insertTree(trxStore, null, SEED_CATEGORIES);
      },
      (err) => log.warn({ err }, 'a template file of a rolled-back seed could not be removed'),
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    log.info('application templates were seeded by another instance');
  }
};
