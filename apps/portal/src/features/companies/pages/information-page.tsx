import { AUDIT_STATUS, type TUserModify } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { updateUserInfo, useSession } from '../../../lib/session.ts';
import { useBusy } from '../../../lib/use-busy.ts';
import { modifyRegistration, ownRegistrationOptions } from '../api/modify-calls.ts';
import { InformationForm } from '../components/information-form.tsx';
import '../enterprise.css';

/**
 * /information (spec 01 §2, spec 02 §4; decision 198): a user whose registration failed review
 * (audit 2) reads the review's reason and corrects the answers they gave, every one of them
 * shown as given; it goes back under review (0). Anyone else has nothing to fix.
 */
export default function InformationPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { userInfo } = useSession();
  const failed = userInfo?.auditStatus === AUDIT_STATUS.failed;
  const options = ownRegistrationOptions(userInfo?.id ?? 0);
  const registration = useQuery({ ...options, enabled: failed && options.enabled !== false });
  const showError = useApiErrorToast();
  const { busy, run } = useBusy();

  useEffect(() => {
    if (registration.error) showError(registration.error);
  }, [registration.error, showError]);

  if (userInfo === null) return null;
  if (!failed || (registration.data && registration.data.auditStatus !== AUDIT_STATUS.failed)) {
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

  const submit = (body: TUserModify) =>
    void run(async () => {
      const user = await modifyRegistration(body);
      void message.success(t('information.submitted'));
      void client.invalidateQueries({ queryKey: options.queryKey });
      await navigate('/user', { replace: true });
      updateUserInfo(user);
    }, showError);

  return (
    <main className="enterprise-page enterprise-page--form" data-testid="information-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('information.intro')}</Typography.Paragraph>
      <Alert
        type="warning"
        showIcon
        className="enterprise-page__alert"
        title={t('information.reason')}
        description={
          <span data-testid="information-reject-reason">
            {registration.data?.reasonReject || t('enterprise.noReason')}
          </span>
        }
      />
      {registration.data ? (
        <InformationForm registration={registration.data} busy={busy} onSubmit={submit} />
      ) : (
        <Spin className="enterprise-page__spin" />
      )}
    </main>
  );
}
