import type { TDictTreeItem } from '@steel-epd/contract';

/**
 * The profession form's choice as nameUpdate wants it (spec 01 §5, spec 02 §2): a first-level
 * choice is the profession, and with the description 'other' its path is that single id; a
 * second-level choice is the profession with the path parent id plus own id. A first level
 * that has sub-levels needs one of them; null means the choice is not complete.
 */
export const professionChoice = (
  tree: readonly TDictTreeItem[],
  firstId: number | null,
  secondId: number | null,
): { professionId: number; productTypeHierarchy: string } | null => {
  const first = tree.find((item) => item.id === firstId);
  if (first === undefined) return null;
  const second = first.childrens.find((child) => child.id === secondId);
  if (second !== undefined) {
    return { professionId: second.id, productTypeHierarchy: JSON.stringify([first.id, second.id]) };
  }
  if (first.itemDesc === 'other' || first.childrens.length === 0) {
    return { professionId: first.id, productTypeHierarchy: JSON.stringify([first.id]) };
  }
  return null;
};

/** Whether the first level asks for a second one. */
export const needsSecondLevel = (tree: readonly TDictTreeItem[], firstId: number | null): boolean => {
  const first = tree.find((item) => item.id === firstId);
  return first !== undefined && first.itemDesc !== 'other' && first.childrens.length > 0;
};
