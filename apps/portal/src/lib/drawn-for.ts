/**
 * The address and screen width the build draws a first paint for (first-paint/render.tsx), in
 * Node where there is no window. The browser's own values are read everywhere else.
 */
export const drawnFor = { search: '', width: 1440 };

/** True in Node, where the build draws a page (first-paint/render.tsx); false in the browser. */
export const isDrawing = (): boolean => typeof window === 'undefined';

/**
 * The address whose drawing the app's first render replaced (main.tsx), until the first
 * navigation: a dialog the drawing showed open is already on screen there, so it appears at
 * once instead of animating in a second time.
 */
export const replacedDrawing: { path: string | null } = { path: null };
