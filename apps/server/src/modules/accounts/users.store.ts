import { USER_STATUS } from '@steel-epd/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A user with what the portal shows of their company. */
const withCompany = (db: Db) =>
  db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.account',
      'u.account_type',
      'u.password_hash',
      'u.user_name',
      'u.audit_status',
      'u.reason_reject',
      'u.user_status',
      'u.locked',
      'u.declared_company_type',
      'c.name as company_name',
      'c.code as company_code',
      'c.company_type',
    ]);

export type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withCompany>['executeTakeFirst']>>>;

export type ProfileFields = Partial<
  Pick<
    UsersTable,
    | 'user_name'
    | 'declared_company_type'
    | 'contacts'
    | 'department'
    | 'job'
    | 'profession_id'
    | 'profession_hierarchy'
    | 'other_profession'
    | 'demand'
    | 'channel_id'
    | 'other_channel'
  >
>;

export const usersStore = (db: Kysely<Database>) => ({
  byAccount: (account: string) => withCompany(db).where('u.account', '=', account).executeTakeFirst(),
  byId: (id: number) => withCompany(db).where('u.id', '=', id).executeTakeFirst(),

  /** Creates the user, and their company when one is named, in one transaction. */
  create: (
    user: { account: string; account_type: string; password_hash: string | null; audit_status: number },
    company: { code: string; name: string; industry_category: string; company_form: string } | null,
    now: string,
  ) =>
    db.transaction().execute(async (trx) => {
      const companyId = company
        ? (
            await trx
              .insertInto('companies')
              .values({ ...company, company_type: null, status: null, created_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : null;
      const { id } = await trx
        .insertInto('users')
        .values({
          ...user,
          company_id: companyId,
          user_status: USER_STATUS.active,
          locked: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    }),

  updateProfile: (id: number, fields: ProfileFields) =>
    db.updateTable('users').set(fields).where('id', '=', id).execute(),

  setPassword: (id: number, hash: string) =>
    db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute(),

  recordFailure: (account: string, ip: string | null, now: string) =>
    db.insertInto('login_failures').values({ account, client_ip: ip, created_at: now }).execute(),

  failuresSince: async (by: { account: string } | { ip: string }, since: string) => {
    let query = db
      .selectFrom('login_failures')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('created_at', '>', since);
    query = 'account' in by ? query.where('account', '=', by.account) : query.where('client_ip', '=', by.ip);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },

  clearFailures: (account: string) =>
    db.deleteFrom('login_failures').where('account', '=', account).execute(),
});

export type UsersStore = ReturnType<typeof usersStore>;
