import { DEFAULT_LANG, type Lang, type TextKey } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';
import { isLang } from './lang.ts';

// These hooks read the instance react-i18next was given (createI18n's), so they need no app import.

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
