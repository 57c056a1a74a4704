import { useTranslation } from 'react-i18next';

/**
 * A PCR's name in the console's language: the English one in an English console when the PCR
 * has one, the Chinese one otherwise (issue 29). Every place the console names a PCR uses it.
 */
export const pcrNameIn = (lang: string, zh: string, en: string | null | undefined): string =>
  lang.startsWith('en') && en?.trim() ? en : zh;

/** pcrNameIn for the console's current language. */
export const usePcrName = () => {
  const { i18n } = useTranslation();
  return (zh: string, en: string | null | undefined) => pcrNameIn(i18n.language, zh, en);
};
