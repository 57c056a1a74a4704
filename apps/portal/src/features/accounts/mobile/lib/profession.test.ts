import type { TDictTreeItem } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { treeItem } from '../../../../lib/tree-item.fixture.ts';
import { needsSecondLevel, professionChoice } from './profession.ts';

const tree: TDictTreeItem[] = [
  { ...treeItem(1, null), childrens: [treeItem(11, 1), treeItem(12, 1)] },
  { ...treeItem(2, null, 'other'), childrens: [treeItem(21, 2)] },
  { ...treeItem(3, null), childrens: [] },
];

describe('profession choice', () => {
  it('sends a second-level choice with its parent', () => {
    expect(professionChoice(tree, 1, 12)).toEqual({ professionId: 12, productTypeHierarchy: '[1,12]' });
  });

  it("sends a first-level 'other' as the single id", () => {
    expect(needsSecondLevel(tree, 2)).toBe(false);
    expect(professionChoice(tree, 2, null)).toEqual({ professionId: 2, productTypeHierarchy: '[2]' });
  });

  it('needs the second level when the first has one', () => {
    expect(needsSecondLevel(tree, 1)).toBe(true);
    expect(professionChoice(tree, 1, null)).toBeNull();
    expect(professionChoice(tree, null, null)).toBeNull();
  });

  it('accepts a first level without sub-levels', () => {
    expect(professionChoice(tree, 3, null)).toEqual({ professionId: 3, productTypeHierarchy: '[3]' });
  });
});
