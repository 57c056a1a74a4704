import {
  TEXTS,
  type TextKey,
  textOf,
  ZNameUpdate,
  zCompanyEmail,
  zPassword,
  zPhone,
} from '@steel-epd/contract';
import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { sameAs, zodRule } from './form-rules.ts';
import { setKnownTexts } from './known-texts.ts';

// The app's catalogue, as createI18n sets it.
setKnownTexts(TEXTS);

const t = (key: TextKey) => textOf(key, 'en');

/** A rule as an object (a function rule, once given the form). */
type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** Runs a rule's validator as antd would; answers the message shown, or null when it passes. */
const check = async (rule: FormRule, value: unknown, form: Record<string, unknown> = {}) => {
  const getFieldValue = (name: string) => form[name];
  const resolved = typeof rule === 'function' ? rule({ getFieldValue } as unknown as FormInstance) : rule;
  try {
    await (resolved as RuleObject).validator?.({} as RuleObject, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('zodRule', () => {
  it("shows the schema's message key in the reader's language", async () => {
    expect(await check(zodRule(zPassword, t), 'short')).toBe(textOf('validation.passwordRule', 'en'));
    expect(await check(zodRule(zPassword, t), 'Valid2026ok')).toBeNull();
  });

  it('checks an untouched field as empty text, so a required rule says so', async () => {
    expect(await check(zodRule(zPhone, t), undefined)).toBe(textOf('validation.phoneRequired', 'en'));
  });

  it("shows 'not valid' for a message that is no text key, never zod's English", async () => {
    const zodDefault = {
      safeParse: () => ({ success: false as const, error: { issues: [{ message: 'Invalid input' }] } }),
    };
    expect(await check(zodRule(zodDefault, t), 'nope')).toBe(textOf('validation.invalid', 'en'));
  });

  it('names the limit when a too-long text has a message without it (issue 29)', async () => {
    // i18next's interpolation, as the apps' `t` does it.
    const interpolating = ((key: TextKey, values?: { max: number }) =>
      textOf(key, 'en').replace('{{max}}', String(values?.max))) as (key: TextKey) => string;
    const schema = ZNameUpdate.shape.department; // at most 64, 'validation.tooLong'
    expect(await check(zodRule(schema, interpolating), 'x'.repeat(65))).toBe(
      'This value may have at most 64 characters',
    );
    expect(await check(zodRule(schema, interpolating), 'x'.repeat(64))).toBeNull();
    // A message that already names its limit stays as it is.
    expect(await check(zodRule(zCompanyEmail, interpolating), `${'x'.repeat(30)}@steel.example`)).toBe(
      textOf('validation.emailTooLong', 'en'),
    );
  });
});

describe('sameAs', () => {
  it('refuses a confirmation that differs from the field and accepts an equal one', async () => {
    const rule = sameAs('password', t);
    expect(await check(rule, 'Other2026ok', { password: 'Valid2026ok' })).toBe(
      textOf('validation.passwordMismatch', 'en'),
    );
    expect(await check(rule, 'Valid2026ok', { password: 'Valid2026ok' })).toBeNull();
  });

  it('leaves an empty confirmation to the required rule', async () => {
    expect(await check(sameAs('password', t), '', { password: 'Valid2026ok' })).toBeNull();
  });
});
