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

  it('asks a user without a user name for the profession first, keeping the id', () => {
    expect(mobileAfterLogin({ userName: null, companyName: '' }, 'EPD-1')).toBe('/appLoginform?id=EPD-1');
    // A phone registration's company name is no answer (decision 198).
    expect(mobileAfterLogin({ userName: ' ', companyName: 'Steel Co' }, null)).toBe('/appLoginform');
    expect(mobileAfterLogin({ userName: null, companyName: null }, null)).toBe('/appLoginform');
  });
});
