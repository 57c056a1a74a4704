import { zName } from '@steel-epd/contract';
import { zodRule } from '@steel-epd/web';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Values {
  companyName: string;
}

/** The company name of a failed registration, entered again (spec 01 §5: required, ≤ 32, trimmed). */
export function InformationForm({
  companyName,
  busy,
  onSubmit,
}: {
  companyName: string;
  busy: boolean;
  onSubmit: (companyName: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const trim = () =>
    form.setFieldValue('companyName', String(form.getFieldValue('companyName') ?? '').trim());
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="information"
      initialValues={{ companyName }}
      onFinish={(values) => onSubmit(values.companyName.trim())}
    >
      <Form.Item name="companyName" label={t('enterprise.companyName')} required rules={[zodRule(zName, t)]}>
        <Input count={{ max: 32 }} onBlur={trim} data-testid="information-company-name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="information-submit">
        {t('information.submit')}
      </Button>
    </Form>
  );
}
