import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The link or button labelled "user agreement". */
  userAgreement: ReactNode;
  /** The link or button labelled "privacy policy". */
  privacy: ReactNode;
  testId: string;
}

/** "I have read and agree to the user agreement and the privacy policy" (spec 01 §5 consent). */
export function ConsentCheckbox({ checked, onChange, userAgreement, privacy, testId }: Props) {
  const { t } = useTranslation();
  return (
    <div className="consent">
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId}>
        {t('account.consentPrefix')}
      </Checkbox>
      {userAgreement}
      <span>{t('account.consentAnd')}</span>
      {privacy}
    </div>
  );
}

/**
 * The login dialog's agreement links, opened in a new tab. The labels are swapped on purpose
 * (spec 01 §2): "user agreement" opens /policy and "privacy policy" opens /agreement.
 */
export function LoginConsent({ checked, onChange }: Pick<Props, 'checked' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <ConsentCheckbox
      checked={checked}
      onChange={onChange}
      testId="login-consent"
      userAgreement={
        <a href="/policy" target="_blank" rel="noopener noreferrer" data-testid="login-link-user-agreement">
          {t('account.userAgreementLink')}
        </a>
      }
      privacy={
        <a href="/agreement" target="_blank" rel="noopener noreferrer" data-testid="login-link-privacy">
          {t('account.privacyLink')}
        </a>
      }
    />
  );
}
