import { USER_STATUS } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../../lib/page.ts';
import { useSession } from '../../../../lib/session.ts';
import { useUserCompany } from '../../../../lib/use-user-company.ts';
import { useUserDetail } from '../../../../lib/use-user-detail.ts';
import { AccountPanel } from '../components/account-panel.tsx';
import { CentreLinks } from '../components/centre-links.tsx';
import { CompanyPanel } from '../components/company-panel.tsx';
import { DeregistrationNotice } from '../components/deregistration-notice.tsx';
import '../personal.css';
import '../texts.ts';

/**
 * /user, the personal centre (spec 02 §2): the account and its registration status, the
 * company and its certification, the e-mail change, security actions and the agreements.
 * Both facts are fetched fresh, which also refreshes what the guards know.
 */
export default function UserPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const detail = useUserDetail();
  const company = useUserCompany();
  const showError = useApiErrorToast();
  const error = detail.error ?? company.error;
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  if (userInfo === null) return null;
  const deregistering = detail.data?.userStatus === USER_STATUS.deregistering;
  const accountType = detail.data?.accountType ?? userInfo.accountType;

  return (
    <main className="personal-page" data-testid="personal-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      {deregistering ? <DeregistrationNotice /> : null}
      <div className="personal-page__grid">
        <AccountPanel
          user={userInfo}
          detail={detail.data}
          companyName={company.data?.companyName ?? userInfo.companyName}
        />
        <CompanyPanel company={company.data} loading={company.isPending && company.fetchStatus !== 'idle'} />
      </div>
      <CentreLinks
        canChangePassword={accountType === 'email'}
        canDeregister={detail.data !== undefined && !deregistering}
      />
    </main>
  );
}
