import { errorMessage } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { type AgreementType, useAgreementNow } from '../../../lib/api/agreement-queries.ts';
import type { PageProps } from '../../../lib/page.ts';
import { isNotFound, useAgreementList } from '../api/agreement-versions.ts';
import { AgreementFrame, DocState } from '../components/agreement-frame.tsx';
import { AgreementLinks } from '../components/agreement-links.tsx';
import { StatusText } from '../components/agreement-text.tsx';
import { DocPager } from '../components/doc-pager.tsx';
import {
  AGREEMENTS,
  agreementTypeOf,
  dayOf,
  historyPath,
  pageCount,
  pageNumOf,
  versionPath,
  versionStatus,
} from '../lib/agreement-pages.ts';
import '../texts.ts';

/**
 * /compent?id=REGISTRATION|PRIVACY (spec 02 §2 "Agreements"): the published versions of one
 * agreement in the reader's language, newest first, 10 a page (spec 02 §9); each row leads to
 * /hoster?Id= with its full text. The page number rides in the address (&page=), so the
 * browser's back button returns to the page a version was opened from.
 */
export default function AgreementHistoryPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = agreementTypeOf(params.get('id'));
  if (type === null) {
    return (
      <AgreementFrame title={t(titleKey)} testId="agreement-history">
        <DocState testId="agreement-unknown">{t('agreement.unknownType')}</DocState>
        <AgreementLinks />
      </AgreementFrame>
    );
  }
  return <VersionList type={type} pageNum={pageNumOf(params.get('page'))} />;
}

function VersionList({ type, pageNum }: { type: AgreementType; pageNum: number }) {
  const { t } = useTranslation();
  const list = useAgreementList(type, pageNum, true);
  // Which row is in force: the list's failure times cannot tell once a newer version is out.
  const now = useAgreementNow(type);
  const inForce = now.data?.agreementVersion ?? null;
  const nowFailed = now.error && !isNotFound(now.error) ? now.error : null;
  const data = list.data;
  const pages = data ? pageCount(data.totals, data.pageSize) : 1;

  // An address past the last page (a version list that shrank, a typed number): the last page.
  if (data && !list.isPlaceholderData && data.list.length === 0 && data.totals > 0) {
    return <Navigate to={historyPath(type, pages)} replace />;
  }

  const at = new Date().toISOString();
  return (
    <AgreementFrame
      title={t(AGREEMENTS[type].title)}
      subtitle={
        <>
          <span>{t('agreement.history')}</span>
          {data && data.totals > 0 && !now.isPending ? (
            <span data-testid="agreement-totals">{t('agreement.totals', { count: data.totals })}</span>
          ) : null}
        </>
      }
      testId="agreement-history"
    >
      {list.isPending || now.isPending ? (
        <DocState>{t('common.loading')}</DocState>
      ) : list.error || nowFailed ? (
        <DocState testId="agreement-error">{errorMessage(list.error ?? nowFailed, t)}</DocState>
      ) : !data || data.list.length === 0 ? (
        <DocState testId="agreement-none">{t('agreement.noVersions')}</DocState>
      ) : (
        <>
          <table className="doc-table" aria-busy={list.isPlaceholderData}>
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
              {data.list.map((row) => (
                <tr key={row.id} data-testid={`agreement-row-${row.id}`}>
                  <td>{row.agreementVersion}</td>
                  <td className="doc-table__date">{dayOf(row.publishTime)}</td>
                  <td>
                    <StatusText status={versionStatus(row, inForce, at)} />
                  </td>
                  <td className="doc-table__open">
                    <Link to={versionPath(row.id)} data-testid={`agreement-open-${row.id}`}>
                      {t('agreement.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <DocPager pageNum={pageNum} pages={pages} pathOf={(n) => historyPath(type, n)} />
        </>
      )}
    </AgreementFrame>
  );
}
