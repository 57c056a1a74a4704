import type { Lang, TCodePurpose } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { Captcha } from '../../platform/services.ts';
import type { CodesService } from './codes.service.ts';
import { usersStore } from './users.store.ts';

interface Deps {
  db: Kysely<Database>;
  codes: CodesService;
  captcha: Captcha;
}

export interface SendCodeInput {
  purpose: TCodePurpose;
  account: string;
  /** The captchaVerification of a passed captcha, or null on the mobile paths (rate limits alone). */
  captchaToken: string | null;
  ip: string | null;
  lang: Lang;
}

/**
 * Sends a verification code by SMS or mail, for every purpose (registration, login, reset,
 * deregistration). Desktop paths must bring a passed captcha; registration codes go only to
 * new accounts, reset and deregistration codes only to existing ones, the phone pages' login
 * codes only to registered numbers (decision 207), and that is checked only
 * after the sending limits are taken, so probing accounts is bounded by the same caps.
 */
export const codeSenderService = ({ db, codes, captcha }: Deps) => {
  const users = usersStore(db);
  return {
    async send(channel: 'sms' | 'mail', input: SendCodeInput) {
      if (input.captchaToken !== null && !(await captcha.consumeVerification(input.captchaToken))) {
        throw appError('CAPTCHA_REQUIRED');
      }
      // Whether the account exists is said only within the sending limits (issue 9, finding 7).
      const vet = async () => {
        const existing = await users.byAccount(input.account);
        if (input.purpose === 'REGISTER' && existing) throw appError('ACCOUNT_NUMBER_EXISTS');
        // The phone pages' login cannot register a number (spec 01 §4 mobile login, §7 code 106):
        // no code for a number without an account; the desktop dialog's first login registers it.
        if (input.purpose === 'LOGIN' && input.captchaToken === null && !existing)
          throw appError('PHONE_NOT_REGISTERED');
        if ((input.purpose === 'RESET' || input.purpose === 'LOGOFF') && !existing)
          throw appError('USER_NOT_FOUND');
        if (input.purpose === 'RESET' && existing?.account_type !== 'email') throw appError('USER_NOT_FOUND');
      };
      await codes.send({
        purpose: input.purpose,
        account: input.account,
        channel,
        ip: input.ip,
        lang: input.lang,
        vet,
      });
    },
  };
};

export type CodeSender = ReturnType<typeof codeSenderService>;
