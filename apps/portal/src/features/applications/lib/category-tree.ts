import type { TCategoryTreeItem, TProductCategory } from '@steel-epd/contract';
import type { Nested } from '@steel-epd/web';

/** A category of the cascader with its subcategories once they are loaded. */
export interface CategoryNode {
  category: TProductCategory;
  children?: CategoryNode[];
}

/** What antd's Cascader takes; the label is in the reader's language. */
export interface CategoryOption {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: CategoryOption[];
}

export const categoryLabel = (category: TProductCategory, lang: string): string =>
  lang === 'en' && category.categoryNameEn.trim() !== '' ? category.categoryNameEn : category.categoryName;

/**
 * The product name a picked category fills in: its Chinese name, whatever the reader's
 * language, since the field is the product's Chinese name (decision 211); a name over the
 * form's limit (24) is left for the length rule to point out.
 */
export const pickedName = (category: TProductCategory): string => category.categoryName;

export const toOptions = (nodes: readonly CategoryNode[], lang: string): CategoryOption[] =>
  nodes.map(({ category, children }) => ({
    value: category.id,
    label: categoryLabel(category, lang),
    // A category whose subcategories came back empty is a leaf after all.
    isLeaf: category.isLeaf || (children !== undefined && children.length === 0),
    ...(children !== undefined && children.length > 0 ? { children: toOptions(children, lang) } : {}),
  }));

/** The tree with `children` put under the node at `path` (ids from the top); unchanged when the path is unknown. */
export const withChildren = (
  nodes: readonly CategoryNode[],
  path: readonly number[],
  children: readonly TProductCategory[],
): CategoryNode[] => {
  const [head, ...rest] = path;
  return nodes.map((node) => {
    if (node.category.id !== head) return node;
    if (rest.length === 0) return { ...node, children: children.map((category) => ({ category })) };
    return node.children === undefined
      ? node
      : { ...node, children: withChildren(node.children, rest, children) };
  });
};

/** The category at `path`, if the tree holds it. */
export const categoryAt = (
  nodes: readonly CategoryNode[],
  path: readonly number[],
): TProductCategory | null => {
  let level: readonly CategoryNode[] | undefined = nodes;
  let found: TProductCategory | null = null;
  for (const id of path) {
    const node: CategoryNode | undefined = level?.find((n) => n.category.id === id);
    if (node === undefined) return null;
    found = node.category;
    level = node.children;
  }
  return found;
};

/**
 * The fitting tree of a PCR (decision 229, `/p/pcr/categories`) as the cascader's nodes, all
 * loaded: a node without children is a leaf.
 */
export const fitNodes = (nested: readonly Nested<TCategoryTreeItem>[]): CategoryNode[] =>
  nested.map(({ item, children }) => ({
    category: {
      id: item.id,
      categoryName: item.categoryName,
      categoryNameEn: item.categoryNameEn,
      isLeaf: children.length === 0,
    },
    ...(children.length > 0 ? { children: fitNodes(children) } : {}),
  }));

/**
 * The blocks whose category no longer fits the chosen PCR (decision 229): their positions
 * (1, 2, 3). `fitting` null: any category fits.
 */
export const unfitBlocks = (
  blocks: readonly { categoryPath?: readonly number[] | undefined }[],
  fitting: ReadonlySet<number> | null,
): number[] =>
  fitting === null
    ? []
    : blocks.flatMap((block, index) => {
        const last = block.categoryPath?.at(-1);
        return last !== undefined && !fitting.has(last) ? [index + 1] : [];
      });
