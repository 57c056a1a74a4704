import { describe, expect, it } from 'vitest';
import { companyLoadStep, isCompanyKnown } from './company-load.ts';

describe('companyLoadStep', () => {
  it('loads a logged-in user whose company is not known yet', () => {
    expect(companyLoadStep(7, null)).toBe('load');
  });

  it('loads again for another user, and after a failure', () => {
    expect(companyLoadStep(7, { userId: 3, state: 'loaded' })).toBe('load');
    expect(companyLoadStep(7, { userId: 7, state: 'failed' })).toBe('load');
  });

  it('does nothing while a load runs or once it is known', () => {
    expect(companyLoadStep(7, { userId: 7, state: 'loading' })).toBe('none');
    expect(companyLoadStep(7, { userId: 7, state: 'loaded' })).toBe('none');
  });

  it('drops the answer after a logout, and does nothing for a visitor', () => {
    expect(companyLoadStep(null, { userId: 7, state: 'loaded' })).toBe('reset');
    expect(companyLoadStep(null, null)).toBe('none');
  });
});

describe('isCompanyKnown', () => {
  it('is known for a visitor, who has no company to wait for', () => {
    expect(isCompanyKnown(null, null)).toBe(true);
  });

  it('is unknown until the load of this user ends', () => {
    expect(isCompanyKnown(7, null)).toBe(false);
    expect(isCompanyKnown(7, { userId: 7, state: 'loading' })).toBe(false);
    expect(isCompanyKnown(7, { userId: 3, state: 'loaded' })).toBe(false);
  });

  it('is known once loaded, and after a failure so that the guard does not wait forever', () => {
    expect(isCompanyKnown(7, { userId: 7, state: 'loaded' })).toBe(true);
    expect(isCompanyKnown(7, { userId: 7, state: 'failed' })).toBe(true);
  });
});
