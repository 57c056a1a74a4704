import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { FIRST_PAINT_DOCUMENTS, FIRST_PAINT_SCRIPT, phonePageOf } from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError, sendError } from './errors.ts';
import { acceptedCoding } from './prepared-answers.ts';

/** Built files under assets/ carry a content hash in their name, so they never change. */
const cacheHashed = (reply: FastifyReply, filePath: string) => {
  reply.header(
    'cache-control',
    /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
};

/**
 * An app's index.html as the history fallback sends it: read once at start and compressed once
 * (brotli and gzip at their best levels), sent in the coding the client accepts. Issue 12: it
 * went out uncompressed on every page load.
 */
const indexPage = (dir: string, file = 'index.html') => {
  const html = fs.readFileSync(path.join(dir, file));
  const br = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = zlib.gzipSync(html, { level: 9 });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const coding = acceptedCoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding');
    if (coding) reply.header('content-encoding', coding);
    return reply.send(coding === 'br' ? br : coding === 'gzip' ? gzip : html);
  };
};

/**
 * A built document that arrives with its first screen drawn starts the app from its inline
 * script, which the Content-Security-Policy allows by the hash of the contract's script. One
 * built from another version of that script would be a page that never starts: it is not
 * served (the plain document is, and the log says why).
 */
const drawnPage = (app: FastifyInstance, dir: string | null, file: string) => {
  if (!dir || !fs.existsSync(path.join(dir, file))) return null;
  const html = fs.readFileSync(path.join(dir, file), 'utf8');
  if (html.includes('rel="fp-module"') && !html.includes(`<script>${FIRST_PAINT_SCRIPT}</script>`)) {
    app.log.warn({ file }, 'built page has another first-paint script than this server: rebuild the portal');
    return null;
  }
  return indexPage(dir, file);
};

/** Paths that belong to the API: never answered with a page. */
const API_PATH = /^\/(api|n|p|c|docs|healthz|readyz)(\/|$)/;

/**
 * Serves the built portal at / and the built console at /console, each with a history-style
 * fallback to its index.html; anything else unknown is a 404 envelope.
 */
export const installStatic = async (app: FastifyInstance, dirs: { portal?: string; console?: string }) => {
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
  const drawnPages = new Map(
    Object.entries(FIRST_PAINT_DOCUMENTS).flatMap(([url, file]) => {
      const page = drawnPage(app, portal, file);
      return page ? [[url, page] as const] : [];
    }),
  );
  const consolePage = consoleDir ? indexPage(consoleDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(url);
    if (wantsPage && consolePage && (url === '/console' || url.startsWith('/console/'))) {
      return consolePage(request, reply);
    }
    const phone = wantsPage ? phonePageOf(url) : null;
    if (phone && phonePage) {
      const login = phone.page === 'login' || phone.page === 'loginAlias';
      return (login && phoneLoginPage ? phoneLoginPage : phonePage)(request, reply);
    }
    const drawn = wantsPage ? drawnPages.get(url) : undefined;
    if (drawn) return drawn(request, reply);
    if (wantsPage && portalPage && !url.startsWith('/assets/')) return portalPage(request, reply);
    return sendError(reply, request.lang, appError('NOT_FOUND'));
  });
};
