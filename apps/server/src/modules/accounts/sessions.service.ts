import { RESET_TOKEN_LIFE_MS, TOKEN_LIFE_MS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../platform/auth.ts';
import { newToken, nowIso, sha256 } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { sessionsStore } from './sessions.store.ts';

/** A login (`full`, one day) or step 2 of a password reset (`reset`, ten minutes, nothing else). */
export type SessionScope = 'full' | 'reset';

const LIFE: Record<SessionScope, number> = { full: TOKEN_LIFE_MS, reset: RESET_TOKEN_LIFE_MS };

/**
 * Portal sessions: random opaque tokens, stored hashed. A locked user's sessions stop working
 * at once; logout, refresh and a password change revoke them.
 */
export const sessionsService = ({ db }: { db: Kysely<Database> }) => {
  const store = sessionsStore(db);
  return {
    async open(userId: number, scope: SessionScope = 'full'): Promise<string> {
      const token = newToken();
      const now = Date.now();
      await store.insert({
        token_hash: sha256(token),
        user_id: userId,
        scope,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + LIFE[scope]).toISOString(),
      });
      return token;
    },

    async resolve(token: string, scope: SessionScope = 'full'): Promise<SessionUser | null> {
      const row = await store.findLive(sha256(token), scope, nowIso());
      if (!row || row.locked) return null;
      return {
        id: row.id,
        account: row.account,
        accountType: row.account_type,
        companyId: row.company_id,
        sessionId: row.sessionId,
      };
    },

    revoke: (sessionId: number) => store.revoke(sessionId, nowIso()),
    revokeAllOf: (userId: number) => store.revokeAllOf(userId, nowIso()),
  };
};

export type SessionsService = ReturnType<typeof sessionsService>;
