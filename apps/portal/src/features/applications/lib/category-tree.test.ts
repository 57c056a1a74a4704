import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryAt, pickedName, toOptions, withChildren } from './category-tree.ts';

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
