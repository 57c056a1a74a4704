import type { Lang } from '@steel-epd/contract';
import type { UserActor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import { appError } from '../../platform/errors.ts';
import type { CodeSender, CodesService, UserRecords } from '../accounts/index.ts';

interface Deps {
  codeSender: CodeSender;
  codes: CodesService;
  users: UserRecords;
}

interface SendInput {
  account: string;
  captchaToken: string;
  ip: string | null;
  lang: Lang;
}

/**
 * The portal side of deregistration (spec 02 §4 "Deregistration"): a code by mail or SMS after
 * a captcha, the request confirmed with it, and withdrawing a pending request.
 */
export const deregistrationService = ({ codeSender, codes, users }: Deps) => ({
  /** LOGOFF codes go only to existing accounts, after a passed captcha. */
  sendCode: (channel: 'sms' | 'mail', input: SendInput) =>
    codeSender.send(channel, { purpose: 'LOGOFF', ...input }),

  /**
   * The account named must be the caller's own, checked before the code so that nobody's code
   * is used up by another user. A request already pending stays as first made.
   */
  async request(actor: UserActor, account: string, code: string) {
    assertCan(actor, 'update', { kind: 'account', account });
    await codes.check({ purpose: 'LOGOFF', account, code });
    await users.requestDeregistration(actor.user.id, nowIso());
  },

  async revoke(userId: number) {
    if (!(await users.reinstate(userId))) throw appError('DEREGISTRATION_NOT_PENDING');
  },
});
