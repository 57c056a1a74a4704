import type { TLoginAnswer } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/form/code-field.tsx';
import type { VerifyCaptcha } from '../../../components/form/use-code-sender.ts';
import { isPhoneNotRegistered } from '../../../lib/login-errors.ts';
import { useBusy } from '../../../lib/use-busy.ts';
import { sendSmsCode } from '../api/code-calls.ts';
import { loginByPhone } from '../api/login-calls.ts';
import { AccountField } from './account-field.tsx';

interface Props {
  verifyCaptcha: VerifyCaptcha;
  checkConsent: () => boolean;
  onLoggedIn: (answer: TLoginAnswer) => void;
  onNotRegistered: () => void;
}

interface Values {
  mobile: string;
  password: string;
}

/** Phone and SMS code; a new mainland number is registered by its first login (spec 01 §1). */
export function PhoneLoginForm({ verifyCaptcha, checkConsent, onLoggedIn, onNotRegistered }: Props) {
  const { t } = useTranslation();
  const { busy, run } = useBusy();
  const showError = useApiErrorToast();

  const submit = ({ mobile, password }: Values) => {
    if (!checkConsent()) return;
    void run(
      async () => onLoggedIn(await loginByPhone(mobile, password, true)),
      (error) => (isPhoneNotRegistered(error) ? onNotRegistered() : showError(error)),
    );
  };

  return (
    <Form<Values> name="loginPhone" onFinish={submit} requiredMark={false}>
      <AccountField kind="phone" name="mobile" testId="login-phone-mobile" />
      <CodeField
        name="password"
        accountName="mobile"
        send={(mobile, token) => sendSmsCode(mobile, 'LOGIN', token)}
        verifyCaptcha={verifyCaptcha}
        onNotRegistered={onNotRegistered}
        placeholder={t('account.codePlaceholder')}
        testId="login-phone-code"
        sendTestId="login-phone-send-code"
      />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-phone-submit">
        {t('common.login')}
      </Button>
    </Form>
  );
}
