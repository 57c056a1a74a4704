/** One visible text in both languages, side by side: `[zh, en]`. A missing half is a type error. */
export type TextPair = readonly [zh: string, en: string];

/** Declares an area's texts; keys are dotted (`header.login`), values are `[zh, en]` pairs. */
export const defineTexts = <const T extends Record<string, TextPair>>(texts: T): T => texts;
