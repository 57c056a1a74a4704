import { zEmail, zPhone, zSmsCode } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { firstError, newPasswordError } from './first-error.ts';

describe('mobile form checks', () => {
  it('answers the first failing rule as a text key', () => {
    expect(
      firstError([
        [zPhone, '123'],
        [zSmsCode, ''],
      ]),
    ).toBe('validation.phoneWrong');
    expect(
      firstError([
        [zPhone, '13800138000'],
        [zSmsCode, ''],
      ]),
    ).toBe('validation.codeRequired');
    expect(
      firstError([
        [zEmail, 'a@b.cn'],
        [zSmsCode, '123456'],
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
