import { type Lang, type referenceRoutes, routeRef, type TLanguageData } from '@steel-epd/contract';
import type { i18n as I18n } from 'i18next';

/**
 * The texts call by reference (method and path checked against the descriptor): asking for the
 * edited texts after load must not bring the contract's zod schemas to a page that has none.
 */
export const textAllRoute = routeRef<typeof referenceRoutes.textAll>({
  method: ['GET', 'POST'],
  path: '/n/text/all',
});

/** A language mark is a comma-separated list of locale codes ('zh,zh-CN'); which of ours is it? */
export const langOfMark = (mark: string): Lang | null => {
  const codes = mark.split(',').map((code) => code.trim().toLowerCase());
  if (codes.some((code) => code === 'en' || code.startsWith('en-') || code.startsWith('en_'))) return 'en';
  if (codes.some((code) => code === 'zh' || code.startsWith('zh-') || code.startsWith('zh_'))) return 'zh';
  return null;
};

/**
 * The server's texts per language. Empty texts are left out so they cannot blank a bundled one;
 * languages the apps do not speak are ignored.
 */
export const serverTextsByLang = (data: TLanguageData): Partial<Record<Lang, Record<string, string>>> => {
  const out: Partial<Record<Lang, Record<string, string>>> = {};
  for (const language of data.languageData) {
    const lang = langOfMark(language.mark);
    const entries = data.textData[String(language.id)];
    if (lang === null || entries === undefined) continue;
    const texts = out[lang] ?? {};
    for (const { code, text } of entries) if (text.trim() !== '') texts[code] = text;
    out[lang] = texts;
  }
  return out;
};

/**
 * Lays the server's texts over the bundled ones: the server wins (an operator may have edited
 * them). Only the texts that differ are added, and only the language on screen says so: every
 * screen that shows a text re-renders, at once, when its language's texts change, so unchanged
 * texts (the usual answer) change nothing, and the other language's edits wait silently for the
 * switch, which re-renders anyway (issue 12: two whole re-renders of the page a second after it
 * started).
 */
export const applyServerTexts = (i18n: I18n, data: TLanguageData): void => {
  for (const [lang, texts] of Object.entries(serverTextsByLang(data))) {
    const changed: Record<string, string> = {};
    for (const [code, text] of Object.entries(texts)) {
      if (i18n.getResource(lang, 'translation', code) !== text) changed[code] = text;
    }
    if (Object.keys(changed).length === 0) continue;
    i18n.addResourceBundle(lang, 'translation', changed, true, true, {
      silent: lang !== i18n.language,
      skipCopy: true,
    });
  }
};
