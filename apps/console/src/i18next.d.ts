import type { TextKey } from '@steel-epd/contract';

// The contract's catalogue is the only source of keys, so `t('misspelt.key')` does not compile.
// Keys are flat dotted strings ('console.nav.operators'), hence no key or namespace separator.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: Record<TextKey, string> };
  }
}
