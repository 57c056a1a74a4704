import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo-mark.tsx';
import './brand.css';

/**
 * The mark, the site's name and its tagline, for the pages outside the header layout (phone
 * pages, agreements). Sized in em, so each page sets its scale with one font size.
 */
export function BrandName({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <span className={`brand-name brand-name--${tone}`} data-testid="brand-name">
      <LogoMark className="brand-name__mark" />
      <span className="brand-name__text">
        <span className="brand-name__site">{t('common.siteName')}</span>
        <span className="brand-name__tagline">{t('header.logoTagline')}</span>
      </span>
    </span>
  );
}
