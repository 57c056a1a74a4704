import { accountRoutes } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshSession } from '../../../lib/api/session-calls.ts';
import { call } from '../../../lib/http.ts';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { type RegistrationValues, toNameUpdate } from '../../../lib/registration-answers.ts';
import { RegistrationAnswersFields, useAnswerTrees } from '../../../lib/registration-answers-fields.tsx';
import { forgetTarget, logout, settleSupplement, startSession, useSession } from '../../../lib/session.ts';
import { useBusy } from '../../../lib/use-busy.ts';
import { toUserInfo } from '../../../lib/user-info.ts';

/**
 * The enterprise supplement form after a first login without a user name (spec 01 §3, §5;
 * decision 198): the user's and the company's name apart, and the rest of the answers the
 * registration review reads. A phone registration's company name is filled in. On submit the
 * answers are saved (and the registration submitted), the token is refreshed (the session's
 * facts changed) and the user goes home (spec 01 §4).
 */
export function SupplementForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const [form] = Form.useForm<RegistrationValues>();
  const { busy, run } = useBusy();
  const showError = useApiErrorToast();
  const { industries, channels } = useAnswerTrees();

  const submit = (values: RegistrationValues) =>
    void run(async () => {
      await call(accountRoutes.nameUpdate, { body: toNameUpdate(values, industries, channels) });
      const answer = await refreshSession();
      startSession(answer.tokenVO.token, toUserInfo(answer.portalUserVO));
      settleSupplement();
      void message.success(t('common.success'));
      forgetTarget();
      closeLoginDialog();
      void navigate('/');
    }, showError);

  return (
    <Form
      form={form}
      name="supplement"
      layout="vertical"
      initialValues={{ companyName: userInfo?.companyName ?? '' }}
      onFinish={submit}
      className="supplement-form"
      data-testid="supplement-form"
    >
      <RegistrationAnswersFields form={form} />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="supplement-submit">
        {t('common.submit')}
      </Button>
      <Button
        type="link"
        block
        onClick={() => void logout().then(closeLoginDialog)}
        data-testid="supplement-logout"
      >
        {t('common.logout')}
      </Button>
    </Form>
  );
}
