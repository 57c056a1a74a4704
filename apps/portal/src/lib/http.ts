import { createHttpClient } from '@steel-epd/web';
import { currentLang, i18n } from './i18n.ts';
import { clearSession, getToken } from './session.ts';

/**
 * The portal's HTTP client (spec 01 §7 "HTTP client rules", in @steel-epd/web): the token
 * cookie's value goes as Authorization as it is, and every 401 forgets the session before the
 * router's handler sends the visitor home (§8), even when the cookie had already expired.
 */
export const { call, setUnauthorizedHandler } = createHttpClient({
  getToken,
  tokenHeader: 'raw',
  getLang: currentLang,
  translate: (key) => i18n.t(key),
  clearSession,
});
