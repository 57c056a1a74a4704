import { readStored, writeStored } from '@steel-epd/web';
import { useEffect, useState } from 'react';

/** Set once the tour was finished or skipped: it is not shown again in this browser. */
export const TOUR_DONE_KEY = 'homeTourDone';

/** How long after the load the tour waits. */
const TOUR_DELAY_MS = 1500;

/**
 * Whether the guided tour should show now: only for a visitor who has not seen it, and only
 * after the page has loaded and the browser is idle, so it never weighs on the first paint.
 */
export const useFirstVisitTour = () => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readStored(TOUR_DONE_KEY) !== null) return;
    let cancelled = false;
    const start = () => {
      if (!cancelled) setOpen(true);
    };
    // A moment after the load, so the visitor sees the page before the tour covers it.
    const idle = () =>
      setTimeout(
        () =>
          'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 2000 }) : start(),
        TOUR_DELAY_MS,
      );
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
  }, []);
  const close = () => {
    writeStored(TOUR_DONE_KEY, '1');
    setOpen(false);
  };
  return { open, close };
};
