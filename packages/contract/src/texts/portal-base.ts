import { commonTexts } from './common.ts';
import { httpTexts } from './http.ts';
import { menuTexts } from './menu.ts';
import { portalHeaderTexts } from './portal-header.ts';
import { portalPageTexts } from './portal-pages.ts';

/**
 * The texts every document of the portal starts with, the phone pages' own (phone.html, issue
 * 10) included: the site name and common words, HTTP failures, the page titles, the header's
 * and footer's lines and the error page. About 4 KB (gzip) of the entry's 12.
 */
export const PORTAL_BASE_TEXTS = {
  ...commonTexts,
  ...httpTexts,
  ...menuTexts,
  ...portalHeaderTexts,
  ...portalPageTexts,
};
