import { CODE_LENGTH, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/**
 * The text rules of spec 01 §5 without zod: the patterns the contract's schemas use
 * (validation.ts), and form rules that answer the same first message key as those schemas, for
 * the phone pages, whose document carries no zod (issue 10). text-rules.test.ts holds the two
 * together.
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

/** C0 and C1 controls, DEL, lone surrogates, bidi embeddings/overrides/isolates and U+FFFD. */
const UNSAFE_IN_LINE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069\uFFFD]/u;
/** The same, except tab, line feed and carriage return, which lay out a longer text. */
const UNSAFE_IN_TEXT = /[^\P{Cc}\t\n\r]|[\p{Cs}\u202A-\u202E\u2066-\u2069\uFFFD]/u;

/**
 * Whether a text is safe to store and show on one line. Refused: control characters (NUL breaks
 * PostgreSQL text, the others break lists, logs and CSV exports), lone surrogates (not
 * representable in UTF-8), bidi overrides and isolates (they make a name read differently from
 * what it is) and U+FFFD (bytes that were not UTF-8 arrive as it).
 */
export const isPlainLine = (v: string) => !UNSAFE_IN_LINE.test(v);
/** As isPlainLine, with tabs and line breaks allowed: reasons, descriptions, messages. */
export const isPlainText = (v: string) => !UNSAFE_IN_TEXT.test(v);

/** A form rule: the text key of the first failed check, or null when the value passes. */
export type TextRule = (value: string) => string | null;

/** As the schemas' `required(key).regex(re, wrong)`: plain characters, then present, then the pattern. */
const patternRule =
  (requiredKey: string, pattern: RegExp, wrongKey: string): TextRule =>
  (value) =>
    !isPlainLine(value)
      ? 'validation.textChars'
      : value.length === 0
        ? requiredKey
        : pattern.test(value)
          ? null
          : wrongKey;

/** zPhone's rule. */
export const phoneRule = patternRule('validation.phoneRequired', PHONE_RE, 'validation.phoneWrong');
/** zSmsCode's rule. */
export const smsCodeRule = patternRule('validation.codeRequired', CODE_RE, 'validation.codeWrong');
/** zEmail's rule. */
export const emailRule = patternRule('validation.emailRequired', EMAIL_RE, 'validation.emailWrong');
/** zPassword's rule. */
export const passwordRule = patternRule(
  'validation.passwordRequired',
  PASSWORD_RE,
  'validation.passwordRule',
);
/** zName's rule: trimmed, plain, 1 to NAME_MAX characters. */
export const nameRule: TextRule = (value) => {
  const v = value.trim();
  if (!isPlainLine(v)) return 'validation.textChars';
  if (v.length < 1) return 'validation.nameRequired';
  return v.length > NAME_MAX ? 'validation.nameTooLong' : null;
};
