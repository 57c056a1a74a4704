import type { TDictTreeItem } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { needsSecondLevel, professionChoice } from './profession.ts';

const item = (id: number, parentId: number | null, itemDesc: string | null = null) => ({
  id,
  parentId,
  itemCode: String(id),
  itemValue: `item ${id}`,
  i18nCode: `dict.X.${id}`,
  itemDesc,
});
const tree: TDictTreeItem[] = [
  { ...item(1, null), childrens: [item(11, 1), item(12, 1)] },
  { ...item(2, null, 'other'), childrens: [item(21, 2)] },
  { ...item(3, null), childrens: [] },
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
