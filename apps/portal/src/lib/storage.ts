import { readStored } from '@steel-epd/web';

/**
 * The portal's own storage helpers: a stored JSON value and the token cookie (spec 01 §3).
 * Plain local/session storage, which swallows storage failures, is shared from @steel-epd/web.
 */

/** A stored JSON value, or null when it is missing or unreadable. */
export const readStoredJson = (key: string): unknown => {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

const hasDocument = () => typeof document !== 'undefined';

export const readCookie = (name: string): string | null => {
  if (!hasDocument()) return null;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

/** Sets a cookie for the whole site that expires `lifeMs` from now. */
export const writeCookie = (name: string, value: string, lifeMs: number): void => {
  if (!hasDocument()) return;
  const expires = new Date(Date.now() + lifeMs).toUTCString();
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on older phone browsers and is async.
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
};

export const removeCookie = (name: string): void => {
  if (!hasDocument()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
};
