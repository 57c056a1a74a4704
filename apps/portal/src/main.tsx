import { PORTAL_SHELL_TEXTS } from '@steel-epd/contract';
import { syncDayjsLocale } from '@steel-epd/web';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './app/query-client.ts';
import { createPortalRouter, loadFirstPage, type PortalRouter } from './app/router.tsx';
import { replacedDrawing } from './lib/drawn-for.ts';
import { seedFirstData } from './lib/first-data.ts';
import { addTexts, currentLang, i18n } from './lib/i18n.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

/**
 * The start runs in a few tasks instead of one: evaluating the modules, adding the shell's texts,
 * making the router and the first render each end before the next begins, so a slow phone can
 * answer the visitor in between (issue 12, Lighthouse's "total blocking time" counts every task
 * over 50 ms by what it is over).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has loaded the matched routes' layouts and run their loaders. */
const routerReady = (router: PortalRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const start = async (root: HTMLElement) => {
  // A document that arrives with its first screen drawn (home.html, first-paint/) keeps the
  // drawing until the first render can be the whole page: its layouts and its page module are
  // loaded first, so React's first commit replaces the drawing with the same page, never with a
  // spinner. The page's chunks are asked for at once.
  const drawn = root.childElementCount > 0;
  const firstPage = drawn ? loadFirstPage(window.location.pathname) : Promise.resolve(undefined);
  // A list the server drew with its items (/news, /resources) brings their data: the first
  // render shows the same items, not a spinner (a query past its stale time is asked again in
  // the background, as any cached answer is).
  if (drawn) seedFirstData(queryClient, currentLang());
  await nextTask();
  // The desktop shell's texts over the base every document has (the phone pages carry only
  // that), and the date pickers' locale.
  addTexts(PORTAL_SHELL_TEXTS);
  syncDayjsLocale(i18n);
  await nextTask();
  const router = createPortalRouter();
  if (drawn) {
    replacedDrawing.path = window.location.pathname;
    // Until the first navigation: another page, or this one opened again, is not the drawing.
    const stop = router.subscribe((state) => {
      if (state.location.pathname === replacedDrawing.path && state.navigation.state === 'idle') return;
      replacedDrawing.path = null;
      stop();
    });
    const [, prefetch] = await Promise.all([routerReady(router), firstPage]);
    if (prefetch) {
      // The page's data is asked for here, in a task of its own, not by the effects of the
      // first commit (each request started there lengthens the start's longest task).
      await nextTask();
      prefetch(queryClient, currentLang());
    }
  }
  // The first render as a transition: React renders it in slices of a few milliseconds instead
  // of one long task, so a slow phone stays responsive while the page starts (issue 10,
  // Lighthouse's "total blocking time").
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
};

void start(root);
