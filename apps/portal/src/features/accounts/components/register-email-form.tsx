import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/form/code-field.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import type { VerifyCaptcha } from '../../../components/form/use-code-sender.ts';
import { useBusy } from '../../../lib/use-busy.ts';
import { sendRegisterMail } from '../api/code-calls.ts';
import { registerByEmail } from '../api/register-calls.ts';
import { AccountField } from './account-field.tsx';

interface Values {
  userAccount: string;
  verify: string;
  userPassword: string;
  emailpasswordss: string;
}

interface Props {
  verifyCaptcha: VerifyCaptcha;
  checkConsent: () => boolean;
  onRegistered: () => void;
}

/** E-mail registration (spec 01 §3): mailed code, password and its confirmation, both encrypted. */
export function RegisterEmailForm({ verifyCaptcha, checkConsent, onRegistered }: Props) {
  const { t } = useTranslation();
  const { busy, run } = useBusy();
  const showError = useApiErrorToast();

  const submit = (values: Values) => {
    if (!checkConsent()) return;
    void run(async () => {
      await registerByEmail({
        userAccount: values.userAccount.trim(),
        verify: values.verify,
        password: values.userPassword,
        confirmation: values.emailpasswordss,
      });
      onRegistered();
    }, showError);
  };

  return (
    <Form<Values> name="registerEmail" layout="vertical" onFinish={submit}>
      <AccountField kind="email" name="userAccount" showLabel testId="register-email-account" />
      <CodeField
        name="verify"
        accountName="userAccount"
        send={(email, token) => sendRegisterMail(email.trim(), token)}
        verifyCaptcha={verifyCaptcha}
        placeholder={t('account.mailCodePlaceholder')}
        showLabel
        testId="register-email-code"
        sendTestId="register-email-send-code"
      />
      <NewPasswordFields
        repeatName="emailpasswordss"
        label={t('account.password')}
        placeholder={t('validation.passwordRule')}
        showLabels
        testId="register-email-password"
        repeatTestId="register-email-password-repeat"
      />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-email-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}
