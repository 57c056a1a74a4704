import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The banner: the site's name, what the programme is, and the two most wanted actions. */
export function HeroBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="home-hero" data-testid="home-hero">
      <div className="home-hero__inner">
        <Typography.Title level={1} className="home-hero__title">
          {t('common.siteName')}
        </Typography.Title>
        <p className="home-hero__subtitle">{t('home.heroSubtitle')}</p>
        <p className="home-hero__intro">{t('home.intro')}</p>
        <div className="home-hero__actions">
          <Button type="primary" size="large" onClick={() => navigate('/epd/epdSearch')}>
            {t('home.ctaSearch')}
          </Button>
          <Button size="large" ghost onClick={() => navigate('/epd/epdApplyFor')}>
            {t('home.ctaApply')}
          </Button>
        </div>
      </div>
    </section>
  );
}
