import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginDialog } from '../features/account/components/login-dialog.tsx';
import { countPageVisit } from '../features/layout/api/count-page-visit.ts';
import { syncSessionWithCookie } from '../lib/session.ts';
import { useDocumentTitle } from './document-title.ts';

/**
 * Around every route: each navigation scrolls to the top, notices an expired token cookie and
 * counts a page visit (spec 01 §2 "Routing rules"), and the document title follows the route;
 * the login dialog lives here once.
 */
export function RootShell() {
  const { pathname, search } = useLocation();
  useDocumentTitle();

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every navigation by design.
  useEffect(() => {
    window.scrollTo(0, 0);
    syncSessionWithCookie();
    countPageVisit();
  }, [pathname, search]);

  return (
    <>
      <Outlet />
      <LoginDialog />
    </>
  );
}
