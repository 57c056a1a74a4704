import { COMPANY_STATUS } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { useSession } from '../../../lib/session.ts';
import { useBusy } from '../../../lib/use-busy.ts';
import { userCompanyKey, useUserCompany } from '../../../lib/use-user-company.ts';
import { submitCertification } from '../api/certify-calls.ts';
import { EnterpriseForm } from '../components/enterprise-form.tsx';
import { type CertificationValues, initialValues, toCertification } from '../lib/form-values.ts';
import '../enterprise.css';

/**
 * /enterprise (spec 01 §2, spec 02 §3 "Company certification"): open while the company is
 * neither under review nor certified (the route table's rule). A rejected company sees the
 * reason. On submit the status becomes 0 (under review) and the user lands on the personal
 * centre, which shows it; the route is closed to them from then on.
 */
export default function EnterprisePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? 0;
  const client = useQueryClient();
  const company = useUserCompany();
  const showError = useApiErrorToast();
  const { busy, run } = useBusy();

  useEffect(() => {
    if (company.error) showError(company.error);
  }, [company.error, showError]);

  const submit = (values: CertificationValues) =>
    void run(async () => {
      const submitted = await submitCertification(toCertification(values));
      notification.success({
        title: t('enterprise.submittedTitle'),
        description: t('enterprise.submittedDetail'),
      });
      // The personal centre shows the new status at once and loads it into the session, which
      // must wait until this page is gone: status 0 closes this route, whose guard would send
      // the user home instead.
      client.setQueryData(userCompanyKey(userId), submitted);
      void navigate('/user', { replace: true });
    }, showError);

  const rejected = company.data?.companyStatus === COMPANY_STATUS.rejected;
  return (
    <main className="enterprise-page" data-testid="enterprise-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('enterprise.intro')}</Typography.Paragraph>
      {rejected ? (
        <Alert
          type="error"
          showIcon
          className="enterprise-page__alert"
          title={t('enterprise.rejected')}
          description={
            <span data-testid="enterprise-reject-reason">
              {company.data?.reasonReject || t('enterprise.noReason')}
            </span>
          }
        />
      ) : null}
      {company.isPending && company.fetchStatus !== 'idle' ? (
        <Spin className="enterprise-page__spin" />
      ) : (
        <EnterpriseForm
          initial={initialValues(company.data, userInfo?.companyName ?? null)}
          busy={busy}
          onSubmit={submit}
        />
      )}
    </main>
  );
}
