import type { TextKey, THomeFigures } from '@steel-epd/contract';
import { groupThousands } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { homeFiguresQuery } from './home-queries.ts';

const FIGURES: readonly { key: keyof THomeFigures; label: TextKey }[] = [
  { key: 'publishedEpds', label: 'home.figureEpds' },
  { key: 'certifiedCompanies', label: 'home.figureCompanies' },
  { key: 'pcrs', label: 'home.figurePcrs' },
];

/** A count with its thousands grouped, as both languages write it (12,345). */
export const formatFigure = (value: number): string => groupThousands(Math.trunc(value).toString());

/**
 * The programme's live figures (GET /n/portal/index/figures), counted by the server. The band
 * keeps its height while they load, so nothing below it moves when they arrive.
 */
export function HomeFigures() {
  const { t } = useTranslation();
  const figures = useQuery(homeFiguresQuery());
  return (
    <section className="home-figures" aria-label={t('home.figuresTitle')} data-testid="home-figures">
      <div className="home-figures__inner">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="home-figure">
            <span className="home-figure__value" data-testid={`home-figure-${key}`}>
              {figures.data ? formatFigure(figures.data[key]) : '–'}
            </span>
            <span className="home-figure__label">{t(label)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
