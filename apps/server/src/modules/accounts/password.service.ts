import type { Kysely } from 'kysely';
import type { UserActor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { CodesService } from './codes.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { sessionsStore } from './sessions.store.ts';
import { type UsersStore, usersStore } from './users.store.ts';

interface Deps {
  db: Kysely<Database>;
  users: UsersStore;
  codes: CodesService;
  sessions: SessionsService;
  registration: RegistrationService;
}

/**
 * Password reset and change in two steps (spec 01 §4, spec 02 §4): the mailed code gives a
 * ten-minute reset token, which sets the new password and is good for nothing else.
 */
export const passwordService = ({ db, users, codes, sessions, registration }: Deps) => ({
  async checkReset(account: string, code: string) {
    const user = await users.byAccount(account);
    if (user?.account_type !== 'email') throw appError('USER_NOT_FOUND');
    await codes.check({ purpose: 'RESET', account, code });
    return { portalUserVO: { id: user.id }, tokenVO: { token: await sessions.open(user.id, 'reset') } };
  },

  /**
   * Sets the password and ends every session of the user, the reset token's included, in one
   * transaction. A reset token sets a password once: of parallel changes with it, the one that
   * ends its session wins and the others are refused (401, as the ended token is after).
   */
  async change(actor: UserActor, input: { id: number; newuserAccount: string; userPassword: string }) {
    assertCan(actor, 'update', { kind: 'user', id: input.id });
    const resetUserId = actor.user.id;
    const password = registration.newPassword(input.newuserAccount, input.userPassword, [
      'body.newuserAccount',
      'body.userPassword',
    ]);
    const hash = await hashPassword(password);
    await transact(db, async (trx) => {
      // The user's row first, as a refresh holds it (users.store.ts, holdUnlocked).
      await usersStore(trx).setPassword(resetUserId, hash);
      const userSessions = sessionsStore(trx);
      if (!(await userSessions.revoke(actor.user.sessionId, nowIso()))) throw appError('UNAUTHENTICATED');
      await userSessions.revokeAllOf(resetUserId, nowIso());
    });
    return null;
  },
});
