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

/**
 * Whether the page before this one in the tab is one of ours. The history's length alone does
 * not say so: a tab a QR scanner opens starts at about:blank, and going back there leaves the
 * site (issue 29, decision 207). A page of ours reached by a link or a move on names itself
 * in the referrer.
 */
const cameFromHere = (): boolean => {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
};

/**
 * Back where the visitor came from when that is a page of ours, else `fallback` (the portal's
 * home by default) in this page's place.
 */
export const goBack = (fallback = '/'): void => {
  if (cameFromHere()) window.history.back();
  else window.location.replace(fallback);
};

/** A query parameter of the page's address (the phone login's `id`, the report it leads to). */
export const queryParam = (name: string): string | null =>
  new URLSearchParams(typeof window === 'undefined' ? drawnFor.search : window.location.search).get(name);
