import { encryptPasswords } from '../../../lib/api/encrypt.ts';
import { accountRefs } from '../../../lib/api/route-refs.ts';
import { call } from '../../../lib/http.ts';

export interface EmailRegisterInput {
  userAccount: string;
  verify: string;
  password: string;
  confirmation: string;
}

/** E-mail registration: the password and its confirmation both leave encrypted (spec 01 §5). */
export const registerByEmail = async ({
  userAccount,
  verify,
  password,
  confirmation,
}: EmailRegisterInput) => {
  const [userPassword, emailpasswordss] = await encryptPasswords(userAccount, password, confirmation);
  return call(accountRefs.emailRegister, { body: { userAccount, verify, userPassword, emailpasswordss } });
};

export interface PhoneRegisterInput {
  userAccount: string;
  verify: string;
  companyName: string;
  industryCategory: string;
  companyForm: string;
}

export const registerByPhone = (body: PhoneRegisterInput) => call(accountRefs.phoneRegister, { body });
