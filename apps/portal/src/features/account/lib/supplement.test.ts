import type { TDictTreeItem } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { isOther, toNameUpdate } from './supplement.ts';

const item = (id: number, parentId: number | null, itemDesc: string | null = null) => ({
  id,
  parentId,
  itemCode: String(id),
  itemValue: `item ${id}`,
  i18nCode: `dict.X.${id}`,
  itemDesc,
});
const tree: TDictTreeItem[] = [
  { ...item(1, null), childrens: [item(11, 1), item(12, 1, 'other')] },
  { ...item(2, null, 'other'), childrens: [] },
];
const base = { userName: ' Steel Co ', companyType: '1', contacts: ' Wang ' };

describe('supplement form', () => {
  it('recognises the "other" choices on either level', () => {
    expect(isOther(tree, [2])).toBe(true);
    expect(isOther(tree, [1, 12])).toBe(true);
    expect(isOther(tree, [1, 11])).toBe(false);
    expect(isOther(tree, undefined)).toBe(false);
  });

  it('sends a second-level industry as both ids and their path', () => {
    expect(toNameUpdate({ ...base, industry: [1, 11], otherProfession: 'x' }, tree, tree)).toEqual({
      userName: 'Steel Co',
      companyType: '1',
      contacts: 'Wang',
      iprofessionId: 1,
      professionId: 11,
      productTypeHierarchy: '[1,11]',
    });
  });

  it("sends a first-level 'other' as a single id with its text", () => {
    const body = toNameUpdate({ ...base, industry: [2], otherProfession: ' Mining ' }, tree, tree);
    expect(body).toMatchObject({ iprofessionId: 2, professionId: 2, productTypeHierarchy: '[2]' });
    expect(body.otherProfession).toBe('Mining');
  });

  it('sends the channel levels as channelId and newchannelId', () => {
    expect(toNameUpdate({ ...base, channel: [1, 12], otherChannel: 'Fair' }, tree, tree)).toMatchObject({
      channelId: 1,
      newchannelId: 12,
      otherChannel: 'Fair',
    });
    expect(toNameUpdate({ ...base, channel: [2] }, tree, tree)).not.toHaveProperty('newchannelId');
  });
});
