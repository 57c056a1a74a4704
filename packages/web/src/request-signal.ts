import { REQUEST_TIMEOUT_MS } from '@steel-epd/contract';

/** The caller's signal (a query that is no longer needed) joined with the 600 s time-out. */
export const requestSignal = (signal: AbortSignal | undefined): AbortSignal => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // AbortSignal.any is missing on older phones; the time-out alone is then the better half.
  return signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
};
