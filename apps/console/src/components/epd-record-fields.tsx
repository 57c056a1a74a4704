import { isIsoDate, type TextKey, ZEpdForm } from '@steel-epd/contract';
import { type RuleSchema, zodRule } from '@steel-epd/web';
import {
  Col,
  DatePicker,
  type DatePickerProps,
  Form,
  type FormItemProps,
  type FormRule,
  Input,
  InputNumber,
  Row,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from './file-field.tsx';

export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * A date field's value stays the contract's `YYYY-MM-DD` text while a picker shows it: what the
 * form holds, checks and sends is the text, what the person uses is a calendar.
 */
export const dateItemProps: Pick<FormItemProps, 'getValueProps' | 'normalize'> = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && isIsoDate(value) ? dayjs(value) : undefined,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : ''),
};

/** A calendar for a `YYYY-MM-DD` field (with `dateItemProps` on its Form.Item). */
export const DateField = ({ testId, ...rest }: { testId: string } & Omit<DatePickerProps, 'format'>) => (
  <DatePicker {...rest} format={DATE_FORMAT} style={{ width: '100%' }} data-testid={testId} />
);

/** The fields of a catalogue record that a new draft and an application's release both fill in. */
export const EPD_RECORD_FIELDS = [
  'registrationNumber',
  'productNameEn',
  'gwp100',
  'issueDate',
  'expiryDate',
  'holderZh',
  'holderEn',
  'siteZh',
  'siteEn',
  'reportZhId',
  'reportEnId',
  'dataFileId',
] as const;
export type EpdRecordField = (typeof EPD_RECORD_FIELDS)[number];

/** What publishing refuses a record without (the catalogue's publishing rules). */
export const PUBLISH_REQUIRED: readonly EpdRecordField[] = [
  'registrationNumber',
  'gwp100',
  'holderZh',
  'siteZh',
  'issueDate',
  'expiryDate',
  'reportZhId',
];

const LABEL: Record<EpdRecordField, TextKey> = {
  registrationNumber: 'console.epds.registrationNumber',
  productNameEn: 'console.epds.productNameEn',
  gwp100: 'console.epds.gwp100',
  issueDate: 'console.epds.issueDate',
  expiryDate: 'console.epds.expiryDate',
  holderZh: 'console.epds.holderZh',
  holderEn: 'console.epds.holderEn',
  siteZh: 'console.epds.siteZh',
  siteEn: 'console.epds.siteEn',
  reportZhId: 'console.epds.reportZh',
  reportEnId: 'console.epds.reportEn',
  dataFileId: 'console.epds.dataFile',
};

/**
 * A field that must be filled, whatever its value's type (text, a number, an uploaded file's
 * id): antd's own `required` checks a string unless told otherwise.
 */
const filled = (message: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      throw new Error(message);
    }
  },
});

/** A field's schema for a form where an empty value is left to the required rule. */
export const emptyPasses = (schema: RuleSchema): RuleSchema => ({
  safeParse: (value) => (value === '' ? { success: true } : schema.safeParse(value)),
});

/** Where each field sits: its columns on a narrow and a wide screen (of 24). */
const LAYOUT: readonly (readonly [EpdRecordField, number, number])[] = [
  ['registrationNumber', 24, 12],
  ['productNameEn', 24, 12],
  ['gwp100', 24, 8],
  ['issueDate', 12, 8],
  ['expiryDate', 12, 8],
  ['holderZh', 24, 12],
  ['holderEn', 24, 12],
  ['siteZh', 24, 12],
  ['siteEn', 24, 12],
  ['reportZhId', 24, 8],
  ['reportEnId', 24, 8],
  ['dataFileId', 24, 8],
];

/** The label of a record field, for a server refusal that names it. */
export const epdRecordFieldLabel = (field: string): TextKey | undefined =>
  (LABEL as Record<string, TextKey>)[field];

/**
 * The record fields of a form, checked by the contract's rules (ZEpdForm): the registration
 * number, English name, GWP100, dates, holder and site in both languages, and the report and
 * data files, uploaded as soon as they are chosen. `prefix` places them inside a list item
 * (an application's products); test ids are `<testIdPrefix>-<field>` (files without `Id`).
 */
export const EpdRecordFields = ({
  prefix = [],
  testIdPrefix,
  required = ['registrationNumber'],
  extra,
}: {
  prefix?: readonly (string | number)[];
  testIdPrefix: string;
  required?: readonly EpdRecordField[];
  /** A line under a field (a suggestion, a default's origin). */
  extra?: Partial<Record<EpdRecordField, ReactNode>>;
}) => {
  const { t } = useTranslation();
  const rules = (field: EpdRecordField): FormRule[] => {
    const list: FormRule[] = required.includes(field) ? [filled(t('console.epds.required'))] : [];
    // An empty field is the required rule's business: one message, not two.
    if (field === 'gwp100' || !field.endsWith('Id'))
      list.push(zodRule(emptyPasses(ZEpdForm.shape[field]), t));
    return list;
  };
  const input = (field: EpdRecordField): ReactNode => {
    const id = `${testIdPrefix}-${field}`;
    if (field === 'registrationNumber')
      return <Input count={{ max: 80 }} placeholder="SEPD-2026-0001" data-testid={id} />;
    if (field === 'gwp100') {
      return <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} data-testid={id} />;
    }
    if (field === 'issueDate' || field === 'expiryDate') return <DateField testId={id} />;
    if (field.endsWith('Id')) {
      return (
        <FileField
          type={field === 'dataFileId' ? 'EPD_DATA' : 'EPD'}
          testId={`${testIdPrefix}-${field.slice(0, -2)}`}
        />
      );
    }
    return <Input count={{ max: 200 }} data-testid={id} />;
  };

  return (
    <Row gutter={16}>
      {LAYOUT.map(([field, xs, md]) => (
        <Col key={field} xs={xs} md={md}>
          <Form.Item
            name={[...prefix, field]}
            label={t(LABEL[field])}
            rules={rules(field)}
            required={required.includes(field)}
            {...(field === 'registrationNumber' ? { normalize: (v: string) => v.toUpperCase() } : {})}
            {...(field === 'issueDate' || field === 'expiryDate' ? dateItemProps : {})}
            {...(extra?.[field] ? { extra: extra[field] } : {})}
          >
            {input(field)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
};
