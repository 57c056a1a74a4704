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

const LANG_KEY = 'console-lang';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The remembered choice, else the browser's language (English only when it is exactly `en`). */
const initialLang = (): Lang => {
  const chosen = readStored(LANG_KEY, 'local');
  return isLang(chosen) ? chosen : langFromBrowser(globalThis.navigator?.language);
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    zh: { translation: textsFor('zh') },
    en: { translation: textsFor('en') },
  },
  lng: initialLang(),
  supportedLngs: [...LANGUAGES],
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
  document.title = i18n.t('console.appName');
};
applyDocumentLang(currentLang());
i18n.on('languageChanged', (lng: string) => applyDocumentLang(isLang(lng) ? lng : DEFAULT_LANG));

export const setLang = async (lang: Lang): Promise<void> => {
  writeStored(LANG_KEY, lang, 'local');
  await i18n.changeLanguage(lang);
};

/** The current language as a React value; re-renders on a switch. */
export const useLang = (): Lang => {
  const { i18n: instance } = useTranslation();
  return isLang(instance.language) ? instance.language : DEFAULT_LANG;
};

/**
 * Translates a key known only at run time (an audit action, a validation message the server
 * or a schema names). An unknown key falls back to `fallback`, or shows as itself.
 */
export const translateDynamic = (key: string, fallback?: TextKey): string => {
  if (i18n.exists(key)) return i18n.t(key as TextKey);
  return fallback ? i18n.t(fallback) : key;
};
