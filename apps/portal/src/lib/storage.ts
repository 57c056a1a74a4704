/**
 * Browser storage and cookies behind small helpers. Storage can throw (private mode, quota,
 * disabled cookies); a portal that cannot remember a preference must still work, so every
 * helper swallows those failures and answers "nothing stored".
 */

type Area = 'local' | 'session';

const areaOf = (area: Area): Storage | undefined => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStored = (key: string, area: Area = 'local'): string | null => {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStored = (key: string, value: string, area: Area = 'local'): void => {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // Not remembering a value is acceptable; failing the action is not.
  }
};

export const removeStored = (key: string, area: Area = 'local'): void => {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // See writeStored.
  }
};

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
