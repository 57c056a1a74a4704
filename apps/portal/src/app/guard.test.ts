import { THIRD_PARTY_AGENCY_TYPE } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { APPLY_GATE, COMPANY_GATE } from '../lib/action-gate.ts';
import { decideAccess, type GuardSession, isInNavigation } from './guard.ts';
import { findRoute } from './route-match.ts';
import { PORTAL_ROUTES } from './routes.ts';

const anonymous: GuardSession = {
  loggedIn: false,
  companyStatus: null,
  companyType: null,
  auditStatus: null,
  companyKnown: true,
};
const certified: GuardSession = {
  loggedIn: true,
  companyStatus: 1,
  companyType: '1',
  auditStatus: 1,
  companyKnown: true,
};
const as = (patch: Partial<GuardSession>): GuardSession => ({ ...certified, ...patch });

const guardOf = (path: string) => {
  const route = PORTAL_ROUTES.find((r) => r.path === path);
  if (route === undefined) throw new Error(`no route ${path}`);
  return route.guard;
};
const decide = (path: string, session: GuardSession) => decideAccess(guardOf(path), session);

describe('route table', () => {
  const specMain = [
    '/',
    '/webview',
    '/Epd',
    '/epd/epdApplyFor',
    '/register',
    '/textmessage/:id',
    '/information',
    '/epd/epdSearch',
    '/epd/verification',
    '/myLists',
    '/myDetails',
    '/epd/mineEpd',
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
    '/pricing',
    '/service',
    '/resources',
    '/user',
    '/changepassword',
    '/passpassword',
    '/enterprise',
    '/Result',
    '/news',
    '/news/newsDetailsPage',
    '/NoticeInformationPage',
    '/NoticeInformationPage/Notice',
    '/thirdAgency',
    '/steelMill',
    '/dtpfg/dtpfgApplyFor',
  ];
  const specOutside = [
    '/app/epd/:id',
    '/apppdf/:id',
    '/Loginapp',
    '/logins',
    '/agreement',
    '/appLoginform',
    '/policy',
    '/appLogin',
    '/userinfo',
    '/compent',
    '/hoster',
  ];

  it('has every route of spec 01 §2 inside the layout', () => {
    for (const path of specMain)
      expect(PORTAL_ROUTES.find((r) => r.path === path)?.layout, path).toBe('main');
  });

  it('has every route of spec 01 §2 outside the layout', () => {
    for (const path of specOutside) {
      expect(PORTAL_ROUTES.find((r) => r.path === path)?.layout, path).not.toBe('main');
      expect(
        PORTAL_ROUTES.find((r) => r.path === path),
        path,
      ).toBeDefined();
    }
  });

  it('puts the phone pages in the mobile layout, each with its own loader', () => {
    const mobile = PORTAL_ROUTES.filter((r) => r.layout === 'mobile');
    expect(mobile.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/app/epd/:id', '/apppdf/:id', '/Loginapp', '/userinfo']),
    );
    expect(new Set(mobile.map((r) => r.page)).size).toBe(mobile.length);
  });

  it('declares each path once', () => {
    const paths = PORTAL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('flags the login-only routes of spec 01 §2', () => {
    // /Feedback too, against the spec's list (decision 192).
    for (const path of [
      '/myLists',
      '/myDetails',
      '/Pcr/pcrApplyFor',
      '/pcr/pcrSearch',
      '/lcaTools',
      '/Feedback',
    ]) {
      expect(guardOf(path), path).toEqual({ login: true });
    }
  });

  it('flags the approval routes of spec 01 §2', () => {
    for (const path of ['/epd/epdSearch', '/epd/verification', '/dtpfg/dtpfgApplyFor']) {
      expect(guardOf(path)?.approval, path).toBe(true);
    }
    expect(guardOf('/epd/epdApplyFor')).toEqual({
      approval: true,
      rules: ['audit-approved', 'company-status-known'],
    });
  });

  it("asks a login of both spellings of the applications list (the company's own records)", () => {
    for (const path of ['/epd/mineEpd', '/Epd/mineEpd']) {
      expect(guardOf(path), path).toEqual({ login: true });
      expect(decide(path, anonymous), path).toEqual({ kind: 'prompt-login' });
      // An uncertified company still sees its (empty or earlier) list.
      expect(decide(path, as({ companyStatus: null })), path).toEqual({ kind: 'allow' });
    }
    const [lower, upper] = ['/epd/mineEpd', '/Epd/mineEpd'].map((path) => findRoute(path)?.page);
    expect(lower).toBe(upper);
  });

  it('asks only a login of the account pages listed as guarded (decisions: "account pages")', () => {
    // An approval check would send a failed registration from /information to /enterprise,
    // and keep uncertified e-mail users from a password change the login dialog offers anyway.
    for (const path of ['/information', '/changepassword', '/passpassword', '/logoff']) {
      expect(guardOf(path), path).toEqual({ login: true });
    }
  });

  it('gates the apply entries with what their guards ask (spec 01 §4 action gate)', () => {
    const gated = PORTAL_ROUTES.filter((r) => r.gate !== undefined).map((r) => [r.path, r.gate]);
    expect(gated).toEqual([
      ['/epd/epdApplyFor', APPLY_GATE],
      ['/dtpfg/dtpfgApplyFor', COMPANY_GATE],
    ]);
    // A gate that let through what the guard refuses would send the user into a bounce.
    for (const route of PORTAL_ROUTES.filter((r) => r.gate?.company === true)) {
      expect(route.guard?.approval, route.path).toBe(true);
    }
    for (const route of PORTAL_ROUTES.filter((r) => r.gate?.audit === true)) {
      expect(route.guard?.rules, route.path).toContain('audit-approved');
    }
  });

  it('leaves every other route open', () => {
    for (const path of ['/', '/Epd', '/Pcr', '/news', '/Links', '/resources', '/app/epd/:id', '/policy']) {
      expect(decide(path, anonymous), path).toEqual({ kind: 'allow' });
    }
  });
});

describe('findRoute', () => {
  it('matches case-sensitively as the spec writes paths', () => {
    expect(findRoute('/Epd')?.path).toBe('/Epd');
    expect(findRoute('/epd/epdApplyFor')?.path).toBe('/epd/epdApplyFor');
    expect(findRoute('/epd')).toBeUndefined();
    expect(findRoute('/PCR')).toBeUndefined();
  });

  it('accepts both spellings of /enterprise and of the applications list', () => {
    expect(findRoute('/enterprise')?.titleKey).toBe('page.enterprise');
    expect(findRoute('/Enterprise')?.titleKey).toBe('page.enterprise');
    expect(findRoute('/Epd/mineEpd?type=EPD')?.titleKey).toBe('page.mineEpd');
  });

  it('matches parameters and ignores the query', () => {
    expect(findRoute('/textmessage/all')?.path).toBe('/textmessage/:id');
    expect(findRoute('/app/epd/EPD-2024-001')?.path).toBe('/app/epd/:id');
    expect(findRoute('/compent?id=PRIVACY')?.path).toBe('/compent');
    expect(findRoute('/no/such/page')).toBeUndefined();
  });
});

describe('decideAccess', () => {
  it('allows a route without guard data', () => {
    expect(decideAccess(undefined, anonymous)).toEqual({ kind: 'allow' });
  });

  it('prompts an anonymous visitor to log in on login, approval and status routes', () => {
    for (const path of ['/myLists', '/lcaTools', '/Feedback', '/epd/epdApplyFor', '/enterprise']) {
      expect(decide(path, anonymous), path).toEqual({ kind: 'prompt-login' });
    }
  });

  it('lets a logged-in user open login-only routes whatever the company', () => {
    expect(decide('/myLists', as({ companyStatus: null }))).toEqual({ kind: 'allow' });
    expect(decide('/pcr/pcrSearch', as({ companyStatus: 0 }))).toEqual({ kind: 'allow' });
  });

  it('sends an uncertified company from approval routes to /enterprise', () => {
    for (const status of [null, 2, 7]) {
      expect(decide('/epd/verification', as({ companyStatus: status }))).toEqual({
        kind: 'redirect',
        to: '/enterprise',
        reason: 'guard.companyUncertified',
      });
    }
  });

  it('sends a company under review home from approval routes, since /enterprise is closed to it', () => {
    expect(decide('/epd/verification', as({ companyStatus: 0 }))).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'guard.companyReviewing',
    });
  });

  it('allows approval routes to a certified company', () => {
    expect(decide('/epd/epdSearch', certified)).toEqual({ kind: 'allow' });
  });

  it('opens /enterprise only while the company status is neither 0 nor 1', () => {
    expect(decide('/enterprise', as({ companyStatus: null }))).toEqual({ kind: 'allow' });
    expect(decide('/enterprise', as({ companyStatus: 2 }))).toEqual({ kind: 'allow' });
    expect(decide('/Enterprise', as({ companyStatus: 2 }))).toEqual({ kind: 'allow' });
    expect(decide('/enterprise', as({ companyStatus: 0 }))).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decide('/enterprise', as({ companyStatus: 1 }))).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('sends /epd/epdApplyFor home when the company status is 0 or missing', () => {
    expect(decide('/epd/epdApplyFor', as({ companyStatus: 0 }))).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decide('/epd/epdApplyFor', as({ companyStatus: null }))).toMatchObject({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends /epd/epdApplyFor to /enterprise for a company that failed review', () => {
    expect(decide('/epd/epdApplyFor', as({ companyStatus: 2 }))).toMatchObject({ to: '/enterprise' });
  });

  it('checks the audit status on /epd/epdApplyFor', () => {
    expect(decide('/epd/epdApplyFor', as({ auditStatus: 0 }))).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'guard.auditPending',
    });
    expect(decide('/epd/epdApplyFor', as({ auditStatus: 2 }))).toEqual({
      kind: 'redirect',
      to: '/information',
      reason: 'guard.auditFailed',
    });
    expect(decide('/epd/epdApplyFor', as({ auditStatus: null }))).toEqual({ kind: 'allow' });
    expect(decide('/epd/epdApplyFor', certified)).toEqual({ kind: 'allow' });
  });

  it('checks the audit status before the company', () => {
    expect(decide('/epd/epdApplyFor', as({ auditStatus: 2, companyStatus: null }))).toMatchObject({
      to: '/information',
    });
  });
});

describe('decideAccess while the company status loads', () => {
  const loading = as({ companyStatus: null, companyKnown: false });

  it('waits on routes that depend on the company', () => {
    for (const path of ['/enterprise', '/epd/verification', '/epd/epdApplyFor', '/dtpfg/dtpfgApplyFor']) {
      expect(decide(path, loading), path).toEqual({ kind: 'wait' });
    }
  });

  it('does not wait on routes that need only a login', () => {
    for (const path of ['/myLists', '/changepassword', '/information', '/user', '/Feedback']) {
      expect(decide(path, loading), path).toEqual({ kind: 'allow' });
    }
  });

  it('still asks a visitor to log in, and decides on the audit status first', () => {
    expect(decide('/enterprise', { ...anonymous, companyKnown: false })).toEqual({ kind: 'prompt-login' });
    expect(decide('/epd/epdApplyFor', as({ auditStatus: 2, companyKnown: false }))).toMatchObject({
      to: '/information',
    });
  });

  it('decides once the status is known', () => {
    expect(decide('/enterprise', as({ companyStatus: 0, companyKnown: true }))).toMatchObject({ to: '/' });
    expect(decide('/enterprise', as({ companyStatus: null, companyKnown: true }))).toEqual({ kind: 'allow' });
  });
});

describe('isInNavigation', () => {
  it('shows /thirdAgency only to third-party agencies', () => {
    const guard = guardOf('/thirdAgency');
    expect(isInNavigation(guard, as({ companyType: THIRD_PARTY_AGENCY_TYPE }))).toBe(true);
    expect(isInNavigation(guard, as({ companyType: '1' }))).toBe(false);
    expect(isInNavigation(guard, anonymous)).toBe(false);
  });

  it('does not block the /thirdAgency page itself', () => {
    expect(decide('/thirdAgency', anonymous)).toEqual({ kind: 'allow' });
  });

  it('shows every other route to everyone', () => {
    expect(isInNavigation(guardOf('/news'), anonymous)).toBe(true);
    expect(isInNavigation(guardOf('/Feedback'), anonymous)).toBe(true);
  });
});
