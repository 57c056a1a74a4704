import { STEEL_MAKING_ROUTES, ZEpdForm } from '@steel-epd/contract';
import { zodRule } from '@steel-epd/web';
import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { makingRouteLabel, STEEL_FIELD_LABEL } from './steel-values.ts';

/**
 * The third-party verifier in Chinese and English, the steelmaking route (the routes the
 * low-carbon engine computes) and the recycled content as a share from 0 to 1, checked by the
 * contract's rules. Test ids are `<testIdPrefix>-<field>`.
 */
export const SteelFields = ({ testIdPrefix }: { testIdPrefix: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('console.epds.verification')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('console.epds.verificationHint')}</Typography.Paragraph>
      <Row gutter={16}>
        {(['verifierZh', 'verifierEn'] as const).map((field) => (
          <Col key={field} xs={24} md={12}>
            <Form.Item
              name={field}
              label={t(STEEL_FIELD_LABEL[field])}
              rules={[zodRule(ZEpdForm.shape[field], t)]}
            >
              <Input maxLength={200} data-testid={`${testIdPrefix}-${field}`} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item
            name="makingRoute"
            label={t(STEEL_FIELD_LABEL.makingRoute)}
            rules={[zodRule(ZEpdForm.shape.makingRoute, t)]}
          >
            <Select
              allowClear
              data-testid={`${testIdPrefix}-makingRoute`}
              options={STEEL_MAKING_ROUTES.map((route) => ({
                value: route,
                label: makingRouteLabel(route, t),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="recycledContent"
            label={t(STEEL_FIELD_LABEL.recycledContent)}
            rules={[zodRule(ZEpdForm.shape.recycledContent, t)]}
          >
            <InputNumber
              min={0}
              max={1}
              step={0.01}
              placeholder="0.85"
              style={{ width: '100%' }}
              data-testid={`${testIdPrefix}-recycledContent`}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};
