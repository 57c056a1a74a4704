import type { Lang, TSiteMenuItem, TSiteMenuSave, TSiteText } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { referenceCommitted, referenceStore, type TextFilter } from './reference.store.ts';

type MenuRow = Awaited<ReturnType<ReturnType<typeof referenceStore>['menuForEditing']>>[number];

const toMenuItem = (row: MenuRow): TSiteMenuItem => ({
  id: row.id,
  parentId: row.parent_id,
  code: row.code,
  labelZh: row.label_zh,
  labelEn: row.label_en,
  url: row.url,
  sort: row.sort,
  enabled: row.enabled === 1,
});

/**
 * The console's editors of the portal's texts and header menu (issue 12). A change commits with
 * its audit entry; then the prepared menu and texts answers are made again (referenceCommitted),
 * so the portal's next request gets the new wording.
 */
export const siteEditorService = ({ db, auditFor }: { db: Kysely<Database>; auditFor: AuditLogFor }) => {
  const textOf = async (
    store: ReturnType<typeof referenceStore>,
    code: string,
  ): Promise<TSiteText | null> => {
    const rows = await store.textsOf(code);
    if (rows.length === 0) return null;
    const wording = (lang: Lang) => rows.find((r) => r.lang === lang)?.text ?? null;
    return { code, zh: wording('zh'), en: wording('en'), edited: rows.some((r) => r.edited === 1) };
  };

  return {
    async texts(filter: TextFilter, pageNum: number, pageSize: number) {
      const store = referenceStore(db);
      const [rows, totals] = await Promise.all([
        store.textKeys(filter, pageSize, (pageNum - 1) * pageSize),
        store.textKeyCount(filter),
      ]);
      const list: TSiteText[] = rows.map((r) => ({
        code: r.code,
        zh: r.zh ?? null,
        en: r.en ?? null,
        edited: Number(r.edited) === 1,
      }));
      return { list, totals, pageSize, pageNum };
    },

    /** Only a key the portal knows (it has a text in some language) may be worded. */
    async saveText(input: { code: string; lang: Lang; text: string }, actor: OperatorActor) {
      const saved = await db.transaction().execute(async (trx) => {
        const store = referenceStore(trx);
        const before = await textOf(store, input.code);
        if (!before) throw appError('NOT_FOUND');
        await store.putText(input.lang, input.code, input.text, nowIso());
        await auditFor(trx).record(actor, {
          action: 'site.textEdit',
          targetType: 'text',
          targetId: input.code,
          detail: { lang: input.lang, before: before[input.lang], after: input.text },
        });
        return (await textOf(store, input.code)) as TSiteText;
      });
      referenceCommitted();
      return saved;
    },

    async menu() {
      return (await referenceStore(db).menuForEditing()).map(toMenuItem);
    },

    /** Labels are the texts of the item's code (both languages), written with the item. */
    async saveMenuItem(id: number, input: TSiteMenuSave, actor: OperatorActor) {
      const saved = await db.transaction().execute(async (trx) => {
        const store = referenceStore(trx);
        const before = (await store.menuForEditing()).find((r) => r.id === id);
        if (!before) throw appError('NOT_FOUND');
        const at = nowIso();
        await store.updateMenuItem(id, { url: input.url, sort: input.sort, enabled: input.enabled ? 1 : 0 });
        await store.putText('zh', before.code, input.labelZh, at);
        await store.putText('en', before.code, input.labelEn, at);
        await auditFor(trx).record(actor, {
          action: 'site.menuEdit',
          targetType: 'menuItem',
          targetId: id,
          detail: { before: toMenuItem(before), after: input },
        });
        const after = (await store.menuForEditing()).find((r) => r.id === id);
        return toMenuItem(after as MenuRow);
      });
      referenceCommitted();
      return saved;
    },
  };
};
