import { PORTAL_PAGE_PATHS } from './portal-paths.ts';
import type { TMenuItem } from './routes/reference/portal.ts';

type Entry = readonly [code: string, url: string, children?: readonly Entry[]];

/**
 * The header menu the platform starts with (spec 01 §2 "Header"): the server seeds menu_items
 * from it, and the portal draws it at once from its bundle until the server's menu (which an
 * editor may have changed) arrives, so the header never jumps (issue 12, "Speed").
 */
export const DEFAULT_MENU: readonly Entry[] = [
  ['menu.home', '/'],
  [
    'menu.epd',
    '/Epd',
    [
      // The public search (issue 29): /epd/epdSearch asks for a login and an approved company.
      ['menu.epdSearch', '/Epd'],
      ['menu.epdApply', '/epd/epdApplyFor'],
      ['menu.epdVerification', '/epd/verification'],
    ],
  ],
  [
    'menu.pcr',
    '/Pcr',
    [
      ['menu.pcrSearch', '/pcr/pcrSearch'],
      ['menu.pcrApply', '/Pcr/pcrApplyFor'],
      ['menu.lca', '/Pcr/lca'],
    ],
  ],
  ['menu.lowCarbon', '/steelMill'],
  ['menu.lcaTools', '/lcaTools'],
  ['menu.resources', '/resources', [['menu.gpi', '/gpi']]],
  ['menu.news', '/news', [['menu.notices', '/NoticeInformationPage']]],
  ['menu.thirdAgency', '/thirdAgency'],
  [
    'menu.about',
    '/about',
    [
      ['menu.service', '/service'],
      ['menu.pricing', '/pricing'],
      ['menu.worldsteel', 'https://worldsteel.org'],
    ],
  ],
];

/**
 * DEFAULT_MENU as `/n/menu/all`'s top items, numbered in the order the seed inserts them (so a
 * fresh database's ids are the same and the header's keys do not change when it arrives).
 */
export const bundledMenu = (): TMenuItem[] => {
  let id = 0;
  return DEFAULT_MENU.map(([code, url, children = []]) => {
    id += 1;
    const item: TMenuItem = { id, code, url, children: [] };
    for (const [ccode, curl] of children) {
      id += 1;
      item.children.push({ id, code: ccode, url: curl });
    }
    return item;
  });
};

/**
 * The portal pages a menu item may lead to (spec 01 §2, the main layout's routes without
 * parameters); a menu item's url is one of these or an http(s) address. The portal's route
 * table is checked against this list by a test.
 */
/** Pages of the list a menu item never leads to: parameters, results, flows and the phone pages. */
const NOT_MENU_PAGES: ReadonlySet<string> = new Set([
  '/webview',
  '/open-data',
  '/passpassword',
  '/logoff',
  '/Enterprise',
  '/Result',
  '/news/newsDetailsPage',
  '/NoticeInformationPage/Notice',
  '/Loginapp',
  '/appLogin',
  '/appLoginform',
  '/userinfo',
  '/logins',
  '/policy',
  '/agreement',
  '/compent',
  '/hoster',
]);

export const PORTAL_MENU_PATHS: readonly string[] = PORTAL_PAGE_PATHS.filter(
  (path) => !path.includes(':') && !NOT_MENU_PAGES.has(path),
);

export const EXTERNAL_URL_RE = /^https?:\/\/[^\s/?#]+\.[^\s]*$/i;

/** May a menu item lead here? A portal page of the list, or an http(s) address. */
export const isMenuUrl = (url: string): boolean =>
  PORTAL_MENU_PATHS.includes(url) || (EXTERNAL_URL_RE.test(url) && url.length <= 300);
