/** A flat list's item with the items below it, as a tree control takes it. */
export interface Nested<T> {
  item: T;
  children: Nested<T>[];
}

/**
 * The server's flat category lists (parent before child, siblings in order: decision 229) as a
 * tree. An item whose parent is not in the list stands at the top rather than being lost.
 */
export const nestByParent = <T extends { id: number; parentId: number | null }>(
  items: readonly T[],
): Nested<T>[] => {
  const nodes = new Map(items.map((item) => [item.id, { item, children: [] as Nested<T>[] }] as const));
  const top: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentId === null ? undefined : nodes.get(node.item.parentId);
    if (parent !== undefined && parent !== node) parent.children.push(node);
    else top.push(node);
  }
  return top;
};
