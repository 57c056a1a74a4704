import { OPEN_API_PREFIX, openDataRoutes as r, textOf } from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, notModifiedSince, prepareAnswer } from '../../platform/prepared-answers.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { openRecords } from '../catalogue/index.ts';
import { registerOpenDataExamples } from './examples.ts';
import { type OpenDocument, openDataService } from './open-data.service.ts';

/** What a browser on another origin may send and read (ETag and Last-Modified for its next call). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Last-Modified, Retry-After',
} as const;
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': 'If-None-Match, If-Modified-Since, Accept-Language',
  'access-control-max-age': '86400',
} as const;

const httpDate = (iso: string) => new Date(iso).toUTCString();

/** Sends a document as it is (not the envelope), or 304 when the caller holds this one. */
const sendDocument = (request: FastifyRequest, reply: FastifyReply, doc: OpenDocument, type: string) => {
  reply
    .header('etag', doc.etag)
    .header('last-modified', httpDate(doc.lastModified))
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    matchesEtag(ifNoneMatch, doc.etag) ||
    (ifNoneMatch === undefined &&
      notModifiedSince(request.headers['if-modified-since'], httpDate(doc.lastModified)))
  )
    return reply.code(304).send();
  return reply.type(type).send(doc.body);
};

/**
 * The public read API /open/v1 (issue 14). Its scope adds CORS for any origin (GET and the
 * preflight, on these routes only) and counts every call against the client address's limit.
 */
export const openDataRoutes = async (app: FastifyInstance, services: Services) => {
  registerOpenDataExamples();
  const { config } = services;
  const service = openDataService({
    records: openRecords(services.db),
    limiter: services.limiter,
    timeZone: config.PLATFORM_TIME_ZONE,
    ctx: {
      baseUrl: config.PUBLIC_BASE_URL,
      operatorName: (lang) => textOf('common.siteName', lang),
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') {
      reply.headers(PREFLIGHT_HEADERS);
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') reply.headers(CORS_HEADERS);
    await service.countCall(request.ip ?? null);
  });
  for (const prefix of ['/api', '']) {
    app.options(`${prefix}${OPEN_API_PREFIX}/*`, { schema: { hide: true } }, (_request, reply) =>
      reply.code(204).send(),
    );
  }

  registerRoute(app, r.epdList, async ({ query, lang, reply }) => {
    const { page, lastModified } = await service.list(query);
    if (lastModified) reply.header('last-modified', httpDate(lastModified));
    return prepareAnswer(r.epdList, page, lang);
  });
  registerRoute(app, r.epdOne, async ({ params, lang, reply }) => {
    const { data, lastModified } = await service.one(params.id);
    reply.header('last-modified', httpDate(lastModified));
    return prepareAnswer(r.epdOne, data, lang);
  });
  registerRoute(app, r.epdOpenEpd, async ({ params, query, request, reply }) =>
    sendDocument(
      request,
      reply,
      await service.openEpd(params.id, query.lang),
      'application/json; charset=utf-8',
    ),
  );
  registerRoute(app, r.epdIlcd, async ({ params, request, reply }) =>
    sendDocument(request, reply, await service.ilcd(params.id), 'application/xml; charset=utf-8'),
  );
};
