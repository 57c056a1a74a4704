import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The company-status loader against a server that answers when told to; the session holds one
// signed-in user (issue 29: a page that refreshes the company must not send the guard back to
// waiting, which unmounted the page and repeated its requests).
const answers: ((company: unknown) => void)[] = [];
vi.mock('./http.ts', () => ({
  call: vi.fn(() => new Promise((resolve) => answers.push(resolve))),
}));
vi.mock('./session.ts', () => ({
  getSession: () => ({ isAuthenticated: true, userInfo: { id: 7 } }),
  setCompany: vi.fn(),
  subscribeSession: () => () => undefined,
  useSession: vi.fn(),
}));

const company = { companyStatus: 1, companyType: 'STEEL' };

beforeEach(() => {
  vi.resetModules();
  answers.length = 0;
});
afterEach(() => vi.clearAllMocks());

describe('the company status the guards wait for', () => {
  it('is asked once when the guard and the page ask while it is on its way', async () => {
    const status = await import('./company-status.ts');
    const first = status.ensureCompanyStatus();
    const again = status.reloadCompanyStatus();
    expect(answers).toHaveLength(1);
    expect(status.companyKnownNow()).toBe(false);
    answers[0]?.(company);
    await expect(first).resolves.toEqual(company);
    await expect(again).resolves.toEqual(company);
    expect(status.companyKnownNow()).toBe(true);
  });

  it('stays known while a refresh is on its way, and takes its answer', async () => {
    const status = await import('./company-status.ts');
    const { setCompany } = await import('./session.ts');
    const first = status.ensureCompanyStatus();
    answers[0]?.(company);
    await first;
    const refresh = status.reloadCompanyStatus();
    expect(answers).toHaveLength(2);
    expect(status.companyKnownNow()).toBe(true);
    answers[1]?.({ ...company, companyStatus: 2 });
    await refresh;
    expect(setCompany).toHaveBeenLastCalledWith({ companyStatus: 2, companyType: 'STEEL' });
    expect(status.companyKnownNow()).toBe(true);
  });
});
