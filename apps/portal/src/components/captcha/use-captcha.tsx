import type { TCaptchaType } from '@steel-epd/contract';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

// The popup and its styles are a chunk of their own, fetched when a code is first asked for.
const CaptchaPopup = lazy(() => import('./captcha-popup.tsx'));

interface Pending {
  /** null: the platform's kind (the console's Settings, decision 225). */
  captchaType: TCaptchaType | null;
  resolve: (verification: string | null) => void;
}

/**
 * The captcha as a promise: `await verify()` opens the popup and resolves with
 * captchaVerification once the user passes, or null when they close it. The caller renders
 * `popup` once, anywhere in its tree. Without a named kind the popup shows the platform's
 * (blockPuzzle unless the console's Settings choose clickWord: decision 225).
 */
export const useCaptcha = (captchaType: TCaptchaType | null = null) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((verification: string | null) => {
    pendingRef.current?.resolve(verification);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const verify = useCallback(
    (type: TCaptchaType | null = captchaType) =>
      new Promise<string | null>((resolve) => {
        // A second request while one is open replaces it; the first caller hears "closed".
        pendingRef.current?.resolve(null);
        const next = { captchaType: type, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [captchaType],
  );

  const popup: ReactNode = pending ? (
    <Suspense fallback={null}>
      <CaptchaPopup captchaType={pending.captchaType} onPassed={settle} onCancel={() => settle(null)} />
    </Suspense>
  ) : null;

  return { verify, popup };
};
