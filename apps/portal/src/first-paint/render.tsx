import { extractStyle } from '@ant-design/cssinjs';
import {
  BREAKPOINTS,
  catalogueSearchRoutes,
  FIRST_PAINT_DOCUMENTS,
  type FirstPaintCall,
  LANGUAGES,
  newsRoutes,
  pcrRoutes,
  referenceRoutes,
  resourceRoutes,
} from '@steel-epd/contract';
import Beasties from 'beasties';
import type { ReactElement } from 'react';
import { PHONE_PAGE_VIEWS } from '../app/phone-pages.ts';
import { drawnFor } from '../lib/drawn-for.ts';
import type { FirstPaintDrawing, FirstPaintView } from './compose.ts';
import { DESKTOP_SCREENS, desktopPage as desktopElement, drawViews, type Screen } from './draw.tsx';
import { FIRST_DATA, typedCall } from './page-data.ts';

/**
 * The first screens the build draws into their documents (issues 10 and 12), with the app's own
 * components, as the app's first render shows them: no session, no data yet (a page's queries
 * are still loading), in each language and for each screen size the page lays out differently.
 * scripts/first-paint.mjs runs this in Node and writes the documents.
 */

/**
 * The phone pages are sized in rem from the screen's width (use-mobile-font.ts, spec 02 §9);
 * the same rule in CSS, so the drawing has the page's sizes before any script runs.
 */
const PHONE_ROOT_FONT = `html{font-size:calc(100vw / 3.75)}@media (min-width:${BREAKPOINTS.mobile + 1}px){html{font-size:calc(100vw / 15)}}`;

/**
 * Only the rules that match an element of the views: Ant Design's extract holds every rule of
 * every component drawn (its menus' popups, its buttons' states, about 200 KB), which the browser
 * would parse and match before the first paint. The app writes its full styles when it runs.
 */
const usedRules = async (views: FirstPaintView[], css: string): Promise<string> => {
  const page = `<html><head><style>${css}</style></head><body>${views.map((v) => v.html).join('')}</body></html>`;
  const pruned = await new Beasties({
    logLevel: 'silent',
    reduceInlineStyles: true,
    compress: false,
    // Kept whole: beasties cannot match a selector with both :where() (antd's scope) and
    // :nth-child() (the spinner's four dots, each placed by one), and would drop them all.
    allowRules: [/:nth-child\(/],
  }).process(page);
  return /<style>([\s\S]*)<\/style>/.exec(pruned)?.[1] ?? '';
};

/** Draws an element in each language (and for each screen), with Ant Design's rules for it. */
const draw = async (
  element: () => ReactElement,
  screens: readonly Screen[] = [{ width: drawnFor.width }],
): Promise<{ views: FirstPaintView[]; antdCss: string }> => {
  const { views, cache } = await drawViews(element, screens);
  return { views, antdCss: await usedRules(views, extractStyle(cache, { plain: true })) };
};

/**
 * The phone login (/Loginapp?id=…, issue 10): the page a scanned code's "view full report"
 * opens. Drawn as reached from a report (its hint under the title); the first paint's rules hide
 * the hint when the address names no record.
 */
const phoneLogin = async (): Promise<FirstPaintDrawing> => {
  const view = PHONE_PAGE_VIEWS.login;
  const { default: Page } = await view.load();
  drawnFor.search = '?id=report';
  try {
    const { views } = await draw(() => <Page titleKey={view.titleKey} id="" />);
    return { views, css: `${PHONE_ROOT_FONT}html:not([data-fp-id]) .m-shell__subtitle{display:none}` };
  } finally {
    drawnFor.search = '';
  }
};

/** A search card of /Epd with every part a card can show (both reports, evidence, its QR label). */
const SAMPLE_CARD = {
  id: 1,
  businessId: 'b1',
  productName: 'p',
  productNameEn: 'p',
  productType: 't',
  companyCode: 'c',
  companyName: 'c',
  holderEn: 'c',
  epdRegistrationNumber: 'r',
  epdExpirationDate: '2030-01-01',
  pcrProductName: 'p',
  pcrProductNameEn: 'p',
  gwp100: 2000,
  cnAttachmentId: 1,
  enAttachmentId: 2,
  isDataStubs: true,
  dataStubsBlocktime: '2026-01-01T00:00:00Z',
  dataStubsTxhash: 'h',
  isReportStubs: true,
  reportStubsBlocktime: '2026-01-01T00:00:00Z',
  reportStubsTxhash: 'h',
  gssQrCodeAttachmentId: 3,
  status: 'valid',
  ownCompany: false,
  qrEnlarge: false,
};

/**
 * Answers like the server's for the pages drawn with data (page-data.ts), with every kind of item
 * they show (a picture, the newest flag, both files, more to load): the server draws /news,
 * /resources and /Epd with their items at request time, whose rules the document must already hold.
 */
const SAMPLE_ANSWERS: Readonly<Record<string, unknown>> = {
  [newsRoutes.newsList.path]: {
    list: [
      {
        id: 1,
        newsTitle: 'n',
        newsAbstract: 'a',
        newsEditor: 'e',
        publishTime: '2026-01-02T00:00:00Z',
        indexPicture: 1,
        newestFlag: true,
      },
      {
        id: 2,
        newsTitle: 'n',
        newsAbstract: '',
        newsEditor: '',
        publishTime: '2026-01-01T00:00:00Z',
        indexPicture: null,
        newestFlag: false,
      },
    ],
    totals: 9,
    pageSize: 4,
    pageNum: 1,
  },
  [referenceRoutes.dictListPublic.path]: [
    { id: 1, parentId: null, itemCode: 'a', itemValue: 'a', i18nCode: 'a', itemDesc: null },
    { id: 2, parentId: null, itemCode: 'b', itemValue: 'b', i18nCode: 'b', itemDesc: null },
  ],
  [resourceRoutes.resourcePage.path]: {
    list: [
      {
        id: 1,
        resourceName: 'r',
        resourceIntroduce: 'i',
        resourceImageId: 1,
        cnResourceFileId: 1,
        enResourceFileId: 2,
      },
      {
        id: 2,
        resourceName: 'r',
        resourceIntroduce: '',
        resourceImageId: null,
        cnResourceFileId: null,
        enResourceFileId: null,
      },
    ],
    totals: 9,
    pageSize: 5,
    pageNum: 1,
  },
  [catalogueSearchRoutes.epdPage.path]: {
    list: [
      SAMPLE_CARD,
      // An English reader's hint of a record without an English name; a superseded version.
      {
        ...SAMPLE_CARD,
        id: 2,
        businessId: 'b2',
        productNameEn: null,
        status: 'superseded',
        isDataStubs: false,
      },
    ],
    totals: 9,
    pageSize: 4,
    pageNum: 1,
  },
  [catalogueSearchRoutes.companyList.path]: [{ companyCode: 'c', companyName: 'c' }],
  [pcrRoutes.pcrList.path]: [{ id: 1, pcrNumber: 'n', productName: 'p', productNameEn: 'p' }],
};

const sampleCall: FirstPaintCall = async (route) => {
  if (!(route.path in SAMPLE_ANSWERS)) throw new Error(`first paint: no sample answer for ${route.path}`);
  return SAMPLE_ANSWERS[route.path];
};

/**
 * A desktop page in the desktop shell, as its route opens it (app/routes.ts): the header with the
 * bundled menu, the page as its first render shows it (its queries still loading), the footer;
 * in the drawer and the menu-bar layouts. A page the server draws again with its data (page-data.ts)
 * is also drawn with sample data, so the rules its items need are in the document too.
 */
const desktopPage = (path: string) => async (): Promise<FirstPaintDrawing> => {
  const element = await desktopElement(path);
  const { views, cache } = await drawViews(element, DESKTOP_SCREENS);
  const first = FIRST_DATA[path];
  let withData: FirstPaintView[] = [];
  if (first) {
    const call = typedCall(sampleCall);
    const seeds = (await Promise.all(LANGUAGES.map((lang) => first(call, lang)))).flat();
    ({ views: withData } = await drawViews(element, DESKTOP_SCREENS, seeds, cache));
  }
  const css = await usedRules([...views, ...withData], extractStyle(cache, { plain: true }));
  return { views, css };
};

/** The desktop shell's chunks, which every drawn desktop page needs at once. */
const DESKTOP_SHELL_MODULES = ['src/app/desktop-shell.tsx', 'src/app/layout/main-layout.tsx'] as const;

/**
 * The desktop pages drawn by the build (the contract's FIRST_PAINT_DOCUMENTS): the home page
 * (its banner, the figures' band with the values still loading, the doors to each area, the
 * news' frame), registration (its notice over the form), the news and resources lists (their
 * title and introduction, the list loading) and the EPD search (its introduction and form). The source module of each page, for its chunks.
 */
export const DESKTOP_PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/home-page.tsx',
  '/register': 'src/features/accounts/pages/register-page.tsx',
  '/news': 'src/features/content/pages/news-page.tsx',
  '/resources': 'src/features/resources/pages/resources-page.tsx',
  '/Epd': 'src/features/catalogue/search/pages/epd-search-page.tsx',
};

/**
 * The built documents that arrive with their first screen drawn: the file written, the document
 * it starts from, the drawing, and the source modules whose chunks and style sheets the page
 * needs at once (phone-login.html has its own already, vite.config.ts).
 */
export const FIRST_PAINTS: readonly {
  file: string;
  from: string;
  draw: () => Promise<FirstPaintDrawing>;
  modules: readonly string[];
}[] = [
  { file: 'phone-login.html', from: 'phone-login.html', draw: phoneLogin, modules: [] },
  ...Object.entries(FIRST_PAINT_DOCUMENTS).map(([path, file]) => {
    const module = DESKTOP_PAGE_MODULES[path];
    if (!module) throw new Error(`first paint: no page module named for ${path}`);
    return { file, from: 'index.html', draw: desktopPage(path), modules: [...DESKTOP_SHELL_MODULES, module] };
  }),
];
