import type { TNameUpdate, TPortalUser } from '@steel-epd/contract';
import { appError, type FieldError } from '../../platform/errors.ts';
import { type DictionaryLookup, isOtherOption } from '../reference/index.ts';
import { toPortalUser } from './portal-user.ts';
import type { ProfileFields, UsersStore } from './users.store.ts';

type Form = Omit<TNameUpdate, 'iprofessionId' | 'professionId' | 'channelId' | 'newchannelId'> & {
  iprofessionId?: number | undefined;
  professionId?: number | undefined;
  channelId?: number | undefined;
  newchannelId?: number | undefined;
};

const field = (path: string, message: string): FieldError => ({ path: `body.${path}`, message });

/** `[parentId, childId]` or `[id]` as JSON text, or null when it is not that. */
const parseHierarchy = (text: string | undefined): number[] | null => {
  if (text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    const ok = Array.isArray(value) && value.length >= 1 && value.length <= 2;
    return ok && value.every((v) => Number.isInteger(v) && v > 0) ? (value as number[]) : null;
  } catch {
    return null;
  }
};

/**
 * The first-login supplement form and the mobile profession form (spec 01 §3, §5): every
 * chosen id must exist in its dictionary, the industry path must be the chosen item's own,
 * and an "other" choice needs its free text.
 */
export const profileService = ({
  users,
  dictionaries,
}: {
  users: UsersStore;
  dictionaries: DictionaryLookup;
}) => {
  const checkIndustry = async (form: Form, errors: FieldError[]) => {
    if (form.professionId === undefined) return;
    const item = await dictionaries.byId('INDUSTRY_CLASSIFICATION', form.professionId);
    if (!item) return void errors.push(field('professionId', 'validation.professionRequired'));
    const expected = item.parent_id === null ? [item.id] : [item.parent_id, item.id];
    const path = parseHierarchy(form.productTypeHierarchy) ?? expected;
    if (path.join() !== expected.join()) errors.push(field('productTypeHierarchy', 'validation.invalid'));
    if (form.iprofessionId !== undefined && form.iprofessionId !== expected[0]) {
      errors.push(field('iprofessionId', 'validation.invalid'));
    }
    const top =
      item.parent_id === null ? item : await dictionaries.byId('INDUSTRY_CLASSIFICATION', item.parent_id);
    if ((isOtherOption(item) || (top && isOtherOption(top))) && !form.otherProfession) {
      errors.push(field('otherProfession', 'validation.otherProfessionRequired'));
    }
  };

  const checkChannel = async (form: Form, errors: FieldError[]) => {
    if (form.channelId === undefined) return;
    const top = await dictionaries.byId('CHANNEL_CLASSIFICATION', form.channelId);
    if (!top || top.parent_id !== null) return void errors.push(field('channelId', 'validation.invalid'));
    if (form.newchannelId !== undefined) {
      const child = await dictionaries.byId('CHANNEL_CLASSIFICATION', form.newchannelId);
      if (child?.parent_id !== top.id) errors.push(field('newchannelId', 'validation.invalid'));
    }
    if (isOtherOption(top) && !form.otherChannel)
      errors.push(field('otherChannel', 'validation.otherChannelRequired'));
  };

  const current = async (userId: number): Promise<TPortalUser> => {
    const row = await users.byId(userId);
    if (!row) throw appError('USER_NOT_FOUND');
    return toPortalUser(row);
  };

  return {
    async update(userId: number, form: Form): Promise<TPortalUser> {
      const errors: FieldError[] = [];
      if (form.companyType !== undefined && !(await dictionaries.byCode('COMPANY_TYPE', form.companyType))) {
        errors.push(field('companyType', 'validation.companyTypeRequired'));
      }
      await checkIndustry(form, errors);
      await checkChannel(form, errors);
      if (errors.length > 0) throw appError('VALIDATION_FAILED', { fields: errors });

      const industryPath =
        form.professionId === undefined ? undefined : await hierarchyOf(dictionaries, form.professionId);
      const fields: ProfileFields = {
        user_name: form.userName,
        ...(form.companyType !== undefined && { declared_company_type: form.companyType }),
        ...(form.contacts !== undefined && { contacts: form.contacts }),
        ...(form.department !== undefined && { department: form.department }),
        ...(form.job !== undefined && { job: form.job }),
        ...(form.professionId !== undefined && {
          profession_id: form.professionId,
          profession_hierarchy: industryPath,
        }),
        ...(form.otherProfession !== undefined && { other_profession: form.otherProfession }),
        ...(form.demand !== undefined && { demand: form.demand }),
        ...(form.channelId !== undefined && { channel_id: form.newchannelId ?? form.channelId }),
        ...(form.otherChannel !== undefined && { other_channel: form.otherChannel }),
      };
      await users.updateProfile(userId, fields);
      return current(userId);
    },

    async updateUserName(userId: number, userName: string): Promise<TPortalUser> {
      await users.updateProfile(userId, { user_name: userName });
      return current(userId);
    },
  };
};

/** The stored path is always the one the dictionary gives, whatever the client sent. */
const hierarchyOf = async (dictionaries: DictionaryLookup, professionId: number) => {
  const item = await dictionaries.byId('INDUSTRY_CLASSIFICATION', professionId);
  return JSON.stringify(item?.parent_id == null ? [professionId] : [item.parent_id, professionId]);
};
