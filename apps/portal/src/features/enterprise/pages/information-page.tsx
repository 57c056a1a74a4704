import { AUDIT_STATUS } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Alert, App, Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { updateUserInfo, useSession } from '../../../lib/session.ts';
import { useBusy } from '../../../lib/use-busy.ts';
import { useUserDetail } from '../../../lib/use-user-detail.ts';
import { modifyRegistration } from '../api/modify-calls.ts';
import { InformationForm } from '../components/information-form.tsx';
import '../enterprise.css';

/**
 * /information (spec 01 §2, spec 02 §4): a user whose registration failed review (audit 2)
 * enters the company name again; it goes back under review (0). Anyone else has nothing to fix.
 */
export default function InformationPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const detail = useUserDetail();
  const showError = useApiErrorToast();
  const { busy, run } = useBusy();

  if (userInfo === null) return null;
  if (userInfo.auditStatus !== AUDIT_STATUS.failed) {
    return (
      <main className="enterprise-page" data-testid="information-page">
        <Result
          status="info"
          title={t('information.notNeeded')}
          extra={
            <Button type="primary" onClick={() => void navigate('/user')} data-testid="information-to-user">
              {t('common.personalCentre')}
            </Button>
          }
        />
      </main>
    );
  }

  const submit = (companyName: string) =>
    void run(async () => {
      const user = await modifyRegistration({ companyName });
      void message.success(t('information.submitted'));
      await navigate('/user', { replace: true });
      updateUserInfo(user);
    }, showError);

  return (
    <main className="enterprise-page enterprise-page--narrow" data-testid="information-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Alert
        type="warning"
        showIcon
        className="enterprise-page__alert"
        title={t('information.failed')}
        description={
          <span data-testid="information-reject-reason">
            {detail.data?.reasonReject || t('enterprise.noReason')}
          </span>
        }
      />
      <InformationForm companyName={userInfo.companyName ?? ''} busy={busy} onSubmit={submit} />
    </main>
  );
}
