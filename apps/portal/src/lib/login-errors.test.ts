import { ERRORS } from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';
import { describe, expect, it } from 'vitest';
import { isPhoneNotRegistered } from './login-errors.ts';

describe('isPhoneNotRegistered', () => {
  it('knows the refusal by its name (code 106) and the code 0 answer, nothing else', () => {
    const { code, status } = ERRORS.PHONE_NOT_REGISTERED;
    expect(
      isPhoneNotRegistered(new ApiError({ status, code, message: '', error: 'PHONE_NOT_REGISTERED' })),
    ).toBe(true);
    expect(isPhoneNotRegistered(new ApiError({ status: 200, code: 0, message: '' }))).toBe(true);
    expect(isPhoneNotRegistered(new ApiError({ status: 0, code: 0, message: '' }))).toBe(false);
    expect(
      isPhoneNotRegistered(
        new ApiError({ status: 401, code: 108, message: '', error: 'ACCOUNT_PASSWORD_ERROR' }),
      ),
    ).toBe(false);
    expect(isPhoneNotRegistered(new Error('x'))).toBe(false);
  });
});
