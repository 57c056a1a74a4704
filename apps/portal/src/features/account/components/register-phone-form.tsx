import { zName, zPhone, zSmsCode } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../api/code-calls.ts';
import { useDictList } from '../api/dict-queries.ts';
import { type PhoneRegisterInput, registerByPhone } from '../api/register-calls.ts';
import { zodRule } from '../lib/zod-rule.ts';
import { CodeButton } from './code-button.tsx';
import { useCodeSender, type VerifyCaptcha } from './use-code-sender.ts';

interface Props {
  verifyCaptcha: VerifyCaptcha;
  checkConsent: () => boolean;
  onRegistered: () => void;
}

/** Phone registration with the company's name, industry category and form (spec 01 §3). */
export function RegisterPhoneForm({ verifyCaptcha, checkConsent, onRegistered }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneRegisterInput>();
  const [busy, setBusy] = useState(false);
  const showError = useApiErrorToast();
  const sendCode = useCodeSender(verifyCaptcha);
  // Anonymous visitors read these two through the n/ paths (spec 01 §7).
  const categories = useDictList('INDUSTRY_CATEGORY', true);
  const forms = useDictList('COMPANY_FORM', true);
  const dictError = categories.error ?? forms.error;
  useEffect(() => {
    if (dictError) showError(dictError);
  }, [dictError, showError]);

  const submit = async (values: PhoneRegisterInput) => {
    if (!checkConsent()) return;
    setBusy(true);
    try {
      await registerByPhone({ ...values, companyName: values.companyName.trim() });
      onRegistered();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const options = (items: typeof categories.data) =>
    (items ?? []).map((i) => ({ value: i.itemCode, label: i.itemValue }));
  return (
    <Form form={form} name="registerPhone" layout="vertical" onFinish={(v) => void submit(v)}>
      <Form.Item name="userAccount" label={t('account.phone')} required rules={[zodRule(zPhone, t)]}>
        <Input
          placeholder={t('account.phonePlaceholder')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          data-testid="register-phone-account"
        />
      </Form.Item>
      <Form.Item label={t('account.code')} required>
        <Space.Compact block>
          <Form.Item name="verify" noStyle rules={[zodRule(zSmsCode, t)]}>
            <Input
              placeholder={t('account.codePlaceholder')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="register-phone-code"
            />
          </Form.Item>
          <CodeButton
            testId="register-phone-send-code"
            onSend={() =>
              sendCode(
                () => form.validateFields(['userAccount']),
                (token) => sendSmsCode(form.getFieldValue('userAccount') as string, 'REGISTER', token),
              )
            }
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item name="companyName" label={t('register.companyName')} required rules={[zodRule(zName, t)]}>
        <Input
          maxLength={32}
          onBlur={() => form.setFieldValue('companyName', (form.getFieldValue('companyName') ?? '').trim())}
          data-testid="register-phone-company"
        />
      </Form.Item>
      <Form.Item
        name="industryCategory"
        label={t('register.industryCategory')}
        rules={[{ required: true, message: t('validation.industryRequired') }]}
      >
        <Select
          loading={categories.isLoading}
          options={options(categories.data)}
          placeholder={t('account.choose')}
          data-testid="register-phone-industry"
        />
      </Form.Item>
      <Form.Item
        name="companyForm"
        label={t('register.companyForm')}
        rules={[{ required: true, message: t('validation.companyFormRequired') }]}
      >
        <Select
          loading={forms.isLoading}
          options={options(forms.data)}
          placeholder={t('account.choose')}
          data-testid="register-phone-company-form"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-phone-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}
