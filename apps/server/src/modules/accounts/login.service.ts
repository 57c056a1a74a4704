import {
  AUDIT_STATUS,
  type Lang,
  LOGIN_THROTTLE,
  type TLoginAnswer,
  type TPortalUser,
} from '@steel-epd/contract';
import { nowIso } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { AppError, appError } from '../../platform/errors.ts';
import { type Limiter, limitKey, takeEach } from '../../platform/limits/limiter.ts';
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
  limiter: Limiter;
}

/** The counters of e-mail login tries (the address-only one when the request has an address). */
export const loginLimitKeys = (account: string, ip: string | null) => ({
  account: limitKey('login.account', account),
  accountAndAddress: limitKey('login.account.address', account, ip ?? ''),
  address: ip ? limitKey('login.address', ip) : null,
});

/** Phone and e-mail login, the start-up check, logout and token refresh (spec 01 §4). */
export const loginService = ({ users, sessions, codes, crypto, limiter }: Deps) => {
  /** A session for the user, who keeps the language they logged in with (their mail's). */
  const answer = async (user: UserRow, lang?: Lang): Promise<TLoginAnswer> => {
    if (user.locked) throw appError('USER_LOCKED');
    if (lang) await users.setLang(user.id, lang);
    return { portalUserVO: toPortalUser(user), tokenVO: { token: await sessions.open(user.id) } };
  };

  /**
   * Takes one try from each login limit before the password is hashed, so the 11th of a burst
   * is refused without costing a hash. The address's own counter comes first and the account's
   * shared one last: one address cannot spend more than its share of an account's tries.
   */
  const takeTry = async (account: string, ip: string | null) => {
    const keys = loginLimitKeys(account, ip);
    const { windowMs } = LOGIN_THROTTLE;
    const refused = await takeEach(limiter, [
      ...(keys.address ? [{ key: keys.address, limit: LOGIN_THROTTLE.perAddress, windowMs }] : []),
      { key: keys.accountAndAddress, limit: LOGIN_THROTTLE.perAccountAndAddress, windowMs },
      { key: keys.account, limit: LOGIN_THROTTLE.perAccount, windowMs },
    ]);
    if (refused) throw appError('RATE_LIMITED', { retryAfterS: refused.retryAfterMs / 1000 });
    return keys;
  };

  /** A try that was no wrong password (right, or never checked) is given back. */
  const giveBack = async (keys: ReturnType<typeof loginLimitKeys>) => {
    await limiter.giveBack(keys.account);
    await limiter.giveBack(keys.accountAndAddress);
    if (keys.address) await limiter.giveBack(keys.address);
  };

  return {
    /**
     * The code is checked first, so that probing numbers without their codes tells nothing.
     * `registerIfNew` is loginOrRegister: a new mainland number becomes an account.
     */
    async phoneLogin(
      mobile: string,
      code: string,
      registerIfNew: boolean,
      lang: Lang,
    ): Promise<TLoginAnswer> {
      // A number without an account has no login code from the phone pages (decision 207): its
      // first login takes the registration code sent to it, or the desktop dialog's login code.
      const known = await users.byAccount(mobile);
      const purpose = !known && registerIfNew ? (['LOGIN', 'REGISTER'] as const) : 'LOGIN';
      await codes.check({ purpose, account: mobile, code });
      let user = await users.byAccount(mobile);
      if (!user && registerIfNew) {
        try {
          await users.insert(
            {
              account: mobile,
              account_type: 'phone',
              password_hash: null,
              // Reviewed like every other sign-up once its supplement answers come (decision 198).
              audit_status: AUDIT_STATUS.pending,
              lang,
              signup_channel: 'phoneLogin',
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
      return answer(user, lang);
    },

    async emailLogin(
      account: string,
      encryptedPassword: string,
      ip: string | null,
      lang: Lang,
    ): Promise<TLoginAnswer> {
      const keys = await takeTry(account, ip);
      const password = crypto.decrypt(encryptedPassword);
      const user = await users.byAccount(account);
      let matches: boolean;
      try {
        matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      } catch (err) {
        // The hashing pool was full: nothing was checked, so nothing counts against the account.
        if (err instanceof AppError && err.errorName === 'RATE_LIMITED') await giveBack(keys);
        throw err;
      }
      if (user?.account_type !== 'email' || !matches) throw appError('ACCOUNT_PASSWORD_ERROR');
      // The right password: this address's wrong tries for the account are forgotten.
      await giveBack(keys);
      await limiter.reset(keys.accountAndAddress);
      return answer(user, lang);
    },

    /** The user of a live login token; code 0 (SESSION_INVALID) otherwise. */
    async verify(token: string | null): Promise<TPortalUser> {
      const session = token ? await sessions.resolve(token) : null;
      const user = session ? await users.byId(session.id) : undefined;
      if (!user) throw appError('SESSION_INVALID');
      return toPortalUser(user);
    },

    logout: (sessionId: number) => sessions.revoke(sessionId),

    /**
     * A new token for the user; the old session ends, so a stolen old token stops too. Only
     * one refresh of a token wins: the others find it ended and are refused as the ended token
     * is at every other call (401, UNAUTHENTICATED).
     */
    async refresh(userId: number, sessionId: number): Promise<TLoginAnswer> {
      const user = await users.byId(userId);
      if (!user) throw appError('SESSION_INVALID');
      if (user.locked) throw appError('USER_LOCKED');
      const token = await sessions.replace(sessionId, userId);
      if (!token) throw appError('UNAUTHENTICATED');
      return { portalUserVO: toPortalUser(user), tokenVO: { token } };
    },
  };
};
