/// <reference path="./i18next.d.ts" />
// The browser plumbing both apps share. It reads no app state: each app passes its token,
// language and handlers in (createHttpClient, createI18n) and keeps a thin instance in its lib/.

export {
  ApiError,
  type ApiErrorFields,
  errorFromAnswer,
  errorMessage,
  type FieldError,
  statusText,
  type Translate,
} from './api-error.ts';
export type { Call, CallArgs, CallInput } from './call-types.ts';
export { type Nested, nestByParent } from './category-tree.ts';
export { ContractField } from './contract-field.tsx';
export { type AppI18n, createI18n, type I18nOptions } from './create-i18n.ts';
export {
  aesEcbEncrypt,
  base64ToBytes,
  bytesToBase64,
  encryptPassword,
  encryptWithForge,
  encryptWithWebCrypto,
} from './crypto/index.ts';
export { syncDayjsLocale } from './dayjs-locale.ts';
export {
  createFileClient,
  type FileClient,
  type FileClientOptions,
  saveBlob,
  startDownload,
} from './file-client.ts';
export { type RuleSchema, sameAs, zodRule } from './form-rules.ts';
export { formatDateTime, formatGwp, groupThousands } from './format.ts';
export { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client.ts';
export { ieaGradeTag } from './iea-grade.ts';
export { isKnownText } from './known-texts.ts';
export { isLang } from './lang.ts';
export { READABLE_COMPONENTS, READABLE_TEXT } from './readable-theme.ts';
export { applyServerTexts, langOfMark, serverTextsByLang, textAllRoute } from './server-texts.ts';
export { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
export { readStored, removeStored, type StorageArea, writeStored } from './storage.ts';
export { useApiErrorToast } from './use-api-error-toast.ts';
export { useDynamicText, useLang } from './use-lang.ts';
export { useMotion } from './use-motion.ts';
export { textsQueryOptions, useServerTexts } from './use-server-texts.ts';
