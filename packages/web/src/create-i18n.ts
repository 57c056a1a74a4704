import {
  DEFAULT_LANG,
  LANGUAGES,
  type Lang,
  langFromBrowser,
  type TextKey,
  type TextPair,
  textsIn,
} from '@steel-epd/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addKnownTexts, setKnownTexts } from './known-texts.ts';
import { isLang } from './lang.ts';
import { readStored, writeStored } from './storage.ts';

/** Where each app remembers the language and what its page is called. */
export interface I18nOptions {
  /** The storage key of the chosen language (the portal's 'lang', the console's 'console-lang'). */
  storageKey: string;
  /**
   * Also remember the choice in sessionStorage and prefer it to the local one, so each tab keeps
   * its own language (the portal, spec 01 §1). The console remembers it in localStorage only.
   */
  perTab: boolean;
  /** The catalogue key of the document title. */
  titleKey: TextKey;
  /**
   * A cookie kept with the language, so the server can send a drawn document in it (the
   * portal's 'lang', decision 236): a year, the whole site, sent on navigations only.
   */
  cookie?: string;
  /** The texts the app bundles (the portal: PORTAL_TEXTS; the console: TEXTS). */
  texts: Readonly<Record<string, TextPair>>;
}

export interface AppI18n {
  i18n: I18n;
  currentLang: () => Lang;
  /** Switches the language and remembers the choice. */
  setLang: (lang: Lang) => Promise<void>;
  /**
   * Translates a key known only at run time (an audit action, a schema's message key): such a
   * key is not a compile-time TextKey. An unknown key falls back to `fallback`, or shows as itself.
   */
  translateDynamic: (key: string, fallback?: TextKey) => string;
  /**
   * Adds the texts of an area of pages when its first page loads. A key already present keeps
   * its text: a text the secretariat edited (the server's) wins over the bundled one.
   */
  addTexts: (texts: Readonly<Record<string, TextPair>>) => void;
}

/**
 * Starts the app's i18next instance with the contract's bundled texts. The language to start
 * with (spec 01 §1): the remembered choice, else the browser's (English only when it is exactly `en`).
 */
export const createI18n = ({ storageKey, perTab, titleKey, cookie, texts }: I18nOptions): AppI18n => {
  setKnownTexts(texts);
  const initialLang = (): Lang => {
    const chosen = (perTab ? readStored(storageKey, 'session') : null) ?? readStored(storageKey, 'local');
    return isLang(chosen) ? chosen : langFromBrowser(globalThis.navigator?.language);
  };

  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: {
      zh: { translation: textsIn(texts, 'zh') },
      en: { translation: textsIn(texts, 'en') },
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

  const currentLang = (): Lang => (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

  /** Keeps the page's language marks (html lang, title) in step with i18next. */
  const applyDocumentLang = (lang: Lang) => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
    document.title = i18n.t(titleKey);
    if (cookie) {
      const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser the portal serves.
      document.cookie = `${cookie}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    }
  };
  applyDocumentLang(currentLang());
  i18n.on('languageChanged', (lng: string) => applyDocumentLang(isLang(lng) ? lng : DEFAULT_LANG));

  const setLang = async (lang: Lang): Promise<void> => {
    writeStored(storageKey, lang, 'local');
    if (perTab) writeStored(storageKey, lang, 'session');
    await i18n.changeLanguage(lang);
  };

  const translateDynamic = (key: string, fallback?: TextKey): string => {
    if (i18n.exists(key)) return i18n.t(key as TextKey);
    return fallback ? i18n.t(fallback) : key;
  };

  const addTexts = (more: Readonly<Record<string, TextPair>>): void => {
    addKnownTexts(more);
    // textsIn makes new objects, which i18next need not copy again (it would by default).
    for (const lang of LANGUAGES)
      i18n.addResourceBundle(lang, 'translation', textsIn(more, lang), true, false, {
        silent: false,
        skipCopy: true,
      });
  };

  return { i18n, currentLang, setLang, translateDynamic, addTexts };
};
