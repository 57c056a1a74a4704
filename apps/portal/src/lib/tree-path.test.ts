import type { TDictTreeItem } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { treeItem } from './tree-item.fixture.ts';
import { isOther, leafOf } from './tree-path.ts';

const tree: TDictTreeItem[] = [
  { ...treeItem(1, null), childrens: [treeItem(11, 1), treeItem(12, 1, 'other')] },
  { ...treeItem(2, null, 'other'), childrens: [] },
];

describe('tree paths', () => {
  it('recognises the "other" choices on either level', () => {
    expect(isOther(tree, [2])).toBe(true);
    expect(isOther(tree, [1, 12])).toBe(true);
    expect(isOther(tree, [1, 11])).toBe(false);
    expect(isOther(tree, undefined)).toBe(false);
  });

  it('finds the item at the end of a path', () => {
    expect(leafOf(tree, [1, 11])?.id).toBe(11);
    expect(leafOf(tree, [2])?.id).toBe(2);
    expect(leafOf(tree, [1])?.id).toBe(1);
    expect(leafOf(tree, [1, 99])).toBeUndefined();
    expect(leafOf(tree, undefined)).toBeUndefined();
  });
});
