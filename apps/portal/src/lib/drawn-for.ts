/**
 * The address and screen width the build draws a first paint for (first-paint/render.tsx), in
 * Node where there is no window. The browser's own values are read everywhere else.
 */
export const drawnFor = { search: '', width: 1440 };
