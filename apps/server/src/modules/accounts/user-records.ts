import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { codesStore } from './codes.store.ts';
import { sessionsStore } from './sessions.store.ts';
import { usersStore } from './users.store.ts';

/**
 * What other modules may change of a user. The users table (and the codes sent to an account)
 * is this module's: the companies, deregistration and users-admin modules ask here. Pass a transaction as `db` to make the change part of theirs.
 */
export const userRecords = (db: Kysely<Database>) => {
  const users = usersStore(db);
  return {
    byId: users.byId,
    setCompany: users.setCompany,
    /** The language the user's mail goes out in (the portal's, kept at login and on a switch). */
    setLang: users.setLang,
    moveAudit: users.moveAudit,
    requestDeregistration: users.requestDeregistration,
    reinstate: users.reinstate,
    close: users.close,
    setLocked: users.setLocked,
    /** Ends every session of the user (a lock, a closed account). */
    endSessions: (userId: number) => sessionsStore(db).revokeAllOf(userId, nowIso()),
    /**
     * What else holds a closed account's old phone number or e-mail address. (The limiter's
     * counters hold only a hash of it, and end with their window.)
     */
    async eraseTracesOf(account: string) {
      await codesStore(db).eraseOf(account);
    },
  };
};

export type UserRecords = ReturnType<typeof userRecords>;
export type UserRecordsFor = typeof userRecords;
