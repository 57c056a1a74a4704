import { TEXTS } from '@steel-epd/contract';
import { createI18n, syncDayjsLocale } from '@steel-epd/web';

/**
 * The console's i18next instance: the choice is remembered in localStorage only, under a key of
 * its own so it does not follow the portal's on the same site, and the page title is the app name.
 */
export const { i18n, currentLang, setLang, translateDynamic } = createI18n({
  storageKey: 'console-lang',
  perTab: false,
  titleKey: 'console.appName',
  texts: TEXTS,
});

// The date pickers and formatted dates follow the language.
syncDayjsLocale(i18n);
