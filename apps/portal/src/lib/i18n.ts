import { LANG_COOKIE, PORTAL_BASE_TEXTS } from '@steel-epd/contract';
import { createI18n } from '@steel-epd/web';

/**
 * The portal's i18next instance (spec 01 §1): the choice is remembered in localStorage and per
 * tab in sessionStorage under 'lang', and the page title is the site name. It starts with the
 * texts of every document (PORTAL_BASE_TEXTS); the desktop entry adds the shell's (main.tsx), and
 * an area's page adds its own with `addTexts` (its `features/<area>/texts.ts`).
 */
export const { i18n, currentLang, setLang, addTexts } = createI18n({
  storageKey: 'lang',
  perTab: true,
  titleKey: 'common.siteName',
  cookie: LANG_COOKIE,
  texts: PORTAL_BASE_TEXTS,
});
