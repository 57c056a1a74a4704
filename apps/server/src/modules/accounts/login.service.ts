import { AUDIT_STATUS, LOGIN_THROTTLE, type TLoginAnswer, type TPortalUser } from '@steel-epd/contract';
import { nowIso } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import type { PasswordCrypto } from '../../platform/password-crypto.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords.ts';
import type { CodesService } from './codes.service.ts';
import { toPortalUser } from './portal-user.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UserRow, UsersStore } from './users.store.ts';

interface Deps {
  users: UsersStore;
  sessions: SessionsService;
  codes: CodesService;
  crypto: PasswordCrypto;
}

/** Phone and e-mail login, the start-up check, logout and token refresh (spec 01 §4). */
export const loginService = ({ users, sessions, codes, crypto }: Deps) => {
  const answer = async (user: UserRow): Promise<TLoginAnswer> => {
    if (user.locked) throw appError('USER_LOCKED');
    return { portalUserVO: toPortalUser(user), tokenVO: { token: await sessions.open(user.id) } };
  };

  /** Too many wrong passwords for an account or from an address stop further tries for a while. */
  const refuseIfThrottled = async (account: string, ip: string | null) => {
    const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs).toISOString();
    if ((await users.failuresSince({ account }, since)) >= LOGIN_THROTTLE.perAccount)
      throw appError('RATE_LIMITED');
    if (ip && (await users.failuresSince({ ip }, since)) >= LOGIN_THROTTLE.perAddress)
      throw appError('RATE_LIMITED');
  };

  return {
    /**
     * The code is checked first, so that probing numbers without their codes tells nothing.
     * `registerIfNew` is loginOrRegister: a new mainland number becomes an account.
     */
    async phoneLogin(mobile: string, code: string, registerIfNew: boolean): Promise<TLoginAnswer> {
      await codes.check({ purpose: 'LOGIN', account: mobile, code });
      let user = await users.byAccount(mobile);
      if (!user && registerIfNew) {
        try {
          await users.insert(
            {
              account: mobile,
              account_type: 'phone',
              password_hash: null,
              audit_status: AUDIT_STATUS.approved,
            },
            null,
            nowIso(),
          );
        } catch (err) {
          // Two first logins at once: the other one created the account; use it.
          if (!isUniqueViolation(err)) throw err;
        }
        user = await users.byAccount(mobile);
      }
      if (!user) throw appError('PHONE_NOT_REGISTERED');
      return answer(user);
    },

    async emailLogin(account: string, encryptedPassword: string, ip: string | null): Promise<TLoginAnswer> {
      await refuseIfThrottled(account, ip);
      const password = crypto.decrypt(encryptedPassword);
      const user = await users.byAccount(account);
      const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (user?.account_type !== 'email' || !matches) {
        await users.recordFailure(account, ip, nowIso());
        throw appError('ACCOUNT_PASSWORD_ERROR');
      }
      await users.clearFailures(account);
      return answer(user);
    },

    /** The user of a live login token; code 0 (SESSION_INVALID) otherwise. */
    async verify(token: string | null): Promise<TPortalUser> {
      const session = token ? await sessions.resolve(token) : null;
      const user = session ? await users.byId(session.id) : undefined;
      if (!user) throw appError('SESSION_INVALID');
      return toPortalUser(user);
    },

    logout: (sessionId: number) => sessions.revoke(sessionId),

    /** A new token for the user; the old session ends, so a stolen old token stops too. */
    async refresh(userId: number, sessionId: number): Promise<TLoginAnswer> {
      const user = await users.byId(userId);
      if (!user) throw appError('SESSION_INVALID');
      await sessions.revoke(sessionId);
      return answer(user);
    },
  };
};
