import { AUDIT_STATUS, isPassword, type Lang, type TPortalUser } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import type { PasswordCrypto } from '../../platform/password-crypto.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { CompanyRecordsFor } from '../companies/index.ts';
import type { DictionaryLookup } from '../reference/index.ts';
import type { CodesService } from './codes.service.ts';
import { toPortalUser } from './portal-user.ts';
import { type UsersStore, usersStore } from './users.store.ts';

interface Deps {
  db: Kysely<Database>;
  codes: CodesService;
  crypto: PasswordCrypto;
  dictionaries: DictionaryLookup;
  /** The companies module's writer: a phone registration creates the company with the user. */
  companiesFor: CompanyRecordsFor;
}

interface NewCompany {
  name: string;
  industryCategory: string;
  companyForm: string;
}

/** Registering phone and e-mail accounts (spec 01 §2, §4, §5). */
export const registrationService = ({ db, codes, crypto, dictionaries, companiesFor }: Deps) => {
  const users = usersStore(db);
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

  /** The user, and the company a phone registration names, in one transaction. */
  const create = async (
    user: Parameters<UsersStore['insert']>[0],
    company: NewCompany | null,
  ): Promise<TPortalUser> => {
    try {
      const id = await transact(db, async (trx) => {
        const now = nowIso();
        const companyId = company ? await companiesFor(trx).create(company, now) : null;
        return usersStore(trx).insert(user, companyId, now);
      });
      const row = await users.byId(id);
      if (!row) throw appError('INTERNAL');
      return toPortalUser(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw appError('ACCOUNT_NUMBER_EXISTS');
      throw err;
    }
  };

  // Registered users wait for the secretariat's review of their answers (spec 02 §2 "/Result"
  // code 7; decision 198): the supplement form after the first login submits them.
  return {
    async phoneRegister(input: {
      userAccount: string;
      verify: string;
      companyName: string;
      industryCategory: string;
      companyForm: string;
      lang: Lang;
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
          lang: input.lang,
          signup_channel: 'phoneRegister',
        },
        { name: input.companyName, industryCategory: input.industryCategory, companyForm: input.companyForm },
      );
    },

    async emailRegister(input: {
      userAccount: string;
      verify: string;
      userPassword: string;
      emailpasswordss: string;
      lang: Lang;
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
          lang: input.lang,
          signup_channel: 'emailRegister',
        },
        null,
      );
    },

    newPassword,
  };
};

export type RegistrationService = ReturnType<typeof registrationService>;
