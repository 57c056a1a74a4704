import { useLang } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/brand/logo-mark.tsx';

/** Chinese logo: the name in two weights stacked over the tagline. */
function LogoZh() {
  const { t } = useTranslation();
  return (
    <span className="logo logo--zh" data-testid="logo-zh">
      <LogoMark className="logo__mark" />
      <span className="logo__text">
        <span className="logo__name">{t('common.siteName')}</span>
        <span className="logo__tagline">{t('header.logoTagline')}</span>
      </span>
    </span>
  );
}

/** English logo: a longer name and tagline, so the tagline is set smaller. */
function LogoEn() {
  const { t } = useTranslation();
  return (
    <span className="logo logo--en" data-testid="logo-en">
      <LogoMark className="logo__mark" />
      <span className="logo__text">
        <span className="logo__name">{t('common.siteName')}</span>
        <span className="logo__tagline logo__tagline--small">{t('header.logoTagline')}</span>
      </span>
    </span>
  );
}

/** The logo in the current language (spec 01 §2 "Header"), linking home. */
export function Logo() {
  const lang = useLang();
  return (
    // Named by its visible words (the site's name), which a voice user says to follow it (issue 29).
    <Link to="/" className="logo-link">
      {lang === 'en' ? <LogoEn /> : <LogoZh />}
    </Link>
  );
}
