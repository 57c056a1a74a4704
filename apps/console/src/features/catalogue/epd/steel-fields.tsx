import { STEEL_MAKING_ROUTES, type TextKey, ZEpdForm } from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Col, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { makingRouteLabel, STEEL_FIELD_LABEL, STEEL_FIELDS } from './steel-values.ts';

/**
 * The third-party verifier in Chinese and English, the steelmaking route (the routes the
 * low-carbon engine computes) and the recycled content as a share from 0 to 1, checked by the
 * contract's rules. Test ids are `<testIdPrefix>-<field>`.
 */
export const SteelFields = ({
  testIdPrefix,
  hint = 'console.epds.verificationHint',
}: {
  testIdPrefix: string;
  hint?: TextKey;
}) => {
  const { t } = useTranslation();
  const input = (field: (typeof STEEL_FIELDS)[number]): ReactNode => {
    const id = `${testIdPrefix}-${field}`;
    if (field === 'makingRoute')
      return (
        <Select
          allowClear
          data-testid={id}
          options={STEEL_MAKING_ROUTES.map((route) => ({ value: route, label: makingRouteLabel(route, t) }))}
        />
      );
    // No min or max: the input would quietly turn 85 (a percentage) into 1; the rule says why instead.
    if (field === 'recycledContent')
      return <InputNumber step={0.01} placeholder="0.85" style={{ width: '100%' }} data-testid={id} />;
    return <Input count={{ max: 200 }} data-testid={id} />;
  };
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('console.epds.verification')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(hint)}</Typography.Paragraph>
      <Row gutter={16}>
        {STEEL_FIELDS.map((field) => (
          <Col key={field} xs={24} md={12}>
            <ContractField name={field} label={t(STEEL_FIELD_LABEL[field])} schema={ZEpdForm.shape[field]}>
              {input(field)}
            </ContractField>
          </Col>
        ))}
      </Row>
    </>
  );
};
