import type { TDictTreeItem, TNameUpdate } from '@steel-epd/contract';

/** A cascader's value: [firstLevelId] or [firstLevelId, secondLevelId]. */
export type TreePath = readonly number[];

export interface SupplementValues {
  userName: string;
  companyType: string;
  contacts: string;
  department?: string;
  job?: string;
  industry?: TreePath;
  otherProfession?: string;
  demand?: string;
  channel?: TreePath;
  otherChannel?: string;
}

/** The chosen item at the end of a path, or undefined. */
export const leafOf = (tree: readonly TDictTreeItem[], path: TreePath | undefined) => {
  const first = tree.find((item) => item.id === path?.[0]);
  if (first === undefined || path === undefined || path.length < 2) return first;
  return first.childrens.find((child) => child.id === path[1]);
};

/** Dictionary items marked 'other' ask for a free text (spec 01 §5; decisions.md 8). */
export const isOther = (tree: readonly TDictTreeItem[], path: TreePath | undefined): boolean =>
  leafOf(tree, path)?.itemDesc === 'other';

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The supplement form as nameUpdate wants it (spec 01 §3): the industry's first level is
 * iprofessionId, the chosen item professionId and the path productTypeHierarchy (JSON); the
 * channel's first level is channelId and its second newchannelId. The "other" texts go only
 * with an 'other' choice.
 */
export const toNameUpdate = (
  values: SupplementValues,
  industries: readonly TDictTreeItem[],
  channels: readonly TDictTreeItem[],
): TNameUpdate => {
  const industry = values.industry ?? [];
  const channel = values.channel ?? [];
  const body: TNameUpdate = {
    userName: values.userName.trim(),
    companyType: values.companyType,
    contacts: values.contacts.trim(),
    department: text(values.department),
    job: text(values.job),
    demand: text(values.demand),
  };
  if (industry.length > 0) {
    body.iprofessionId = industry[0];
    body.professionId = industry[industry.length - 1];
    body.productTypeHierarchy = JSON.stringify(industry);
    if (isOther(industries, industry)) body.otherProfession = text(values.otherProfession);
  }
  if (channel.length > 0) {
    body.channelId = channel[0];
    if (channel.length > 1) body.newchannelId = channel[1];
    if (isOther(channels, channel)) body.otherChannel = text(values.otherChannel);
  }
  // Absent, not undefined: the JSON body stays as small as the form.
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as TNameUpdate;
};
