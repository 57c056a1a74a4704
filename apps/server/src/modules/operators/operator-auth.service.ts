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
import { AppError, appError } from '../../platform/errors.ts';
import { type Limiter, limitKey, takeEach } from '../../platform/limits/limiter.ts';
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

/** The counters of console login tries (the address-only one when the request has an address). */
export const operatorLoginKeys = (username: string, ip: string | null) => ({
  usernameAndAddress: limitKey('console.login.username.address', username, ip ?? ''),
  address: ip ? limitKey('console.login.address', ip) : null,
});

/**
 * Console login, sessions (12 hours, opaque tokens stored hashed) and the login throttle. The
 * throttle counts per username and address (Auth0's rule): ten tries at `root` from one address
 * stop `root` from that address only, so a stranger cannot lock the administrator out; each
 * address also has a cap over all usernames. Failures are still audit entries, for the record.
 */
export const operatorAuthService = ({ db, limiter }: { db: Kysely<Database>; limiter: Limiter }) => {
  const operators = operatorsStore(db);
  const sessions = operatorSessionsStore(db);
  const audit = auditLog(db);

  /** Takes one try before the password is hashed, the address's own counter first. */
  const takeTry = async (username: string, ip: string | null) => {
    const keys = operatorLoginKeys(username, ip);
    const { windowMs } = OPERATOR_LOGIN_THROTTLE;
    const refused = await takeEach(limiter, [
      ...(keys.address ? [{ key: keys.address, limit: OPERATOR_LOGIN_THROTTLE.perAddress, windowMs }] : []),
      { key: keys.usernameAndAddress, limit: OPERATOR_LOGIN_THROTTLE.maxFailures, windowMs },
    ]);
    if (refused) throw appError('RATE_LIMITED', { retryAfterS: refused.retryAfterMs / 1000 });
    return keys;
  };

  /** A try that was no wrong password (right, or never checked) is given back. */
  const giveBack = async (keys: ReturnType<typeof operatorLoginKeys>) => {
    await limiter.giveBack(keys.usernameAndAddress);
    if (keys.address) await limiter.giveBack(keys.address);
  };

  const fail = async (username: string, ip: string | null, reason: string) => {
    await audit.record(
      { operatorId: null, ip },
      { action: LOGIN_FAILED, targetType: 'username', targetId: username, detail: { reason } },
    );
  };

  return {
    async login(username: string, password: string, ip: string | null) {
      const keys = await takeTry(username, ip);
      const row = await operators.byUsername(username);
      let matches: boolean;
      try {
        matches = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
      } catch (err) {
        // The hashing pool was full: nothing was checked, so nothing counts.
        if (err instanceof AppError && err.errorName === 'RATE_LIMITED') await giveBack(keys);
        throw err;
      }
      if (!row || !matches) {
        await fail(username, ip, row ? 'password' : 'username');
        throw appError('OPERATOR_LOGIN_FAILED');
      }
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (row.disabled) {
        await fail(username, ip, 'disabled');
        throw appError('OPERATOR_DISABLED');
      }
      await giveBack(keys);
      await limiter.reset(keys.usernameAndAddress);
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
