import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  acceptLanguageFor,
  BUSINESS_ID_RE,
  epdPageIdOf,
  epdRecordRoutes,
  FIRST_PAINT_DOCUMENTS,
  FIRST_PAINT_DRAWER,
  FIRST_PAINT_SCRIPT,
  type FirstPaintCall,
  type FirstPaintRedrawer,
  isPortalPagePath,
  LANG_COOKIE,
  LANGUAGES,
  type Lang,
  LIVE_DRAWN_PATHS,
  langFromBrowser,
  OK,
  oneLanguageDocument,
  phonePageOf,
  routeMethods,
  routeUrl,
} from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError, sendError } from './errors.ts';
import { acceptedCoding, PreparedAnswer } from './prepared-answers.ts';

/** Built files under assets/ carry a content hash in their name, so they never change. */
const cacheHashed = (reply: FastifyReply, filePath: string) => {
  reply.header(
    'cache-control',
    /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
};

/** Sends a page; the history fallback awaits it. */
type PageAnswer = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** A document sent in the coding the client accepts, never cached without asking again. */
const documentAnswer =
  (answer: PreparedAnswer, vary = 'Accept-Encoding'): PageAnswer =>
  (request, reply) => {
    const coding = acceptedCoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', vary);
    if (coding) reply.header('content-encoding', coding);
    return reply.send(coding ? answer.coded(coding) : answer.json);
  };

/**
 * An app's index.html as the history fallback sends it: read once at start and compressed once
 * (brotli and gzip at their best levels). Issue 12: it went out uncompressed on every page load.
 */
const compressedHtml = (html: Buffer) => {
  const br = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  return new PreparedAnswer(html, null, br, zlib.gzipSync(html, { level: 9 }));
};

const indexPage = (dir: string, file = 'index.html') =>
  documentAnswer(compressedHtml(fs.readFileSync(path.join(dir, file))));

/** The portal's language cookie in a Cookie header. */
const LANG_COOKIE_RE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(zh|en)(?:;|$)`);

/**
 * The language FIRST_PAINT_SCRIPT will start the portal in, as far as the server can tell: the
 * `lang` cookie the app keeps (createI18n's `cookie`), else the browser's language, English
 * only when it is exactly `en` (spec 01 §1, as the script decides).
 */
const firstPaintLang = (request: FastifyRequest): Lang => {
  const cookie = LANG_COOKIE_RE.exec(request.headers.cookie ?? '')?.[1];
  if (cookie === 'zh' || cookie === 'en') return cookie;
  // The browser's first language stands where the script reads navigator.language.
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return langFromBrowser(first);
};

/** A drawn document sent with only the views of the visitor's language (decision 236). */
const byLanguage = (html: string, prepare: (html: Buffer) => PreparedAnswer): PageAnswer => {
  const answers = new Map(
    LANGUAGES.map((lang) => [
      lang,
      documentAnswer(
        prepare(Buffer.from(oneLanguageDocument(html, lang))),
        'Accept-Encoding, Accept-Language, Cookie',
      ),
    ]),
  );
  return (request, reply) => (answers.get(firstPaintLang(request)) as PageAnswer)(request, reply);
};

/**
 * A built document that arrives with its first screen drawn starts the app from its inline
 * script, which the Content-Security-Policy allows by the hash of the contract's script. One
 * built from another version of that script would be a page that never starts: it is not
 * served (the plain document is, and the log says why).
 */
const drawnDocument = (app: FastifyInstance, dir: string | null, file: string) => {
  if (!dir || !fs.existsSync(path.join(dir, file))) return null;
  const html = fs.readFileSync(path.join(dir, file), 'utf8');
  if (html.includes('rel="fp-module"') && !html.includes(`<script>${FIRST_PAINT_SCRIPT}</script>`)) {
    app.log.warn({ file }, 'built page has another first-paint script than this server: rebuild the portal');
    return null;
  }
  return html;
};

const drawnPage = (app: FastifyInstance, dir: string | null, file: string) => {
  const html = drawnDocument(app, dir, file);
  return html === null ? null : byLanguage(html, compressedHtml);
};

/**
 * A list drawn with its data is sent as it is for LIVE_DRAWING_MS; then, up to LIVE_STALE_MS, sent
 * while it is drawn again for the next visitors (the app asks its queries again anyway when they
 * are stale); older, or drawn before an operator's last change, the visitor waits for the new
 * drawing (about 0.1 s).
 */
export const LIVE_DRAWING_MS = 5_000;
export const LIVE_STALE_MS = 60_000;

/**
 * The calls of a drawing answered by this server in-process, as an anonymous visitor reading in
 * `lang` would make them.
 */
const injectedCall =
  (app: FastifyInstance): FirstPaintCall =>
  async (route, input, lang) => {
    const method = routeMethods(route)[0] ?? 'GET';
    const response = await app.inject({
      method,
      url: routeUrl(route, input.params),
      headers: {
        accept: 'application/json',
        'accept-language': acceptLanguageFor(lang),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: JSON.stringify(input.body ?? {}) } : {}),
    });
    const answer = response.json() as { code?: unknown; data?: unknown };
    if (response.statusCode !== 200 || answer.code !== OK) {
      throw new Error(`${route.path} answered ${response.statusCode} (${String(answer.code)})`);
    }
    return answer.data;
  };

/**
 * The portal build's drawer of the lists with their data (FIRST_PAINT_DRAWER, decision
 * 169), loaded in the background when the server starts: React, Ant Design and the pages take a
 * second or more to load, which no visitor waits for (until it is ready the build's drawing,
 * without data, is sent). Null without one.
 */
const loadRedrawer = (app: FastifyInstance, portal: string) => {
  const file = path.join(`${path.resolve(portal)}${FIRST_PAINT_DRAWER.dirSuffix}`, FIRST_PAINT_DRAWER.file);
  if (!fs.existsSync(file)) return null;
  const state: { ready: FirstPaintRedrawer | null; loading: Promise<FirstPaintRedrawer | null> } = {
    ready: null,
    loading: import(pathToFileURL(file).href).then(
      (module: FirstPaintRedrawer) => {
        state.ready = module;
        return module;
      },
      (error: unknown) => {
        app.log.warn({ err: error, file }, 'the portal drawer did not load: the lists are sent without data');
        return null;
      },
    ),
  };
  return state;
};

/**
 * A drawn list (/news, /resources) with its first data: drawn by the portal's drawer, kept as
 * LIVE_DRAWING_MS and LIVE_STALE_MS say (one drawing at a time). The build's drawing without data
 * is sent while the drawer is loading and when a drawing fails.
 */
const livePage = (
  app: FastifyInstance,
  redrawer: NonNullable<ReturnType<typeof loadRedrawer>>,
  changes: { count: number },
  url: string,
  document: string,
  fallback: PageAnswer,
): PageAnswer => {
  const call = injectedCall(app);
  let drawn: { at: number; changes: number; answer: PageAnswer } | null = null;
  let drawing: Promise<void> | null = null;
  const draw = (module: FirstPaintRedrawer) => {
    const before = changes.count;
    drawing ??= module
      .redraw(url, document, call)
      .then(
        (html) => {
          drawn = {
            at: Date.now(),
            changes: before,
            answer: byLanguage(html, (bytes) => new PreparedAnswer(bytes, null)),
          };
        },
        (error: unknown) => {
          // The build's drawing until the next try, as long as a drawing is kept.
          drawn = { at: Date.now(), changes: before, answer: fallback };
          app.log.warn({ err: error, url }, 'drawing a list with its data failed: sent without data');
        },
      )
      .finally(() => {
        drawing = null;
      });
    return drawing;
  };
  return async (request, reply) => {
    const age =
      drawn === null || drawn.changes !== changes.count ? Number.POSITIVE_INFINITY : Date.now() - drawn.at;
    if (age > LIVE_DRAWING_MS) {
      if (!redrawer.ready) void redrawer.loading.then((module) => (module ? draw(module) : undefined));
      else if (age > LIVE_STALE_MS) await draw(redrawer.ready);
      else void draw(redrawer.ready);
    }
    return (drawn?.answer ?? fallback)(request, reply);
  };
};

/** Paths that belong to the API: never answered with a page. */
const API_PATH = /^\/(api|n|p|c|docs|healthz|readyz|metrics)(\/|$)/;
/**
 * A path whose last part has a file ending (favicon.ico, a probe's .php): a file, which the
 * static folders did not have, never a page; no route of the portal has a dot (issue 29).
 */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** The portal is open to crawlers, with its sitemap; the console and the API are not theirs to read. */
const robotsTxt = (publicBaseUrl: string | undefined) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /console/',
    'Disallow: /api/',
    ...(publicBaseUrl ? ['', `Sitemap: ${publicBaseUrl}/sitemap.xml`] : []),
    '',
  ].join('\n');

/**
 * Does the portal have a page at this address? A path outside the contract's list of portal
 * pages has none; the public page of an EPD (`/Epd/{id}`) only for a version with a page, which
 * its API call (in-process, as an anonymous visitor) tells (issue 29: no soft 404s).
 */
const portalHasPage = async (app: FastifyInstance, url: string): Promise<boolean> => {
  if (!isPortalPagePath(url)) return false;
  const id = epdPageIdOf(url);
  if (id === null) return true;
  if (!BUSINESS_ID_RE.test(id)) return false;
  const answer = await app.inject({
    method: 'GET',
    url: routeUrl(epdRecordRoutes.epdRecord, { id }),
    headers: { accept: 'application/json' },
  });
  // A failure other than "not found" (the database away) is not the page's absence.
  return answer.statusCode !== 404;
};

/**
 * Serves the built portal at / and the built console at /console, each with a history-style
 * fallback to its index.html; anything else unknown is a 404 envelope.
 */
export const installStatic = async (
  app: FastifyInstance,
  dirs: { portal?: string; console?: string; publicBaseUrl?: string },
) => {
  const portal = dirs.portal && fs.existsSync(path.join(dirs.portal, 'index.html')) ? dirs.portal : null;
  const consoleDir =
    dirs.console && fs.existsSync(path.join(dirs.console, 'index.html')) ? dirs.console : null;
  if (portal)
    await app.register(fastifyStatic, {
      root: portal,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHashed,
    });
  if (consoleDir) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/console/',
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHashed,
    });
  }
  const portalPage = portal ? indexPage(portal) : null;
  // The QR path's phone pages are a document of their own (issue 10); a build without it falls
  // back to index.html, whose router still knows them.
  const phonePage =
    portal && fs.existsSync(path.join(portal, 'phone.html')) ? indexPage(portal, 'phone.html') : null;
  // The same document with the phone login's chunks preloaded, for the login's addresses.
  const phoneLoginPage = drawnPage(app, portal, 'phone-login.html') ?? phonePage;
  // The home page and a few other desktop pages arrive with their first screen drawn (issue 12,
  // the portal's first-paint step); a build without one sends index.html for it.
  const redrawer = portal ? loadRedrawer(app, portal) : null;
  // What the lists show changes only through the console: every write an operator's session
  // made (platform/routes.ts sets the principal) makes the drawings old.
  const changes = { count: 0 };
  if (redrawer) {
    app.addHook('onResponse', async (request, reply) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && reply.statusCode < 400 && request.principal?.operator) changes.count += 1;
    });
  }
  const drawnPages = new Map(
    Object.entries(FIRST_PAINT_DOCUMENTS).flatMap(([url, file]) => {
      const document = drawnDocument(app, portal, file);
      if (document === null || !portal) return [];
      const page = byLanguage(document, compressedHtml);
      // The lists the portal's drawer draws with their data; the rest as the build drew them.
      const live =
        redrawer && LIVE_DRAWN_PATHS.includes(url)
          ? livePage(app, redrawer, changes, url, document, page)
          : null;
      return [[url, { live: live ?? page, built: page }] as const];
    }),
  );
  const consolePage = consoleDir ? indexPage(consoleDir) : null;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(dirs.publicBaseUrl)),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(url) && !FILE_PATH.test(url);
    if (wantsPage && consolePage && (url === '/console' || url.startsWith('/console/'))) {
      return consolePage(request, reply);
    }
    const phone = wantsPage ? phonePageOf(url) : null;
    if (phone && phonePage) {
      const login = phone.page === 'login' || phone.page === 'loginAlias';
      return (login && phoneLoginPage ? phoneLoginPage : phonePage)(request, reply);
    }
    const drawn = wantsPage ? drawnPages.get(url) : undefined;
    // A list drawn with its data is drawn for its address alone: a query may ask for other
    // items (/Epd?content=… searches), which the app shows after the build's drawing.
    if (drawn) return (request.url.includes('?') ? drawn.built : drawn.live)(request, reply);
    if (wantsPage && portalPage && !url.startsWith('/assets/')) {
      // The portal's own not-found page, with the status a crawler or a link checker reads.
      if (!(await portalHasPage(app, url))) reply.code(404);
      return portalPage(request, reply);
    }
    return sendError(reply, request.lang, appError('NOT_FOUND'));
  });
};
