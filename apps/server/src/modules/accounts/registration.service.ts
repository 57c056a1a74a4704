import { randomBytes } from 'node:crypto';
import {
  AUDIT_STATUS,
  isPassword,
  type Lang,
  type TCodePurpose,
  type TPortalUser,
} from '@steel-epd/contract';
import { nowIso } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import type { PasswordCrypto } from '../../platform/password-crypto.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Captcha } from '../../platform/services.ts';
import type { DictionaryLookup } from '../reference/dictionary-lookup.ts';
import type { CodesService } from './codes.service.ts';
import { toPortalUser } from './portal-user.ts';
import type { UsersStore } from './users.store.ts';

interface Deps {
  users: UsersStore;
  codes: CodesService;
  captcha: Captcha;
  crypto: PasswordCrypto;
  dictionaries: DictionaryLookup;
}

interface SendInput {
  purpose: TCodePurpose;
  account: string;
  /** The captchaVerification of a passed captcha, or null on the mobile paths (rate limits alone). */
  captchaToken: string | null;
  ip: string | null;
  lang: Lang;
}

const companyCode = () =>
  `C${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

/** Sending codes, and registering phone and e-mail accounts (spec 01 §2, §4, §5). */
export const registrationService = ({ users, codes, captcha, crypto, dictionaries }: Deps) => {
  const refuseIfRegistered = async (account: string) => {
    if (await users.byAccount(account)) throw appError('ACCOUNT_NUMBER_EXISTS');
  };

  /** Decrypts a password and its confirmation and holds them to the spec's rule. */
  const newPassword = (encrypted: string, encryptedConfirmation: string, fields: [string, string]) => {
    const password = crypto.decrypt(encrypted);
    if (!isPassword(password))
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: fields[0], message: 'validation.passwordRule' }],
      });
    if (crypto.decrypt(encryptedConfirmation) !== password) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: fields[1], message: 'validation.passwordMismatch' }],
      });
    }
    return password;
  };

  const create = async (...args: Parameters<UsersStore['create']>): Promise<TPortalUser> => {
    try {
      const id = await users.create(...args);
      const row = await users.byId(id);
      if (!row) throw appError('INTERNAL');
      return toPortalUser(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw appError('ACCOUNT_NUMBER_EXISTS');
      throw err;
    }
  };

  // Registered users wait for the secretariat's review (spec 02 §2 "/Result" code 7).
  return {
    /**
     * Sends a code by SMS or mail. Desktop paths must bring a passed captcha; registration codes
     * go only to new accounts, reset and deregistration codes only to existing ones.
     */
    async sendCode(channel: 'sms' | 'mail', input: SendInput) {
      if (input.captchaToken !== null && !(await captcha.consumeVerification(input.captchaToken))) {
        throw appError('CAPTCHA_REQUIRED');
      }
      const existing = await users.byAccount(input.account);
      if (input.purpose === 'REGISTER' && existing) throw appError('ACCOUNT_NUMBER_EXISTS');
      if ((input.purpose === 'RESET' || input.purpose === 'LOGOFF') && !existing)
        throw appError('USER_NOT_FOUND');
      if (input.purpose === 'RESET' && existing?.account_type !== 'email') throw appError('USER_NOT_FOUND');
      await codes.send({
        purpose: input.purpose,
        account: input.account,
        channel,
        ip: input.ip,
        lang: input.lang,
      });
    },

    async phoneRegister(input: {
      userAccount: string;
      verify: string;
      companyName: string;
      industryCategory: string;
      companyForm: string;
    }): Promise<TPortalUser> {
      await refuseIfRegistered(input.userAccount);
      if (!(await dictionaries.byCode('INDUSTRY_CATEGORY', input.industryCategory))) {
        throw appError('VALIDATION_FAILED', {
          fields: [{ path: 'body.industryCategory', message: 'validation.industryRequired' }],
        });
      }
      if (!(await dictionaries.byCode('COMPANY_FORM', input.companyForm))) {
        throw appError('VALIDATION_FAILED', {
          fields: [{ path: 'body.companyForm', message: 'validation.companyFormRequired' }],
        });
      }
      await codes.check({ purpose: 'REGISTER', account: input.userAccount, code: input.verify });
      return create(
        {
          account: input.userAccount,
          account_type: 'phone',
          password_hash: null,
          audit_status: AUDIT_STATUS.pending,
        },
        {
          code: companyCode(),
          name: input.companyName,
          industry_category: input.industryCategory,
          company_form: input.companyForm,
        },
        nowIso(),
      );
    },

    async emailRegister(input: {
      userAccount: string;
      verify: string;
      userPassword: string;
      emailpasswordss: string;
    }): Promise<TPortalUser> {
      await refuseIfRegistered(input.userAccount);
      // The passwords are checked before the code, so a typo does not use the code up.
      const password = newPassword(input.userPassword, input.emailpasswordss, [
        'body.userPassword',
        'body.emailpasswordss',
      ]);
      await codes.check({ purpose: 'REGISTER', account: input.userAccount, code: input.verify });
      return create(
        {
          account: input.userAccount,
          account_type: 'email',
          password_hash: await hashPassword(password),
          audit_status: AUDIT_STATUS.pending,
        },
        null,
        nowIso(),
      );
    },

    newPassword,
  };
};

export type RegistrationService = ReturnType<typeof registrationService>;
