import { type TLoginAnswer, zPhone, zSmsCode } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../api/code-calls.ts';
import { loginByPhone } from '../api/login-calls.ts';
import { isPhoneNotRegistered } from '../lib/login-errors.ts';
import { zodRule } from '../lib/zod-rule.ts';
import { CodeButton } from './code-button.tsx';
import { useCodeSender, type VerifyCaptcha } from './use-code-sender.ts';

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
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const showError = useApiErrorToast();
  const sendCode = useCodeSender(verifyCaptcha, onNotRegistered);

  const submit = async ({ mobile, password }: Values) => {
    if (!checkConsent()) return;
    setBusy(true);
    try {
      onLoggedIn(await loginByPhone(mobile, password, true));
    } catch (error) {
      if (isPhoneNotRegistered(error)) onNotRegistered();
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} name="loginPhone" onFinish={(v) => void submit(v)} requiredMark={false}>
      <Form.Item name="mobile" rules={[zodRule(zPhone, t)]}>
        <Input
          placeholder={t('account.phonePlaceholder')}
          aria-label={t('account.phone')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          data-testid="login-phone-mobile"
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="password" noStyle rules={[zodRule(zSmsCode, t)]}>
            <Input
              placeholder={t('account.codePlaceholder')}
              aria-label={t('account.code')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="login-phone-code"
            />
          </Form.Item>
          <CodeButton
            testId="login-phone-send-code"
            onSend={() =>
              sendCode(
                () => form.validateFields(['mobile']),
                (token) => sendSmsCode(form.getFieldValue('mobile') as string, 'LOGIN', token),
              )
            }
          />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-phone-submit">
        {t('common.login')}
      </Button>
    </Form>
  );
}
