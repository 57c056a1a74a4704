import type { Lang } from './languages.ts';
import type { RouteDescriptor } from './route.ts';

/**
 * The first paint of a document that arrives with its first screen already drawn (issues 10 and
 * 12): the build renders that screen in both languages into the document, and this script,
 * inline in <head> so it runs before anything is drawn, marks the language the app will start in
 * (spec 01 §1, as `createI18n` decides: the tab's choice, else the remembered one, else the
 * browser's, English only when it is exactly `en`) on <html lang>, and whether the address
 * names a record (`?id=…`, the phone login's report hint) as `data-fp-id`. The first paint's
 * rules show only the matching drawing. It starts the app only once the drawing has been
 * painted, so the first screen never waits for the app's scripts. The server's Content-Security-Policy allows this
 * one script by its SHA-256 (platform/security.ts), so no other inline script can run.
 */
/** What closes each drawn view in a document (first-paint/compose.ts in the portal). */
export const FIRST_PAINT_VIEW_END = '<!--/fp-->';

/** A drawn view's opening tag, with its language: `<div data-fp="2" data-fp-lang="en" inert>`. */
const VIEW_START = /<div data-fp="\d+" data-fp-lang="(zh|en)" inert>/g;

/**
 * A drawn document with only `lang`'s views (decision 236): a page is drawn in both languages
 * for each screen, and half of it is bytes a visitor's browser parses and never shows. The
 * server sends each visitor the views of the language FIRST_PAINT_SCRIPT will pick (the `lang`
 * cookie the app keeps, else the browser's), and the kept views are shown whatever <html lang>
 * says: should the script pick the other language after all, the visitor sees this drawing
 * until the app's first render, in the right language, replaces it. A document without marked
 * views comes back as it is.
 */
export const oneLanguageDocument = (document: string, lang: Lang): string => {
  let kept = '';
  let at = 0;
  for (const match of document.matchAll(VIEW_START)) {
    if (match.index < at) continue;
    const end = document.indexOf(FIRST_PAINT_VIEW_END, match.index);
    if (end < 0) return document;
    const after = end + FIRST_PAINT_VIEW_END.length;
    kept += document.slice(at, match.index) + (match[1] === lang ? document.slice(match.index, after) : '');
    at = after;
  }
  if (at === 0) return document;
  return (kept + document.slice(at)).replace(
    /html(?:\[lang="en"\]|:not\(\[lang="en"\]\)) \[data-fp=/g,
    'html [data-fp=',
  );
};

/**
 * The desktop pages whose built document arrives with its first screen drawn, and that document:
 * the server sends it for exactly that address (the portal's first-paint step writes it).
 */
export const FIRST_PAINT_DOCUMENTS: Readonly<Record<string, string>> = {
  '/': 'home.html',
  '/register': 'register.html',
  '/news': 'news.html',
  '/resources': 'resources.html',
  '/Epd': 'epd.html',
};

export const FIRST_PAINT_SCRIPT =
  '(function(){var d=document.documentElement,l=null;' +
  'try{l=sessionStorage.getItem("lang");if(l===null)l=localStorage.getItem("lang")}catch(e){}' +
  'if(l!=="zh"&&l!=="en")l=navigator.language==="en"?"en":"zh";' +
  'd.lang=l==="en"?"en":"zh-CN";' +
  'if(new URLSearchParams(location.search).get("id"))d.setAttribute("data-fp-id","");' +
  // The app's modules, named by <link rel="fp-module"> (which fetches nothing), once the drawing
  // has been painted (the document parsed, a frame drawn, a task later), in one insertion: the
  // entry first, then the preloads of the page's chunks. (A few per task measured no better.)
  // A drawn list's pictures on the first screen (fetchpriority=high, shown) are the page's
  // largest element: the app's requests wait until they have loaded (3 s at most), so those
  // pictures never share the link with the app's scripts (decision 173).
  'function go(){var f=document.createDocumentFragment();' +
  'document.querySelectorAll(\'link[rel="fp-module"]\').forEach(function(m){var e;' +
  'if(m.hasAttribute("data-entry")){e=document.createElement("script");e.type="module";e.src=m.href}' +
  'else{e=document.createElement("link");e.rel="modulepreload";e.href=m.href}' +
  'e.crossOrigin="";f.appendChild(e)});document.head.appendChild(f)}' +
  'function start(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'document.addEventListener("DOMContentLoaded",function(){var n=0,t;' +
  'function one(){if(--n===0){clearTimeout(t);start()}}' +
  'document.querySelectorAll(\'#root img[fetchpriority="high"]\').forEach(function(i){' +
  'if(!i.complete&&i.getClientRects().length){n++;i.addEventListener("load",one);i.addEventListener("error",one)}});' +
  'if(n)t=setTimeout(function(){n=-1;start()},3000);else start()})})()';

/**
 * The drawn documents the server draws again with their first data (decision 169): lists whose
 * largest element is an item's picture, which a drawing without data cannot show.
 */
export const LIVE_DRAWN_PATHS: readonly string[] = ['/news', '/resources', '/Epd'];

/**
 * One call a drawing asks the server (first-paint/page-data.ts in the portal): the route as an
 * anonymous visitor reading in `lang` would call it; resolves with the envelope's `data`, and
 * rejects for any other answer.
 */
export type FirstPaintCall = (
  route: RouteDescriptor,
  input: { params?: Record<string, string | number>; body?: unknown },
  lang: Lang,
) => Promise<unknown>;

/**
 * Where the portal's build writes its drawer for the server: the folder beside the built portal
 * named with this suffix (`apps/portal/dist-ssr`), and this file in it.
 */
export const FIRST_PAINT_DRAWER = { dirSuffix: '-ssr', file: 'live.js' } as const;

/**
 * The module the portal's build writes for the server (FIRST_PAINT_DRAWER, first-paint/live.tsx):
 * the drawn documents whose lists it draws again with their first data at request time.
 */
export interface FirstPaintRedrawer {
  /** The built document of `path` with its first screen drawn with the data `call` answers. */
  redraw(path: string, document: string, call: FirstPaintCall): Promise<string>;
}
