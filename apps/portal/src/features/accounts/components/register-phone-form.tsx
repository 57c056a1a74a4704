import { zName } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/form/code-field.tsx';
import type { VerifyCaptcha } from '../../../components/form/use-code-sender.ts';
import { useDictList } from '../../../lib/api/dict-queries.ts';
import { DictSelectItem } from '../../../lib/dict-select-item.tsx';
import { useBusy } from '../../../lib/use-busy.ts';
import { sendSmsCode } from '../api/code-calls.ts';
import { type PhoneRegisterInput, registerByPhone } from '../api/register-calls.ts';
import { AccountField } from './account-field.tsx';

interface Props {
  verifyCaptcha: VerifyCaptcha;
  checkConsent: () => boolean;
  onRegistered: () => void;
}

/** Phone registration with the company's name, industry category and form (spec 01 §3). */
export function RegisterPhoneForm({ verifyCaptcha, checkConsent, onRegistered }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneRegisterInput>();
  const { busy, run } = useBusy();
  const showError = useApiErrorToast();
  // Anonymous visitors read these two through the n/ paths (spec 01 §7).
  const categories = useDictList('INDUSTRY_CATEGORY', true);
  const forms = useDictList('COMPANY_FORM', true);
  const dictError = categories.error ?? forms.error;
  useEffect(() => {
    if (dictError) showError(dictError);
  }, [dictError, showError]);

  const submit = (values: PhoneRegisterInput) => {
    if (!checkConsent()) return;
    void run(async () => {
      await registerByPhone({ ...values, companyName: values.companyName.trim() });
      onRegistered();
    }, showError);
  };

  return (
    <Form form={form} name="registerPhone" layout="vertical" onFinish={submit}>
      <AccountField kind="phone" name="userAccount" showLabel testId="register-phone-account" />
      <CodeField
        name="verify"
        accountName="userAccount"
        send={(phone, token) => sendSmsCode(phone, 'REGISTER', token)}
        verifyCaptcha={verifyCaptcha}
        placeholder={t('account.codePlaceholder')}
        showLabel
        testId="register-phone-code"
        sendTestId="register-phone-send-code"
      />
      <ContractField name="companyName" label={t('register.companyName')} required schema={zName}>
        <Input
          count={{ max: 32 }}
          onBlur={() => form.setFieldValue('companyName', (form.getFieldValue('companyName') ?? '').trim())}
          data-testid="register-phone-company"
        />
      </ContractField>
      <DictSelectItem
        name="industryCategory"
        label={t('register.industryCategory')}
        rules={[{ required: true, message: t('validation.industryRequired') }]}
        items={categories}
        testId="register-phone-industry"
      />
      <DictSelectItem
        name="companyForm"
        label={t('register.companyForm')}
        rules={[{ required: true, message: t('validation.companyFormRequired') }]}
        items={forms}
        testId="register-phone-company-form"
      />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-phone-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}
