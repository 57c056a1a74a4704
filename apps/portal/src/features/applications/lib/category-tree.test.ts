import { nestByParent } from '@steel-epd/web';
import { describe, expect, it } from 'vitest';
import {
  type CategoryNode,
  categoryAt,
  fitNodes,
  pickedName,
  toOptions,
  unfitBlocks,
  withChildren,
} from './category-tree.ts';

const cat = (id: number, isLeaf = false) => ({
  id,
  categoryName: `类别${id}`,
  categoryNameEn: id === 2 ? '' : `Category ${id}`,
  isLeaf,
});

describe('the category cascader', () => {
  const top: CategoryNode[] = [{ category: cat(1) }, { category: cat(2, true) }];

  it('labels options in the reader language, Chinese where no English name exists', () => {
    expect(toOptions(top, 'en')).toEqual([
      { value: 1, label: 'Category 1', isLeaf: false },
      { value: 2, label: '类别2', isLeaf: true },
    ]);
    expect(toOptions(top, 'zh')[0]?.label).toBe('类别1');
  });

  it('puts loaded children under their parent, deeper levels too', () => {
    const one = withChildren(top, [1], [cat(11), cat(12, true)]);
    const two = withChildren(one, [1, 11], [cat(111, true)]);
    expect(toOptions(two, 'en')[0]).toEqual({
      value: 1,
      label: 'Category 1',
      isLeaf: false,
      children: [
        {
          value: 11,
          label: 'Category 11',
          isLeaf: false,
          children: [{ value: 111, label: 'Category 111', isLeaf: true }],
        },
        { value: 12, label: 'Category 12', isLeaf: true },
      ],
    });
    expect(categoryAt(two, [1, 11, 111])?.id).toBe(111);
    expect(categoryAt(two, [1, 99])).toBeNull();
    expect(withChildren(top, [5, 6], [cat(7)])).toEqual(top);
  });

  it('makes a category without subcategories a leaf once loaded', () => {
    expect(toOptions(withChildren(top, [1], []), 'en')[0]).toEqual({
      value: 1,
      label: 'Category 1',
      isLeaf: true,
    });
  });

  it('fills the Chinese name whatever the reader’s language, a long one for the length rule', () => {
    const long = {
      id: 9,
      categoryName: '彩涂板',
      categoryNameEn: 'Pre-painted (colour-coated) sheet',
      isLeaf: true,
    };
    expect(pickedName(long)).toBe('彩涂板');
    expect(pickedName(cat(1))).toBe('类别1');
    const both = { id: 8, categoryName: '很'.repeat(25), categoryNameEn: 'x'.repeat(3), isLeaf: true };
    expect(pickedName(both)).toBe('很'.repeat(25));
  });
});

describe("a PCR's fitting categories (decision 229)", () => {
  const item = (id: number, parentId: number | null) => ({
    id,
    parentId,
    categoryName: `类别${id}`,
    categoryNameEn: `Category ${id}`,
  });

  it('offers the fitting tree whole, its ends as leaves', () => {
    const nodes = fitNodes(nestByParent([item(1, null), item(11, 1), item(12, 1), item(121, 12)]));
    expect(toOptions(nodes, 'en')).toEqual([
      {
        value: 1,
        label: 'Category 1',
        isLeaf: false,
        children: [
          { value: 11, label: 'Category 11', isLeaf: true },
          {
            value: 12,
            label: 'Category 12',
            isLeaf: false,
            children: [{ value: 121, label: 'Category 121', isLeaf: true }],
          },
        ],
      },
    ]);
    expect(categoryAt(nodes, [1, 12, 121])?.categoryName).toBe('类别121');
  });

  it('names the blocks whose category does not fit, none when any category fits', () => {
    const blocks = [{ categoryPath: [1, 11] }, {}, { categoryPath: [2, 21] }, { categoryPath: [] }];
    expect(unfitBlocks(blocks, new Set([11]))).toEqual([3]);
    expect(unfitBlocks(blocks, new Set([12]))).toEqual([1, 3]);
    expect(unfitBlocks(blocks, null)).toEqual([]);
  });
});
