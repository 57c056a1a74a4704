import { FEEDBACK_LIMITS, feedbackRoutes, type TFeedbackSave, ZFeedbackSave } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCaptcha } from '../../components/captcha/use-captcha.tsx';
import { call } from '../../lib/http.ts';
import type { PageProps } from '../../lib/page.ts';
import { storeResultCode } from '../../lib/result-code.ts';
import './feedback.css';
import './texts.ts';

type FeedbackForm = Omit<TFeedbackSave, 'token'>;
const FIELDS = ZFeedbackSave.shape;

/**
 * /Feedback (spec 02 §2, §5): company name, name, e-mail, phone and the question, all required
 * (the e-mail valid and at most 32 characters); then the slider captcha; sent to
 * POST /p/suggest/save, and on success the result page with code 6.
 */
export default function FeedbackPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const captcha = useCaptcha();
  const [form] = Form.useForm<FeedbackForm>();
  const save = useMutation({
    mutationFn: (body: TFeedbackSave) => call(feedbackRoutes.feedbackSave, { body }),
  });

  const submit = async (values: FeedbackForm) => {
    const token = await captcha.verify();
    if (!token) return;
    save.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          storeResultCode('6');
          void navigate('/Result', { replace: true });
        },
        onError: showError,
      },
    );
  };

  return (
    <main className="feedback-page" data-testid="feedback-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <p className="feedback-page__lead">{t('feedback.intro')}</p>
      <Card className="feedback-page__card">
        <Form<FeedbackForm> form={form} name="feedback" layout="vertical" onFinish={(v) => void submit(v)}>
          <ContractField
            name="companyName"
            label={t('feedback.companyName')}
            required
            schema={FIELDS.companyName}
          >
            <Input count={{ max: FEEDBACK_LIMITS.companyName }} data-testid="feedback-company" />
          </ContractField>
          <ContractField name="nickname" label={t('feedback.nickname')} required schema={FIELDS.nickname}>
            <Input count={{ max: FEEDBACK_LIMITS.nickname }} data-testid="feedback-nickname" />
          </ContractField>
          <ContractField name="mail" label={t('feedback.mail')} required schema={FIELDS.mail}>
            <Input count={{ max: FEEDBACK_LIMITS.mail }} inputMode="email" data-testid="feedback-mail" />
          </ContractField>
          <ContractField name="phone" label={t('feedback.phone')} required schema={FIELDS.phone}>
            <Input count={{ max: FEEDBACK_LIMITS.phone }} inputMode="tel" data-testid="feedback-phone" />
          </ContractField>
          <ContractField
            name="information"
            label={t('feedback.information')}
            required
            schema={FIELDS.information}
          >
            <Input.TextArea
              rows={5}
              count={{ max: FEEDBACK_LIMITS.information, show: true }}
              data-testid="feedback-information"
            />
          </ContractField>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="feedback-submit">
            {t('feedback.submit')}
          </Button>
        </Form>
      </Card>
      {captcha.popup}
    </main>
  );
}
