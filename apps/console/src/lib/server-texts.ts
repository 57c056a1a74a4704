import { useServerTexts as useServerTextsWith } from '@steel-epd/web';
import { call } from './http.ts';
import { i18n } from './i18n.ts';

/** Lays the server's texts over the console's bundled ones (an operator may have edited them). */
export const useServerTexts = (): void => useServerTextsWith(call, i18n);
