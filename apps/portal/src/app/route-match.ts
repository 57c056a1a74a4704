import { matchPath } from 'react-router';
import { PORTAL_ROUTES, type PortalRoute } from './routes.ts';

/** The table entry a portal path (with or without query) belongs to, matched case-sensitively. */
export const findRoute = (url: string): PortalRoute | undefined => {
  const pathname = url.split(/[?#]/)[0] ?? url;
  return PORTAL_ROUTES.find((route) =>
    matchPath({ path: route.path, caseSensitive: true, end: true }, pathname),
  );
};
