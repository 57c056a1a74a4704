import { RESET_TOKEN_LIFE_MS, TOKEN_LIFE_MS, USER_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../platform/auth.ts';
import { newToken, nowIso, sha256 } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { sessionsStore } from './sessions.store.ts';
import { usersStore } from './users.store.ts';

/** A login (`full`, one day) or step 2 of a password reset (`reset`, ten minutes, nothing else). */
export type SessionScope = 'full' | 'reset';

const LIFE: Record<SessionScope, number> = { full: TOKEN_LIFE_MS, reset: RESET_TOKEN_LIFE_MS };

/**
 * Portal sessions: random opaque tokens, stored hashed. A locked user's sessions stop working
 * at once; logout, refresh and a password change revoke them.
 */
export const sessionsService = ({ db }: { db: Kysely<Database> }) => {
  const store = sessionsStore(db);

  /** Writes a new session through `sessions` (the pool's or a transaction's) and answers its token. */
  const issue = async (sessions: ReturnType<typeof sessionsStore>, userId: number, scope: SessionScope) => {
    const token = newToken();
    const now = Date.now();
    await sessions.insert({
      token_hash: sha256(token),
      user_id: userId,
      scope,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + LIFE[scope]).toISOString(),
    });
    return token;
  };

  return {
    open: (userId: number, scope: SessionScope = 'full'): Promise<string> => issue(store, userId, scope),

    /**
     * A refresh: ends the session and opens a full one for its user in one transaction, only
     * when the session was still unrevoked and the user unlocked; null otherwise, and nothing is
     * written. The database decides, so of parallel refreshes of one token exactly one gets a
     * token, on one instance or several (issue 28).
     */
    replace: (sessionId: number, userId: number): Promise<string | null> =>
      transact(db, async (trx) => {
        // The user's row first, as a lock or a password change writes it: a refresh cannot slip
        // a session past their end of every session (users.store.ts, holdUnlocked).
        if (!(await usersStore(trx).holdUnlocked(userId))) return null;
        const sessions = sessionsStore(trx);
        if (!(await sessions.revoke(sessionId, nowIso()))) return null;
        return issue(sessions, userId, 'full');
      }),

    async resolve(token: string, scope: SessionScope = 'full'): Promise<SessionUser | null> {
      const row = await store.findLive(sha256(token), scope, nowIso());
      if (!row || row.locked) return null;
      return {
        id: row.id,
        account: row.account,
        accountType: row.account_type,
        companyId: row.company_id,
        sessionId: row.sessionId,
        deregistering: row.user_status === USER_STATUS.deregistering,
      };
    },

    /**
     * Why a token no longer names anyone when the account is the reason: it was closed by its
     * deregistration. Null for an expired or ended session (a disabled user learns it at the
     * next login, USER_LOCKED, as the spec has it).
     */
    async refusal(token: string): Promise<'ACCOUNT_CLOSED' | null> {
      const holder = await store.holderOf(sha256(token));
      return holder?.user_status === USER_STATUS.closed ? 'ACCOUNT_CLOSED' : null;
    },

    /** True when this call ended the session (false when it had already ended). */
    revoke: (sessionId: number) => store.revoke(sessionId, nowIso()),
    revokeAllOf: (userId: number) => store.revokeAllOf(userId, nowIso()),
  };
};

export type SessionsService = ReturnType<typeof sessionsService>;
