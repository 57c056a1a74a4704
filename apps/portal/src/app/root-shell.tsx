import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { connectAccountSession } from '../features/accounts/session-server.ts';
import { countPageVisit } from '../features/layout/api/count-page-visit.ts';
import { syncSessionWithCookie, verifySessionAtStart } from '../lib/session.ts';
import { useDocumentTitle } from './document-title.ts';

connectAccountSession();

/**
 * Around every route: each navigation scrolls to the top, notices an expired token cookie and
 * counts a page visit (spec 01 §2 "Routing rules"), and the document title follows the route.
 * The session is verified once, on the first page of the visit (spec 01 §4), whichever layout
 * it has; the login dialog belongs to the desktop shell.
 */
export function RootShell() {
  const { pathname, search } = useLocation();
  const firstPage = useRef(true);
  useDocumentTitle();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first page of the visit counts.
  useEffect(() => {
    void verifySessionAtStart(pathname);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every navigation by design.
  useEffect(() => {
    // The first page of a visit opens at the top (or where the browser restores it): scrolling
    // there would only force a layout while the page starts.
    if (!firstPage.current) window.scrollTo(0, 0);
    firstPage.current = false;
    syncSessionWithCookie();
    countPageVisit();
  }, [pathname, search]);

  return <Outlet />;
}
