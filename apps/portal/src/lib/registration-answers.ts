import type { TDictTreeItem, TNameUpdate, TOwnRegistration } from '@steel-epd/contract';
import { isOther, professionOf, type TreePath } from './tree-path.ts';

/**
 * A registration's answers as the supplement form and the correction at /information hold them
 * (spec 01 §3; decision 198): the person's user name and the company they belong to are two
 * fields.
 */
export interface RegistrationValues {
  userName: string;
  companyName: string;
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
 * The answers as nameUpdate (and the correction, /p/user/modify) want them (spec 01 §3): the
 * industry's first level is iprofessionId, the chosen item professionId and the path
 * productTypeHierarchy (JSON); the channel's first level is channelId and its second
 * newchannelId. The "other" texts go only with an 'other' choice.
 */
export const toNameUpdate = (
  values: RegistrationValues,
  industries: readonly TDictTreeItem[],
  channels: readonly TDictTreeItem[],
): TNameUpdate => {
  const channel = values.channel ?? [];
  const body: TNameUpdate = {
    userName: values.userName.trim(),
    companyName: values.companyName.trim(),
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

const given = (value: string | null) => value ?? undefined;

/** What the correction starts from: every answer the person gave, as they gave it. */
export const valuesOf = (own: TOwnRegistration): Partial<RegistrationValues> => {
  const values: Partial<RegistrationValues> = {
    userName: own.userName ?? '',
    companyName: own.companyName ?? '',
    contacts: own.contacts ?? '',
  };
  const optional = {
    companyType: given(own.companyType),
    department: given(own.department),
    job: given(own.job),
    industry: own.industryPath ?? undefined,
    otherProfession: given(own.otherProfession),
    demand: given(own.demand),
    channel: own.channelPath ?? undefined,
    otherChannel: given(own.otherChannel),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  return values;
};
