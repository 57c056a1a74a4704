import type { TAgreement } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayOf, historyPath, type VersionStatus } from '../lib/agreement-pages.ts';

/** "In force", "No longer in force since 2026-01-01" or "No longer in force". */
export function StatusText({ status }: { status: VersionStatus }) {
  const { t } = useTranslation();
  return <>{status.key === 'agreement.ended' ? t(status.key, { date: status.date }) : t(status.key)}</>;
}

/** "Version 1.0 · Published 2026-01-01 · In force"; the status once it is known. */
export function VersionLine({ agreement, status }: { agreement: TAgreement; status: VersionStatus | null }) {
  const { t } = useTranslation();
  return (
    <>
      <span data-testid="agreement-version">
        {t('agreement.version', { version: agreement.agreementVersion })}
      </span>
      <span>{t('agreement.published', { date: dayOf(agreement.publishTime) })}</span>
      {status ? (
        <span data-testid="agreement-status">
          <StatusText status={status} />
        </span>
      ) : null}
    </>
  );
}

/** One version's full text and the way to the other versions of the same agreement. */
export function AgreementText({ agreement }: { agreement: TAgreement }) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className="doc-card__text"
        data-testid="agreement-text"
        data-type={agreement.agreementType}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises agreement HTML (contract ZAgreement).
        dangerouslySetInnerHTML={{ __html: agreement.agreementContent }}
      />
      <p className="doc-card__more">
        <Link to={historyPath(agreement.agreementType)} data-testid="agreement-history-link">
          {t('agreement.history')}
        </Link>
      </p>
    </>
  );
}
