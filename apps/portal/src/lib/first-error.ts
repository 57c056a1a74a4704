import { zPassword } from '@steel-epd/contract';

/** The part of a contract (zod) schema the mobile forms need. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * The first failing rule of a mobile form, as its text key (spec 01 §8: wrong phone, wrong
 * e-mail, empty or wrong code ... are toasts on the phone pages), or null when all pass.
 */
export const firstError = (checks: readonly (readonly [Schema, unknown])[]): string | null => {
  for (const [schema, value] of checks) {
    const result = schema.safeParse(value);
    if (!result.success) return result.error.issues[0]?.message ?? 'validation.invalid';
  }
  return null;
};

/** A new password's rule, then its confirmation's (spec 01 §5), as firstError answers them. */
export const newPasswordError = (password: string, repeat: string): string | null =>
  firstError([[zPassword, password]]) ?? (password === repeat ? null : 'validation.passwordMismatch');
