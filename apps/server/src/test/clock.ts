import { vi } from 'vitest';

/**
 * Runs a journey as if it were `at`: only Date is faked (timers and I/O run as usual) and it
 * stands still meanwhile, so whatever the journey records carries that time.
 */
export const asOf = async <T>(at: string, journey: () => Promise<T>): Promise<T> => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  try {
    return await journey();
  } finally {
    vi.useRealTimers();
  }
};
