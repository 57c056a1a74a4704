import { emailRule, smsCodeRule } from '@steel-epd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MLink, MSubmit } from '../../../../components/mobile/m-buttons.tsx';
import { MAccountField, MCodeField } from '../../../../components/mobile/m-field.tsx';
import { type ShowToast, useMobileMessages } from '../../../../components/mobile/mobile-send.ts';
import { sendResetMail } from '../../../../lib/api/code-calls.ts';
import { resetPassword } from '../../../../lib/api/password-calls.ts';
import { firstError, newPasswordError } from '../../../../lib/first-error.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { MOBILE_DUMMY_TOKEN } from '../../api/code-calls.ts';
import { MNewPassword } from './m-new-password.tsx';

/** /Loginapp's forgot-password view: the two reset steps, with the phone pages' fixed token. */
export function MobileForgotForm({ toast, onDone }: { toast: ShowToast; onDone: () => void }) {
  const { t } = useTranslation();
  const { warnKey, warnError, sendCode } = useMobileMessages(toast);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, run } = useBusy();
  const userAccount = email.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong =
      firstError([
        [emailRule, userAccount],
        [smsCodeRule, code],
      ]) ?? newPasswordError(password, repeat);
    if (wrong) return warnKey(wrong);
    void run(async () => {
      await resetPassword({ userAccount, verify: code, password, repeat });
      toast(t('account.passwordChanged'), 'success');
      onDone();
    }, warnError);
  };

  return (
    <form className="m-form" onSubmit={submit} data-testid="m-forgot-form">
      <h2 className="m-form__title">{t('account.forgotTitle')}</h2>
      <MAccountField kind="email" value={email} onChange={setEmail} testId="m-forgot-email" />
      <MCodeField
        value={code}
        onChange={setCode}
        testId="m-forgot-code"
        sendTestId="m-forgot-send-code"
        placeholder={t('account.mailCodePlaceholder')}
        onSend={() =>
          sendCode(firstError([[emailRule, userAccount]]), () =>
            sendResetMail(userAccount, MOBILE_DUMMY_TOKEN, 'PHONE'),
          )
        }
      />
      <MNewPassword
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        placeholder={t('account.newPasswordPlaceholder')}
        testId="m-forgot-password"
        repeatTestId="m-forgot-password-repeat"
      />
      <MSubmit busy={busy} testId="m-forgot-submit">
        {t('account.resetSubmit')}
      </MSubmit>
      <div className="m-links">
        <MLink onClick={onDone} testId="m-forgot-back">
          {t('account.backToLogin')}
        </MLink>
      </div>
    </form>
  );
}
