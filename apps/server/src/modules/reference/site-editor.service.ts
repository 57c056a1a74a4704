import {
  DEFAULT_MENU,
  type Lang,
  type TSiteMenuAdd,
  type TSiteMenuItem,
  type TSiteMenuSave,
  type TSiteText,
  textsFor,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { referenceCommitted, referenceStore, type TextFilter } from './reference.store.ts';

type MenuRow = Awaited<ReturnType<ReturnType<typeof referenceStore>['menuForEditing']>>[number];

/** The codes of the items the platform starts with: hidden, never removed (decision 208). */
const SEEDED_CODES = new Set(
  DEFAULT_MENU.flatMap(([code, , children = []]) => [code, ...children.map(([c]) => c)]),
);

const invalid = (path: string, message: string) =>
  appError('VALIDATION_FAILED', { fields: [{ path, message }] });

const toMenuItem = (row: MenuRow): TSiteMenuItem => ({
  id: row.id,
  parentId: row.parent_id,
  code: row.code,
  labelZh: row.label_zh,
  labelEn: row.label_en,
  url: row.url,
  sort: row.sort,
  enabled: row.enabled === 1,
  seeded: SEEDED_CODES.has(row.code),
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
      const saved = await transact(db, async (trx) => {
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

    /** The catalogue's wording of a text in one language again (decision 209). */
    async restoreText(input: { code: string; lang: Lang }, actor: OperatorActor) {
      const fallback = (textsFor(input.lang) as Record<string, string | undefined>)[input.code];
      if (fallback === undefined) throw invalid('code', 'console.site.noDefault');
      const restored = await transact(db, async (trx) => {
        const store = referenceStore(trx);
        const before = await textOf(store, input.code);
        if (!before) throw appError('NOT_FOUND');
        await store.restoreText(input.lang, input.code, fallback, nowIso());
        await auditFor(trx).record(actor, {
          action: 'site.textRestore',
          targetType: 'text',
          targetId: input.code,
          detail: { lang: input.lang, before: before[input.lang], after: fallback },
        });
        return (await textOf(store, input.code)) as TSiteText;
      });
      referenceCommitted();
      return restored;
    },

    async menu() {
      return (await referenceStore(db).menuForEditing()).map(toMenuItem);
    },

    /** Labels are the texts of the item's code (both languages), written with the item. */
    async saveMenuItem(id: number, input: TSiteMenuSave, actor: OperatorActor) {
      const saved = await transact(db, async (trx) => {
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

    /** A new item under a top-level one or at the top, its labels written as its code's texts. */
    async addMenuItem(input: TSiteMenuAdd, actor: OperatorActor) {
      const added = await transact(db, async (trx) => {
        const store = referenceStore(trx);
        const items = await store.menuForEditing();
        if (input.parentId !== null) {
          const parent = items.find((r) => r.id === input.parentId);
          if (!parent || parent.parent_id !== null) throw invalid('parentId', 'console.site.parentWrong');
        }
        if (items.some((r) => r.code === input.code) || (await store.textKeyExists(input.code))) {
          throw invalid('code', 'console.site.codeTaken');
        }
        const at = nowIso();
        const { id } = await store.addMenuItem({
          parent_id: input.parentId,
          code: input.code,
          url: input.url,
          sort: input.sort,
          enabled: input.enabled ? 1 : 0,
        });
        await store.putText('zh', input.code, input.labelZh, at);
        await store.putText('en', input.code, input.labelEn, at);
        await auditFor(trx).record(actor, {
          action: 'site.menuAdd',
          targetType: 'menuItem',
          targetId: id,
          detail: { after: input },
        });
        const after = (await store.menuForEditing()).find((r) => r.id === id);
        return toMenuItem(after as MenuRow);
      });
      referenceCommitted();
      return added;
    },

    /** Removes an added item with the items under it and their labels; a seeded one is refused. */
    async removeMenuItem(id: number, actor: OperatorActor) {
      await transact(db, async (trx) => {
        const store = referenceStore(trx);
        const items = await store.menuForEditing();
        const item = items.find((r) => r.id === id);
        if (!item) throw appError('NOT_FOUND');
        const removed = [item, ...items.filter((r) => r.parent_id === id)];
        if (removed.some((r) => SEEDED_CODES.has(r.code))) throw invalid('id', 'console.site.seededKept');
        await store.removeMenuItems(
          removed.map((r) => r.id),
          removed.map((r) => r.code),
        );
        await auditFor(trx).record(actor, {
          action: 'site.menuRemove',
          targetType: 'menuItem',
          targetId: id,
          detail: { before: removed.map(toMenuItem) },
        });
      });
      referenceCommitted();
      return null;
    },
  };
};
