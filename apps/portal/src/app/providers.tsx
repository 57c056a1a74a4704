import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from './query-client.ts';

/** A chunk of its own (with react-query's useQuery), loaded only when the texts are asked for. */
const ServerTexts = lazy(async () => {
  const { useServerTexts } = await import('../lib/server-texts.ts');
  return {
    default: function ServerTexts() {
      useServerTexts();
      return null;
    },
  };
});

/** Resolves once the page has loaded and the browser has a quiet moment (at most 2 s later). */
const afterLoad = (): Promise<void> =>
  new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * The server's texts (an operator's edits over the bundled catalogue, 14 KB brotli) are asked
 * for once the page has loaded: the bundled texts already show every screen, so the call and
 * the re-render it causes stay off a phone's critical path (issue 10, Lighthouse).
 */
function DeferredServerTexts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoad().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ServerTexts />
    </Suspense>
  ) : null;
}

/**
 * What every screen relies on, the phone pages included: data fetching and translations (with
 * the server's texts laid over the bundled ones). Ant Design's locale, theme and toasts are the
 * desktop shell's (desktop-shell.tsx), a chunk the phone pages never load (issue 10).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DeferredServerTexts />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
