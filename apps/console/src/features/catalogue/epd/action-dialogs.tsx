import {
  EPD_REASON_MAX,
  type TEpdCorrection,
  type TEpdDetail,
  type TEpdRenewal,
  type TextKey,
  ZEpdCorrection,
  ZEpdRenewal,
  ZEpdWithdrawal,
} from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Alert, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, dateItemProps, emptyPasses } from '../../../components/epd-record-fields.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { testId } from '../../../lib/test-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { defaultExpiry } from '../../../lib/validity.ts';
import { useCorrect, useRenew, useWithdraw } from './api.ts';
import { SteelFields } from './steel-fields.tsx';
import { steelChanges, steelValuesOf } from './steel-values.ts';

export type EpdAction = 'correct' | 'renew' | 'withdraw';

/** Drops the fields left empty: a correction names only what changes. */
const changedOnly = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** The suggested number of a renewal, as the server makes it. */
const suggestedNumber = (n: string) => {
  const m = /-R(\d+)$/.exec(n);
  return `${n.replace(/-R\d+$/, '')}-R${m ? Number(m[1]) + 1 : 1}`;
};

/** The dialogs of a published record's actions: correct, renew and withdraw. */
export const ActionDialog = ({
  action,
  epd,
  onClose,
}: {
  action: EpdAction | null;
  epd: TEpdDetail;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const correct = useCorrect();
  const renew = useRenew();
  const withdraw = useWithdraw();
  const submit = useFormSubmit(form, onClose);
  const pending = correct.isPending || renew.isPending || withdraw.isPending;
  /** The renewal's issue date as last seen, to tell a default expiry from a chosen one. */
  const issued = useRef('');
  // A correction's steel fields start from the record's values, each time the dialog opens; a
  // renewal is issued today and expires the day before its fifth anniversary (as a release).
  useEffect(() => {
    if (action === 'correct') form.setFieldsValue(steelValuesOf(epd));
    if (action === 'renew') {
      const today = dayjs().format('YYYY-MM-DD');
      issued.current = today;
      form.setFieldsValue({ issueDate: today, expiryDate: defaultExpiry(today) });
    }
  }, [action, epd, form]);

  /** A new issue date moves the expiry along while it is still the default; a chosen expiry stays. */
  const follow = (changed: Record<string, unknown>) => {
    if (action !== 'renew' || !('issueDate' in changed)) return;
    const issueDate = typeof changed.issueDate === 'string' ? changed.issueDate : '';
    const expiry = form.getFieldValue('expiryDate') as string | undefined;
    const wasDefault = !expiry || (issued.current !== '' && expiry === defaultExpiry(issued.current));
    issued.current = issueDate;
    if (issueDate && wasDefault) form.setFieldValue('expiryDate', defaultExpiry(issueDate));
  };

  const send = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    if (action === 'correct') {
      // The steel fields start from the record's values: only a change is sent, an emptied one as null.
      const { verifierZh, verifierEn, makingRoute, recycledContent, ...rest } = values;
      const body = {
        ...changedOnly(rest),
        ...steelChanges({ verifierZh, verifierEn, makingRoute, recycledContent }, epd),
      } as TEpdCorrection;
      submit(correct, { id: epd.id, body }, t('console.epds.corrected'));
    } else if (action === 'renew') {
      submit(renew, { id: epd.id, body: changedOnly(values) as TEpdRenewal }, t('console.epds.renewed'));
    } else if (action === 'withdraw') {
      submit(withdraw, { id: epd.id, reason: String(values.reason ?? '') }, t('console.epds.withdrawn'));
    }
  };

  const reason = (
    <ContractField
      name="reason"
      label={t('console.epds.reason')}
      required
      schema={ZEpdWithdrawal.shape.reason}
    >
      <Input.TextArea rows={3} count={{ max: EPD_REASON_MAX, show: true }} data-testid="epd-action-reason" />
    </ContractField>
  );
  const text = (name: keyof typeof ZEpdCorrection.shape, label: TextKey) => (
    <Col xs={24} md={12}>
      <ContractField name={name} label={t(label)} schema={emptyPasses(ZEpdCorrection.shape[name])}>
        <Input count={{ max: 200 }} data-testid={`epd-action-${name}`} />
      </ContractField>
    </Col>
  );
  const file = (name: string, label: TextKey) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(label)}>
        <FileField type="EPD" testId={`epd-action-${name}`} />
      </Form.Item>
    </Col>
  );

  const titles = {
    correct: 'console.epds.correctTitle',
    renew: 'console.epds.renewTitle',
    withdraw: 'console.epds.withdrawTitle',
  } as const;

  return (
    <Modal
      open={action !== null}
      width={action === 'withdraw' ? 520 : 760}
      title={action ? t(titles[action]) : ''}
      onCancel={onClose}
      onOk={() => void send().catch(() => {})}
      okButtonProps={{ danger: action === 'withdraw', ...testId('epd-action-submit') }}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onValuesChange={follow}
        data-testid={`epd-${action}-form`}
      >
        {action === 'correct' && (
          <>
            <Alert type="info" showIcon title={t('console.epds.correctHint')} style={{ marginBottom: 16 }} />
            <Row gutter={16}>
              {text('productName', 'console.epds.productName')}
              {text('productNameEn', 'console.epds.productNameEn')}
              <Col xs={24} md={12}>
                <Form.Item name="gwp100" label={t('console.epds.gwp100')}>
                  <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {text('holderZh', 'console.epds.holderZh')}
              {text('holderEn', 'console.epds.holderEn')}
              {text('siteZh', 'console.epds.siteZh')}
              {text('siteEn', 'console.epds.siteEn')}
              <Col xs={24} md={12}>
                <ContractField
                  name="expiryDate"
                  label={t('console.epds.expiryDate')}
                  schema={emptyPasses(ZEpdCorrection.shape.expiryDate)}
                  {...dateItemProps}
                >
                  <DateField testId="epd-action-expiryDate" />
                </ContractField>
              </Col>
              {file('reportZhId', 'console.epds.reportZh')}
              {file('reportEnId', 'console.epds.reportEn')}
            </Row>
            <SteelFields testIdPrefix="epd-action" hint="console.epds.correctSteelHint" />
            <ContractField
              name="reason"
              label={t('console.epds.reason')}
              required
              schema={ZEpdCorrection.shape.reason}
            >
              <Input.TextArea
                rows={3}
                count={{ max: EPD_REASON_MAX, show: true }}
                data-testid="epd-action-reason"
              />
            </ContractField>
          </>
        )}
        {action === 'renew' && (
          <>
            <Alert
              type="info"
              showIcon
              title={t('console.epds.renewHint', { suggested: suggestedNumber(epd.registrationNumber) })}
              style={{ marginBottom: 16 }}
            />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <ContractField
                  name="registrationNumber"
                  label={t('console.epds.registrationNumber')}
                  normalize={(v: string) => v.toUpperCase()}
                  schema={emptyPasses(ZEpdRenewal.shape.registrationNumber)}
                >
                  <Input placeholder={suggestedNumber(epd.registrationNumber)} count={{ max: 80 }} />
                </ContractField>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="gwp100" label={t('console.epds.gwp100')}>
                  <InputNumber
                    min={0}
                    step={0.01}
                    precision={2}
                    style={{ width: '100%' }}
                    placeholder={String(epd.gwp100 ?? '')}
                  />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <ContractField
                  name="issueDate"
                  label={t('console.epds.issueDate')}
                  required
                  schema={ZEpdRenewal.shape.issueDate}
                  {...dateItemProps}
                >
                  <DateField testId="epd-action-issueDate" />
                </ContractField>
              </Col>
              <Col xs={12}>
                <ContractField
                  name="expiryDate"
                  label={t('console.epds.expiryDate')}
                  required
                  schema={ZEpdRenewal.shape.expiryDate}
                  extra={t('console.applications.releaseExpiryDefault')}
                  {...dateItemProps}
                >
                  <DateField testId="epd-action-expiryDate" />
                </ContractField>
              </Col>
              {file('reportZhId', 'console.epds.reportZh')}
              {file('reportEnId', 'console.epds.reportEn')}
            </Row>
          </>
        )}
        {action === 'withdraw' && (
          <>
            <Alert
              type="warning"
              showIcon
              title={t('console.epds.withdrawHint')}
              style={{ marginBottom: 16 }}
            />
            {reason}
          </>
        )}
      </Form>
    </Modal>
  );
};
