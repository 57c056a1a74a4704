import { EPD_PRODUCT_TYPES, type TEpdDetail, type TEpdForm, ZEpdForm } from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EpdRecordFields } from '../../../components/epd-record-fields.tsx';
import { usePcrName } from '../../../lib/pcr-name.ts';
import { testId } from '../../../lib/test-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useEpdOptions, useSaveDraft } from './api.ts';
import { SteelFields } from './steel-fields.tsx';
import { steelValuesOf } from './steel-values.ts';

type Values = TEpdForm;

const valuesOf = (d: TEpdDetail): Values => ({
  productType: d.productType as Values['productType'],
  productName: d.productName,
  productNameEn: d.productNameEn,
  companyId: d.companyId,
  pcrId: d.pcrId,
  registrationNumber: d.registrationNumber,
  gwp100: d.gwp100,
  holderZh: d.holderZh,
  holderEn: d.holderEn,
  siteZh: d.siteZh,
  siteEn: d.siteEn,
  issueDate: d.issueDate,
  expiryDate: d.expiryDate,
  reportZhId: d.draftReportZhId ?? undefined,
  reportEnId: d.draftReportEnId ?? undefined,
  dataFileId: d.dataFileId ?? undefined,
  ...steelValuesOf(d),
});

/** Creates a draft, or edits one (`draft`); every field the contract names, files uploaded at once. */
export const EpdFormDialog = ({
  open,
  draft,
  onClose,
}: {
  open: boolean;
  draft: TEpdDetail | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const pcrName = usePcrName();
  const [form] = Form.useForm<Values>();
  const options = useEpdOptions();
  const save = useSaveDraft();
  const submit = useFormSubmit(form, onClose);

  useEffect(() => {
    if (open) form.setFieldsValue(draft ? valuesOf(draft) : { productType: 'EPD' });
  }, [open, draft, form]);

  return (
    <Modal
      open={open}
      width={860}
      title={t(draft ? 'console.epds.editDraft' : 'console.epds.newDraft')}
      onCancel={() => onClose()}
      okText={t('console.epds.save')}
      okButtonProps={testId('epd-form-save')}
      confirmLoading={save.isPending}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => submit(save, { id: draft?.id ?? null, form: values }, t('console.epds.saved')))
          .catch(() => {})
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="epd-form" preserve={false}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="productType" label={t('console.epds.productType')} required>
              <Select
                data-testid="epd-form-productType"
                options={EPD_PRODUCT_TYPES.map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <ContractField
              name="productName"
              label={t('console.epds.productName')}
              schema={ZEpdForm.shape.productName}
              required
            >
              <Input count={{ max: 200 }} data-testid="epd-form-productName" />
            </ContractField>
          </Col>
          <Col xs={24} md={12}>
            <ContractField
              name="companyId"
              label={t('console.epds.company')}
              schema={ZEpdForm.shape.companyId}
              required
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={options.isPending}
                data-testid="epd-form-companyId"
                options={options.data?.companies.map((c) => ({ value: c.id, label: c.name }))}
              />
            </ContractField>
          </Col>
          <Col xs={24} md={12}>
            <ContractField name="pcrId" label={t('console.epds.pcr')} schema={ZEpdForm.shape.pcrId} required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={options.isPending}
                data-testid="epd-form-pcrId"
                options={options.data?.pcrs.map((p) => ({
                  value: p.id,
                  label: `${p.registerNo} ${pcrName(p.productName, p.productNameEn)}`,
                }))}
              />
            </ContractField>
          </Col>
        </Row>
        <EpdRecordFields testIdPrefix="epd-form" />
        <SteelFields testIdPrefix="epd-form" />
      </Form>
    </Modal>
  );
};
