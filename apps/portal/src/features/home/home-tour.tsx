import type { TextKey } from '@steel-epd/contract';
import { Tour, type TourProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOUR_STEPS } from './tour-steps.ts';

const target = (selector: string | null) => () =>
  (selector ? document.querySelector<HTMLElement>(selector) : null) as HTMLElement;

/**
 * The guided tour of the header and the home page (spec 02 §9: 8 steps), with Ant Design's Tour,
 * from step `from` (0-based). A chunk of its own, loaded once the visitor goes on from the
 * welcome (tour-welcome.tsx).
 */
export default function HomeTour({ onClose, from }: { onClose: () => void; from: number }) {
  const { t } = useTranslation();
  const steps: TourProps['steps'] = TOUR_STEPS.map(({ selector, n }) => ({
    title: t(`tour.step${n}Title` as TextKey),
    description: t(`tour.step${n}` as TextKey),
    ...(selector ? { target: target(selector) } : {}),
    nextButtonProps: { children: n === TOUR_STEPS.length ? t('tour.finish') : t('tour.next') },
    prevButtonProps: { children: t('tour.prev') },
  }));
  return (
    <Tour
      open
      defaultCurrent={from}
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
