import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

/** A code button's countdown: `start()` after a sent code; `left` is 0 when it may be used again. */
export const useCountdown = () => {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  useEffect(() => {
    if (startedAt !== null && left === 0) setStartedAt(null);
  }, [startedAt, left]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setStartedAt(t);
  }, []);

  return { left, running: left > 0, start };
};
