import { zEmail, zPassword, zSmsCode } from '@steel-epd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_DUMMY_TOKEN, sendResetMail } from '../../api/code-calls.ts';
import { resetPassword } from '../../api/password-calls.ts';
import { firstError } from '../lib/first-error.ts';
import { MCodeField, MField } from './m-field.tsx';
import { type ShowToast, useMobileMessages } from './mobile-send.ts';

/** /Loginapp's forgot-password view: the two reset steps, with the phone pages' fixed token. */
export function MobileForgotForm({ toast, onDone }: { toast: ShowToast; onDone: () => void }) {
  const { t } = useTranslation();
  const { warnKey, warnError, sendCode } = useMobileMessages(toast);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const userAccount = email.trim();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wrong =
      firstError([
        [zEmail, userAccount],
        [zSmsCode, code],
        [zPassword, password],
      ]) ?? (password === repeat ? null : 'validation.passwordMismatch');
    if (wrong) return warnKey(wrong);
    setBusy(true);
    try {
      await resetPassword({ userAccount, verify: code, password, repeat });
      toast(t('account.passwordChanged'), 'success');
      onDone();
    } catch (error) {
      warnError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="m-form" onSubmit={(e) => void submit(e)} data-testid="m-forgot-form">
      <h2 className="m-form__title">{t('account.forgotTitle')}</h2>
      <MField
        value={email}
        onChange={setEmail}
        type="email"
        autoComplete="email"
        testId="m-forgot-email"
        placeholder={t('account.emailPlaceholder')}
      />
      <MCodeField
        value={code}
        onChange={setCode}
        testId="m-forgot-code"
        sendTestId="m-forgot-send-code"
        placeholder={t('account.mailCodePlaceholder')}
        onSend={() =>
          sendCode(firstError([[zEmail, userAccount]]), () =>
            sendResetMail(userAccount, MOBILE_DUMMY_TOKEN, 'PHONE'),
          )
        }
      />
      <MField
        value={password}
        onChange={setPassword}
        type="password"
        autoComplete="new-password"
        testId="m-forgot-password"
        placeholder={t('account.newPasswordPlaceholder')}
      />
      <MField
        value={repeat}
        onChange={setRepeat}
        type="password"
        autoComplete="new-password"
        testId="m-forgot-password-repeat"
        placeholder={t('account.repeatPasswordPlaceholder')}
      />
      <button type="submit" className="m-button" disabled={busy} data-testid="m-forgot-submit">
        {t('account.resetSubmit')}
      </button>
      <div className="m-links">
        <button type="button" className="m-link" onClick={onDone} data-testid="m-forgot-back">
          {t('account.backToLogin')}
        </button>
      </div>
    </form>
  );
}
