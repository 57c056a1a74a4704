import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page's own title (a record's name) in place of its route's title key: the root shell's
 * document title prefers it while the page that set it is shown (issue 29, the EPD page).
 */
let own: string | null = null;
const listeners = new Set<() => void>();
const setOwn = (title: string | null) => {
  if (own === title) return;
  own = title;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the document after what the page shows (null: the route's title); cleared when it unmounts. */
export const usePageTitle = (title: string | null): void => {
  useEffect(() => {
    setOwn(title);
    return () => setOwn(null);
  }, [title]);
};

/** The title the current page set, or null. */
export const useOwnPageTitle = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => own,
    () => null,
  );
