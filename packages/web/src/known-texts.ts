import type { TextKey, TextPair } from '@steel-epd/contract';

let catalogue: Record<string, TextPair> = {};

/** The app's bundled catalogue (createI18n sets it): the portal's entry texts, or the console's. */
export const setKnownTexts = (texts: Readonly<Record<string, TextPair>>): void => {
  catalogue = { ...texts };
};

/** Texts of an area of pages that arrived with its first page (the portal's lazy texts). */
export const addKnownTexts = (texts: Readonly<Record<string, TextPair>>): void => {
  Object.assign(catalogue, texts);
};

/**
 * Whether a key met at run time (a schema's message, an error's name) is a text of this app's
 * catalogue. Each app bundles its own catalogue, so this never pulls in the other app's texts.
 */
export const isKnownText = (key: string): key is TextKey => Object.hasOwn(catalogue, key);
