import { BREAKPOINTS } from '@steel-epd/contract';
import { useSyncExternalStore } from 'react';

/** compact: below BREAKPOINTS.desktop (drawer menu); medium: below BREAKPOINTS.mobile; else wide. */
export type LayoutSize = 'compact' | 'medium' | 'wide';

export const layoutSizeFor = (width: number): LayoutSize =>
  width < BREAKPOINTS.desktop ? 'compact' : width < BREAKPOINTS.mobile ? 'medium' : 'wide';

const currentSize = (): LayoutSize =>
  typeof window === 'undefined' ? 'wide' : layoutSizeFor(window.innerWidth);

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** The layout size at the spec's breakpoints (spec 01 §9); re-renders only when it changes. */
export const useLayoutSize = (): LayoutSize => useSyncExternalStore(subscribe, currentSize, () => 'wide');

/** Whether the window is at least `width` px wide; re-renders only when that answer changes. */
export const useViewportAtLeast = (width: number): boolean =>
  useSyncExternalStore(
    subscribe,
    () => typeof window === 'undefined' || window.innerWidth >= width,
    () => true,
  );
