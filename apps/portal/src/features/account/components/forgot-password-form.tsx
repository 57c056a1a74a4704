import { zEmail, zPassword, zSmsCode } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendResetMail } from '../api/code-calls.ts';
import { resetPassword } from '../api/password-calls.ts';
import { sameAs, zodRule } from '../lib/zod-rule.ts';
import { CodeButton } from './code-button.tsx';
import { useCodeSender, type VerifyCaptcha } from './use-code-sender.ts';

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
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const showError = useApiErrorToast();
  const sendCode = useCodeSender(verifyCaptcha);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await resetPassword({
        userAccount: values.userAccount.trim(),
        verify: values.verify,
        password: values.userPassword,
        repeat: values.newuserAccount,
      });
      void message.success(t('account.passwordChanged'));
      onBack();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} name="forgotPassword" onFinish={(v) => void submit(v)} requiredMark={false}>
      <Form.Item name="userAccount" rules={[zodRule(zEmail, t)]}>
        <Input
          placeholder={t('account.emailPlaceholder')}
          aria-label={t('account.email')}
          autoComplete="email"
          data-testid="forgot-email"
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="verify" noStyle rules={[zodRule(zSmsCode, t)]}>
            <Input
              placeholder={t('account.mailCodePlaceholder')}
              aria-label={t('account.code')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="forgot-code"
            />
          </Form.Item>
          <CodeButton
            testId="forgot-send-code"
            onSend={() =>
              sendCode(
                () => form.validateFields(['userAccount']),
                (token) => sendResetMail((form.getFieldValue('userAccount') as string).trim(), token),
              )
            }
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item name="userPassword" rules={[zodRule(zPassword, t)]}>
        <Input.Password
          placeholder={t('account.newPasswordPlaceholder')}
          aria-label={t('account.newPassword')}
          autoComplete="new-password"
          data-testid="forgot-password"
        />
      </Form.Item>
      <Form.Item
        name="newuserAccount"
        dependencies={['userPassword']}
        rules={[
          { required: true, message: t('account.repeatPasswordPlaceholder') },
          sameAs('userPassword', t),
        ]}
      >
        <Input.Password
          placeholder={t('account.repeatPasswordPlaceholder')}
          aria-label={t('account.repeatPassword')}
          autoComplete="new-password"
          data-testid="forgot-password-repeat"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="forgot-submit">
        {t('account.resetSubmit')}
      </Button>
      <Button type="link" block onClick={onBack} data-testid="forgot-back">
        {t('account.backToLogin')}
      </Button>
    </Form>
  );
}
