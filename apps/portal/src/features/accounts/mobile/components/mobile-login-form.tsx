import { emailRule, phoneRule, smsCodeRule, type TLoginAnswer } from '@steel-epd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MLink, MSubmit } from '../../../../components/mobile/m-buttons.tsx';
import { MAccountField, MCodeField, MField, MTabs } from '../../../../components/mobile/m-field.tsx';
import { MNotRegistered } from '../../../../components/mobile/m-not-registered.tsx';
import { type ShowToast, useMobileMessages } from '../../../../components/mobile/mobile-send.ts';
import { firstError } from '../../../../lib/first-error.ts';
import { isPhoneNotRegistered } from '../../../../lib/login-errors.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { sendSmsCodeMobile } from '../../api/code-calls.ts';
import { loginByEmail, loginByPhone } from '../../api/login-calls.ts';
import { MobileConsent } from './mobile-consent.tsx';

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
  const { busy, run } = useBusy();

  const [notRegistered, setNotRegistered] = useState(false);
  const onNotRegistered = (error: unknown) =>
    isPhoneNotRegistered(error) ? setNotRegistered(true) : warnError(error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem =
      tab === 'phone'
        ? firstError([
            [phoneRule, mobile],
            [smsCodeRule, code],
          ])
        : (firstError([[emailRule, email.trim()]]) ?? (password ? null : 'validation.passwordRequired'));
    if (problem) return warnKey(problem);
    if (!consent) return warnKey('validation.consentRequired');
    void run(async () => {
      onLoggedIn(
        tab === 'phone'
          ? await loginByPhone(mobile, code, false)
          : await loginByEmail(email.trim(), password),
      );
    }, onNotRegistered);
  };

  return (
    <form className="m-form" onSubmit={submit} data-testid="m-login-form">
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
          <MAccountField kind="phone" value={mobile} onChange={setMobile} testId="m-login-mobile" />
          <MCodeField
            value={code}
            onChange={setCode}
            testId="m-login-code"
            sendTestId="m-login-send-code"
            placeholder={t('account.codePlaceholder')}
            onSend={() =>
              sendCode(
                firstError([[phoneRule, mobile]]),
                () => sendSmsCodeMobile(mobile, 'LOGIN'),
                onNotRegistered,
              )
            }
          />
        </>
      ) : (
        <>
          <MAccountField kind="email" value={email} onChange={setEmail} testId="m-login-email" />
          <MField
            value={password}
            onChange={setPassword}
            testId="m-login-password"
            type="password"
            autoComplete="current-password"
            placeholder={t('account.passwordPlaceholder')}
            label={t('account.password')}
          />
        </>
      )}
      <MobileConsent checked={consent} onChange={setConsent} />
      <MSubmit busy={busy} testId="m-login-submit">
        {t('common.login')}
      </MSubmit>
      <div className="m-links">
        <MLink onClick={onRegister} testId="m-go-register">
          {t('account.registerNow')}
        </MLink>
        <MLink onClick={onForgot} testId="m-go-forgot">
          {t('account.forgotPassword')}
        </MLink>
      </div>
      <MNotRegistered
        open={notRegistered}
        onClose={() => setNotRegistered(false)}
        onRegister={() => {
          setNotRegistered(false);
          onRegister();
        }}
      />
    </form>
  );
}
