import type { TLoginAnswer } from '@steel-epd/contract';
import { Button, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VerifyCaptcha } from '../../../components/form/use-code-sender.ts';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { LoginConsent } from './consent-checkbox.tsx';
import { EmailLoginForm } from './email-login-form.tsx';
import { NotRegisteredDialog } from './not-registered-dialog.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { useConsent } from './use-consent.ts';
import { useFinishLogin } from './use-finish-login.ts';

interface Props {
  verifyCaptcha: VerifyCaptcha;
  onForgot: () => void;
}

/** The phone and e-mail login tabs with consent (ticked by default here, spec 01 §2) and links. */
export function LoginView({ verifyCaptcha, onForgot }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const { consent, setConsent, checkConsent } = useConsent(true);
  const [notRegistered, setNotRegistered] = useState(false);

  const onLoggedIn = (answer: TLoginAnswer) => finishLogin(answer);
  const showNotRegistered = useCallback(() => setNotRegistered(true), []);
  const goRegister = () => {
    closeLoginDialog();
    void navigate('/register');
  };

  const formProps = { verifyCaptcha, checkConsent, onLoggedIn };
  return (
    <>
      <Tabs
        className="account-tabs"
        items={[
          {
            key: 'phone',
            label: <span data-testid="login-tab-phone">{t('account.phoneLogin')}</span>,
            children: <PhoneLoginForm {...formProps} onNotRegistered={showNotRegistered} />,
          },
          {
            key: 'email',
            label: <span data-testid="login-tab-email">{t('account.emailLogin')}</span>,
            children: <EmailLoginForm {...formProps} />,
          },
        ]}
      />
      <LoginConsent checked={consent} onChange={setConsent} />
      <div className="account-dialog__links">
        <Button type="link" size="small" onClick={onForgot} data-testid="login-forgot">
          {t('account.forgotPassword')}
        </Button>
        <Button type="link" size="small" onClick={goRegister} data-testid="login-go-register">
          {t('account.registerNow')}
        </Button>
      </div>
      <NotRegisteredDialog
        open={notRegistered}
        onClose={() => setNotRegistered(false)}
        onRegister={goRegister}
      />
    </>
  );
}
