import type { TextKey } from '@steel-epd/contract';

// The contract's catalogue is the only source of keys, so a misspelt key passed to t is a compile error.
// Keys are flat dotted strings ('common.login'), hence no key or namespace separator.
// index.ts references this file, so every program that imports @steel-epd/web (both apps) gets it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: Record<TextKey, string> };
  }
}
