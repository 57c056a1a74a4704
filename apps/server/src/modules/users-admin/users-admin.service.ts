import { type TAccountType, type TConsoleUser, USER_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../platform/access/actor.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import type { UserRecordsFor } from '../accounts/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { type ConsoleUserRow, type UserFilter, usersAdminStore } from './users-admin.store.ts';

const toConsoleUser = (row: ConsoleUserRow): TConsoleUser => ({
  id: row.id,
  userAccount: row.account,
  accountType: row.account_type as TAccountType,
  userName: row.user_name,
  companyName: row.company_name,
  companyStatus: row.company_status,
  auditStatus: row.audit_status,
  locked: row.locked === 1,
  closed: row.user_status === USER_STATUS.closed,
  createdAt: row.created_at,
});

/**
 * The secretariat's view of portal users: the list, and disabling or enabling one. A disabled
 * user's login answers USER_LOCKED (accounts' login service reads the same flag).
 */
interface Deps {
  db: Kysely<Database>;
  usersFor: UserRecordsFor;
  auditFor: AuditLogFor;
}

export const usersAdminService = ({ db, usersFor, auditFor }: Deps) => ({
  async page(filter: UserFilter, pageNum: number, pageSize: number) {
    const store = usersAdminStore(db);
    const [rows, totals] = await Promise.all([
      store.page(filter, pageSize, (pageNum - 1) * pageSize),
      store.count(filter),
    ]);
    return { list: rows.map(toConsoleUser), totals, pageSize, pageNum };
  },

  /**
   * Locks or unlocks a user; the change, the end of their sessions and the audit entry commit
   * together. Sessions are revoked, not only refused while locked, so enabling the user later
   * does not bring an old (maybe stolen) token back to life. A no-op writes nothing.
   */
  setLocked: (id: number, locked: boolean, actor: Actor) =>
    transact(db, async (trx) => {
      const users = usersFor(trx);
      const existing = await usersAdminStore(trx).byId(id);
      if (!existing) throw appError('USER_NOT_FOUND');
      // A closed account was emptied by its deregistration: there is nobody to enable.
      if (existing.user_status === USER_STATUS.closed) throw appError('USER_ACCOUNT_CLOSED');
      const changed = await users.setLocked(id, locked);
      const row = (await usersAdminStore(trx).byId(id)) ?? existing;
      if (changed) {
        if (locked) await users.endSessions(id);
        await auditFor(trx).record(actor, {
          action: locked ? 'user.disable' : 'user.enable',
          targetType: 'user',
          targetId: id,
          detail: { account: row.account },
        });
      }
      return toConsoleUser(row);
    }),
});
