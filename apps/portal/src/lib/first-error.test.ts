import { emailRule, phoneRule, smsCodeRule } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { firstError, newPasswordError } from './first-error.ts';

describe('mobile form checks', () => {
  it('answers the first failing rule as a text key', () => {
    expect(
      firstError([
        [phoneRule, '123'],
        [smsCodeRule, ''],
      ]),
    ).toBe('validation.phoneWrong');
    expect(
      firstError([
        [phoneRule, '13800138000'],
        [smsCodeRule, ''],
      ]),
    ).toBe('validation.codeRequired');
    expect(
      firstError([
        [emailRule, 'a@b.cn'],
        [smsCodeRule, '123456'],
      ]),
    ).toBeNull();
  });
});

describe('new password check', () => {
  it('checks the password first, then that the repeat matches', () => {
    expect(newPasswordError('', '')).toBe('validation.passwordRequired');
    expect(newPasswordError('abc', 'abc')).toBe('validation.passwordRule');
    expect(newPasswordError('Abcdef12', 'Abcdef13')).toBe('validation.passwordMismatch');
    expect(newPasswordError('Abcdef12', 'Abcdef12')).toBeNull();
  });
});
