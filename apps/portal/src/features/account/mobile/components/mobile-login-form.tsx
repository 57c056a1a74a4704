import { type TLoginAnswer, zEmail, zPhone, zSmsCode } from '@steel-epd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCodeMobile } from '../../api/code-calls.ts';
import { loginByEmail, loginByPhone } from '../../api/login-calls.ts';
import { isPhoneNotRegistered } from '../../lib/login-errors.ts';
import { firstError } from '../lib/first-error.ts';
import { MCodeField, MField, MTabs } from './m-field.tsx';
import { MobileConsent } from './mobile-consent.tsx';
import { type ShowToast, useMobileMessages } from './mobile-send.ts';

interface Props {
  toast: ShowToast;
  onLoggedIn: (answer: TLoginAnswer) => void;
  onRegister: () => void;
  onForgot: () => void;
}

/** /Loginapp's login: phone and SMS code (no captcha on the phone pages) or e-mail and password. */
export function MobileLoginForm({ toast, onLoggedIn, onRegister, onForgot }: Props) {
  const { t } = useTranslation();
  const { warnKey, warnError, sendCode } = useMobileMessages(toast);
  const [tab, setTab] = useState<'phone' | 'email'>('phone');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onNotRegistered = (error: unknown) =>
    isPhoneNotRegistered(error) ? toast(t('account.notRegistered')) : warnError(error);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem =
      tab === 'phone'
        ? firstError([
            [zPhone, mobile],
            [zSmsCode, code],
          ])
        : (firstError([[zEmail, email.trim()]]) ?? (password ? null : 'validation.passwordRequired'));
    if (problem) return warnKey(problem);
    if (!consent) return warnKey('validation.consentRequired');
    setBusy(true);
    try {
      onLoggedIn(
        tab === 'phone'
          ? await loginByPhone(mobile, code, false)
          : await loginByEmail(email.trim(), password),
      );
    } catch (error) {
      onNotRegistered(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="m-form" onSubmit={(e) => void submit(e)} data-testid="m-login-form">
      <MTabs
        tabs={[
          { key: 'phone', label: t('account.phoneLogin') },
          { key: 'email', label: t('account.emailLogin') },
        ]}
        active={tab}
        onChange={setTab}
      />
      {tab === 'phone' ? (
        <>
          <MField
            value={mobile}
            onChange={setMobile}
            testId="m-login-mobile"
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t('account.phonePlaceholder')}
          />
          <MCodeField
            value={code}
            onChange={setCode}
            testId="m-login-code"
            sendTestId="m-login-send-code"
            placeholder={t('account.codePlaceholder')}
            onSend={() =>
              sendCode(
                firstError([[zPhone, mobile]]),
                () => sendSmsCodeMobile(mobile, 'LOGIN'),
                onNotRegistered,
              )
            }
          />
        </>
      ) : (
        <>
          <MField
            value={email}
            onChange={setEmail}
            testId="m-login-email"
            type="email"
            autoComplete="email"
            placeholder={t('account.emailPlaceholder')}
          />
          <MField
            value={password}
            onChange={setPassword}
            testId="m-login-password"
            type="password"
            autoComplete="current-password"
            placeholder={t('account.passwordPlaceholder')}
          />
        </>
      )}
      <MobileConsent checked={consent} onChange={setConsent} />
      <button type="submit" className="m-button" disabled={busy} data-testid="m-login-submit">
        {t('common.login')}
      </button>
      <div className="m-links">
        <button type="button" className="m-link" onClick={onRegister} data-testid="m-go-register">
          {t('account.registerNow')}
        </button>
        <button type="button" className="m-link" onClick={onForgot} data-testid="m-go-forgot">
          {t('account.forgotPassword')}
        </button>
      </div>
    </form>
  );
}
