import {
  CERTIFICATION_IMAGE_TYPES,
  COMPANY_NAME,
  EMAIL_MAX,
  ZCompanyCertification,
} from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationValues } from '../lib/form-values.ts';
import { ImageUpload } from './image-upload.tsx';

const rules = ZCompanyCertification.shape;

interface Props {
  initial: Partial<CertificationValues>;
  busy: boolean;
  onSubmit: (values: CertificationValues) => void;
}

type TextField = Exclude<keyof CertificationValues, 'licenceId' | 'billingId'>;

/** The enterprise-certification form (spec 02 §3, §5), checked with the contract's rules. */
export function EnterpriseForm({ initial, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CertificationValues>();
  const trim = (name: TextField) => () => {
    const value: unknown = form.getFieldValue(name);
    if (typeof value === 'string') form.setFieldValue(name, value.trim());
  };
  const text = (name: TextField, label: string, testId: string, input: ReactNode = null) => (
    <ContractField name={name} label={label} required schema={rules[name]}>
      {input ?? <Input onBlur={trim(name)} data-testid={testId} />}
    </ContractField>
  );

  return (
    <Form<CertificationValues>
      form={form}
      name="enterprise"
      layout="vertical"
      initialValues={initial}
      onFinish={onSubmit}
      className="enterprise-form"
      data-testid="enterprise-form"
    >
      <div className="enterprise-form__grid">
        <ContractField
          name="companyCreditCode"
          label={t('enterprise.creditCode')}
          required
          normalize={(v: string) => v.toUpperCase()}
          schema={rules.companyCreditCode}
        >
          <Input
            count={{ max: 18 }}
            onBlur={trim('companyCreditCode')}
            data-testid="enterprise-credit-code"
          />
        </ContractField>
        {text(
          'companyName',
          t('enterprise.companyName'),
          'enterprise-company-name',
          <Input
            count={{ max: COMPANY_NAME.max }}
            onBlur={trim('companyName')}
            data-testid="enterprise-company-name"
          />,
        )}
        {text(
          'companyEmail',
          t('enterprise.email'),
          'enterprise-email',
          <Input count={{ max: EMAIL_MAX }} onBlur={trim('companyEmail')} data-testid="enterprise-email" />,
        )}
        {text('corporation', t('enterprise.corporation'), 'enterprise-corporation')}
        {text('companyContacts', t('enterprise.contacts'), 'enterprise-contacts')}
        {text('companyContactPhone', t('enterprise.contactPhone'), 'enterprise-contact-phone')}
        {text('companyZipCode', t('enterprise.zipCode'), 'enterprise-zip-code')}
        {text('companyAddress', t('enterprise.address'), 'enterprise-address')}
      </div>
      <div className="enterprise-form__images">
        <Form.Item
          name="licenceId"
          label={t('enterprise.licence')}
          required
          rules={[{ required: true, message: t('enterprise.licenceRequired') }]}
        >
          <ImageUpload
            businessType={CERTIFICATION_IMAGE_TYPES.licence}
            label={t('enterprise.licence')}
            testId="enterprise-licence"
          />
        </Form.Item>
        <Form.Item
          name="billingId"
          label={t('enterprise.billing')}
          required
          rules={[{ required: true, message: t('enterprise.billingRequired') }]}
        >
          <ImageUpload
            businessType={CERTIFICATION_IMAGE_TYPES.billing}
            label={t('enterprise.billing')}
            testId="enterprise-billing"
          />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="enterprise-submit">
        {t('enterprise.submit')}
      </Button>
    </Form>
  );
}
