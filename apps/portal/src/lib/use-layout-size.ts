import { BREAKPOINTS } from '@steel-epd/contract';
import { useSyncExternalStore } from 'react';
import { drawnFor } from './drawn-for.ts';

/** compact: below BREAKPOINTS.desktop (drawer menu); medium: below BREAKPOINTS.mobile; else wide. */
export type LayoutSize = 'compact' | 'medium' | 'wide';

export const layoutSizeFor = (width: number): LayoutSize =>
  width < BREAKPOINTS.desktop ? 'compact' : width < BREAKPOINTS.mobile ? 'medium' : 'wide';

/**
 * The window's width, read once and again on each resize: `innerWidth` makes the browser lay the
 * page out first, and React reads the snapshot again right after its first commit has replaced
 * the drawn page, which made a whole layout in the middle of the start (issue 12). This listener
 * is added before any hook's, so the hooks read the new width.
 */
let viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth;
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    viewportWidth = window.innerWidth;
  });
}

const width = (): number => (typeof window === 'undefined' ? drawnFor.width : viewportWidth);
const currentSize = (): LayoutSize => layoutSizeFor(width());

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** The layout size at the spec's breakpoints (spec 01 §9); re-renders only when it changes. */
export const useLayoutSize = (): LayoutSize => useSyncExternalStore(subscribe, currentSize, currentSize);

const atLeast = (least: number) => (): boolean => width() >= least;

/** Whether the window is at least `width` px wide; re-renders only when that answer changes. */
export const useViewportAtLeast = (least: number): boolean =>
  useSyncExternalStore(subscribe, atLeast(least), atLeast(least));
