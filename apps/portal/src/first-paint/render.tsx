import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { BREAKPOINTS, FIRST_PAINT_DOCUMENTS, LANGUAGES } from '@steel-epd/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Beasties from 'beasties';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MainLayout } from '../app/layout/main-layout.tsx';
import { PHONE_PAGE_VIEWS } from '../app/phone-pages.ts';
import { drawnFor } from '../lib/drawn-for.ts';
import { addTexts, i18n } from '../lib/i18n.ts';
import type { FirstPaintDrawing, FirstPaintView } from './compose.ts';

/**
 * The first screens the build draws into their documents (issues 10 and 12), with the app's own
 * components, as the app's first render shows them: no session, no data yet (a page's queries
 * are still loading), in each language and for each screen size the page lays out differently.
 * scripts/first-paint.mjs runs this in Node and writes the documents.
 */

/**
 * The phone pages are sized in rem from the screen's width (use-mobile-font.ts, spec 02 §9);
 * the same rule in CSS, so the drawing has the page's sizes before any script runs.
 */
const PHONE_ROOT_FONT = `html{font-size:calc(100vw / 3.75)}@media (min-width:${BREAKPOINTS.mobile + 1}px){html{font-size:calc(100vw / 15)}}`;

/** The desktop shell's two layouts (use-layout-size.ts): the drawer header below the breakpoint, the menu bar above. */
const DESKTOP_SCREENS = [
  { width: 390, media: `(max-width:${BREAKPOINTS.desktop - 0.02}px)` },
  { width: 1440, media: `(min-width:${BREAKPOINTS.desktop}px)` },
] as const;

/**
 * Only the rules that match an element of the views: Ant Design's extract holds every rule of
 * every component drawn (its menus' popups, its buttons' states, about 200 KB), which the browser
 * would parse and match before the first paint. The app writes its full styles when it runs.
 */
const usedRules = async (views: FirstPaintView[], css: string): Promise<string> => {
  const page = `<html><head><style>${css}</style></head><body>${views.map((v) => v.html).join('')}</body></html>`;
  const pruned = await new Beasties({
    logLevel: 'silent',
    reduceInlineStyles: true,
    compress: false,
    // Kept whole: beasties cannot match a selector with both :where() (antd's scope) and
    // :nth-child() (the spinner's four dots, each placed by one), and would drop them all.
    allowRules: [/:nth-child\(/],
  }).process(page);
  return /<style>([\s\S]*)<\/style>/.exec(pruned)?.[1] ?? '';
};

/** Draws an element in each language (and for each screen), with Ant Design's styles for it. */
const draw = async (
  element: () => ReactElement,
  screens: readonly { width: number; media?: string }[] = [{ width: drawnFor.width }],
): Promise<{ views: FirstPaintView[]; antdCss: string }> => {
  const cache = createCache();
  const views: FirstPaintView[] = [];
  const width = drawnFor.width;
  const language = i18n.language;
  try {
    for (const lang of LANGUAGES) {
      await i18n.changeLanguage(lang);
      for (const screen of screens) {
        drawnFor.width = screen.width;
        const html = renderToString(
          <StyleProvider cache={cache}>
            <QueryClientProvider client={new QueryClient()}>
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
  return { views, antdCss: await usedRules(views, extractStyle(cache, { plain: true })) };
};

/**
 * The phone login (/Loginapp?id=…, issue 10): the page a scanned code's "view full report"
 * opens. Drawn as reached from a report (its hint under the title); the first paint's rules hide
 * the hint when the address names no record.
 */
const phoneLogin = async (): Promise<FirstPaintDrawing> => {
  const view = PHONE_PAGE_VIEWS.login;
  const { default: Page } = await view.load();
  drawnFor.search = '?id=report';
  try {
    const { views } = await draw(() => <Page titleKey={view.titleKey} id="" />);
    return { views, css: `${PHONE_ROOT_FONT}html:not([data-fp-id]) .m-shell__subtitle{display:none}` };
  } finally {
    drawnFor.search = '';
  }
};

/**
 * A desktop page in the desktop shell, as its route opens it (app/routes.ts): the header with the
 * bundled menu, the page as its first render shows it (its queries still loading), the footer;
 * in the drawer and the menu-bar layouts.
 */
const desktopPage = (path: string) => async (): Promise<FirstPaintDrawing> => {
  const { DesktopShell } = await import('../app/desktop-shell.tsx');
  const { PORTAL_SHELL_TEXTS } = await import('@steel-epd/contract');
  const { findRoute } = await import('../app/route-match.ts');
  addTexts(PORTAL_SHELL_TEXTS);
  const route = findRoute(path);
  if (route?.layout !== 'main' || route.guard !== undefined) {
    throw new Error(`first paint: ${path} is not an open page of the desktop layout`);
  }
  const { default: Page } = await route.page();
  const { views, antdCss } = await draw(
    () => (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<DesktopShell />}>
            <Route element={<MainLayout />}>
              <Route path={path} element={<Page titleKey={route.titleKey} />} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    ),
    DESKTOP_SCREENS,
  );
  return { views, css: antdCss };
};

/** The desktop shell's chunks, which every drawn desktop page needs at once. */
const DESKTOP_SHELL_MODULES = ['src/app/desktop-shell.tsx', 'src/app/layout/main-layout.tsx'] as const;

/**
 * The desktop pages drawn by the build (the contract's FIRST_PAINT_DOCUMENTS): the home page
 * (its banner, the figures' band with the values still loading, the doors to each area, the
 * news' frame), registration (its notice over the form), and the news and resources lists (their
 * title and introduction, the list loading). The source module of each page, for its chunks.
 */
export const DESKTOP_PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/home-page.tsx',
  '/register': 'src/features/account/pages/register-page.tsx',
  '/news': 'src/features/news/pages/news-page.tsx',
  '/resources': 'src/features/resources/pages/resources-page.tsx',
};

/**
 * The built documents that arrive with their first screen drawn: the file written, the document
 * it starts from, the drawing, and the source modules whose chunks and style sheets the page
 * needs at once (phone-login.html has its own already, vite.config.ts).
 */
export const FIRST_PAINTS: readonly {
  file: string;
  from: string;
  draw: () => Promise<FirstPaintDrawing>;
  modules: readonly string[];
}[] = [
  { file: 'phone-login.html', from: 'phone-login.html', draw: phoneLogin, modules: [] },
  ...Object.entries(FIRST_PAINT_DOCUMENTS).map(([path, file]) => {
    const module = DESKTOP_PAGE_MODULES[path];
    if (!module) throw new Error(`first paint: no page module named for ${path}`);
    return { file, from: 'index.html', draw: desktopPage(path), modules: [...DESKTOP_SHELL_MODULES, module] };
  }),
];
