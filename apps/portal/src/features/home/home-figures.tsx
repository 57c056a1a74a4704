import { homeRoutes, type TextKey, type THomeFigures } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/http.ts';

const FIGURES: readonly { key: keyof THomeFigures; label: TextKey }[] = [
  { key: 'publishedEpds', label: 'home.figureEpds' },
  { key: 'certifiedCompanies', label: 'home.figureCompanies' },
  { key: 'pcrs', label: 'home.figurePcrs' },
];

/**
 * The programme's live figures (GET /n/portal/index/figures), counted by the server. The band
 * keeps its height while they load, so nothing below it moves when they arrive.
 */
export function HomeFigures() {
  const { t, i18n } = useTranslation();
  const figures = useQuery({
    queryKey: ['home', 'figures'],
    queryFn: ({ signal }) => call(homeRoutes.homeFigures, { signal }),
    staleTime: 60_000,
  });
  const format = new Intl.NumberFormat(i18n.language === 'en' ? 'en' : 'zh-CN');
  return (
    <section className="home-figures" aria-label={t('home.figuresTitle')} data-testid="home-figures">
      <div className="home-figures__inner">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="home-figure">
            <span className="home-figure__value" data-testid={`home-figure-${key}`}>
              {figures.data ? format.format(figures.data[key]) : '–'}
            </span>
            <span className="home-figure__label">{t(label)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
