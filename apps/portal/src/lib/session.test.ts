import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser's storage and cookie jar, counting the reads of `document.cookie`. */
const browser = (stored: Record<string, string>, cookie: string) => {
  const items = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  };
  let jar = cookie;
  let cookieReads = 0;
  const document = {
    get cookie() {
      cookieReads += 1;
      return jar;
    },
    set cookie(value: string) {
      if (value.includes('expires=Thu, 01 Jan 1970')) jar = '';
    },
  };
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('document', document);
  return { items, cookieReads: () => cookieReads };
};

/** The session module as a page starts it, reading what `browser` set up. */
const startSession = async () => {
  vi.resetModules();
  return (await import('./session.ts')).getSession();
};

const USER = JSON.stringify({ id: 7, userAccount: 'a@b.example' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the session a page starts with (spec 01 §3)', () => {
  it('is the stored user while the token cookie lives', async () => {
    browser({ isAuthenticated: 'true', userInfo: USER }, 'token=abc');
    const session = await startSession();
    expect(session.isAuthenticated).toBe(true);
    expect(session.userInfo?.userAccount).toBe('a@b.example');
  });

  it('drops the stored user once the cookie has expired', async () => {
    const page = browser({ isAuthenticated: 'true', userInfo: USER }, '');
    expect((await startSession()).isAuthenticated).toBe(false);
    expect(page.items.has('userInfo')).toBe(false);
    expect(page.items.has('isAuthenticated')).toBe(false);
  });

  it('does not read the cookie for a visitor who has not signed in (a synchronous call to the browser, issue 12)', async () => {
    const page = browser({}, 'token=left-over');
    expect((await startSession()).isAuthenticated).toBe(false);
    expect(page.cookieReads()).toBe(0);
  });
});
