import type { TDictTreeItem, TNameUpdate } from '@steel-epd/contract';

/** A cascader's value: [firstLevelId] or [firstLevelId, secondLevelId]. */
export type TreePath = readonly number[];

/** The chosen item at the end of a path, or undefined. */
export const leafOf = (tree: readonly TDictTreeItem[], path: TreePath | undefined) => {
  const first = tree.find((item) => item.id === path?.[0]);
  if (first === undefined || path === undefined || path.length < 2) return first;
  return first.childrens.find((child) => child.id === path[1]);
};

/** Dictionary items marked 'other' ask for a free text (spec 01 §5; decisions.md 8). */
export const isOther = (tree: readonly TDictTreeItem[], path: TreePath | undefined): boolean =>
  leafOf(tree, path)?.itemDesc === 'other';

/**
 * An INDUSTRY_CLASSIFICATION choice as nameUpdate wants it (spec 01 §3, §5): the first level is
 * iprofessionId, the chosen item professionId and the path productTypeHierarchy (JSON); the
 * other text goes only with an 'other' item. An empty path gives nothing.
 */
export const professionOf = (
  tree: readonly TDictTreeItem[],
  path: TreePath | undefined,
  otherText: string | undefined,
): Pick<TNameUpdate, 'iprofessionId' | 'professionId' | 'productTypeHierarchy' | 'otherProfession'> => {
  if (path === undefined || path.length === 0) return {};
  const other = isOther(tree, path) ? otherText?.trim() : undefined;
  return {
    iprofessionId: path[0],
    professionId: path[path.length - 1],
    productTypeHierarchy: JSON.stringify(path),
    ...(other ? { otherProfession: other } : {}),
  };
};
