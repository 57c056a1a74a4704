import type { TDictTreeItem } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { toNameUpdate, valuesOf } from './registration-answers.ts';
import { treeItem } from './tree-item.fixture.ts';

const tree: TDictTreeItem[] = [
  { ...treeItem(1, null), childrens: [treeItem(11, 1), treeItem(12, 1, 'other')] },
  { ...treeItem(2, null, 'other'), childrens: [] },
];
const base = { userName: ' Wang Wei ', companyName: ' Steel Co ', companyType: '1', contacts: ' Wang ' };

describe('supplement form', () => {
  it('sends a second-level industry as both ids and their path', () => {
    expect(toNameUpdate({ ...base, industry: [1, 11], otherProfession: 'x' }, tree, tree)).toEqual({
      userName: 'Wang Wei',
      companyName: 'Steel Co',
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

  it('starts a correction from every answer given, and sends them back unchanged', () => {
    const values = valuesOf({
      auditStatus: 2,
      reasonReject: 'r',
      userName: 'Wang Wei',
      companyName: 'Steel Co',
      companyNameLocked: false,
      companyType: '1',
      contacts: 'Wang',
      department: 'QA',
      job: 'Engineer',
      industryPath: [1, 12],
      otherProfession: 'Mining',
      demand: 'EPD',
      channelPath: [2],
      otherChannel: 'Fair',
    });
    expect(values).toEqual({
      userName: 'Wang Wei',
      companyName: 'Steel Co',
      companyType: '1',
      contacts: 'Wang',
      department: 'QA',
      job: 'Engineer',
      industry: [1, 12],
      otherProfession: 'Mining',
      demand: 'EPD',
      channel: [2],
      otherChannel: 'Fair',
    });
    expect(toNameUpdate(values as Parameters<typeof toNameUpdate>[0], tree, tree)).toEqual({
      userName: 'Wang Wei',
      companyName: 'Steel Co',
      companyType: '1',
      contacts: 'Wang',
      department: 'QA',
      job: 'Engineer',
      demand: 'EPD',
      iprofessionId: 1,
      professionId: 12,
      productTypeHierarchy: '[1,12]',
      otherProfession: 'Mining',
      channelId: 2,
      otherChannel: 'Fair',
    });
  });
});
