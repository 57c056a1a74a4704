import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../components/captcha/use-captcha.tsx';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { useSupplementOwed } from '../lib/use-supplement.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginView } from './login-view.tsx';
import { SupplementForm } from './supplement-form.tsx';
import '../account.css';

type View = 'login' | 'forgot' | 'supplement';

/**
 * The login dialog's body (its own chunk): login tabs, the forgot-password view and, while a
 * first login without any name owes it, the supplement form, which cannot be dismissed (spec
 * 01 §1 "must fill"); it offers logging out instead.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  const [chosen, setView] = useState<Exclude<View, 'supplement'>>('login');
  const view: View = useSupplementOwed() ? 'supplement' : chosen;
  const captcha = useCaptcha();
  const title =
    view === 'forgot'
      ? t('account.forgotTitle')
      : view === 'supplement'
        ? t('account.supplementTitle')
        : t('common.login');
  const dismissible = view !== 'supplement';

  return (
    <Modal
      open
      title={title}
      footer={null}
      width={view === 'supplement' ? 620 : 440}
      onCancel={closeLoginDialog}
      closable={dismissible}
      keyboard={dismissible}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <div className="account-dialog" data-testid="login-dialog" data-view={view}>
        {view === 'login' ? (
          <LoginView verifyCaptcha={captcha.verify} onForgot={() => setView('forgot')} />
        ) : view === 'forgot' ? (
          <ForgotPasswordForm verifyCaptcha={captcha.verify} onBack={() => setView('login')} />
        ) : (
          <SupplementForm />
        )}
      </div>
      {captcha.popup}
    </Modal>
  );
}
