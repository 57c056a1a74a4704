import type { TextKey, THomeFigures } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { homeRefs } from '../../lib/api/route-refs.ts';
import { call } from '../../lib/http.ts';

const FIGURES: readonly { key: keyof THomeFigures; label: TextKey }[] = [
  { key: 'publishedEpds', label: 'home.figureEpds' },
  { key: 'certifiedCompanies', label: 'home.figureCompanies' },
  { key: 'pcrs', label: 'home.figurePcrs' },
];

/** One formatter per language, made when the first figure is shown: making one costs the
 * browser its locale data, which a first render waiting for the figures need not pay. */
const formatters = new Map<string, Intl.NumberFormat>();
const formatFigure = (value: number, lang: string): string => {
  const locale = lang === 'en' ? 'en' : 'zh-CN';
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formatters.set(locale, format);
  }
  return format.format(value);
};

/**
 * The programme's live figures (GET /n/portal/index/figures), counted by the server. The band
 * keeps its height while they load, so nothing below it moves when they arrive.
 */
export function HomeFigures() {
  const { t, i18n } = useTranslation();
  const figures = useQuery({
    queryKey: ['home', 'figures'],
    queryFn: ({ signal }) => call(homeRefs.homeFigures, { signal }),
    staleTime: 60_000,
  });
  return (
    <section className="home-figures" aria-label={t('home.figuresTitle')} data-testid="home-figures">
      <div className="home-figures__inner">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="home-figure">
            <span className="home-figure__value" data-testid={`home-figure-${key}`}>
              {figures.data ? formatFigure(figures.data[key], i18n.language) : '–'}
            </span>
            <span className="home-figure__label">{t(label)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
