import type { TextKey } from '@steel-epd/contract';
import { Tour, type TourProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tourSteps, visibleTarget } from './tour-steps.ts';

/**
 * The guided tour of the header and the home page (spec 02 §9: 8 steps), with Ant Design's Tour,
 * from step `from` (0-based). A chunk of its own, loaded once the visitor goes on from the
 * welcome (tour-welcome.tsx). While `aside`, another dialog is open (the login dialog, the
 * phone's menu): the tour is closed, so it neither covers that dialog nor takes its clicks, and
 * comes back at the same step.
 */
export default function HomeTour({
  onClose,
  from,
  aside,
}: {
  onClose: () => void;
  from: number;
  aside: boolean;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(from);
  // The steps with something to point at when the tour starts; each finds its element again
  // when it shows (the window may have been turned in between).
  const [shown] = useState(tourSteps);
  const steps: TourProps['steps'] = shown.map(({ targets, n }, index) => ({
    title: t(`tour.step${n}Title` as TextKey),
    description: t(`tour.step${n}` as TextKey),
    ...(targets ? { target: () => visibleTarget(targets) as HTMLElement } : {}),
    nextButtonProps: { children: index === shown.length - 1 ? t('tour.finish') : t('tour.next') },
    prevButtonProps: { children: t('tour.prev') },
  }));
  return (
    <Tour
      open={!aside}
      current={current}
      onChange={setCurrent}
      steps={steps}
      onClose={onClose}
      onFinish={onClose}
      scrollIntoViewOptions={{ block: 'center' }}
      indicatorsRender={(index, total) => (
        <span className="home-tour__footer">
          <button type="button" className="home-tour__skip" onClick={onClose} data-testid="tour-skip">
            {t('tour.skip')}
          </button>
          <span data-testid="tour-step">
            {index + 1} / {total}
          </span>
        </span>
      )}
      rootClassName="home-tour"
    />
  );
}
