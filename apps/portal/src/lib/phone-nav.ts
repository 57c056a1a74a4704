import { drawnFor } from './drawn-for.ts';

/**
 * Moving on from a phone page (issue 10). The phone pages are documents of their own
 * (`phone.html`), and where they lead — the phone login, the portal, another record's summary —
 * is another document, so they go there with a page load instead of a router. A replace keeps
 * the page out of the history (a page that only forwards).
 */
export const goTo = (path: string, { replace = false }: { replace?: boolean } = {}): void => {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
};

/** Back where the visitor came from, or the portal's home on a tab opened here (a scanned code). */
export const goBack = (): void => {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
};

/** A query parameter of the page's address (the phone login's `id`, the report it leads to). */
export const queryParam = (name: string): string | null =>
  new URLSearchParams(typeof window === 'undefined' ? drawnFor.search : window.location.search).get(name);
