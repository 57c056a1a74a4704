import { errorMessage } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAgreementNow } from '../../../lib/api/agreement-queries.ts';
import type { PageProps } from '../../../lib/page.ts';
import { isNoneInForce } from '../api/agreement-versions.ts';
import { AgreementFrame, DocState } from '../components/agreement-frame.tsx';
import { AgreementLinks } from '../components/agreement-links.tsx';
import { AGREEMENTS, agreementTypeOf, dayOf, versionPath } from '../lib/agreement-pages.ts';

/**
 * /compent?id=REGISTRATION|PRIVACY (spec 02 §2 "Agreements"): the versions of one agreement,
 * each row leading to /hoster?Id= with its full text. The server answers the version in force
 * only (no list call yet), so that is the one row.
 */
export default function AgreementHistoryPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = agreementTypeOf(params.get('id'));
  const now = useAgreementNow(type ?? 'REGISTRATION', type !== null);

  if (type === null) {
    return (
      <AgreementFrame title={t(titleKey)} testId="agreement-history">
        <DocState testId="agreement-unknown">{t('agreement.unknownType')}</DocState>
        <AgreementLinks />
      </AgreementFrame>
    );
  }

  const rows = now.data ? [now.data] : [];
  return (
    <AgreementFrame
      title={t(AGREEMENTS[type].title)}
      subtitle={t('agreement.history')}
      testId="agreement-history"
    >
      {now.isPending ? (
        <DocState>{t('common.loading')}</DocState>
      ) : now.error && !isNoneInForce(now.error) ? (
        <DocState testId="agreement-error">{errorMessage(now.error, t)}</DocState>
      ) : rows.length === 0 ? (
        <DocState testId="agreement-none">{t('agreement.noVersions')}</DocState>
      ) : (
        <table className="doc-table">
          <thead>
            <tr>
              <th scope="col">{t('agreement.columnVersion')}</th>
              <th scope="col">{t('agreement.columnPublished')}</th>
              <th scope="col">{t('agreement.columnStatus')}</th>
              <th scope="col">
                <span className="doc-table__hidden">{t('agreement.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`agreement-row-${row.id}`}>
                <td>{row.agreementVersion}</td>
                <td>{dayOf(row.publishTime)}</td>
                <td>
                  {row.failureTime
                    ? t('agreement.ended', { date: dayOf(row.failureTime) })
                    : t('agreement.inForce')}
                </td>
                <td>
                  <Link to={versionPath(row.id)} data-testid={`agreement-open-${row.id}`}>
                    {t('agreement.open')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AgreementFrame>
  );
}
