import { AUDIT_STATUS, companyRoutes, nameRule } from '@steel-epd/contract';
import { readStored } from '@steel-epd/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MLink, MSubmit } from '../../../../components/mobile/m-buttons.tsx';
import { MField } from '../../../../components/mobile/m-field.tsx';
import { useMobileMessages } from '../../../../components/mobile/mobile-send.ts';
import { MobileShell } from '../../../../components/mobile/mobile-shell.tsx';
import { useMobileToast } from '../../../../components/mobile/use-mobile-toast.tsx';
import { firstError } from '../../../../lib/first-error.ts';
import { call } from '../../../../lib/http.ts';
import type { PageProps } from '../../../../lib/page.ts';
import { updateUserInfo, useSession } from '../../../../lib/session.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { toUserInfo } from '../../../../lib/user-info.ts';
import './user-info.css';
import '../texts.ts';

/** The report the user came from: the query's id, else the stored `pdf` (spec 01 §3). */
const reportIdOf = (queryId: string | null): string | null => queryId || readStored('pdf');

/**
 * /userinfo (spec 02 §2 "Mobile"): where a phone user whose registration failed review
 * (audit 2) corrects the user and company name; it goes back under review and the user
 * returns to the EPD summary they came from. Plain elements, like every phone page.
 */
export default function UserInfoPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reportId = reportIdOf(params.get('id'));
  const back = reportId ? `/app/epd/${encodeURIComponent(reportId)}` : '/';
  const { isAuthenticated, userInfo } = useSession();
  const toast = useMobileToast();
  const { warnKey, warnError } = useMobileMessages(toast.show);
  const [userName, setUserName] = useState(userInfo?.userName ?? '');
  const [companyName, setCompanyName] = useState(userInfo?.companyName ?? '');
  const { busy, run } = useBusy();

  if (!isAuthenticated || userInfo === null) {
    return <Navigate to={`/Loginapp${reportId ? `?id=${encodeURIComponent(reportId)}` : ''}`} replace />;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = firstError([
      [nameRule, userName],
      [nameRule, companyName],
    ]);
    if (wrong) return warnKey(wrong);
    void run(async () => {
      const user = await call(companyRoutes.userModify, {
        body: { userName: userName.trim(), companyName: companyName.trim() },
      });
      updateUserInfo(toUserInfo(user, userInfo.industryCategoryName));
      toast.show(t('information.submitted'), 'success');
      setTimeout(() => void navigate(back, { replace: true }), 1500);
    }, warnError);
  };

  const failed = userInfo.auditStatus === AUDIT_STATUS.failed;
  return (
    <MobileShell title={t(titleKey)} testId="mobile-userinfo">
      {failed ? (
        <form className="m-form" onSubmit={submit}>
          <p className="m-userinfo__hint">{t('information.failed')}</p>
          <MField
            value={userName}
            onChange={setUserName}
            onBlur={() => setUserName(userName.trim())}
            placeholder={t('personal.userName')}
            aria-label={t('personal.userName')}
            testId="m-userinfo-user-name"
          />
          <MField
            value={companyName}
            onChange={setCompanyName}
            onBlur={() => setCompanyName(companyName.trim())}
            placeholder={t('enterprise.companyName')}
            aria-label={t('enterprise.companyName')}
            testId="m-userinfo-company-name"
          />
          <MSubmit busy={busy} testId="m-userinfo-submit">
            {t('information.submit')}
          </MSubmit>
        </form>
      ) : (
        <p className="m-userinfo__hint" data-testid="m-userinfo-not-needed">
          {t('information.notNeeded')}
        </p>
      )}
      <MLink onClick={() => void navigate(back)} testId="m-userinfo-back">
        {t('common.back')}
      </MLink>
      {toast.node}
    </MobileShell>
  );
}
