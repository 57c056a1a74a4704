import { useLang } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';

/**
 * The consent line of the phone pages; labels swapped on purpose as on the desktop (spec 01
 * §2). English words need spaces around the links; Chinese runs on without them.
 */
export function MobileConsent({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  const gap = useLang() === 'en' ? ' ' : '';
  return (
    <div className="m-consent" data-testid="m-consent-line">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          data-testid="m-consent"
        />
        {t('account.consentPrefix')}
      </label>
      {gap}
      <a href="/policy" target="_blank" rel="noopener noreferrer" data-testid="m-link-user-agreement">
        {t('account.userAgreementLink')}
      </a>
      {gap}
      {t('account.consentAnd')}
      {gap}
      <a href="/agreement" target="_blank" rel="noopener noreferrer" data-testid="m-link-privacy">
        {t('account.privacyLink')}
      </a>
    </div>
  );
}
