import type { TAgreement } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayOf, historyPath } from '../lib/agreement-pages.ts';

/** "Version 1.0 · Published 2026-01-01" and, for a version no longer in force, its end. */
export function VersionLine({ agreement }: { agreement: TAgreement }) {
  const { t } = useTranslation();
  return (
    <>
      <span data-testid="agreement-version">
        {t('agreement.version', { version: agreement.agreementVersion })}
      </span>
      <span>{t('agreement.published', { date: dayOf(agreement.publishTime) })}</span>
      {agreement.failureTime ? (
        <span>{t('agreement.ended', { date: dayOf(agreement.failureTime) })}</span>
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
