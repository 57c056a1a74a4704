import { type TAccountType, type TDeregistrationRequest, USER_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import type { Inbox } from '../../platform/services.ts';
import type { UserRecordsFor } from '../accounts/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { type DeregistrationStore, deregistrationStore } from './deregistration.store.ts';

type PendingRow = NonNullable<Awaited<ReturnType<DeregistrationStore['pendingById']>>>;

const toRequest = (row: PendingRow): TDeregistrationRequest => ({
  userId: row.id,
  userAccount: row.account,
  accountType: row.account_type as TAccountType,
  userName: row.user_name,
  companyName: row.company_name,
  requestedAt: row.logoff_requested_at ?? '',
});

/** The request's day as the inbox message names it: the date part, as the portal shows sendTime. */
const dayOf = (row: PendingRow) => (row.logoff_requested_at ?? '').slice(0, 10);

/** Why a decision cannot be made: no such user, or no pending request of theirs. */
const notPending = async (store: DeregistrationStore, userId: number) =>
  appError((await store.exists(userId)) ? 'DEREGISTRATION_NOT_PENDING' : 'USER_NOT_FOUND');

/**
 * The secretariat's decisions on deregistration requests. Each decision, its audit entry and
 * the user's inbox message commit together in one transaction, or none of them does.
 */
interface Deps {
  db: Kysely<Database>;
  usersFor: UserRecordsFor;
  auditFor: AuditLogFor;
  inboxFor: (db: Kysely<Database>) => Inbox;
}

export const deregistrationAdmin = ({ db, usersFor, auditFor, inboxFor }: Deps) => ({
  async page(pageNum: number, pageSize: number) {
    const store = deregistrationStore(db);
    const [rows, totals] = await Promise.all([
      store.pendingPage(pageSize, (pageNum - 1) * pageSize),
      store.pendingCount(),
    ]);
    return { list: rows.map(toRequest), totals, pageSize, pageNum };
  },

  /**
   * Closes the account and ends its sessions. The audit entry keeps no phone number or e-mail
   * address: it would bring back what the closing erased.
   */
  approve: (userId: number, actor: Actor) =>
    transact(db, async (trx) => {
      const store = deregistrationStore(trx);
      const users = usersFor(trx);
      const row = await store.pendingById(userId);
      if (!row || !(await users.close(userId, nowIso()))) throw await notPending(store, userId);
      await users.eraseTracesOf(row.account);
      await users.endSessions(userId);
      await auditFor(trx).record(actor, {
        action: 'deregistration.approve',
        targetType: 'user',
        targetId: userId,
        detail: { accountType: row.account_type, requestedAt: row.logoff_requested_at },
      });
      await inboxFor(trx).send(userId, {
        key: 'inbox.deregistration.approved',
        params: { date: dayOf(row) },
      });
      return { userId, userStatus: USER_STATUS.closed };
    }),

  refuse: (userId: number, reason: string, actor: Actor) =>
    transact(db, async (trx) => {
      const store = deregistrationStore(trx);
      const row = await store.pendingById(userId);
      if (!row || !(await usersFor(trx).reinstate(userId))) throw await notPending(store, userId);
      await auditFor(trx).record(actor, {
        action: 'deregistration.refuse',
        targetType: 'user',
        targetId: userId,
        detail: { account: row.account, reason, requestedAt: row.logoff_requested_at },
      });
      await inboxFor(trx).send(userId, {
        key: 'inbox.deregistration.refused',
        params: { date: dayOf(row), reason },
      });
      return { userId, userStatus: USER_STATUS.active };
    }),
});
