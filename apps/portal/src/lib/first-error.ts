import { passwordRule, type TextRule } from '@steel-epd/contract';

/**
 * The first failing rule of a mobile form, as its text key (spec 01 §8: wrong phone, wrong
 * e-mail, empty or wrong code ... are toasts on the phone pages), or null when all pass. The
 * rules are the contract's zod-free ones (phoneRule, emailRule ...), which answer as its
 * schemas do: the phone pages' document carries no zod (issue 10).
 */
export const firstError = (checks: readonly (readonly [TextRule, string])[]): string | null => {
  for (const [rule, value] of checks) {
    const key = rule(value);
    if (key !== null) return key;
  }
  return null;
};

/** A new password's rule, then its confirmation's (spec 01 §5), as firstError answers them. */
export const newPasswordError = (password: string, repeat: string): string | null =>
  passwordRule(password) ?? (password === repeat ? null : 'validation.passwordMismatch');
