import { AUDIT_STATUS, type TOwnRegistration, type TPortalUser, type TUserModify } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError, type FieldError } from '../../platform/errors.ts';
import type { CompanyRecordsFor } from '../companies/index.ts';
import { type DictionaryLookup, isOtherOption } from '../reference/index.ts';
import { toPortalUser } from './portal-user.ts';
import { type ProfileFields, usersStore } from './users.store.ts';

/** The parsed answers: ids are numbers once the contract has read them. */
type Form = Omit<
  TUserModify,
  'iprofessionId' | 'professionId' | 'channelId' | 'newchannelId' | 'userName'
> & {
  userName?: string | undefined;
  iprofessionId?: number | undefined;
  professionId?: number | undefined;
  channelId?: number | undefined;
  newchannelId?: number | undefined;
};

const field = (path: string, message: string): FieldError => ({ path: `body.${path}`, message });

/** `[parentId, childId]` or `[id]` as JSON text, or null when it is not that. */
const parseHierarchy = (text: string | null | undefined): number[] | null => {
  if (text === undefined || text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    const ok = Array.isArray(value) && value.length >= 1 && value.length <= 2;
    return ok && value.every((v) => Number.isInteger(v) && v > 0) ? (value as number[]) : null;
  } catch {
    return null;
  }
};

/**
 * A registration's answers (spec 01 §3, §5; decision 198): the first-login supplement form, the
 * phone pages' profession form, and a failed registration's correction. Every chosen id must
 * exist in its dictionary, the industry path must be the chosen item's own, an "other" choice
 * needs its free text, and the company name goes to the user's company (companies' face).
 */
export const profileService = ({
  db,
  dictionaries,
  companiesFor,
}: {
  db: Kysely<Database>;
  dictionaries: DictionaryLookup;
  companiesFor: CompanyRecordsFor;
}) => {
  const users = usersStore(db);

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

  const check = async (form: Form) => {
    const errors: FieldError[] = [];
    if (form.companyType !== undefined && !(await dictionaries.byCode('COMPANY_TYPE', form.companyType))) {
      errors.push(field('companyType', 'validation.companyTypeRequired'));
    }
    await checkIndustry(form, errors);
    await checkChannel(form, errors);
    if (errors.length > 0) throw appError('VALIDATION_FAILED', { fields: errors });
  };

  /** The columns the answers write; a choice sent again without its "other" text clears it. */
  const fieldsOf = async (form: Form): Promise<ProfileFields> => ({
    ...(form.userName !== undefined && { user_name: form.userName }),
    ...(form.companyType !== undefined && { declared_company_type: form.companyType }),
    ...(form.contacts !== undefined && { contacts: form.contacts }),
    ...(form.department !== undefined && { department: form.department }),
    ...(form.job !== undefined && { job: form.job }),
    ...(form.professionId !== undefined && {
      profession_id: form.professionId,
      profession_hierarchy: await hierarchyOf(dictionaries, form.professionId),
      other_profession: form.otherProfession ?? null,
    }),
    ...(form.demand !== undefined && { demand: form.demand }),
    ...(form.channelId !== undefined && {
      channel_id: form.newchannelId ?? form.channelId,
      other_channel: form.otherChannel ?? null,
    }),
  });

  /**
   * The answers and the declared company name, in the caller's transaction (the dictionary was
   * asked before it: `fields`).
   */
  const save = async (
    trx: Kysely<Database>,
    userId: number,
    form: Form,
    fields: ProfileFields,
    now: string,
  ) => {
    const store = usersStore(trx);
    const user = await store.byId(userId);
    if (!user) throw appError('USER_NOT_FOUND');
    if (form.companyName !== undefined) {
      const made = await companiesFor(trx).declareName(
        user.company_id,
        form.companyName,
        form.companyType ?? user.declared_company_type,
        now,
      );
      if (made !== null) await store.setCompany(userId, made);
    }
    if (Object.keys(fields).length > 0) await store.updateProfile(userId, fields);
    return user;
  };

  const current = async (userId: number): Promise<TPortalUser> => {
    const row = await users.byId(userId);
    if (!row) throw appError('USER_NOT_FOUND');
    return toPortalUser(row);
  };

  return {
    /** The supplement or profession form: a registration under review is submitted with it. */
    async update(userId: number, form: Form & { userName: string }): Promise<TPortalUser> {
      await check(form);
      const fields = await fieldsOf(form);
      await transact(db, async (trx) => {
        const now = nowIso();
        await save(trx, userId, form, fields, now);
        await usersStore(trx).markSubmitted(userId, now);
      });
      return current(userId);
    },

    /** A failed registration's correction (2 → 0): the answers again, submitted now. */
    async correct(userId: number, form: Form): Promise<TPortalUser> {
      const before = await users.byId(userId);
      if (before?.audit_status !== AUDIT_STATUS.failed) throw appError('REGISTRATION_NOT_FAILED');
      await check(form);
      const fields = await fieldsOf(form);
      await transact(db, async (trx) => {
        const now = nowIso();
        await save(trx, userId, form, fields, now);
        // A concurrent correction already moved it: this one must not half-apply.
        const moved = await usersStore(trx).moveAudit(userId, AUDIT_STATUS.failed, {
          auditStatus: AUDIT_STATUS.pending,
          reason: null,
          submittedAt: now,
        });
        if (!moved) throw appError('REGISTRATION_NOT_FAILED');
      });
      return current(userId);
    },

    /** The caller's answers as they gave them, for /information to start the correction from. */
    async own(userId: number): Promise<TOwnRegistration> {
      const [user, answers] = await Promise.all([users.byId(userId), users.answersOf(userId)]);
      if (!user || !answers) throw appError('USER_NOT_FOUND');
      return {
        auditStatus: user.audit_status,
        reasonReject: user.reason_reject,
        userName: user.user_name,
        companyName: user.company_name,
        companyNameLocked: await companiesFor(db).nameLocked(user.company_id),
        companyType: answers.declared_company_type,
        contacts: answers.contacts,
        department: answers.department,
        job: answers.job,
        industryPath: parseHierarchy(answers.profession_hierarchy),
        otherProfession: answers.other_profession,
        demand: answers.demand,
        channelPath: await channelPathOf(dictionaries, answers.channel_id),
        otherChannel: answers.other_channel,
      };
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

/** The stored channel is its last level; the path to it comes from the dictionary. */
const channelPathOf = async (dictionaries: DictionaryLookup, channelId: number | null) => {
  if (channelId === null) return null;
  const item = await dictionaries.byId('CHANNEL_CLASSIFICATION', channelId);
  if (!item) return null;
  return item.parent_id === null ? [item.id] : [item.parent_id, item.id];
};
