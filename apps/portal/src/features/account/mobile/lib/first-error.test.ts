import { zEmail, zPhone, zSmsCode } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { firstError } from './first-error.ts';

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
