import type { TLoginAnswer } from '@steel-epd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileShell } from '../../../../components/mobile/mobile-shell.tsx';
import { useMobileToast } from '../../../../components/mobile/use-mobile-toast.tsx';
import type { PhonePageProps } from '../../../../lib/page.ts';
import { goBack, goTo, queryParam } from '../../../../lib/phone-nav.ts';
import { startSession } from '../../../../lib/session.ts';
import { toUserInfo } from '../../../../lib/user-info.ts';
import { MobileForgotForm } from '../components/mobile-forgot-form.tsx';
import { MobileLoginForm } from '../components/mobile-login-form.tsx';
import { MobileRegisterForm } from '../components/mobile-register-form.tsx';
import { mobileAfterLogin } from '../lib/mobile-next.ts';
import '../phone-texts.ts';

type View = 'login' | 'register' | 'forgot';

/** The messages of the phone pages stay this long before the page moves on (spec 01 §4: 1 s). */
const MOVE_ON_MS = 1000;

/**
 * /Loginapp?id={businessId} (spec 01 §2): the phone's login, registration and forgot-password
 * views, reached from a scanned EPD's "view full report". Plain elements, no antd components,
 * so it opens fast on a phone.
 */
export default function LoginAppPage({ titleKey }: PhonePageProps) {
  const { t } = useTranslation();
  const [businessId] = useState(() => queryParam('id'));
  const [view, setView] = useState<View>('login');
  const toast = useMobileToast();

  const onLoggedIn = (answer: TLoginAnswer) => {
    startSession(answer.tokenVO.token, toUserInfo(answer.portalUserVO));
    toast.show(t('account.loginSuccess'), 'success', MOVE_ON_MS);
    const next = mobileAfterLogin(answer.portalUserVO, businessId);
    setTimeout(() => goTo(next, { replace: true }), MOVE_ON_MS);
  };

  // With a business id the visitor came from a report's summary and goes back there (spec 01 §4).
  const onRegistered = () => {
    toast.show(t('account.registrationReviewing'), 'success', MOVE_ON_MS * 2);
    if (!businessId) return setView('login');
    // Back to the summary the visitor came from; a tab opened here (about:blank before it) goes home.
    setTimeout(() => goBack('/'), MOVE_ON_MS * 2);
  };

  return (
    <MobileShell
      title={t(view === 'register' ? 'page.register' : titleKey)}
      subtitle={businessId && view === 'login' ? t('account.mobileReportHint') : undefined}
      testId="mobile-login"
      data={{ 'data-view': view }}
    >
      {view === 'login' ? (
        <MobileLoginForm
          toast={toast.show}
          onLoggedIn={onLoggedIn}
          onRegister={() => setView('register')}
          onForgot={() => setView('forgot')}
        />
      ) : view === 'register' ? (
        <MobileRegisterForm toast={toast.show} onRegistered={onRegistered} onLogin={() => setView('login')} />
      ) : (
        <MobileForgotForm toast={toast.show} onDone={() => setView('login')} />
      )}
      {toast.node}
    </MobileShell>
  );
}
