import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/form/code-field.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import type { VerifyCaptcha } from '../../../components/form/use-code-sender.ts';
import { sendResetMail } from '../../../lib/api/code-calls.ts';
import { resetPassword } from '../../../lib/api/password-calls.ts';
import { useBusy } from '../../../lib/use-busy.ts';
import { AccountField } from './account-field.tsx';

interface Values {
  userAccount: string;
  verify: string;
  userPassword: string;
  newuserAccount: string;
}

/**
 * The forgot-password view (spec 01 §3 field names, §4 "Password reset"): the mailed code is
 * checked, then the new password is set with the reset token; success returns to the login.
 */
export function ForgotPasswordForm({
  verifyCaptcha,
  onBack,
}: {
  verifyCaptcha: VerifyCaptcha;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { busy, run } = useBusy();
  const showError = useApiErrorToast();

  const submit = (values: Values) =>
    void run(async () => {
      await resetPassword({
        userAccount: values.userAccount.trim(),
        verify: values.verify,
        password: values.userPassword,
        repeat: values.newuserAccount,
      });
      void message.success(t('account.passwordChanged'));
      onBack();
    }, showError);

  return (
    <Form<Values> name="forgotPassword" onFinish={submit} requiredMark={false}>
      <AccountField kind="email" name="userAccount" testId="forgot-email" />
      <CodeField
        name="verify"
        accountName="userAccount"
        send={(email, token) => sendResetMail(email.trim(), token)}
        verifyCaptcha={verifyCaptcha}
        placeholder={t('account.mailCodePlaceholder')}
        testId="forgot-code"
        sendTestId="forgot-send-code"
      />
      <NewPasswordFields
        repeatName="newuserAccount"
        label={t('account.newPassword')}
        placeholder={t('account.newPasswordPlaceholder')}
        testId="forgot-password"
        repeatTestId="forgot-password-repeat"
      />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="forgot-submit">
        {t('account.resetSubmit')}
      </Button>
      <Button type="link" block onClick={onBack} data-testid="forgot-back">
        {t('account.backToLogin')}
      </Button>
    </Form>
  );
}
