import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { BREAKPOINTS, LANGUAGES, type Lang, PORTAL_SHELL_TEXTS } from '@steel-epd/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DesktopShell } from '../app/desktop-shell.tsx';
import { MainLayout } from '../app/layout/main-layout.tsx';
import { findRoute } from '../app/route-match.ts';
import { drawnFor } from '../lib/drawn-for.ts';
import type { FirstDataSeed } from '../lib/first-data.ts';
import { addTexts, i18n } from '../lib/i18n.ts';
import type { FirstPaintView } from './compose.ts';

/**
 * Drawing a page's first screen with the app's own components in Node (issues 10 and 12): by the
 * build (render.tsx, with no data) and by the server at request time (live.tsx, with the first
 * data of the lists). One drawing at a time: the language and the screen width are the app's
 * own globals here.
 */

/** The desktop shell's two layouts (use-layout-size.ts): the drawer header below the breakpoint, the menu bar above. */
export const DESKTOP_SCREENS = [
  { width: 390, media: `(max-width:${BREAKPOINTS.desktop - 0.02}px)` },
  { width: 1440, media: `(min-width:${BREAKPOINTS.desktop}px)` },
] as const;

export type Screen = { width: number; media?: string };

/**
 * Draws an element in each language (and for each screen) with the queries of that language
 * already answered by `seeds` (none: the page as its first render shows it, its queries
 * loading); the style cache (a new one unless given) holds Ant Design's rules for what was drawn.
 */
export const drawViews = async (
  element: () => ReactElement,
  screens: readonly Screen[] = [{ width: drawnFor.width }],
  seeds: readonly FirstDataSeed[] = [],
  cache: ReturnType<typeof createCache> = createCache(),
): Promise<{ views: FirstPaintView[]; cache: ReturnType<typeof createCache> }> => {
  const views: FirstPaintView[] = [];
  const width = drawnFor.width;
  const language = i18n.language;
  const clientFor = (lang: Lang) => {
    const client = new QueryClient();
    for (const seed of seeds) if (seed.lang === lang) client.setQueryData(seed.key, seed.data);
    return client;
  };
  try {
    for (const lang of LANGUAGES) {
      await i18n.changeLanguage(lang);
      for (const screen of screens) {
        drawnFor.width = screen.width;
        const html = renderToString(
          <StyleProvider cache={cache}>
            <QueryClientProvider client={clientFor(lang)}>
              <I18nextProvider i18n={i18n}>{element()}</I18nextProvider>
            </QueryClientProvider>
          </StyleProvider>,
        );
        views.push({ lang, media: screen.media, html });
      }
    }
  } finally {
    drawnFor.width = width;
    await i18n.changeLanguage(language);
  }
  return { views, cache };
};

/**
 * A desktop page in the desktop shell, as its route opens it (app/routes.ts): the header with the
 * bundled menu, the page, the footer. Only an open page of the main layout can be drawn.
 */
export const desktopPage = async (path: string): Promise<() => ReactElement> => {
  addTexts(PORTAL_SHELL_TEXTS);
  const route = findRoute(path);
  if (route?.layout !== 'main' || route.guard !== undefined) {
    throw new Error(`first paint: ${path} is not an open page of the desktop layout`);
  }
  const { default: Page } = await route.page();
  return () => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<DesktopShell />}>
          <Route element={<MainLayout />}>
            <Route path={path} element={<Page titleKey={route.titleKey} />} />
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>
  );
};
