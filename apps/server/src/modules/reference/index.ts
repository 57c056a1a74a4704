/**
 * The reference module's face. It owns the menu, texts, dictionaries, page visits and
 * settings; other modules ask the dictionaries through `dictionaryLookup`.
 */
export { type DictionaryLookup, dictionaryLookup, isOtherOption } from './dictionary-lookup.ts';
export { referenceModule } from './reference.routes.ts';
export { seedReference } from './reference.seed.ts';
export { referenceTexts } from './reference.texts.ts';
export { type SettingsWriterFor, settingsWriter } from './settings-writer.ts';
