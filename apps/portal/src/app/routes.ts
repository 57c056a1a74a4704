import {
  PHONE_PAGES,
  type PhonePage,
  type PortalPagePath,
  type TextKey,
  THIRD_PARTY_AGENCY_TYPE,
} from '@steel-epd/contract';
import { APPLY_GATE, COMPANY_GATE, type GateNeeds } from '../lib/action-gate.ts';
import type { PageLoader } from '../lib/page.ts';
import type { RouteGuard } from './guard.ts';
import { PHONE_PAGE_VIEWS } from './phone-pages.ts';
import { phoneRoute } from './phone-route.tsx';

/**
 * main: inside the header/footer layout. mobile: standalone phone pages with the rem root font.
 * standalone: full pages without the layout (agreements opened in a new tab).
 */
export type RouteLayout = 'main' | 'mobile' | 'standalone';

export interface PortalRoute {
  /**
   * Case-sensitive, exactly as spec 01 §2 writes it; one of the contract's portal pages, which
   * the server answers with 200 (any other address is the not-found page with 404).
   */
  readonly path: PortalPagePath;
  readonly titleKey: TextKey;
  readonly layout: RouteLayout;
  readonly page: PageLoader;
  readonly guard?: RouteGuard;
  /**
   * An apply entry: links to it run the action gate first (spec 01 §4), so an uncertified
   * company gets the confirm box that leads to /enterprise instead of a bounce off the guard.
   */
  readonly gate?: GateNeeds;
}

// Pages of later issues share one honest placeholder; each later issue swaps its loader.
const notBuilt: PageLoader = () => import('../components/placeholder-page.tsx');
const standaloneNotBuilt: PageLoader = () => import('../components/standalone-placeholder-page.tsx');

const login = { login: true } as const;
const enterpriseGuard: RouteGuard = { login: true, rules: ['enterprise-open'] };
const enterprise: PageLoader = () => import('../features/companies/pages/enterprise-page.tsx');
const changePassword: PageLoader = () =>
  import('../features/accounts/personal/pages/change-password-page.tsx');
const approval = { approval: true } as const;
const epdSearch: PageLoader = () => import('../features/catalogue/search/pages/epd-search-page.tsx');
const epdApply: PageLoader = () => import('../features/applications/pages/epd-apply-page.tsx');
const mineEpd: PageLoader = () => import('../features/applications/pages/mine-epd-page.tsx');
const staticPages = () => import('../features/content/pages/static-pages.tsx');

const main = (
  path: PortalPagePath,
  titleKey: TextKey,
  guard?: RouteGuard,
  page: PageLoader = notBuilt,
): PortalRoute =>
  guard === undefined
    ? { path, titleKey, layout: 'main', page }
    : { path, titleKey, layout: 'main', page, guard };

/** Every route of spec 01 §2 (and the spellings spec 02 uses for two of them). */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  main('/', 'page.home', undefined, () => import('../features/home/home-page.tsx')),
  main('/webview', 'page.webview'),
  // Anyone may search EPDs here (the introduction and the search); /epd/epdSearch keeps the
  // spec's approval guard and shows the same page (docs/decisions.md).
  main('/Epd', 'page.epd', undefined, epdSearch),
  {
    ...main(
      '/epd/epdApplyFor',
      'page.epdApply',
      { approval: true, rules: ['audit-approved', 'company-status-known'] },
      epdApply,
    ),
    gate: APPLY_GATE,
  },
  main('/register', 'page.register', undefined, () => import('../features/accounts/pages/register-page.tsx')),
  main('/textmessage/:id', 'page.inbox', login, () => import('../features/inbox/pages/inbox-page.tsx')),
  // Listed as guarded; login only (docs/decisions.md "account pages"), or a failed
  // registration sent here to be corrected would bounce on to /enterprise.
  main(
    '/information',
    'page.information',
    login,
    () => import('../features/companies/pages/information-page.tsx'),
  ),
  main('/epd/epdSearch', 'page.epdSearch', approval, epdSearch),
  main(
    '/epd/verification',
    'page.epdVerification',
    approval,
    () => import('../features/verification/verification-page.tsx'),
  ),
  main('/myLists', 'page.myLists', login, () => import('../features/verification/my-lists-page.tsx')),
  main('/myDetails', 'page.myDetails', login, () => import('../features/verification/my-details-page.tsx')),
  // Spec 02 links the personal centre's tile to /Epd/mineEpd; both spellings open the page.
  // The spec lists no guard; a company's own applications need a login.
  main('/epd/mineEpd', 'page.mineEpd', login, mineEpd),
  main('/Epd/mineEpd', 'page.mineEpd', login, mineEpd),
  // The public page of a published EPD version (issue 29): every search card opens it.
  main(
    '/Epd/:id',
    'page.epdRecord',
    undefined,
    () => import('../features/catalogue/search/pages/epd-record-page.tsx'),
  ),
  main('/Pcr', 'page.pcr', undefined, () => import('../features/catalogue/pcr/pages/pcr-intro-page.tsx')),
  main('/Pcr/lca', 'page.lca', undefined, () => import('../features/catalogue/pcr/pages/lca-page.tsx')),
  main(
    '/Pcr/pcrApplyFor',
    'page.pcrApply',
    login,
    () => import('../features/catalogue/pcr/pages/pcr-apply-page.tsx'),
  ),
  main(
    '/pcr/pcrSearch',
    'page.pcrSearch',
    login,
    () => import('../features/catalogue/pcr/pages/pcr-search-page.tsx'),
  ),
  // The spec lists no guard; a user's own requests need a login (docs/decisions.md).
  main(
    '/Pcr/minePcr',
    'page.minePcr',
    login,
    () => import('../features/catalogue/pcr/pages/mine-pcr-page.tsx'),
  ),
  main('/gpi', 'page.gpi', undefined, () => import('../features/resources/pages/gpi-page.tsx')),
  // Anonymous visitors are asked to log in (spec 01 §2); the subscription check is the page's.
  main('/lcaTools', 'page.lcaTools', login, () => import('../features/lca-tools/lca-tools-page.tsx')),
  main('/Links', 'page.links', undefined, () => import('../features/resources/pages/links-page.tsx')),
  main('/about', 'page.about', undefined, () => staticPages().then((m) => ({ default: m.AboutPage }))),
  // Login only, not approval as spec 01 §2 lists it: anyone logged in may ask (decision 192).
  main('/Feedback', 'page.feedback', login, () => import('../features/feedback/feedback-page.tsx')),
  // For developers (issue 14): the open API and the two export formats, with a live request.
  main('/open-data', 'page.openData', undefined, () => import('../features/open-data/open-data-page.tsx')),
  main('/pricing', 'page.pricing', undefined, () => staticPages().then((m) => ({ default: m.PricingPage }))),
  main('/service', 'page.service', undefined, () => staticPages().then((m) => ({ default: m.ServicePage }))),
  main(
    '/resources',
    'page.resources',
    undefined,
    () => import('../features/resources/pages/resources-page.tsx'),
  ),
  main('/user', 'page.user', login, () => import('../features/accounts/personal/pages/user-page.tsx')),
  // Login only (docs/decisions.md "account pages"); /passpassword is the same e-mail-code
  // password change.
  main('/changepassword', 'page.changePassword', login, changePassword),
  main('/passpassword', 'page.passPassword', login, changePassword),
  main('/logoff', 'page.logoff', login, () => import('../features/accounts/personal/pages/logoff-page.tsx')),
  // Listed as approval-guarded, but an approval check here would send an uncertified company
  // to itself in a loop; the page needs login and is open while status is neither 0 nor 1.
  main('/enterprise', 'page.enterprise', enterpriseGuard, enterprise),
  main('/Enterprise', 'page.enterprise', enterpriseGuard, enterprise),
  // Public: is this PDF or digest a registered report? (issue 10 "Evidence")
  main('/verify', 'page.verify', undefined, () => import('../features/evidence/verify-page.tsx')),
  main('/Result', 'page.result', undefined, () => import('../features/result/result-page.tsx')),
  main('/news', 'page.news', undefined, () => import('../features/content/pages/news-page.tsx')),
  main(
    '/news/newsDetailsPage',
    'page.newsDetails',
    undefined,
    () => import('../features/content/pages/news-details-page.tsx'),
  ),
  main(
    '/NoticeInformationPage',
    'page.notices',
    undefined,
    () => import('../features/content/pages/notices-page.tsx'),
  ),
  main(
    '/NoticeInformationPage/Notice',
    'page.notice',
    undefined,
    () => import('../features/content/pages/notice-page.tsx'),
  ),
  main(
    '/thirdAgency',
    'page.thirdAgency',
    { navCompanyType: THIRD_PARTY_AGENCY_TYPE },
    () => import('../features/verification/third-agency-page.tsx'),
  ),
  main('/steelMill', 'page.steelMill', undefined, () => import('../features/low-carbon/steel-mill-page.tsx')),
  {
    ...main(
      '/dtpfg/dtpfgApplyFor',
      'page.lowCarbonApply',
      approval,
      () => import('../features/low-carbon/low-carbon-apply-page.tsx'),
    ),
    gate: COMPANY_GATE,
  },

  // Phone pages: each its own small chunk, so a scanned QR code opens fast.
  // The QR path's pages also have a document of their own (phone.html, issue 10): the server
  // sends it when they are opened from outside; a portal link or redirect opens them here.
  ...(Object.keys(PHONE_PAGES) as PhonePage[]).map(
    (page): PortalRoute => ({
      path: PHONE_PAGES[page],
      titleKey: PHONE_PAGE_VIEWS[page].titleKey,
      layout: 'mobile',
      page: phoneRoute(page),
    }),
  ),
  {
    path: '/userinfo',
    titleKey: 'page.userInfo',
    layout: 'mobile',
    page: () => import('../features/accounts/personal/mobile/user-info-page.tsx'),
  },

  { path: '/logins', titleKey: 'page.logins', layout: 'standalone', page: standaloneNotBuilt },
  // Swapped on purpose (spec 01 §2): "user agreement" links open /policy, "privacy" /agreement.
  {
    path: '/policy',
    titleKey: 'page.policy',
    layout: 'standalone',
    page: () => import('../features/agreements/pages/policy-page.tsx'),
  },
  {
    path: '/agreement',
    titleKey: 'page.agreement',
    layout: 'standalone',
    page: () => import('../features/agreements/pages/privacy-page.tsx'),
  },
  {
    path: '/compent',
    titleKey: 'page.agreementHistory',
    layout: 'standalone',
    page: () => import('../features/agreements/pages/agreement-history-page.tsx'),
  },
  {
    path: '/hoster',
    titleKey: 'page.agreementVersion',
    layout: 'standalone',
    page: () => import('../features/agreements/pages/agreement-version-page.tsx'),
  },
];
