import type { TLoginAnswer } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusy } from '../../../lib/use-busy.ts';
import { loginByEmail } from '../api/login-calls.ts';
import { AccountField } from './account-field.tsx';

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
  const { busy, run } = useBusy();
  const showError = useApiErrorToast();

  const submit = ({ userAccount, userPassword }: Values) => {
    if (!checkConsent()) return;
    void run(async () => onLoggedIn(await loginByEmail(userAccount.trim(), userPassword)), showError);
  };

  return (
    <Form<Values> name="loginEmail" onFinish={submit} requiredMark={false}>
      <AccountField kind="email" name="userAccount" testId="login-email-account" />
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
