import { BREAKPOINTS } from '@steel-epd/contract';
import { useSyncExternalStore } from 'react';
import { drawnFor } from './drawn-for.ts';

/** compact: below BREAKPOINTS.desktop (drawer menu); medium: below BREAKPOINTS.mobile; else wide. */
export type LayoutSize = 'compact' | 'medium' | 'wide';

export const layoutSizeFor = (width: number): LayoutSize =>
  width < BREAKPOINTS.desktop ? 'compact' : width < BREAKPOINTS.mobile ? 'medium' : 'wide';

const width = (): number => (typeof window === 'undefined' ? drawnFor.width : window.innerWidth);
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
