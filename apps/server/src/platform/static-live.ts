import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  acceptLanguageFor,
  FIRST_PAINT_DRAWER,
  type FirstPaintCall,
  type FirstPaintRedrawer,
  OK,
  routeMethods,
  routeUrl,
} from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { PreparedAnswer } from './prepared-answers.ts';
import { byLanguage, type PageAnswer } from './static-documents.ts';

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
export const loadRedrawer = (app: FastifyInstance, portal: string) => {
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
export const livePage = (
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
