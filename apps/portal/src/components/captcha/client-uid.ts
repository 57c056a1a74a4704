import { readStored, writeStored } from '@steel-epd/web';

const KEY = 'captchaClientUid';

/** getRandomValues, unlike randomUUID, also exists on a page served over plain http. */
const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The captcha's client id (spec 01 §3 "clientUid"): random, kept in localStorage, so the
 * server's per-client limits follow the browser rather than the page load.
 */
export const captchaClientUid = (): string => {
  const stored = readStored(KEY);
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const uid = `slider-${randomHex(16)}`;
  writeStored(KEY, uid);
  return uid;
};
