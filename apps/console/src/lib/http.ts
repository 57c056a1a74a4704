import { createHttpClient } from '@steel-epd/web';
import { currentLang, i18n } from './i18n.ts';
import { getToken } from './session.ts';

/**
 * The console's HTTP client (rules in @steel-epd/web): the operator's token goes as
 * `Authorization: Bearer`. Only a 401 to a call that carried a token ends the session, so a
 * refused login is not one; the app's handler then forgets the token. A time-out is a 408,
 * as in the portal: after 600 s of waiting a silent retry would only double the wait.
 */
export const { call, setUnauthorizedHandler } = createHttpClient({
  getToken,
  tokenHeader: 'bearer',
  getLang: currentLang,
  translate: (key) => i18n.t(key),
  unauthorizedNeedsToken: true,
});
