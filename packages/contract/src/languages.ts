/** The two languages of the site (spec 01 §1); zh is the default and the fallback. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh';

/** English only when the language tag is exactly `en` (spec 01 §1), else Chinese. */
export const langFromBrowser = (navigatorLanguage: string | undefined): Lang =>
  navigatorLanguage === 'en' ? 'en' : 'zh';

/** The client sends `en` for English, else `zh-CN` (spec 01 §7). */
export const acceptLanguageFor = (lang: Lang): string => (lang === 'en' ? 'en' : 'zh-CN');

/** The server's reading of Accept-Language: English when its first tag is English, else zh. */
export const langFromAcceptLanguage = (header: string | undefined): Lang => {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
};

/**
 * The cookie the portal keeps its language in beside its stored choice, so the server can send
 * a drawn document in it (decision 236).
 */
export const LANG_COOKIE = 'lang';
