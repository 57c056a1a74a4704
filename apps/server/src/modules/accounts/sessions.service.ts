import { TOKEN_LIFE_MS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../platform/auth.ts';
import { newToken, nowIso, sha256 } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { sessionsStore } from './sessions.store.ts';

/**
 * Portal sessions: random opaque tokens, stored hashed, one day long (spec 01 §9).
 * A locked user's sessions stop working at once.
 */
export const sessionsService = (db: Kysely<Database>) => {
  const store = sessionsStore(db);
  return {
    async open(userId: number): Promise<string> {
      const token = newToken();
      const now = Date.now();
      await store.insert({
        token_hash: sha256(token),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + TOKEN_LIFE_MS).toISOString(),
      });
      return token;
    },

    async resolve(token: string): Promise<SessionUser | null> {
      const row = await store.findLive(sha256(token), nowIso());
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
  };
};
