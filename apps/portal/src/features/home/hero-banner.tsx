import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPLY_GATE } from '../../lib/action-gate.ts';
import { useActionGate } from '../../lib/use-action-gate.ts';

/**
 * The banner: the site's name, what the programme is, and the two most wanted actions. The
 * apply button runs the action gate (spec 01 §4) before it opens the application.
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
          <Button type="primary" size="large" onClick={() => navigate('/epd/epdSearch')}>
            {t('home.ctaSearch')}
          </Button>
          <Button
            size="large"
            ghost
            onClick={() => void gate(() => void navigate('/epd/epdApplyFor'))}
            data-testid="home-apply"
          >
            {t('home.ctaApply')}
          </Button>
        </div>
      </div>
    </section>
  );
}
