import { USER_STATUS } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Alert, App, Button, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCaptcha } from '../../../../components/captcha/use-captcha.tsx';
import { CodeField } from '../../../../components/form/code-field.tsx';
import type { PageProps } from '../../../../lib/page.ts';
import { storeResultCode } from '../../../../lib/result-code.ts';
import { useSession } from '../../../../lib/session.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { useUserDetail } from '../../../../lib/use-user-detail.ts';
import { requestLogoff, sendLogoffCode } from '../api/personal-calls.ts';
import '../personal.css';
import '../texts.ts';

interface Values {
  account: string;
  code: string;
}

const CONFIRM_TEST_ID = { 'data-testid': 'logoff-confirm-ok' };

/**
 * /logoff, the deregistration page (spec 02 §2, §4): a 6-digit code sent to the account
 * (captcha first; by mail for e-mail accounts, by SMS for phone accounts), a confirm box, then
 * the request, which goes under review; /Result shows code 5. It can be revoked from /user.
 */
export default function LogoffPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const detail = useUserDetail();
  const captcha = useCaptcha();
  const showError = useApiErrorToast();
  const { busy, run } = useBusy();

  if (userInfo === null) return null;
  if (detail.data?.userStatus === USER_STATUS.deregistering) {
    return (
      <main className="personal-page personal-page--narrow" data-testid="logoff-page">
        <Result
          status="info"
          title={t('personal.logoffReviewing')}
          extra={
            <Button type="primary" onClick={() => void navigate('/user')} data-testid="logoff-to-user">
              {t('common.personalCentre')}
            </Button>
          }
        />
      </main>
    );
  }

  const submit = ({ code }: Values) =>
    modal.confirm({
      title: t('logoff.confirmTitle'),
      content: t('logoff.confirm'),
      okText: t('logoff.confirmOk'),
      okButtonProps: { danger: true, ...CONFIRM_TEST_ID },
      cancelText: t('common.cancel'),
      onOk: () =>
        run(async () => {
          await requestLogoff(userInfo.userAccount, code);
          storeResultCode('5');
          await navigate('/Result', { replace: true });
        }, showError),
    });

  const isEmail = userInfo.accountType === 'email';
  return (
    <main className="personal-page personal-page--narrow" data-testid="logoff-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Alert type="warning" showIcon className="personal-page__notice" title={t('logoff.warning')} />
      <Form<Values>
        name="logoff"
        layout="vertical"
        className="personal-form"
        initialValues={{ account: userInfo.userAccount }}
        onFinish={submit}
      >
        <Form.Item name="account" label={isEmail ? t('personal.email') : t('personal.phone')}>
          <Input readOnly data-testid="logoff-account" />
        </Form.Item>
        <CodeField
          name="code"
          accountName="account"
          send={(account, token) => sendLogoffCode(account, userInfo.accountType, token)}
          verifyCaptcha={captcha.verify}
          placeholder={isEmail ? t('account.mailCodePlaceholder') : t('account.codePlaceholder')}
          showLabel
          testId="logoff-code"
          sendTestId="logoff-send"
        />
        <Button type="primary" danger htmlType="submit" block loading={busy} data-testid="logoff-submit">
          {t('logoff.submit')}
        </Button>
      </Form>
      {captcha.popup}
    </main>
  );
}
