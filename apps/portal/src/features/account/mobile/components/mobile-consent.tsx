import { useTranslation } from 'react-i18next';

/** The consent line of the phone pages; labels swapped on purpose as on the desktop (spec 01 §2). */
export function MobileConsent({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="m-consent">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          data-testid="m-consent"
        />
        {t('account.consentPrefix')}
      </label>
      <a href="/policy" target="_blank" rel="noopener noreferrer">
        {t('account.userAgreementLink')}
      </a>
      {t('account.consentAnd')}
      <a href="/agreement" target="_blank" rel="noopener noreferrer">
        {t('account.privacyLink')}
      </a>
    </div>
  );
}
