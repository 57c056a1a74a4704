import {
  AUDIT_STATUS,
  closedAccountOf,
  type Lang,
  type TSignupChannel,
  USER_STATUS,
} from '@steel-epd/contract';
import type { Kysely, Transaction } from 'kysely';
import { changed } from '../../platform/db/changed.ts';
import type { Database, UsersTable } from '../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Users joined to their company, the base of every console list of users (queues of
 * registrations, deregistrations, all users): select LISTED_USER and what the list adds.
 */
export const usersWithCompany = (db: Db) =>
  db.selectFrom('users as u').leftJoin('companies as c', 'c.id', 'u.company_id');

/** What every console list shows of a user; never the password hash. */
export const LISTED_USER = [
  'u.id',
  'u.account',
  'u.account_type',
  'u.user_name',
  'c.name as company_name',
] as const;

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
      'u.company_id',
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

export const usersStore = (db: Db) => ({
  byAccount: (account: string) => withCompany(db).where('u.account', '=', account).executeTakeFirst(),
  byId: (id: number) => withCompany(db).where('u.id', '=', id).executeTakeFirst(),

  /** Creates the user; a company made with it is created first by the caller in the same transaction. */
  insert: async (
    user: {
      account: string;
      account_type: string;
      password_hash: string | null;
      audit_status: number;
      lang: Lang;
      signup_channel: TSignupChannel;
    },
    companyId: number | null,
    now: string,
  ) =>
    (
      await db
        .insertInto('users')
        .values({
          ...user,
          company_id: companyId,
          user_status: USER_STATUS.active,
          locked: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  /** The language the user's mail goes out in; written only when it changes. */
  setLang: (userId: number, lang: Lang) =>
    db.updateTable('users').set({ lang }).where('id', '=', userId).where('lang', '<>', lang).execute(),

  setCompany: (userId: number, companyId: number) =>
    db.updateTable('users').set({ company_id: companyId }).where('id', '=', userId).execute(),

  /**
   * Moves the registration audit status from one value to another (with the reason; a
   * correction's answers come again at `submittedAt`); false when it was no longer `from` (a
   * concurrent change won).
   */
  moveAudit: async (
    userId: number,
    from: number,
    to: { auditStatus: number; reason: string | null; submittedAt?: string },
  ) =>
    changed(
      await db
        .updateTable('users')
        .set({
          audit_status: to.auditStatus,
          reason_reject: to.reason,
          ...(to.submittedAt !== undefined && { registration_submitted_at: to.submittedAt }),
        })
        .where('id', '=', userId)
        .where('audit_status', '=', from)
        .executeTakeFirst(),
    ),

  /** A registration under review gets its answers for the first time: it joins the queue now. */
  markSubmitted: (userId: number, now: string) =>
    db
      .updateTable('users')
      .set({ registration_submitted_at: now })
      .where('id', '=', userId)
      .where('audit_status', '=', AUDIT_STATUS.pending)
      .where('registration_submitted_at', 'is', null)
      .execute(),

  /** The answers as the person gave them, for their own correction. */
  answersOf: (userId: number) =>
    db
      .selectFrom('users')
      .select([
        'declared_company_type',
        'contacts',
        'department',
        'job',
        'profession_hierarchy',
        'other_profession',
        'demand',
        'channel_id',
        'other_channel',
      ])
      .where('id', '=', userId)
      .executeTakeFirst(),

  /**
   * Deregistration as columns of the user. Every change is conditional on the status it starts
   * from, so of two decisions (or a decision and a revoke) only one changes the row: PostgreSQL
   * re-checks the condition after the row lock, SQLite runs one writer at a time.
   */
  requestDeregistration: async (userId: number, now: string) =>
    changed(
      await db
        .updateTable('users')
        .set({ user_status: USER_STATUS.deregistering, logoff_requested_at: now })
        .where('id', '=', userId)
        .where('user_status', '=', USER_STATUS.active)
        .executeTakeFirst(),
    ),

  /** Back to active: the user revoked the request, or an operator refused it. */
  reinstate: async (userId: number) =>
    changed(
      await db
        .updateTable('users')
        .set({ user_status: USER_STATUS.active, logoff_requested_at: null })
        .where('id', '=', userId)
        .where('user_status', '=', USER_STATUS.deregistering)
        .executeTakeFirst(),
    ),

  /**
   * Closes a pending account: every personal field is emptied, the login becomes `closed-<id>`
   * (unique, and no phone number or e-mail address, so it can never log in and the person may
   * register again), locked, status 2. The company link stays: the company and its records
   * are the company's, not the person's.
   */
  close: async (userId: number, now: string) =>
    changed(
      await db
        .updateTable('users')
        .set({
          account: closedAccountOf(userId),
          password_hash: null,
          user_name: null,
          reason_reject: null,
          declared_company_type: null,
          contacts: null,
          department: null,
          job: null,
          profession_id: null,
          profession_hierarchy: null,
          other_profession: null,
          demand: null,
          channel_id: null,
          other_channel: null,
          locked: 1,
          user_status: USER_STATUS.closed,
          closed_at: now,
        })
        .where('id', '=', userId)
        .where('user_status', '=', USER_STATUS.deregistering)
        .executeTakeFirst(),
    ),

  /**
   * Sets the lock only where it differs, so of two operators disabling at once just one
   * changes the row (PostgreSQL re-checks the condition after the row lock): true when it did.
   */
  setLocked: async (id: number, locked: boolean) => {
    const value = locked ? 1 : 0;
    return changed(
      await db
        .updateTable('users')
        .set({ locked: value })
        .where('id', '=', id)
        .where('locked', '<>', value)
        .executeTakeFirst(),
    );
  },

  updateProfile: (id: number, fields: ProfileFields) =>
    db.updateTable('users').set(fields).where('id', '=', id).execute(),

  /**
   * Holds the user's row to the end of the transaction (a write that changes nothing) when the
   * user is not locked: true then. A lock, a closed account and a password change write this row
   * before they end the sessions, so a new session made after holding it is either ended by them
   * or refused because they came first (PostgreSQL waits on the row; SQLite writes one at a time).
   */
  holdUnlocked: async (id: number) =>
    changed(
      await db
        .updateTable('users')
        .set({ locked: 0 })
        .where('id', '=', id)
        .where('locked', '=', 0)
        .executeTakeFirst(),
    ),

  setPassword: (id: number, hash: string) =>
    db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute(),
});

export type UsersStore = ReturnType<typeof usersStore>;
