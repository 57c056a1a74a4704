import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLoginDialogOpen } from '../../../lib/login-dialog.ts';
import { verifySessionAtStart } from '../../../lib/session.ts';
import { connectAccountSession } from '../session-server.ts';

// The dialog's forms, captcha hook and encryption are a chunk of their own, fetched on first open.
const LoginModal = lazy(() => import('./login-modal.tsx'));

connectAccountSession();

/**
 * The one login dialog (spec 01 §2), mounted once around every route and opened through
 * lib/login-dialog from the header and the login prompt. Being mounted once, it is also where
 * the session is verified at start (spec 01 §4).
 */
export function LoginDialog() {
  const open = useLoginDialogOpen();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first page of the visit counts.
  useEffect(() => {
    void verifySessionAtStart(pathname);
  }, []);

  return open ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}
