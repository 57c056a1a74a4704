import { z } from 'zod';
import {
  CODE_LENGTH,
  COMPANY_NAME,
  CREDIT_CODE_LENGTH,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRODUCT_NAME_MAX,
} from './constants.ts';

/**
 * Validation rules of spec 01 §5 and spec 02 §5. Messages are text keys; the server turns them
 * into the caller's language and the forms show them through i18n.
 */

/** Mainland mobile: 13x, 145/147/149, 15x (not 154), 16[2567], 17[0-8], 18x, 19[0-35-9]. */
export const PHONE_RE = /^1(?:3\d|4[579]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
export const CODE_RE = new RegExp(`^\\d{${CODE_LENGTH}}$`);
/** A pragmatic e-mail pattern: local part, @, dotted domain with a 2+ letter top level. */
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** 8 to 16 characters with at least one lowercase letter, one uppercase letter and one digit. */
export const PASSWORD_RE = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${PASSWORD_MIN},${PASSWORD_MAX}}$`);

export const isPhone = (v: string) => PHONE_RE.test(v);
export const isEmail = (v: string) => EMAIL_RE.test(v) && v.length <= 254;
export const isPassword = (v: string) => PASSWORD_RE.test(v);
export const isCode = (v: string) => CODE_RE.test(v);

const required = (key: string) => z.string({ error: key }).min(1, { error: key });

export const zPhone = required('validation.phoneRequired').regex(PHONE_RE, {
  error: 'validation.phoneWrong',
});
export const zSmsCode = required('validation.codeRequired').regex(CODE_RE, {
  error: 'validation.codeWrong',
});
export const zEmail = required('validation.emailRequired').regex(EMAIL_RE, {
  error: 'validation.emailWrong',
});
export const zPassword = required('validation.passwordRequired').regex(PASSWORD_RE, {
  error: 'validation.passwordRule',
});
/** Company or user name: required, trimmed, at most 32 characters. */
export const zName = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, { error: 'validation.nameRequired' })
  .max(NAME_MAX, { error: 'validation.nameTooLong' });
export const zCompanyEmail = zEmail.max(EMAIL_MAX, { error: 'validation.emailTooLong' });
export const zCreditCode = required('validation.creditCodeRequired').length(CREDIT_CODE_LENGTH, {
  error: 'validation.creditCodeLength',
});
export const zCompanyName = z
  .string({ error: 'validation.companyNameRequired' })
  .trim()
  .min(COMPANY_NAME.min, { error: 'validation.companyNameLength' })
  .max(COMPANY_NAME.max, { error: 'validation.companyNameLength' });

/** Lower-case file extension without the dot, or '' when there is none. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Product name of an EPD application block: required, at most 24 characters (spec 02 §5). */
export const zEpdProductName = z
  .string({ error: 'validation.productRequired' })
  .trim()
  .min(1, { error: 'validation.productRequired' })
  .max(PRODUCT_NAME_MAX.epdApplication, { error: 'validation.productNameTooLong' });

/** Product name of a low-carbon steel block: required, at most 50 characters (spec 02 §5). */
export const zLowCarbonProductName = z
  .string({ error: 'validation.productRequired' })
  .trim()
  .min(1, { error: 'validation.productRequired' })
  .max(PRODUCT_NAME_MAX.lowCarbonSteel, { error: 'validation.productNameTooLong' });

/** A required free text with the key of its own message (feedback, verification, subscription forms). */
export const zRequiredText = (messageKey: string, max = 2000) =>
  z
    .string({ error: messageKey })
    .trim()
    .min(1, { error: messageKey })
    .max(max, { error: 'validation.tooLong' });
