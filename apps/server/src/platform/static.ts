import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appError, sendError } from './errors.ts';

/** Built files under assets/ carry a content hash in their name, so they never change. */
const cacheHashed = (reply: FastifyReply, filePath: string) => {
  reply.header(
    'cache-control',
    /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
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
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(url);
    if (wantsPage && consoleDir && (url === '/console' || url.startsWith('/console/'))) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(path.join(consoleDir, 'index.html')));
    }
    if (wantsPage && portal && !url.startsWith('/assets/')) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(path.join(portal, 'index.html')));
    }
    return sendError(reply, request.lang, appError('NOT_FOUND'));
  });
};
