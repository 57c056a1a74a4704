import { useLang } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The brand mark: a steel I-beam section with a green arc for the environmental declaration. */
function LogoMark() {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="8" fill="#1f4e79" />
      <path d="M11 11h18v4h-7v10h7v4H11v-4h7V15h-7z" fill="#fff" />
      <path d="M8 32c8 4 17 4 24-2" stroke="#52c41a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** Chinese logo: the name in two weights stacked over the tagline. */
function LogoZh() {
  const { t } = useTranslation();
  return (
    <span className="logo logo--zh" data-testid="logo-zh">
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{t('common.siteName')}</span>
        <span className="logo__tagline">{t('header.logoTagline')}</span>
      </span>
    </span>
  );
}

/** English logo: a longer name, so one line with a small capitalised tagline. */
function LogoEn() {
  const { t } = useTranslation();
  return (
    <span className="logo logo--en" data-testid="logo-en">
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{t('common.siteName')}</span>
        <span className="logo__tagline logo__tagline--caps">{t('header.logoTagline')}</span>
      </span>
    </span>
  );
}

/** The logo in the current language (spec 01 §2 "Header"), linking home. */
export function Logo() {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo-link" aria-label={t('common.home')}>
      {lang === 'en' ? <LogoEn /> : <LogoZh />}
    </Link>
  );
}
