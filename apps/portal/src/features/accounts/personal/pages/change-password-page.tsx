import { useApiErrorToast } from '@steel-epd/web';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCaptcha } from '../../../../components/captcha/use-captcha.tsx';
import { CodeField } from '../../../../components/form/code-field.tsx';
import { NewPasswordFields } from '../../../../components/form/new-password-fields.tsx';
import { sendResetMail } from '../../../../lib/api/code-calls.ts';
import { resetPassword } from '../../../../lib/api/password-calls.ts';
import type { PageProps } from '../../../../lib/page.ts';
import { storeResultCode } from '../../../../lib/result-code.ts';
import { clearSession, useSession } from '../../../../lib/session.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import '../personal.css';
import '../texts.ts';

interface Values {
  userAccount: string;
  verify: string;
  userPassword: string;
  newuserAccount: string;
}

/**
 * /changepassword and /passpassword (spec 02 §2, §4): a code mailed to the user's own address
 * (captcha first), then the new password twice; the code buys a reset token that sets it. The
 * server ends every session, so this one is forgotten and /Result (code 4) returns to the login.
 */
export default function ChangePasswordPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const captcha = useCaptcha();
  const showError = useApiErrorToast();
  const { busy, run } = useBusy();

  if (userInfo === null) return null;
  if (userInfo.accountType !== 'email') {
    return (
      <main className="personal-page personal-page--narrow" data-testid="change-password-page">
        <Result
          status="info"
          title={t('password.phoneAccount')}
          extra={
            <Button type="primary" onClick={() => void navigate('/user')} data-testid="change-password-back">
              {t('common.personalCentre')}
            </Button>
          }
        />
      </main>
    );
  }

  const submit = (values: Values) =>
    void run(async () => {
      await resetPassword({
        userAccount: userInfo.userAccount,
        verify: values.verify,
        password: values.userPassword,
        repeat: values.newuserAccount,
      });
      storeResultCode('4');
      // Leave the guarded page before the session goes, or its guard would ask for a login.
      await navigate('/Result', { replace: true });
      clearSession();
    }, showError);

  return (
    <main className="personal-page personal-page--narrow" data-testid="change-password-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Form<Values>
        name="changePassword"
        layout="vertical"
        className="personal-form"
        initialValues={{ userAccount: userInfo.userAccount }}
        onFinish={submit}
      >
        <Form.Item name="userAccount" label={t('account.email')}>
          <Input readOnly data-testid="change-password-account" />
        </Form.Item>
        <CodeField
          name="verify"
          accountName="userAccount"
          send={(email, token) => sendResetMail(email, token)}
          verifyCaptcha={captcha.verify}
          placeholder={t('account.mailCodePlaceholder')}
          showLabel
          testId="change-password-code"
          sendTestId="change-password-send"
        />
        <NewPasswordFields
          repeatName="newuserAccount"
          label={t('account.newPassword')}
          placeholder={t('account.newPasswordPlaceholder')}
          showLabels
          testId="change-password-new"
          repeatTestId="change-password-repeat"
        />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
      </Form>
      {captcha.popup}
    </main>
  );
}
