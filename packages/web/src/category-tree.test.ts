import { describe, expect, it } from 'vitest';
import { nestByParent } from './category-tree.ts';

describe('nestByParent', () => {
  it('puts each item under its parent, in the list order, and an orphan at the top', () => {
    const tree = nestByParent([
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 1 },
      { id: 4, parentId: 3 },
      { id: 5, parentId: 99 },
    ]);
    const ids = (nodes: typeof tree): unknown[] =>
      nodes.map((n) => (n.children.length === 0 ? n.item.id : [n.item.id, ids(n.children)]));
    expect(ids(tree)).toEqual([[1, [2, [3, [4]]]], 5]);
  });
});
