import { FEEDBACK_LIMITS, feedbackRoutes, type TFeedbackSave, ZFeedbackSave } from '@steel-epd/contract';
import { useApiErrorToast, zodRule } from '@steel-epd/web';
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
          <Form.Item
            name="companyName"
            label={t('feedback.companyName')}
            required
            rules={[zodRule(FIELDS.companyName, t)]}
          >
            <Input count={{ max: FEEDBACK_LIMITS.companyName }} data-testid="feedback-company" />
          </Form.Item>
          <Form.Item
            name="nickname"
            label={t('feedback.nickname')}
            required
            rules={[zodRule(FIELDS.nickname, t)]}
          >
            <Input count={{ max: FEEDBACK_LIMITS.nickname }} data-testid="feedback-nickname" />
          </Form.Item>
          <Form.Item name="mail" label={t('feedback.mail')} required rules={[zodRule(FIELDS.mail, t)]}>
            <Input count={{ max: FEEDBACK_LIMITS.mail }} inputMode="email" data-testid="feedback-mail" />
          </Form.Item>
          <Form.Item name="phone" label={t('feedback.phone')} required rules={[zodRule(FIELDS.phone, t)]}>
            <Input count={{ max: FEEDBACK_LIMITS.phone }} inputMode="tel" data-testid="feedback-phone" />
          </Form.Item>
          <Form.Item
            name="information"
            label={t('feedback.information')}
            required
            rules={[zodRule(FIELDS.information, t)]}
          >
            <Input.TextArea
              rows={5}
              count={{ max: FEEDBACK_LIMITS.information, show: true }}
              data-testid="feedback-information"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="feedback-submit">
            {t('feedback.submit')}
          </Button>
        </Form>
      </Card>
      {captcha.popup}
    </main>
  );
}
