import { readStored, removeStored, writeStored } from '@steel-epd/web';
import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

const storedStart = (key: string | undefined): number | null => {
  if (!key) return null;
  const at = Number(readStored(key, 'session'));
  return Number.isFinite(at) && at > 0 && secondsLeft(at, Date.now()) > 0 ? at : null;
};

/**
 * A code button's countdown: `start()` after a sent code; `left` is 0 when it may be used again.
 * With a `key` the start is kept in this tab's session storage, so a reload still counts down
 * and offers no captcha for a code the server would refuse (issue 29).
 */
export const useCountdown = (key?: string) => {
  const [startedAt, setStartedAt] = useState<number | null>(() => storedStart(key));
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  useEffect(() => {
    if (startedAt !== null && left === 0) {
      setStartedAt(null);
      if (key) removeStored(key, 'session');
    }
  }, [startedAt, left, key]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setStartedAt(t);
    if (key) writeStored(key, String(t), 'session');
  }, [key]);

  return { left, running: left > 0, start };
};
