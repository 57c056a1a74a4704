import {
  EPD_PRODUCT_TYPES,
  type TEpdDetail,
  type TEpdForm,
  type TextKey,
  ZEpdForm,
} from '@steel-epd/contract';
import { zodRule } from '@steel-epd/web';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useEpdOptions, useSaveDraft } from './api.ts';
import { FileField } from './file-field.tsx';

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
  const [form] = Form.useForm<Values>();
  const options = useEpdOptions();
  const save = useSaveDraft();
  const submit = useFormSubmit(form, onClose);

  useEffect(() => {
    if (open) form.setFieldsValue(draft ? valuesOf(draft) : { productType: 'EPD' });
  }, [open, draft, form]);

  const rule = (key: keyof typeof ZEpdForm.shape) => [zodRule(ZEpdForm.shape[key], t)];
  const text = (name: keyof Values, label: TextKey, required = false) => (
    <Form.Item name={name} label={t(label)} rules={required ? rule(name) : undefined} required={required}>
      <Input maxLength={200} data-testid={`epd-form-${name}`} />
    </Form.Item>
  );

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
            <Form.Item
              name="registrationNumber"
              label={t('console.epds.registrationNumber')}
              rules={rule('registrationNumber')}
              required
              normalize={(v: string) => v.toUpperCase()}
            >
              <Input maxLength={80} placeholder="SEPD-2026-0001" data-testid="epd-form-registrationNumber" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('productName', 'console.epds.productName', true)}
          </Col>
          <Col xs={24} md={12}>
            {text('productNameEn', 'console.epds.productNameEn')}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="companyId" label={t('console.epds.company')} rules={rule('companyId')} required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={options.isPending}
                data-testid="epd-form-companyId"
                options={options.data?.companies.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="pcrId" label={t('console.epds.pcr')} rules={rule('pcrId')} required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={options.isPending}
                data-testid="epd-form-pcrId"
                options={options.data?.pcrs.map((p) => ({
                  value: p.id,
                  label: `${p.registerNo} ${p.productName}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="gwp100" label={t('console.epds.gwp100')}>
              <InputNumber
                min={0}
                step={0.01}
                precision={2}
                style={{ width: '100%' }}
                data-testid="epd-form-gwp100"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="issueDate" label={t('console.epds.issueDate')} rules={rule('issueDate')}>
              <Input placeholder="YYYY-MM-DD" maxLength={10} data-testid="epd-form-issueDate" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="expiryDate" label={t('console.epds.expiryDate')} rules={rule('expiryDate')}>
              <Input placeholder="YYYY-MM-DD" maxLength={10} data-testid="epd-form-expiryDate" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('holderZh', 'console.epds.holderZh')}
          </Col>
          <Col xs={24} md={12}>
            {text('holderEn', 'console.epds.holderEn')}
          </Col>
          <Col xs={24} md={12}>
            {text('siteZh', 'console.epds.siteZh')}
          </Col>
          <Col xs={24} md={12}>
            {text('siteEn', 'console.epds.siteEn')}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="reportZhId" label={t('console.epds.reportZh')}>
              <FileField type="EPD" testId="epd-form-reportZh" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="reportEnId" label={t('console.epds.reportEn')}>
              <FileField type="EPD" testId="epd-form-reportEn" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dataFileId" label={t('console.epds.dataFile')}>
              <FileField type="EPD_DATA" testId="epd-form-dataFile" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};
