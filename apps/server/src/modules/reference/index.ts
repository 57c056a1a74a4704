/**
 * The reference module's face. It owns the menu, texts, dictionaries, page visits and
 * settings; other modules ask the dictionaries through `dictionaryLookup`, and the console's
 * dictionaries editor changes them through `dictionaryEditor`.
 */
export {
  type DictionaryEditor,
  dictionariesChanged,
  dictionaryEditor,
} from './dictionary-editor.ts';
export { type DictionaryLookup, dictionaryLookup, isOtherOption } from './dictionary-lookup.ts';
export {
  LCA_TOOL_SWITCH,
  type PlatformSettings,
  platformSettings,
  SETTING_KEYS,
  type SettingDefaults,
} from './platform-settings.ts';
export { referenceModule } from './reference.routes.ts';
export { seedReference } from './reference.seed.ts';
export { referenceTexts } from './reference.texts.ts';
/** A province and city pair of the region routes, by their codes (a form that names a region). */
export { regionNames } from './regions.ts';
export { type SettingsWriterFor, settingsWriter } from './settings-writer.ts';
