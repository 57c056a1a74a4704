import { App } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { companyKnownNow, ensureCompanyStatus, useCompanyKnown } from '../lib/company-status.ts';
import { type SessionState, useSession } from '../lib/session.ts';
import { decideAccess, type GuardSession, type RouteGuard as RouteGuardData } from './guard.ts';
import { LoginPrompt } from './login-prompt.tsx';

export const guardSessionOf = (session: SessionState): GuardSession => ({
  loggedIn: session.isAuthenticated,
  companyStatus: session.companyStatus,
  companyType: session.companyType,
  auditStatus: session.userInfo?.auditStatus ?? null,
  companyKnown: companyKnownNow(),
});

/** Applies the route table's guard data to one page; the page itself never checks access. */
export function RouteGuard({ guard, children }: { guard: RouteGuardData | undefined; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const companyKnown = useCompanyKnown();
  const decision = decideAccess(guard, { ...guardSessionOf(session), companyKnown });
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const reason = decision.kind === 'redirect' ? decision.reason : undefined;

  useEffect(() => {
    if (redirectTo === null) return;
    // Keyed, so a redirect that runs twice (React's strict mode) still shows one toast.
    if (reason !== undefined) void message.warning({ content: t(reason), key: reason });
    void navigate(redirectTo, { replace: true });
  }, [redirectTo, reason, navigate, message, t]);

  // Guarded pages load the company status of whoever is logged in now (also after a login on
  // this page); a load that failed counts as known, and the next guarded page asks again.
  const userId = session.userInfo?.id;
  useEffect(() => {
    if (guard !== undefined && userId !== undefined) ensureCompanyStatus().catch(() => {});
  }, [guard, userId]);

  if (decision.kind === 'allow') return children;
  if (decision.kind === 'prompt-login') return <LoginPrompt target={location.pathname + location.search} />;
  if (decision.kind === 'wait') return <PageSpinner />;
  return null;
}
