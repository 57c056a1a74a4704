import { type TLoginAnswer, zEmail } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByEmail } from '../api/login-calls.ts';
import { zodRule } from '../lib/zod-rule.ts';

interface Props {
  checkConsent: () => boolean;
  onLoggedIn: (answer: TLoginAnswer) => void;
}

interface Values {
  userAccount: string;
  userPassword: string;
}

/** E-mail and password; the password is sent RSA-encrypted only (spec 01 §5). */
export function EmailLoginForm({ checkConsent, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const showError = useApiErrorToast();

  const submit = async ({ userAccount, userPassword }: Values) => {
    if (!checkConsent()) return;
    setBusy(true);
    try {
      onLoggedIn(await loginByEmail(userAccount.trim(), userPassword));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form name="loginEmail" onFinish={(v: Values) => void submit(v)} requiredMark={false}>
      <Form.Item name="userAccount" rules={[zodRule(zEmail, t)]}>
        <Input
          placeholder={t('account.emailPlaceholder')}
          aria-label={t('account.email')}
          autoComplete="email"
          data-testid="login-email-account"
        />
      </Form.Item>
      <Form.Item name="userPassword" rules={[{ required: true, message: t('validation.passwordRequired') }]}>
        <Input.Password
          placeholder={t('account.passwordPlaceholder')}
          aria-label={t('account.password')}
          autoComplete="current-password"
          data-testid="login-email-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-email-submit">
        {t('common.login')}
      </Button>
    </Form>
  );
}
