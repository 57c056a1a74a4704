import { CODE_COUNTDOWN_S } from '@steel-epd/contract';

/**
 * Seconds left before a code may be asked for again (spec 01 §4 "Code buttons"). Computed
 * from the start time, not by counting ticks, so a throttled background tab stays right.
 */
export const secondsLeft = (
  startedAtMs: number | null,
  nowMs: number,
  totalS: number = CODE_COUNTDOWN_S,
): number => {
  if (startedAtMs === null) return 0;
  const passedS = Math.floor((nowMs - startedAtMs) / 1000);
  return Math.min(totalS, Math.max(0, totalS - passedS));
};
