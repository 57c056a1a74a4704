/** One visible text in both languages, side by side: `[zh, en]`. A missing half is a type error. */
export type TextPair = readonly [zh: string, en: string];

/** Declares an area's texts; keys are dotted (`header.login`), values are `[zh, en]` pairs. */
/** One language of a catalogue of pairs, as i18next resources want it. */
export const textsIn = <K extends string>(catalogue: Readonly<Record<K, TextPair>>, lang: 'zh' | 'en') =>
  Object.fromEntries(
    Object.entries<TextPair>(catalogue).map(([key, pair]) => [key, pair[lang === 'en' ? 1 : 0]]),
  ) as Record<K, string>;

export const defineTexts = <const T extends Record<string, TextPair>>(texts: T): T => texts;
