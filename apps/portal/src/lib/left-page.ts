import { readStored, writeStored } from '@steel-epd/web';

/**
 * The page this tab showed before the current document was loaded (a typed address, a reload,
 * a link that loaded a new document): the login prompt sends a visitor who declines back there,
 * since the router's history starts anew with each document (issue 29, decision 203).
 */
const KEY = 'leftPage';

let prompting = false;

/** The login prompt is shown instead of the page: leaving it is not leaving a page. */
export const setLoginPromptShown = (shown: boolean): void => {
  prompting = shown;
};

/** Remembers the page being left when the document goes (called on `pagehide`). */
export const rememberLeftPage = (): void => {
  if (!prompting) writeStored(KEY, window.location.pathname + window.location.search, 'session');
};

/** The page this tab left last, unless it is the one shown now. */
export const leftPage = (): string | null => {
  const path = readStored(KEY, 'session') ?? '';
  const here = window.location.pathname + window.location.search;
  return path.startsWith('/') && !path.startsWith('//') && path !== here ? path : null;
};
