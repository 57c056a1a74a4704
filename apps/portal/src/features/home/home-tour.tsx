import type { TextKey } from '@steel-epd/contract';
import { Tour, type TourProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each step's element, found when the step shows; a missing one (a phone's drawer) centres it. */
const STEPS: readonly { selector: string | null; n: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 }[] = [
  { selector: null, n: 1 },
  { selector: '[data-testid="header-menu"]', n: 2 },
  { selector: '.lang-switch', n: 3 },
  { selector: '.user-area', n: 4 },
  { selector: '.home-hero__actions', n: 5 },
  { selector: '[data-testid="home-figures"]', n: 6 },
  { selector: '.home-entries', n: 7 },
  { selector: '[data-testid="site-footer"]', n: 8 },
];

const target = (selector: string | null) => () =>
  (selector ? document.querySelector<HTMLElement>(selector) : null) as HTMLElement;

/**
 * The guided tour of the header and the home page (spec 02 §9: 8 steps). A chunk of its own,
 * loaded only for a first-time visitor after the page has painted (home-page.tsx).
 */
export default function HomeTour({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const steps: TourProps['steps'] = STEPS.map(({ selector, n }) => ({
    title: t(`tour.step${n}Title` as TextKey),
    description: t(`tour.step${n}` as TextKey),
    ...(selector ? { target: target(selector) } : {}),
    nextButtonProps: { children: n === STEPS.length ? t('tour.finish') : t('tour.next') },
    prevButtonProps: { children: t('tour.prev') },
  }));
  return (
    <Tour
      open
      steps={steps}
      onClose={onClose}
      onFinish={onClose}
      scrollIntoViewOptions={{ block: 'center' }}
      indicatorsRender={(current, total) => (
        <span className="home-tour__footer">
          <button type="button" className="home-tour__skip" onClick={onClose} data-testid="tour-skip">
            {t('tour.skip')}
          </button>
          <span data-testid="tour-step">
            {current + 1} / {total}
          </span>
        </span>
      )}
      rootClassName="home-tour"
    />
  );
}
