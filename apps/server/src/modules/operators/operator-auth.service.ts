import {
  OPERATOR_LOGIN_THROTTLE,
  OPERATOR_ROLES,
  OPERATOR_SESSION_LIFE_MS,
  type OperatorRole,
  type TSessionOperator,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor } from '../../platform/access/actor.ts';
import type { SessionOperator } from '../../platform/auth.ts';
import { newToken, nowIso, sha256 } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords.ts';
import { auditLog } from './audit.service.ts';
import { operatorSessionsStore } from './operator-sessions.store.ts';
import { type OperatorRow, operatorsStore } from './operators.store.ts';

export const LOGIN_FAILED = 'operator.loginFailed';

const isRole = (role: string): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role);

/** A role the code does not know (a hand-edited row) gets no rights rather than a crash. */
export const roleOf = (row: { role: string }): OperatorRole => (isRole(row.role) ? row.role : 'editor');

export const toSessionOperator = (row: OperatorRow): TSessionOperator => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name,
  role: roleOf(row),
});

/** Console login, sessions (12 hours, opaque tokens stored hashed) and the login throttle. */
export const operatorAuthService = ({ db }: { db: Kysely<Database> }) => {
  const operators = operatorsStore(db);
  const sessions = operatorSessionsStore(db);
  const audit = auditLog(db);

  /** Failures are audit entries; counting them there keeps the throttle shared by all instances. */
  const throttled = async (username: string, ip: string | null) => {
    const since = new Date(Date.now() - OPERATOR_LOGIN_THROTTLE.windowMs).toISOString();
    const byName = await audit.countSince(LOGIN_FAILED, since, { targetId: username });
    const byIp = ip === null ? 0 : await audit.countSince(LOGIN_FAILED, since, { ip });
    return Math.max(byName, byIp) >= OPERATOR_LOGIN_THROTTLE.maxFailures;
  };

  const fail = async (username: string, ip: string | null, reason: string) => {
    await audit.record(
      { operatorId: null, ip },
      { action: LOGIN_FAILED, targetType: 'username', targetId: username, detail: { reason } },
    );
  };

  return {
    async login(username: string, password: string, ip: string | null) {
      if (await throttled(username, ip)) throw appError('RATE_LIMITED');
      const row = await operators.byUsername(username);
      const matches = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
      if (!row || !matches) {
        await fail(username, ip, row ? 'password' : 'username');
        throw appError('OPERATOR_LOGIN_FAILED');
      }
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (row.disabled) {
        await fail(username, ip, 'disabled');
        throw appError('OPERATOR_DISABLED');
      }
      const token = newToken();
      const now = Date.now();
      await sessions.insert({
        token_hash: sha256(token),
        operator_id: row.id,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + OPERATOR_SESSION_LIFE_MS).toISOString(),
      });
      await operators.setLastLogin(row.id, new Date(now).toISOString());
      await audit.record(
        { operatorId: row.id, ip },
        { action: 'operator.login', targetType: 'operator', targetId: row.id },
      );
      return { token, operator: toSessionOperator(row) };
    },

    /** The operator of a token, as they are now: a disabled operator's token stops at once. */
    async resolve(token: string): Promise<SessionOperator | null> {
      const row = await sessions.findLive(sha256(token), nowIso());
      if (!row || row.disabled) return null;
      return { id: row.id, username: row.username, role: roleOf(row), sessionId: row.sessionId };
    },

    async me(operatorId: number) {
      const row = await operators.byId(operatorId);
      if (!row) throw appError('UNAUTHENTICATED');
      return toSessionOperator(row);
    },

    async logout(actor: OperatorActor) {
      await sessions.revoke(actor.operator.sessionId, nowIso());
      await audit.record(actor, {
        action: 'operator.logout',
        targetType: 'operator',
        targetId: actor.operator.id,
      });
      return null;
    },
  };
};

export type OperatorAuthService = ReturnType<typeof operatorAuthService>;
