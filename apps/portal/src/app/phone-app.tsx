import { type PhonePage, phonePageOf } from '@steel-epd/contract';
import { applyServerTexts, textAllRoute } from '@steel-epd/web';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../components/error-notice.tsx';
import { useMobileFont } from '../components/mobile/use-mobile-font.ts';
import { connectAccountSession } from '../features/accounts/session-server.ts';
import AppEpdPage from '../features/catalogue/mobile/pages/app-epd-page.tsx';
import AppPdfPage from '../features/catalogue/mobile/pages/app-pdf-page.tsx';
import { countPageVisit } from '../features/layout/api/count-page-visit.ts';
import { documentTitle } from '../lib/document-title.ts';
import { call } from '../lib/http.ts';
import { i18n } from '../lib/i18n.ts';
import { type PhonePageProps, withChunkTimeout } from '../lib/page.ts';
import { syncSessionWithCookie, verifySessionAtStart } from '../lib/session.ts';
import { PHONE_PAGE_VIEWS } from './phone-pages.ts';

connectAccountSession();

// The summary and the report come with the document (no second round trip for a page chunk on a
// slow link); the login's forms are a chunk of their own, which the summary never loads.
const LAZY_PAGES = {
  login: lazy(withChunkTimeout(PHONE_PAGE_VIEWS.login.load)),
  loginAlias: lazy(withChunkTimeout(PHONE_PAGE_VIEWS.loginAlias.load)),
  loginForm: lazy(withChunkTimeout(PHONE_PAGE_VIEWS.loginForm.load)),
};
const PAGES: Record<PhonePage, ComponentType<PhonePageProps>> = {
  epdSummary: AppEpdPage,
  epdReport: AppPdfPage,
  ...LAZY_PAGES,
};

/** Page modules loaded before the first render (`loadPhonePage`). */
const loaded: Partial<Record<PhonePage, ComponentType<PhonePageProps>>> = {};

/**
 * Loads the module of the page at this address before the app's first render, so that render is
 * the whole page: the document arrives with the page drawn (first-paint/, the phone login), and
 * React's first commit replaces that drawing at once, never with an empty Suspense fallback in
 * between. A module that does not arrive is left to the page's lazy load and its error.
 */
export const loadPhonePage = async (pathname: string): Promise<void> => {
  const match = phonePageOf(pathname);
  if (!match || !(match.page in LAZY_PAGES)) return;
  try {
    loaded[match.page] = (await withChunkTimeout(PHONE_PAGE_VIEWS[match.page].load)()).default;
  } catch {
    // The lazy page loads it again and shows the failure.
  }
};

/** The secretariat's edits over the bundled texts, once the page has loaded and is idle (as the portal does). */
const loadServerTexts = () => {
  const load = () =>
    call(textAllRoute, { query: { only: 'edited' } }).then(
      (data) => applyServerTexts(i18n, data),
      () => undefined,
    );
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(load, { timeout: 2000 })
      : setTimeout(load, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <ErrorNotice error={this.state.error} />;
  }
}

/**
 * The phone pages' own document (phone.html, issue 10): what a scanned QR code opens. The server
 * sends it for the contract's PHONE_PAGES, so it carries React, i18next and those pages, and no
 * router, Ant Design, react-query or zod. Around the page it does what the portal's root shell
 * does: the session check of the visit (spec 01 §4), the cookie sync, the page-visit count
 * (spec 01 §2) and the document title; the rem root font of the phone pages (spec 02 §9).
 */
export function PhoneApp() {
  const { t } = useTranslation();
  const { pathname } = window.location;
  const match = phonePageOf(pathname);
  useMobileFont();

  useEffect(() => {
    void verifySessionAtStart(pathname);
    syncSessionWithCookie();
    countPageVisit();
    loadServerTexts();
  }, [pathname]);

  const title = documentTitle(match ? t(PHONE_PAGE_VIEWS[match.page].titleKey) : null, t('common.siteName'));
  useEffect(() => {
    document.title = title;
  }, [title]);

  // The server sends this document only for a phone page; anything else belongs to the portal.
  const unknown = match === null;
  useEffect(() => {
    if (unknown) window.location.replace('/');
  }, [unknown]);
  if (!match) return null;
  const Page = loaded[match.page] ?? PAGES[match.page];
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Page titleKey={PHONE_PAGE_VIEWS[match.page].titleKey} id={match.id} />
      </Suspense>
    </ErrorBoundary>
  );
}
