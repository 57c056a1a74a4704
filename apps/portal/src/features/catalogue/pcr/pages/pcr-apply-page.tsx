import { PCR_REQUEST_MAX, type TPcrInsert, ZPcrInsert } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../../../../lib/page.ts';
import { storeResultCode } from '../../../../lib/result-code.ts';
import { useSession } from '../../../../lib/session.ts';
import { useUserCompany } from '../../../../lib/use-user-company.ts';
import { usePcrRequest } from '../api/pcr-queries.ts';
import { ApplySteps } from '../components/apply-steps.tsx';
import { PcrFileField } from '../components/pcr-file-field.tsx';
import '../pcr.css';
import '../texts.ts';

const shape = ZPcrInsert.shape;

/**
 * /Pcr/pcrApplyFor (login, spec 02 §2, §5; decision 221): company name (prefilled and locked when
 * the user's company is known; the server stores the company's own name then), product and
 * description (required), the standards to follow, a contact person with phone and e-mail
 * (prefilled from the company's certification or the login account) and one optional PDF or Word
 * file; a submitted request goes to /Result?type=2. The six-step procedure is shown under the form.
 */
export default function PcrApplyPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const { userInfo } = useSession();
  const company = useUserCompany();
  const request = usePcrRequest();
  const [form] = Form.useForm<TPcrInsert>();
  const knownName = company.data?.companyName || userInfo?.companyName || null;
  const account = userInfo?.userAccount ?? '';
  const contact = {
    contactName: company.data?.companyContacts || userInfo?.userName || '',
    contactPhone: company.data?.companyContactPhone || (userInfo?.accountType === 'phone' ? account : ''),
    contactEmail: company.data?.companyEmail || (userInfo?.accountType === 'email' ? account : ''),
  };

  useEffect(() => {
    if (knownName) form.setFieldValue('productName', knownName);
  }, [knownName, form]);
  // Filled once the company is known, never over what the user typed.
  const { contactName, contactPhone, contactEmail } = contact;
  useEffect(() => {
    const known = { contactName, contactPhone, contactEmail };
    for (const [name, value] of Object.entries(known) as [keyof typeof known, string][]) {
      if (value && !form.getFieldValue(name)) form.setFieldValue(name, value);
    }
  }, [contactName, contactPhone, contactEmail, form]);

  const submit = (values: TPcrInsert) =>
    request.mutate(values, {
      onSuccess: () => {
        storeResultCode('2');
        void navigate('/Result?type=2', { replace: true });
      },
      onError: showError,
    });

  return (
    <main className="pcr-page" data-testid="pcr-apply-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <p className="pcr-page__lead">{t('pcr.apply.lead')}</p>
      <div className="pcr-apply">
        <Card className="pcr-apply__form">
          <Form<TPcrInsert>
            form={form}
            name="pcr-apply"
            layout="vertical"
            initialValues={{
              productName: knownName ?? '',
              product: '',
              description: '',
              standards: '',
              ...contact,
              attachmentId: null,
            }}
            onFinish={submit}
          >
            <ContractField
              name="productName"
              label={t('pcr.apply.companyName')}
              required
              schema={ZPcrInsert.shape.productName}
              extra={knownName ? t('pcr.apply.companyNameLocked') : undefined}
            >
              <Input
                disabled={knownName !== null}
                count={{ max: PCR_REQUEST_MAX.companyName }}
                placeholder={t('pcr.apply.companyNamePlaceholder')}
                data-testid="pcr-apply-company"
              />
            </ContractField>
            <ContractField
              name="product"
              label={t('pcr.apply.product')}
              required
              schema={ZPcrInsert.shape.product}
            >
              <Input
                count={{ max: PCR_REQUEST_MAX.product }}
                placeholder={t('pcr.apply.productPlaceholder')}
                data-testid="pcr-apply-product"
              />
            </ContractField>
            <ContractField
              name="description"
              label={t('pcr.apply.description')}
              required
              schema={shape.description}
            >
              <Input.TextArea
                rows={4}
                count={{ max: PCR_REQUEST_MAX.description, show: true }}
                placeholder={t('pcr.apply.descriptionPlaceholder')}
                data-testid="pcr-apply-description"
              />
            </ContractField>
            <ContractField name="standards" label={t('pcr.apply.standards')} schema={shape.standards}>
              <Input.TextArea
                rows={2}
                count={{ max: PCR_REQUEST_MAX.standards, show: true }}
                placeholder={t('pcr.apply.standardsPlaceholder')}
                data-testid="pcr-apply-standards"
              />
            </ContractField>
            <div className="pcr-apply__contact">
              <ContractField
                name="contactName"
                label={t('pcr.apply.contactName')}
                required
                schema={shape.contactName}
              >
                <Input count={{ max: PCR_REQUEST_MAX.contactName }} data-testid="pcr-apply-contact" />
              </ContractField>
              <ContractField
                name="contactPhone"
                label={t('pcr.apply.contactPhone')}
                required
                schema={shape.contactPhone}
              >
                <Input inputMode="tel" autoComplete="tel" data-testid="pcr-apply-phone" />
              </ContractField>
            </div>
            <ContractField
              name="contactEmail"
              label={t('pcr.apply.contactEmail')}
              required
              schema={shape.contactEmail}
            >
              <Input inputMode="email" autoComplete="email" data-testid="pcr-apply-email" />
            </ContractField>
            <Form.Item
              name="attachmentId"
              label={t('pcr.apply.attachment')}
              extra={t('pcr.apply.attachmentHint')}
            >
              <PcrFileField onChange={(id) => form.setFieldValue('attachmentId', id)} />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={request.isPending}
              data-testid="pcr-apply-submit"
            >
              {t('pcr.apply.submit')}
            </Button>
          </Form>
          <p className="pcr-apply__mine">
            <Link to="/Pcr/minePcr">{t('pcr.apply.mine')}</Link>
          </p>
        </Card>
      </div>
      <Typography.Title level={4} className="pcr-apply__procedure">
        {t('pcr.apply.procedureTitle')}
      </Typography.Title>
      <ApplySteps />
    </main>
  );
}
