import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ensureCompanyStatus } from '../lib/company-status.ts';
import { setUnauthorizedHandler } from '../lib/http.ts';
import { type PageModule, type PagePrefetch, type PageProps, withChunkTimeout } from '../lib/page.ts';
import { getSession } from '../lib/session.ts';
import { noteSessionEnded } from '../lib/session-ended.ts';
import { MobileLayout } from './layout/mobile-layout.tsx';
import { RootShell } from './root-shell.tsx';
import { RouteError } from './route-error.tsx';
import { findRoute } from './route-match.ts';
import { PORTAL_ROUTES, type PortalRoute, type RouteLayout } from './routes.ts';

/** The first call's promise, for every call: the route's loader and React.lazy share one download. */
const once = <T,>(load: () => Promise<T>): (() => Promise<T>) => {
  let started: Promise<T> | undefined;
  return () => {
    started ??= load();
    return started;
  };
};

// The guard shows antd toasts: a chunk loaded with the first guarded page (all are desktop pages).
const loadGuard = once(() => import('./route-guard.tsx'));
const RouteGuard = lazy(async () => ({ default: (await loadGuard()).RouteGuard }));

/** Each route's one download of its page module, and the module once it has arrived. */
const pageLoads = new Map<PortalRoute, () => Promise<PageModule>>();
const loadedPages = new Map<PortalRoute, ComponentType<PageProps>>();

/**
 * Loads the page module of an open route before the app's first render, so that render is the
 * whole page instead of a spinner first: a document that arrives with its first screen drawn
 * (first-paint/) keeps the drawing until React's first commit replaces it with the same page.
 * Resolves with the page's prefetch, if it has one. A module that does not arrive is left to
 * React.lazy, which shows the failure.
 */
export const loadFirstPage = async (pathname: string): Promise<PagePrefetch | undefined> => {
  const route = findRoute(pathname);
  const load = route && route.guard === undefined ? pageLoads.get(route) : undefined;
  if (!route || !load) return undefined;
  try {
    const page = await load();
    loadedPages.set(route, page.default);
    return page.prefetch;
  } catch {
    // React.lazy loads it again and shows the failure.
    return undefined;
  }
};

/**
 * One route object per table entry. React.lazy renders the page only once the guard lets it;
 * an anonymous visitor's guarded page is not downloaded (a signed-in one's is, beside the
 * guard's checks); paths match case-sensitively because the
 * spec has both /Epd and /epd/... .
 */
const toRouteObject = (route: PortalRoute): RouteObject => {
  const load = once(withChunkTimeout(route.page));
  pageLoads.set(route, load);
  const LazyPage = lazy(load);
  const Page = (props: PageProps) => {
    const Loaded = loadedPages.get(route);
    return Loaded ? <Loaded {...props} /> : <LazyPage {...props} />;
  };
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Page titleKey={route.titleKey} />
    </Suspense>
  );
  return {
    path: route.path,
    caseSensitive: true,
    handle: route,
    ErrorBoundary: RouteError,
    // An open page's chunk is asked for as soon as its route matches, beside the desktop
    // shell's and the layout's chunks, not once they have rendered: one round trip less before
    // the page shows (issue 12, Lighthouse). A failure shows where the page renders.
    loader:
      route.guard === undefined
        ? () => {
            load().catch(() => undefined);
            return null;
          }
        : () => {
            // A signed-in visitor is most likely let in (issue 29: logged-in pages in under a
            // second): the guard, the company status it waits for and the page are asked for at
            // once, not one after the other. An anonymous visitor downloads no guarded page.
            if (getSession().isAuthenticated) {
              loadGuard().catch(() => undefined);
              ensureCompanyStatus().catch(() => undefined);
              load().catch(() => undefined);
            }
            return null;
          },
    element:
      route.guard === undefined ? (
        page
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <RouteGuard guard={route.guard}>{page}</RouteGuard>
        </Suspense>
      ),
  };
};

/** The not-found page's title, as the document title reads a route's. */
const NOT_FOUND_ROUTE = { titleKey: 'page.notFound', layout: 'main' } as const;

const routesOf = (layout: RouteLayout) => PORTAL_ROUTES.filter((r) => r.layout === layout).map(toRouteObject);

export const routeObjects: RouteObject[] = [
  {
    Component: RootShell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Ant Design's providers, the login dialog, the header and its menu are chunks of their
        // own: the phone pages of the QR path never load them (issue 10).
        lazy: { Component: async () => (await import('./desktop-shell.tsx')).DesktopShell },
        children: [
          {
            lazy: { Component: async () => (await import('./layout/main-layout.tsx')).MainLayout },
            children: [
              ...routesOf('main'),
              // An address outside the table: the not-found page in the frame, with its ways on
              // (the server answers it with 404; decision 200 revises spec 01 §2's "go home").
              {
                path: '*',
                handle: NOT_FOUND_ROUTE,
                ErrorBoundary: RouteError,
                lazy: { Component: async () => (await import('../components/not-found-page.tsx')).default },
              },
            ],
          },
          ...routesOf('standalone'),
        ],
      },
      { Component: MobileLayout, children: routesOf('mobile') },
    ],
  },
];

/**
 * The portal's router, made by the start (main.tsx) in a task of its own: matching the hundred
 * routes is one of the longer pieces of a slow phone's start (issue 12, blocking time).
 */
export const createPortalRouter = () => {
  const router = createBrowserRouter(routeObjects);
  // A 401 has already cleared the session in the HTTP client; the visitor goes home (spec 01 §8).
  setUnauthorizedHandler((refusal) => {
    noteSessionEnded(refusal);
    void router.navigate('/', { replace: true });
  });
  return router;
};

export type PortalRouter = ReturnType<typeof createPortalRouter>;
