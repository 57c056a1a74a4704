import {
  DEFAULT_LANG,
  LANGUAGES,
  type Lang,
  langFromBrowser,
  type TextKey,
  textsFor,
} from '@steel-epd/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readStored, writeStored } from './storage.ts';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language to start with (spec 01 §1): this tab's choice, else the remembered one, else the
 * browser's (English only when it is exactly `en`).
 */
export const initialLang = (): Lang => {
  const chosen = readStored('lang', 'session') ?? readStored('lang', 'local');
  if (isLang(chosen)) return chosen;
  return langFromBrowser(globalThis.navigator?.language);
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    zh: { translation: textsFor('zh') },
    en: { translation: textsFor('en') },
  },
  lng: initialLang(),
  supportedLngs: [...LANGUAGES],
  // A language with no text for a key shows the Chinese one (spec 01 §1).
  fallbackLng: DEFAULT_LANG,
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  // Server texts arrive after the first render; 'added' re-renders the screens that use them.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

export const currentLang = (): Lang => (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

/** Keeps the page's language marks (html lang, dayjs, title) in step with i18next. */
const applyDocumentLang = (lang: Lang) => {
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  document.title = i18n.t('common.siteName');
};
applyDocumentLang(currentLang());
i18n.on('languageChanged', (lng: string) => applyDocumentLang(isLang(lng) ? lng : DEFAULT_LANG));

/** Switches the language and remembers the choice in local and session storage (spec 01 §1). */
export const setLang = async (lang: Lang): Promise<void> => {
  writeStored('lang', lang, 'local');
  writeStored('lang', lang, 'session');
  await i18n.changeLanguage(lang);
};

/** The current language as a React value; re-renders on a switch. */
export const useLang = (): Lang => {
  const { i18n: instance } = useTranslation();
  return isLang(instance.language) ? instance.language : DEFAULT_LANG;
};

/**
 * Translates a key that only the server knows at run time (menu codes, server texts). Such a
 * key is not a compile-time TextKey; an unknown one is shown as itself so it is visible.
 */
export const useDynamicText = (): ((key: string) => string) => {
  const { t, i18n: instance } = useTranslation();
  return (key: string) => (instance.exists(key) ? t(key as TextKey) : key);
};
