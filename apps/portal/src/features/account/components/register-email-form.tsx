import { zEmail, zPassword, zSmsCode } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendRegisterMail } from '../api/code-calls.ts';
import { registerByEmail } from '../api/register-calls.ts';
import { sameAs, zodRule } from '../lib/zod-rule.ts';
import { CodeButton } from './code-button.tsx';
import { useCodeSender, type VerifyCaptcha } from './use-code-sender.ts';

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
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const showError = useApiErrorToast();
  const sendCode = useCodeSender(verifyCaptcha);

  const submit = async (values: Values) => {
    if (!checkConsent()) return;
    setBusy(true);
    try {
      await registerByEmail({
        userAccount: values.userAccount.trim(),
        verify: values.verify,
        password: values.userPassword,
        confirmation: values.emailpasswordss,
      });
      onRegistered();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} name="registerEmail" layout="vertical" onFinish={(v) => void submit(v)}>
      <Form.Item name="userAccount" label={t('account.email')} required rules={[zodRule(zEmail, t)]}>
        <Input
          placeholder={t('account.emailPlaceholder')}
          autoComplete="email"
          data-testid="register-email-account"
        />
      </Form.Item>
      <Form.Item label={t('account.code')} required>
        <Space.Compact block>
          <Form.Item name="verify" noStyle rules={[zodRule(zSmsCode, t)]}>
            <Input
              placeholder={t('account.mailCodePlaceholder')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="register-email-code"
            />
          </Form.Item>
          <CodeButton
            testId="register-email-send-code"
            onSend={() =>
              sendCode(
                () => form.validateFields(['userAccount']),
                (token) => sendRegisterMail((form.getFieldValue('userAccount') as string).trim(), token),
              )
            }
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item name="userPassword" label={t('account.password')} required rules={[zodRule(zPassword, t)]}>
        <Input.Password
          placeholder={t('validation.passwordRule')}
          autoComplete="new-password"
          data-testid="register-email-password"
        />
      </Form.Item>
      <Form.Item
        name="emailpasswordss"
        label={t('account.repeatPassword')}
        dependencies={['userPassword']}
        rules={[
          { required: true, message: t('account.repeatPasswordPlaceholder') },
          sameAs('userPassword', t),
        ]}
      >
        <Input.Password
          placeholder={t('account.repeatPasswordPlaceholder')}
          autoComplete="new-password"
          data-testid="register-email-password-repeat"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-email-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}
