import { matchPath } from 'react-router';
import { PORTAL_ROUTES, type PortalRoute } from './routes.ts';

/**
 * Answers by path: the table does not change, and the header asks for every menu item on every
 * render, where each question compiled a pattern per route (about a hundred) anew.
 */
const found = new Map<string, PortalRoute | undefined>();

/** The table entry a portal path (with or without query) belongs to, matched case-sensitively. */
export const findRoute = (url: string): PortalRoute | undefined => {
  const pathname = url.split(/[?#]/)[0] ?? url;
  if (found.has(pathname)) return found.get(pathname);
  const route = PORTAL_ROUTES.find((r) =>
    matchPath({ path: r.path, caseSensitive: true, end: true }, pathname),
  );
  // Paths come from the menu, links and the address bar: a bounded cache of the ones seen.
  if (found.size >= 1000) found.clear();
  found.set(pathname, route);
  return route;
};
