import type { Lang } from '@steel-epd/contract';
import type { SessionUser } from '../../platform/auth.ts';
import { nowIso } from '../../platform/crypto.ts';
import { appError } from '../../platform/errors.ts';
import type { CodesService } from '../accounts/codes.service.ts';
import type { RegistrationService } from '../accounts/registration.service.ts';
import type { DeregistrationStore } from './deregistration.store.ts';

interface Deps {
  registration: RegistrationService;
  codes: CodesService;
  store: DeregistrationStore;
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
export const deregistrationService = ({ registration, codes, store }: Deps) => ({
  /** The registration service's sender: LOGOFF codes go only to existing accounts, after a passed captcha. */
  sendCode: (channel: 'sms' | 'mail', input: SendInput) =>
    registration.sendCode(channel, { purpose: 'LOGOFF', ...input }),

  /**
   * The account named must be the caller's own, checked before the code so that nobody's code
   * is used up by another user. A request already pending stays as first made.
   */
  async request(user: SessionUser, account: string, code: string) {
    if (account !== user.account) throw appError('FORBIDDEN');
    await codes.check({ purpose: 'LOGOFF', account, code });
    await store.request(user.id, nowIso());
  },

  async revoke(userId: number) {
    if (!(await store.reinstate(userId))) throw appError('DEREGISTRATION_NOT_PENDING');
  },
});
