import { PHONE_PAGES } from './phone-pages.ts';

/**
 * Every page path of the portal (spec 01 §2 and the pages later issues added), as its route
 * table writes them: case-sensitive, `:name` a parameter of one path segment. The portal's
 * router takes its paths from this list (its table's path is this type, and a test checks both
 * hold the same paths), and the server answers a page path outside it with the portal's
 * not-found page and HTTP 404 (issue 29), so the two cannot drift.
 */
export const PORTAL_PAGE_PATHS = [
  '/',
  '/webview',
  '/Epd',
  '/Epd/:id',
  '/epd/epdApplyFor',
  '/register',
  '/textmessage/:id',
  '/information',
  '/epd/epdSearch',
  '/epd/verification',
  '/myLists',
  '/myDetails',
  '/epd/mineEpd',
  '/Epd/mineEpd',
  '/Pcr',
  '/Pcr/lca',
  '/Pcr/pcrApplyFor',
  '/pcr/pcrSearch',
  '/Pcr/minePcr',
  '/gpi',
  '/lcaTools',
  '/Links',
  '/about',
  '/Feedback',
  '/open-data',
  '/pricing',
  '/service',
  '/resources',
  '/user',
  '/changepassword',
  '/passpassword',
  '/logoff',
  '/enterprise',
  '/Enterprise',
  '/verify',
  '/Result',
  '/news',
  '/news/newsDetailsPage',
  '/NoticeInformationPage',
  '/NoticeInformationPage/Notice',
  '/thirdAgency',
  '/steelMill',
  '/dtpfg/dtpfgApplyFor',
  PHONE_PAGES.epdSummary,
  PHONE_PAGES.epdReport,
  PHONE_PAGES.login,
  PHONE_PAGES.loginAlias,
  PHONE_PAGES.loginForm,
  '/userinfo',
  '/logins',
  '/policy',
  '/agreement',
  '/compent',
  '/hoster',
] as const;

export type PortalPagePath = (typeof PORTAL_PAGE_PATHS)[number];

const PATTERNS = PORTAL_PAGE_PATHS.map((path) =>
  path === '/'
    ? /^\/$/
    : new RegExp(
        `^${path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
);

/** Is this address's path (without query) a page of the portal? Case-sensitive, as the router matches. */
export const isPortalPagePath = (pathname: string): boolean =>
  PATTERNS.some((pattern) => pattern.test(pathname === '' ? '/' : pathname));

/**
 * The open pages a search engine is given in /sitemap.xml (with every published EPD's page):
 * pages of the main layout anyone may read, without parameters.
 */
export const PUBLIC_SITE_PATHS = [
  '/',
  '/Epd',
  '/Pcr',
  '/Pcr/lca',
  '/steelMill',
  '/resources',
  '/gpi',
  '/news',
  '/NoticeInformationPage',
  '/Links',
  '/about',
  '/service',
  '/pricing',
  '/open-data',
  '/verify',
] as const satisfies readonly PortalPagePath[];

/** Where the public page of an EPD version is. */
export const epdPagePath = (businessId: string) => `/Epd/${encodeURIComponent(businessId)}`;

/**
 * The business id an address of the public EPD page names (`/Epd/{id}`), or null for another
 * path (`/Epd/mineEpd` is a page of its own). An id that is no business id is returned as it is:
 * the page answers not found for it.
 */
export const epdPageIdOf = (pathname: string): string | null => {
  const match = /^\/Epd\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || match[1] === 'mineEpd') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
};
