import type { TCategoryTreeItem, TPcrCategoryFit } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { type CategoryRow, pcrsStore } from './pcrs.store.ts';

/**
 * Which product categories fit a PCR (decision 229). The category tree is hierarchical, and a
 * linked category stands for itself and every category below it; a category above a linked one
 * does not fit (it is broader than the PCR). A PCR with no linked category accepts any category.
 */

/** The categories depth first, each parent before its children, siblings by their sort. */
export const inTreeOrder = (rows: readonly CategoryRow[]): CategoryRow[] => {
  const known = new Set(rows.map((r) => r.id));
  const under = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    // A row whose parent is gone is shown at the top rather than lost.
    const parent = row.parent_id !== null && known.has(row.parent_id) ? row.parent_id : null;
    under.set(parent, [...(under.get(parent) ?? []), row]);
  }
  const ordered: CategoryRow[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null) => {
    for (const row of under.get(parent) ?? []) {
      if (seen.has(row.id)) continue; // a cycle an operator might make
      seen.add(row.id);
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
};

export const toTreeItem = (row: CategoryRow): TCategoryTreeItem => ({
  id: row.id,
  parentId: row.parent_id,
  categoryName: row.name_zh,
  categoryNameEn: row.name_en,
});

/** The linked categories and every category below one. */
export const fittingIds = (rows: readonly CategoryRow[], linked: readonly number[]): Set<number> => {
  const fits = new Set<number>();
  const ordered = inTreeOrder(rows);
  const linkedSet = new Set(linked);
  for (const row of ordered) {
    if (linkedSet.has(row.id) || (row.parent_id !== null && fits.has(row.parent_id))) fits.add(row.id);
  }
  return fits;
};

/** What the application form's cascader offers under a PCR: the fitting categories and the path to them. */
export const categoryFit = (rows: readonly CategoryRow[], linked: readonly number[]): TPcrCategoryFit => {
  if (linked.length === 0) return { linked: false, categories: [] };
  const fits = fittingIds(rows, linked);
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id] as const));
  const shown = new Set(fits);
  for (const id of fits) {
    let parent = parentOf.get(id) ?? null;
    while (parent !== null && !shown.has(parent)) {
      shown.add(parent);
      parent = parentOf.get(parent) ?? null;
    }
  }
  return {
    linked: true,
    categories: inTreeOrder(rows)
      .filter((r) => shown.has(r.id))
      .map((r) => ({ ...toTreeItem(r), fits: fits.has(r.id) })),
  };
};

/**
 * The catalogue's face to the application rules: the categories linked to a PCR, and whether a
 * category (given with its ancestors, top first) fits them.
 */
export const pcrCategoryLinks = (db: Kysely<Database>) => ({
  linkedTo: async (pcrId: number): Promise<number[]> =>
    (await pcrsStore(db).categoryLinksOf([pcrId])).map((l) => l.category_id),
});

/** A category fits when the PCR names none, or when it or one of its ancestors is linked. */
export const fitsLinked = (linked: readonly number[], chain: readonly number[]): boolean =>
  linked.length === 0 || chain.some((id) => linked.includes(id));
