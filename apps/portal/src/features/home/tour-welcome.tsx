import { CloseOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tourSteps } from './tour-steps.ts';
import { useOtherDialogOpen } from './use-other-dialog.ts';

// Ant Design's Tour and its steps: fetched when the visitor goes on from the welcome.
const loadTour = () => import('./home-tour.tsx');
const HomeTour = lazy(loadTour);

/**
 * The guided tour for a first-time visitor (spec 02 §9: 8 steps). Its first step, the welcome in
 * the middle of the screen, is plain markup drawn like Ant Design's Tour panel: opening antd's
 * Tour lays out the page and renders its popup twice in one long task (about 50 ms on this
 * machine's Chromium, 4x that on a slow phone: issue 12, decision 175), which now happens when
 * the visitor asks for the next step, not while the page starts. Skip, close and Escape end the
 * tour as they do in antd's. While another dialog is open (the login dialog a guarded item or
 * the highlighted login button opened, the phone's menu), the tour steps aside and keeps its
 * place (issue 29): it never covers that dialog or takes its clicks.
 */
export function FirstVisitTour({ onClose }: { onClose: () => void }) {
  const [started, setStarted] = useState(false);
  const aside = useOtherDialogOpen();
  if (started) {
    return (
      <Suspense fallback={null}>
        <HomeTour onClose={onClose} from={1} aside={aside} />
      </Suspense>
    );
  }
  return aside ? null : <TourWelcome onClose={onClose} onNext={() => setStarted(true)} />;
}

function TourWelcome({ onClose, onNext }: { onClose: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const next = useRef<HTMLButtonElement>(null);
  const [loading, setLoading] = useState(false);

  // A dialog: the keyboard starts on its way on.
  useEffect(() => next.current?.focus({ preventScroll: true }), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // The welcome stays until antd's Tour has arrived, so the panel never blinks out; if it does
  // not arrive, the welcome stays and Next can be pressed again.
  const goOn = () => {
    setLoading(true);
    loadTour().then(onNext, () => setLoading(false));
  };

  return (
    <div className="home-tour home-tour-welcome">
      <div className="home-tour-welcome__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button
          type="button"
          className="home-tour-welcome__close"
          aria-label={t('tour.close')}
          onClick={onClose}
        >
          <CloseOutlined />
        </button>
        <div className="home-tour-welcome__title" id={titleId}>
          {t('tour.step1Title')}
        </div>
        <div className="home-tour-welcome__description">{t('tour.step1')}</div>
        <div className="home-tour-welcome__footer">
          <span className="home-tour__footer">
            <button type="button" className="home-tour__skip" onClick={onClose} data-testid="tour-skip">
              {t('tour.skip')}
            </button>
            <span data-testid="tour-step">1 / {tourSteps().length}</span>
          </span>
          <button
            ref={next}
            type="button"
            className="home-tour-welcome__next"
            onClick={goOn}
            aria-busy={loading}
            disabled={loading}
          >
            {t('tour.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
