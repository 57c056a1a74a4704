import { zSmsCode } from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeButton } from './code-button.tsx';
import { useCodeSender, type VerifyCaptcha } from './use-code-sender.ts';

interface Props {
  /** The code's form field. */
  name: string;
  /** The account's form field: it must be valid before a code is sent, and `send` gets its value. */
  accountName: string;
  send: (account: string, captchaToken: string) => Promise<unknown>;
  verifyCaptcha: VerifyCaptcha;
  onNotRegistered?: () => void;
  placeholder: string;
  /** Vertical forms label the item; the compact ones name the input by aria-label instead. */
  showLabel?: boolean;
  testId: string;
  sendTestId: string;
}

/** The 6-digit code input and its send button: captcha first, then the 60-second countdown (spec 01 §4, §5). */
export function CodeField({
  name,
  accountName,
  send,
  verifyCaptcha,
  onNotRegistered,
  placeholder,
  showLabel = false,
  testId,
  sendTestId,
}: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const sendCode = useCodeSender(verifyCaptcha, onNotRegistered);
  const onSend = () =>
    sendCode(
      () => form.validateFields([accountName]),
      (token) => send(form.getFieldValue(accountName) as string, token),
    );

  return (
    <Form.Item label={showLabel ? t('account.code') : undefined} required={showLabel}>
      <Space.Compact block>
        <ContractField name={name} noStyle schema={zSmsCode}>
          <Input
            placeholder={placeholder}
            aria-label={showLabel ? undefined : t('account.code')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid={testId}
          />
        </ContractField>
        <CodeButton testId={sendTestId} onSend={onSend} />
      </Space.Compact>
    </Form.Item>
  );
}
