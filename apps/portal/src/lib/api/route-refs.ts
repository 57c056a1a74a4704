import {
  type accountRoutes,
  type attachmentRoutes,
  type catalogueSearchRoutes,
  type companyRoutes,
  type homeRoutes,
  type messageRoutes,
  type newsRoutes,
  type pcrRoutes,
  type referenceRoutes,
  routeRef,
} from '@steel-epd/contract';

// The account and reference calls the phone pages make, by reference (issue 10): their document
// carries no descriptor's zod schemas; the server's response schemas still shape the answers,
// and TypeScript checks each method and path against its descriptor. The portal's other pages
// make these calls through the same references.
type A = typeof accountRoutes;
type R = typeof referenceRoutes;
type C = typeof companyRoutes;
type M = typeof messageRoutes;
type N = typeof newsRoutes;

export const verifyRoute = routeRef<A['verify']>({ method: 'GET', path: '/n/user/verify' });
export const logoutRoute = routeRef<A['logout']>({ method: 'GET', path: '/p/user/logout' });

export const accountRefs = {
  phoneLogin: routeRef<A['phoneLogin']>({ method: 'POST', path: '/n/user/login/uc' }),
  phoneLoginOrRegister: routeRef<A['phoneLoginOrRegister']>({
    method: 'POST',
    path: '/n/user/loginOrRegister/uc',
  }),
  phoneRegister: routeRef<A['phoneRegister']>({ method: 'POST', path: '/n/user/register/uc' }),
  emailLogin: routeRef<A['emailLogin']>({ method: 'POST', path: '/n/user/email/login' }),
  emailRegister: routeRef<A['emailRegister']>({ method: 'POST', path: '/n/user/email/register' }),
  getPublicKey: routeRef<A['getPublicKey']>({ method: 'POST', path: '/n/user/getPublicKey' }),
  smsSend: routeRef<A['smsSend']>({ method: 'POST', path: '/n/plat/sms/checkcode/uc' }),
  smsSendSimple: routeRef<A['smsSendSimple']>({ method: 'POST', path: '/n/plat/sms/checkcode/simple' }),
  emailResetSend: routeRef<A['emailResetSend']>({ method: 'POST', path: '/n/user/email/rest/send' }),
  emailVerifySend: routeRef<A['emailVerifySend']>({ method: 'POST', path: '/n/user/email/verify/send' }),
  emailCheckReset: routeRef<A['emailCheckReset']>({ method: 'POST', path: '/n/user/email/check/rest' }),
  emailChangePassword: routeRef<A['emailChangePassword']>({
    method: 'POST',
    path: '/p/user/email/change/pass',
  }),
  nameUpdate: routeRef<A['nameUpdate']>({ method: 'POST', path: '/p/user/name/update' }),
} as const;

export const dictRefs = {
  dictListPublic: routeRef<R['dictListPublic']>({ method: 'GET', path: '/n/dict/list/{type}' }),
  dictTree: routeRef<R['dictTree']>({ method: 'GET', path: '/p/dict/tree/{type}' }),
} as const;

// The calls of the desktop shell (header, session, inbox bell) and of the home page, by reference
// too: the home page and the header then load no zod schema before they work (issue 12, the
// blocking time of a first visit).
export const shellRefs = {
  refreshToken: routeRef<A['refreshToken']>({ method: 'POST', path: '/p/user/refresh/token' }),
  langUpdate: routeRef<A['langUpdate']>({ method: 'POST', path: '/p/user/lang' }),
  menuAll: routeRef<R['menuAll']>({ method: 'GET', path: '/n/menu/all' }),
  userDetail: routeRef<C['userDetail']>({ method: 'GET', path: '/p/portal/user/detail/{id}' }),
  companyOfUser: routeRef<C['companyOfUser']>({ method: 'GET', path: '/p/portal/company/user/{userId}' }),
  innerCount: routeRef<M['innerCount']>({ method: 'POST', path: '/p/epd/inner/count' }),
  innerList: routeRef<M['innerList']>({ method: 'POST', path: '/p/epd/inner/list' }),
  innerRead: routeRef<M['innerRead']>({ method: 'POST', path: '/p/epd/inner/read' }),
  innerReadAll: routeRef<M['innerReadAll']>({ method: 'POST', path: '/p/epd/inner/readAll' }),
} as const;

export const homeRefs = {
  homeFigures: routeRef<(typeof homeRoutes)['homeFigures']>({
    method: 'GET',
    path: '/n/portal/index/figures',
  }),
  newsHome: routeRef<N['newsHome']>({ method: 'POST', path: '/n/portal/index/list/news' }),
  announcementList: routeRef<N['announcementList']>({ method: 'POST', path: '/n/announcement/list' }),
  attachmentOnline: routeRef<(typeof attachmentRoutes)['attachmentOnline']>({
    method: 'GET',
    path: '/n/attachment/online/{id}',
  }),
} as const;

// The EPD search's calls (/Epd, issue 29), by reference too: the catalogue's front page arrives
// drawn and starts without building a zod schema, as the home page does.
type S = typeof catalogueSearchRoutes;
export const searchRefs = {
  epdPage: routeRef<S['epdPage']>({ method: 'POST', path: '/p/epd/page' }),
  companyList: routeRef<S['companyList']>({ method: 'GET', path: '/p/company/list' }),
  pcrList: routeRef<(typeof pcrRoutes)['pcrList']>({ method: 'GET', path: '/p/pcr/list' }),
  qrAttachment: routeRef<S['qrAttachment']>({ method: 'GET', path: '/p/get/qr/attachment/{id}' }),
  reportDownload: routeRef<S['reportDownload']>({
    method: 'GET',
    path: '/p/attachment/download/business/EPD/{id}',
  }),
} as const;
