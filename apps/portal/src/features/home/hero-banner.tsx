import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APPLY_GATE } from '../../lib/action-gate.ts';
import { useActionGate } from '../../lib/use-action-gate.ts';

/**
 * The banner: the site's name, what the programme is, and the two most wanted actions. The
 * search is a link; the apply button runs the action gate (spec 01 §4) before it opens the
 * application. Both are plain elements drawn like Ant Design's large buttons: antd's Button
 * sets its loading icon's state in a layout effect on mount, which made React run every effect
 * of the home page's first commit inside that commit's task (issue 12, decision 174).
 */
export function HeroBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useActionGate(APPLY_GATE);
  return (
    <section className="home-hero" data-testid="home-hero">
      <div className="home-hero__inner">
        <h1 className="home-hero__title">{t('common.siteName')}</h1>
        <p className="home-hero__subtitle">{t('home.heroSubtitle')}</p>
        <p className="home-hero__intro">{t('home.intro')}</p>
        <div className="home-hero__actions">
          {/* The public search, as the hero says (issue 29): /epd/epdSearch would ask for a login. */}
          <Link to="/Epd" className="home-hero__action home-hero__action--primary" data-testid="home-search">
            {t('home.ctaSearch')}
          </Link>
          <button
            type="button"
            className="home-hero__action"
            onClick={() => void gate(() => void navigate('/epd/epdApplyFor'))}
            data-testid="home-apply"
          >
            {t('home.ctaApply')}
          </button>
        </div>
      </div>
    </section>
  );
}
