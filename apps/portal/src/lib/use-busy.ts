import { useCallback, useState } from 'react';

/**
 * A form's submit state: `run` keeps the form busy while the work runs and hands a failure
 * to `onError`, so every account form (desktop and phone) disables and reports the same way.
 */
export const useBusy = () => {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>, onError: (error: unknown) => void) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
};
