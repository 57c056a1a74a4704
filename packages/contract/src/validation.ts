import { z } from 'zod';
import { COMPANY_NAME, CREDIT_CODE_LENGTH, EMAIL_MAX, NAME_MAX, PRODUCT_NAME_MAX } from './constants.ts';
import { CODE_RE, EMAIL_RE, isPlainLine, isPlainText, PASSWORD_RE, PHONE_RE } from './text-rules.ts';

/**
 * Validation rules of spec 01 §5 and spec 02 §5. Messages are text keys; the server turns them
 * into the caller's language and the forms show them through i18n.
 */

/**
 * Hostile values are refused here, in the contract, so that no handler, store or database sees
 * them (issue 9): every id of every route is a `zId`, every text a `zLine`, `zRawLine` or
 * `zLongText`. A contract test walks every route's schemas and fails on a text without them.
 */

/** The largest id: the id columns are 32-bit integers on PostgreSQL. */
export const ID_MAX = 2_147_483_647;
/** An id written as text: decimal digits without sign, space, leading zero, exponent or point. */
export const ID_TEXT_RE = /^[1-9]\d{0,9}$/;

/**
 * A row id, 1 to ID_MAX: a JSON integer, or its canonical decimal text (path, query and the
 * bodies of forms that send ids as text). `0x1`, `1e0`, `+1`, ` 1`, `01` and `1.0` are not 1: one
 * id has one spelling, so what is logged, audited or compared is what was meant.
 */
export const zIdOf = (key: string) =>
  z
    .union(
      [
        z.number({ error: key }).int({ error: key }).min(1, { error: key }).max(ID_MAX, { error: key }),
        z
          .string({ error: key })
          .regex(ID_TEXT_RE, { error: key })
          .refine((v) => Number(v) <= ID_MAX, { error: key }),
      ],
      { error: key },
    )
    // Outside the union: a transform inside one drops that branch from the OpenAPI document.
    .transform(Number);
export const zId = zIdOf('validation.invalid');

const plain = (schema: z.ZodString, check: (v: string) => boolean) =>
  schema.refine(check, { error: 'validation.textChars', abort: true });

/** One line of text, trimmed; chain min, max and patterns after it. `key`: when it is not text at all. */
export const zLine = (key = 'validation.invalid') => plain(z.string({ error: key }).trim(), isPlainLine);
/** One line of text kept exactly as sent: passwords, tokens, codes. */
export const zRawLine = (key = 'validation.invalid') => plain(z.string({ error: key }), isPlainLine);
/** A longer text, trimmed, that may have tabs and line breaks: reasons, descriptions. */
export const zLongText = (key = 'validation.invalid') => plain(z.string({ error: key }).trim(), isPlainText);

/** Whether a string schema is one of the text types above (the contract test walks routes with it). */
export const isPlainTextSchema = (schema: z.ZodString) =>
  (schema._zod.def.checks ?? []).some((check) => {
    const fn = (check._zod.def as { fn?: unknown }).fn;
    return fn === isPlainLine || fn === isPlainText;
  });

const required = (key: string) => zRawLine(key).min(1, { error: key });

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
export const zName = zLine('validation.nameRequired')
  .min(1, { error: 'validation.nameRequired' })
  .max(NAME_MAX, { error: 'validation.nameTooLong' });
export const zCompanyEmail = zEmail.max(EMAIL_MAX, { error: 'validation.emailTooLong' });
export const zCreditCode = required('validation.creditCodeRequired').length(CREDIT_CODE_LENGTH, {
  error: 'validation.creditCodeLength',
});
/**
 * The unified social credit code (GB 32100-2015): 18 characters of this alphabet, the last one
 * a check character of the first 17 (weights 3^i mod 31, check 31 - sum mod 31, 31 written 0).
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character of a code's first 17 characters, or null when one is outside the alphabet. */
export const creditCodeCheckChar = (first17: string): string | null => {
  if (first17.length !== CREDIT_CODE_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < first17.length; i++) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_ALPHABET.charAt((31 - (sum % 31)) % 31);
};

/** An 18-character code of the alphabet whose last character is its check character. */
export const isCreditCode = (code: string): boolean =>
  code.length === CREDIT_CODE_LENGTH && creditCodeCheckChar(code.slice(0, -1)) === code.slice(-1);

/**
 * A valid code from a prefix (tests, demo seeds): the prefix upper-cased, filled with '0' to 17
 * characters, then its check character. Throws on a prefix longer than 17 or outside the alphabet.
 */
export const creditCodeFrom = (prefix: string): string => {
  const first17 = prefix.toUpperCase().padEnd(CREDIT_CODE_LENGTH - 1, '0');
  const check = creditCodeCheckChar(first17);
  if (check === null) throw new Error(`no credit code can start with ${prefix}`);
  return first17 + check;
};

export const zCompanyName = zLine('validation.companyNameRequired')
  .min(COMPANY_NAME.min, { error: 'validation.companyNameLength' })
  .max(COMPANY_NAME.max, { error: 'validation.companyNameLength' });

/** Lower-case file extension without the dot, or '' when there is none. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Product name of an EPD application block: required, at most 24 characters (spec 02 §5). */
export const zEpdProductName = zLine('validation.productRequired')
  .min(1, { error: 'validation.productRequired' })
  .max(PRODUCT_NAME_MAX.epdApplication, { error: 'validation.productNameTooLong' });

/** Product name of a low-carbon steel block: required, at most 50 characters (spec 02 §5). */
export const zLowCarbonProductName = zLine('validation.productRequired')
  .min(1, { error: 'validation.productRequired' })
  .max(PRODUCT_NAME_MAX.lowCarbonSteel, { error: 'validation.productNameTooLong' });

/** A required free text with the key of its own message (feedback, verification, subscription forms). */
export const zRequiredText = (messageKey: string, max = 2000) =>
  zLongText(messageKey).min(1, { error: messageKey }).max(max, { error: 'validation.tooLong' });

/**
 * The captcha proof (captchaVerification) of a code-sending call. Required and non-empty where
 * the captcha is always required (deregistration codes).
 */
export const zCaptchaToken = zRawLine('error.CAPTCHA_REQUIRED')
  .min(1, { error: 'error.CAPTCHA_REQUIRED' })
  .max(512, { error: 'error.CAPTCHA_REQUIRED' });

/**
 * The same field where it may be empty: the mobile pages (inlet PHONE) send '' and are protected
 * by rate limits alone; for the other inlets the service refuses an empty proof with
 * CAPTCHA_REQUIRED, as it does a wrong one.
 */
export const zCaptchaTokenOrEmpty = zRawLine('error.CAPTCHA_REQUIRED').max(512, {
  error: 'error.CAPTCHA_REQUIRED',
});
