import type { TDictTreeItem } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { treeItem } from '../../../lib/tree-item.fixture.ts';
import { toNameUpdate } from './supplement.ts';

const tree: TDictTreeItem[] = [
  { ...treeItem(1, null), childrens: [treeItem(11, 1), treeItem(12, 1, 'other')] },
  { ...treeItem(2, null, 'other'), childrens: [] },
];
const base = { userName: ' Steel Co ', companyType: '1', contacts: ' Wang ' };

describe('supplement form', () => {
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
