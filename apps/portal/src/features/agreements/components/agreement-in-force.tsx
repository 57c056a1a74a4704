import { errorMessage } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { type AgreementType, useAgreementNow } from '../../../lib/api/agreement-queries.ts';
import { isNotFound } from '../api/agreement-versions.ts';
import { AGREEMENTS } from '../lib/agreement-pages.ts';
import { AgreementFrame, DocState } from './agreement-frame.tsx';
import { AgreementText, VersionLine } from './agreement-text.tsx';

/** /policy and /agreement: the version of one agreement in force, in the reader's language. */
export function AgreementInForce({ type }: { type: AgreementType }) {
  const { t } = useTranslation();
  const agreement = useAgreementNow(type);
  return (
    <AgreementFrame
      title={t(AGREEMENTS[type].title)}
      subtitle={
        agreement.data ? (
          <VersionLine agreement={agreement.data} status={{ key: 'agreement.inForce' }} />
        ) : undefined
      }
      testId="agreement-page"
    >
      {agreement.data ? (
        <AgreementText agreement={agreement.data} />
      ) : agreement.isPending ? (
        <DocState>{t('common.loading')}</DocState>
      ) : isNotFound(agreement.error) ? (
        <DocState testId="agreement-none">{t('agreement.noVersions')}</DocState>
      ) : (
        <DocState testId="agreement-error">{errorMessage(agreement.error, t)}</DocState>
      )}
    </AgreementFrame>
  );
}
