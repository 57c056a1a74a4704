import type { UserActor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/policies.ts';
import { appError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { CodesService } from './codes.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersStore } from './users.store.ts';

interface Deps {
  users: UsersStore;
  codes: CodesService;
  sessions: SessionsService;
  registration: RegistrationService;
}

/**
 * Password reset and change in two steps (spec 01 §4, spec 02 §4): the mailed code gives a
 * ten-minute reset token, which sets the new password and is good for nothing else.
 */
export const passwordService = ({ users, codes, sessions, registration }: Deps) => ({
  async checkReset(account: string, code: string) {
    const user = await users.byAccount(account);
    if (user?.account_type !== 'email') throw appError('USER_NOT_FOUND');
    await codes.check({ purpose: 'RESET', account, code });
    return { portalUserVO: { id: user.id }, tokenVO: { token: await sessions.open(user.id, 'reset') } };
  },

  /** Sets the password and ends every session of the user, the reset token's included. */
  async change(actor: UserActor, input: { id: number; newuserAccount: string; userPassword: string }) {
    assertCan(actor, 'update', { kind: 'user', id: input.id });
    const resetUserId = actor.user.id;
    const password = registration.newPassword(input.newuserAccount, input.userPassword, [
      'body.newuserAccount',
      'body.userPassword',
    ]);
    await users.setPassword(resetUserId, await hashPassword(password));
    await sessions.revokeAllOf(resetUserId);
    return null;
  },
});
