import { FIRST_PAINT_SCRIPT, FIRST_PAINT_VIEW_END, type Lang } from '@steel-epd/contract';

/** One drawing of a page's first screen: in one language, for the screens `media` matches (all when absent). */
export interface FirstPaintView {
  lang: Lang;
  media?: string;
  html: string;
}

/** A page's first screen as the build draws it. */
export interface FirstPaintDrawing {
  views: FirstPaintView[];
  /** Rules the drawing needs before the app's own run (the phone pages' root font, antd's styles). */
  css?: string;
}

/** The built files a drawn page's own chunks need (from Vite's manifest, scripts/first-paint.mjs). */
export interface FirstPaintAssets {
  /** Its JavaScript chunks, preloaded with the document instead of after the entry has run. */
  scripts: string[];
  /** Its style sheets, inline so the drawing has them at once. */
  styles: { file: string; css: string }[];
}

const ROOT = '<div id="root"></div>';

/** <html lang> as FIRST_PAINT_SCRIPT sets it: `en`, else `zh-CN`. */
const LANG_SELECTOR: Record<Lang, string> = { en: 'html[lang="en"]', zh: 'html:not([lang="en"])' };

/** Only the view for the visitor's language and screen is shown. */
const viewRules = (views: FirstPaintView[]): string =>
  [
    '[data-fp]{display:none}',
    ...views.map(({ lang, media }, i) => {
      const rule = `${LANG_SELECTOR[lang]} [data-fp="${i}"]{display:contents}`;
      return media ? `@media ${media}{${rule}}` : rule;
    }),
  ].join('');

/**
 * The test ids belong to the app's own elements: a journey must never find the drawing, which
 * the app's first render replaces.
 */
const withoutTestIds = (html: string): string => html.replace(/\sdata-testid="[^"]*"/g, '');

/**
 * The views as #root holds them, each shown by its rule of `viewRules`, marked with its language
 * and closed by FIRST_PAINT_VIEW_END, so the server can send a visitor only their language's
 * (`oneLanguageDocument`, decision 236).
 */
const drawnViews = (views: FirstPaintView[]): string =>
  views
    .map(
      (view, i) =>
        `<div data-fp="${i}" data-fp-lang="${view.lang}" inert>${withoutTestIds(view.html)}</div>${FIRST_PAINT_VIEW_END}`,
    )
    .join('');

/**
 * Puts the drawings into a built document: the language script first in <head> (after the
 * charset), the rules, and every view inside #root. React's first render replaces everything in
 * #root in one commit, so the visitor sees the page at once and then the same page working. The
 * views are inert: nothing can be typed or clicked into a page that is about to be replaced.
 */
export const composeFirstPaint = (
  document: string,
  drawing: FirstPaintDrawing,
  assets: FirstPaintAssets = { scripts: [], styles: [] },
): string => {
  if (!document.includes(ROOT)) throw new Error('first paint: the document has no empty #root');
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(document)?.[0];
  if (!charset) throw new Error('first paint: the document has no <meta charset>');
  const drawn = drawnViews(drawing.views);
  // The app's scripts come after the drawing: nothing of them is asked for before it is on
  // screen, so on a slow link the first screen never waits behind their bytes nor for their run.
  // The document's module script and preloads, and the page's own chunks, become names
  // (<link rel="fp-module">, which fetches nothing) that FIRST_PAINT_SCRIPT then loads, the
  // entry first.
  const entries: string[] = [];
  const preloads: string[] = [];
  const withoutScripts = document
    .replace(/\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/g, (_tag, file: string) => {
      entries.push(`<link rel="fp-module" data-entry href="/${file}">`);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g, (_tag, file: string) => {
      preloads.push(`<link rel="fp-module" href="/${file}">`);
      return '';
    });
  if (entries.length !== 1) throw new Error('first paint: the document must have exactly one module script');
  for (const file of assets.scripts) {
    if (!document.includes(`/${file}"`)) preloads.push(`<link rel="fp-module" href="/${file}">`);
  }
  // The sheets' rules are inline; their links are for print only, so they do not hold the first
  // paint, but Vite's loader of the lazy chunks finds them and does not fetch them and wait
  // (as phone-login.html does, vite.config.ts).
  const sheets = assets.styles.flatMap(({ file, css }) => [
    ...(document.includes(`<style>${css}</style>`) ? [] : [`<style>${css}</style>`]),
    `<link rel="stylesheet" media="print" crossorigin href="/${file}">`,
  ]);
  // After the charset, which must come first; before anything that could be drawn.
  const head = [
    charset,
    `<script>${FIRST_PAINT_SCRIPT}</script>`,
    `<style>${viewRules(drawing.views)}${drawing.css ?? ''}</style>`,
    ...sheets,
    ...entries,
    ...preloads,
  ].join('\n    ');
  // Replacers as functions: a drawing's text may hold `$&` or `$'`, which a string would expand.
  return withoutScripts.replace(charset, () => head).replace(ROOT, () => `<div id="root">${drawn}</div>`);
};

/** #root with the drawing the build put in it, up to the end of <body>. */
const DRAWN_ROOT = /<div id="root"><div data-fp="0"[^>]*>[\s\S]*<\/div>(?=\s*<\/body>)/;

/**
 * A drawn document with its views drawn again (by the server, with the page's first data,
 * live.tsx) and `block` (the data's JSON) after #root. The views are the build's in number and
 * order (one per language and screen), so the document's rules still show the right one.
 */
export const redrawFirstPaint = (document: string, views: FirstPaintView[], block: string): string => {
  const built = DRAWN_ROOT.exec(document)?.[0];
  if (!built) throw new Error('first paint: the document has no drawn #root');
  const count = built.match(/<div data-fp="\d+"[^>]*>/g)?.length ?? 0;
  if (count !== views.length)
    throw new Error(`first paint: ${views.length} views for a document drawn with ${count}`);
  return document.replace(DRAWN_ROOT, () => `<div id="root">${drawnViews(views)}</div>${block}`);
};
