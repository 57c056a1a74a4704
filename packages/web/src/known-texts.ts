import type { TextKey, TextPair } from '@steel-epd/contract';

let catalogue: Readonly<Record<string, TextPair>> = {};

/** The app's bundled catalogue (createI18n sets it): the portal's texts, or the console's. */
export const setKnownTexts = (texts: Readonly<Record<string, TextPair>>): void => {
  catalogue = texts;
};

/**
 * Whether a key met at run time (a schema's message, an error's name) is a text of this app's
 * catalogue. Each app bundles its own catalogue, so this never pulls in the other app's texts.
 */
export const isKnownText = (key: string): key is TextKey => Object.hasOwn(catalogue, key);
