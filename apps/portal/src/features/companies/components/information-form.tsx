import type { TOwnRegistration } from '@steel-epd/contract';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RegistrationValues, toNameUpdate, valuesOf } from '../../../lib/registration-answers.ts';
import { RegistrationAnswersFields, useAnswerTrees } from '../../../lib/registration-answers-fields.tsx';
import type { modifyRegistration } from '../api/modify-calls.ts';

/**
 * A failed registration's answers, as the person gave them, to correct and submit again (spec
 * 01 §5 rules; decision 198): the same fields as the supplement form.
 */
export function InformationForm({
  registration,
  busy,
  onSubmit,
}: {
  registration: TOwnRegistration;
  busy: boolean;
  onSubmit: (body: Parameters<typeof modifyRegistration>[0]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegistrationValues>();
  const { industries, channels } = useAnswerTrees();
  return (
    <Form<RegistrationValues>
      form={form}
      layout="vertical"
      name="information"
      className="enterprise-form"
      initialValues={valuesOf(registration)}
      onFinish={(values) => onSubmit(toNameUpdate(values, industries, channels))}
      data-testid="information-form"
    >
      <RegistrationAnswersFields form={form} companyNameLocked={registration.companyNameLocked} />
      <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="information-submit">
        {t('information.submit')}
      </Button>
    </Form>
  );
}
