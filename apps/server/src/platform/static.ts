import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BUSINESS_ID_RE,
  epdPageIdOf,
  epdRecordRoutes,
  FIRST_PAINT_DOCUMENTS,
  isPortalPagePath,
  LIVE_DRAWN_PATHS,
  phonePageOf,
  routeUrl,
} from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appError, sendError } from './errors.ts';
import { byLanguage, compressedHtml, drawnDocument, drawnPage, indexPage } from './static-documents.ts';
import { livePage, loadRedrawer } from './static-live.ts';

/** Built files under assets/ carry a content hash in their name, so they never change. */
const cacheHashed = (reply: FastifyReply, filePath: string) => {
  reply.header(
    'cache-control',
    /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
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
