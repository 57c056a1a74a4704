import { errorMessage } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { useAgreementVersions } from '../api/agreement-versions.ts';
import { AgreementFrame, DocState } from '../components/agreement-frame.tsx';
import { AgreementLinks } from '../components/agreement-links.tsx';
import { AgreementText, VersionLine } from '../components/agreement-text.tsx';
import { AGREEMENTS, pickVersion, versionIdOf } from '../lib/agreement-pages.ts';

/** /hoster?Id= (spec 02 §2 "Agreements"): the full text of one agreement version. */
export default function AgreementVersionPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = versionIdOf(params.get('Id'));
  const versions = useAgreementVersions(id !== null);
  const found = id === null ? null : pickVersion(id, versions.inReaderLang, versions.inOtherLang);

  if (found) {
    return (
      <AgreementFrame
        title={t(AGREEMENTS[found.agreementType].title)}
        subtitle={<VersionLine agreement={found} />}
        testId="agreement-page"
      >
        <AgreementText agreement={found} />
      </AgreementFrame>
    );
  }
  return (
    <AgreementFrame title={t(titleKey)} testId="agreement-page">
      {versions.isPending ? (
        <DocState>{t('common.loading')}</DocState>
      ) : versions.error ? (
        <DocState testId="agreement-error">{errorMessage(versions.error, t)}</DocState>
      ) : (
        <>
          <DocState testId="agreement-not-found">{t('agreement.versionNotFound')}</DocState>
          <AgreementLinks />
        </>
      )}
    </AgreementFrame>
  );
}
