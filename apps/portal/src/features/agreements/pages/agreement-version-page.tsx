import type { TAgreement } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAgreementNow } from '../../../lib/api/agreement-queries.ts';
import type { PageProps } from '../../../lib/page.ts';
import { isNotFound, useAgreementDetails } from '../api/agreement-versions.ts';
import { AgreementFrame, DocState } from '../components/agreement-frame.tsx';
import { AgreementLinks } from '../components/agreement-links.tsx';
import { AgreementText, VersionLine } from '../components/agreement-text.tsx';
import { AGREEMENTS, versionIdOf, versionStatus } from '../lib/agreement-pages.ts';
import '../texts.ts';

/**
 * /hoster?Id= (spec 02 §2 "Agreements"): the full text of one agreement version, in the
 * reader's language when that version has a text in it (the server's details call decides).
 */
export default function AgreementVersionPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = versionIdOf(params.get('Id'));
  const details = useAgreementDetails(id ?? 0, id !== null);

  if (details.data) return <Version agreement={details.data} />;
  return (
    <AgreementFrame title={t(titleKey)} testId="agreement-page">
      {id !== null && details.isPending ? (
        <DocState>{t('common.loading')}</DocState>
      ) : id === null || isNotFound(details.error) ? (
        <>
          <DocState testId="agreement-not-found">{t('agreement.versionNotFound')}</DocState>
          <AgreementLinks />
        </>
      ) : (
        <DocState testId="agreement-error">{errorMessage(details.error, t)}</DocState>
      )}
    </AgreementFrame>
  );
}

function Version({ agreement }: { agreement: TAgreement }) {
  const { t } = useTranslation();
  // Whether this version is still in force: the agreement's version in force, same cache as /policy.
  const now = useAgreementNow(agreement.agreementType);
  const inForce = now.data?.agreementVersion ?? null;
  // Unknown until the server answers; a failure other than "none in force" leaves it unsaid.
  const known = !now.isPending && (!now.error || isNotFound(now.error));
  return (
    <AgreementFrame
      title={t(AGREEMENTS[agreement.agreementType].title)}
      subtitle={
        <VersionLine
          agreement={agreement}
          status={known ? versionStatus(agreement, inForce, new Date().toISOString()) : null}
        />
      }
      testId="agreement-page"
    >
      <AgreementText agreement={agreement} />
    </AgreementFrame>
  );
}
