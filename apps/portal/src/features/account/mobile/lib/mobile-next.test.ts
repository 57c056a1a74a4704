import { describe, expect, it } from 'vitest';
import { mobileAfterLogin } from './mobile-next.ts';

describe('after a mobile login', () => {
  const named = { userName: 'Li', companyName: null };

  it('opens the full report of the business id', () => {
    expect(mobileAfterLogin(named, 'EPD-1')).toBe('/apppdf/EPD-1');
  });

  it('goes home without a business id', () => {
    expect(mobileAfterLogin(named, null)).toBe('/');
  });

  it('asks a user without any name for the profession first, keeping the id', () => {
    expect(mobileAfterLogin({ userName: null, companyName: '' }, 'EPD-1')).toBe('/appLoginform?id=EPD-1');
    expect(mobileAfterLogin({ userName: null, companyName: null }, null)).toBe('/appLoginform');
  });
});
