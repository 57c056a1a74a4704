import type { TextKey } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';

/**
 * The phone pages' placeholder. Plain elements sized in rem (the mobile layout sets the root
 * font from the screen width), so a phone page pulls in no antd component code.
 */
export function MobilePlaceholder({ titleKey }: { titleKey: TextKey }) {
  const { t } = useTranslation();
  return (
    <main className="mobile-page" data-testid="page-not-built">
      <h1 className="mobile-page__title">{t(titleKey)}</h1>
      <p className="mobile-page__text">{t('common.notBuilt')}</p>
    </main>
  );
}
