import type { TDictTreeItem, TNameUpdate } from '@steel-epd/contract';
import { isOther, professionOf, type TreePath } from '../../../lib/tree-path.ts';

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
  const channel = values.channel ?? [];
  const body: TNameUpdate = {
    userName: values.userName.trim(),
    companyType: values.companyType,
    contacts: values.contacts.trim(),
    department: text(values.department),
    job: text(values.job),
    demand: text(values.demand),
  };
  Object.assign(body, professionOf(industries, values.industry, values.otherProfession));
  if (channel.length > 0) {
    body.channelId = channel[0];
    if (channel.length > 1) body.newchannelId = channel[1];
    if (isOther(channels, channel)) body.otherChannel = text(values.otherChannel);
  }
  // Absent, not undefined: the JSON body stays as small as the form.
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as TNameUpdate;
};
