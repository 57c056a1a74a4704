import type { Lang, TLoginAnswer } from '@steel-epd/contract';
import { call } from '../http.ts';
import { setLang } from '../i18n.ts';
import { getToken } from '../session.ts';
import { shellRefs } from './route-refs.ts';

/** A new token for the session after the supplement form (spec 01 §4). */
export const refreshSession = (): Promise<TLoginAnswer> => call(shellRefs.refreshToken);

/**
 * Switches the portal's language; a logged-in user's choice is kept on the server too, as the
 * language of the mail the platform sends them. Keeping it is best effort: the switch itself
 * never waits for it or fails with it (the next login keeps the language again).
 */
export const switchLang = async (lang: Lang): Promise<void> => {
  await setLang(lang);
  if (getToken() !== null) void call(shellRefs.langUpdate, { body: { lang } }).catch(() => {});
};
