import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The footer (spec 01 §2, spec 02 §2): friendly links, the platform's address, filing numbers. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        {/* The row of links: the home tour's last step lights it on a phone (decision 224). */}
        <div className="site-footer__links" data-testid="footer-link-row">
          <Link to="/Links" className="site-footer__link" data-testid="footer-links">
            {t('footer.links')}
          </Link>
          <Link to="/verify" className="site-footer__link" data-testid="footer-verify">
            {t('footer.verify')}
          </Link>
          <Link to="/Feedback" className="site-footer__link" data-testid="footer-feedback">
            {t('page.feedback')}
          </Link>
        </div>
        <p className="site-footer__line" data-testid="footer-address">
          {t('footer.address')}
        </p>
        <p className="site-footer__line" data-testid="footer-filing">
          {t('footer.filing')}
        </p>
        <p className="site-footer__line site-footer__line--muted">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
