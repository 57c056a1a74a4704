import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { type ErrorName, type Lang, langFromAcceptLanguage } from '@steel-epd/contract';
import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Config } from '../config.ts';
import { appError, errorEnvelope, sendError, toAppError } from './errors.ts';
import { type LogStream, loggerOptions } from './logging.ts';

/** The largest JSON or form body; uploads stream through multipart with their own limits. */
const BODY_LIMIT = 1024 * 1024;

/** A caller's X-Request-Id is kept only when it is short and plain; otherwise one is made. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

/** Every answer's caching unless it sets its own: none (see installHttpGuards). */
const NO_STORE = 'no-store';

/**
 * The answer in progress on a connection. Node keeps it on the socket; its own clientError
 * default checks it the same way, so a raw answer never lands in the middle of a response.
 */
const inFlight = (socket: Duplex) =>
  (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;

/** Accept-Language from the bytes of a request the parser refused (its head, as far as it got). */
const langOfRaw = (raw: unknown): Lang => {
  if (!Buffer.isBuffer(raw)) return 'zh';
  const head = raw.subarray(0, 16 * 1024).toString('latin1');
  return langFromAcceptLanguage(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
};

/**
 * Writes the envelope straight to the socket and closes it: for failures Node's parser finds
 * before there is a request to answer through (headers too large, ambiguous framing, a request
 * that did not arrive in time). Nothing of the request is echoed.
 */
const answerOnSocket = (socket: Duplex, name: ErrorName, lang: Lang) => {
  const response = inFlight(socket);
  if (socket.writable && !response?.headersSent) {
    const { status, body } = errorEnvelope(appError(name), lang);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        `Cache-Control: ${NO_STORE}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
};

const CLIENT_ERRORS: Record<string, ErrorName> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/** Node's parser refused the bytes (or they came too slowly): 431, 408, else 400. */
function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // The code only: the raw packet holds the caller's headers, tokens included.
  this.log.debug({ clientError: err.code }, 'client error');
  const request = inFlight(socket)?.req;
  const lang = request
    ? langFromAcceptLanguage(request.headers['accept-language'])
    : langOfRaw(err.rawPacket);
  answerOnSocket(socket, CLIENT_ERRORS[err.code ?? ''] ?? 'MALFORMED_REQUEST', lang);
}

/**
 * Errors Fastify finds while routing, before hooks run (a URL with bad percent-encoding, a path
 * parameter over 100 characters): the envelope like any other failure. No onRequest hook has
 * run, so the language and the headers every answer carries are set here.
 */
const frameworkErrors = (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  // No hook runs for it, the access log's line included: this is its line.
  request.log.info({ req: request, err: { code: err.code } }, 'request refused while routing');
  reply
    .header('x-request-id', request.id)
    .header('cache-control', NO_STORE)
    .header('x-content-type-options', 'nosniff');
  return sendError(
    reply,
    langFromAcceptLanguage(request.headers['accept-language']),
    toAppError(err, request),
  );
};

/** A hop count trusts that many proxies nearest the server (proxy-addr counts hops from 0). */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export interface ServerOptions {
  /** Log lines go here instead of standard output (tests read them). */
  logStream?: LogStream;
}

/**
 * Fastify's options: logging with secrets redacted, request ids, limits and the timeouts that
 * cut a slow client (issue 9), and framework errors in the envelope.
 */
export const serverOptions = (config: Config, options: ServerOptions = {}) => {
  const checkEvery = Math.min(1_000, Math.max(25, Math.floor(config.HEADERS_TIMEOUT_MS / 4)));
  return {
    logger: loggerOptions(config, options.logStream),
    // One line per request, when it is answered (installHttpGuards), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    requestIdHeader: false as const,
    // A hop count or the proxies' addresses (config.ts): never every hop, so a client cannot
    // name its own address by putting one left of what the proxy appends (issue 28).
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // While closing (SIGTERM), a request on a kept-alive connection is still served, not refused.
    return503OnClosing: false,
    bodyLimit: BODY_LIMIT,
    // Idle: the socket's inactivity timeout (answered below); request: the whole request's.
    connectionTimeout: config.IDLE_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // How often Node looks for requests past those timeouts (its default is every 30 s).
      connectionsCheckingInterval: checkEvery,
      // Node would answer a missing Host with an empty 400; refuseHostless answers the envelope.
      requireHostHeader: false,
    },
    frameworkErrors,
    clientErrorHandler,
  };
};

/**
 * An HTTP/1.1 request must name its Host (RFC 9112 §3.2). Node's own check (requireHostHeader,
 * turned off above) answers an empty 400; this one answers the envelope, as the framework errors
 * do, before any other hook or handler runs, and closes the connection as Node did.
 */
const refuseHostless = async (request: FastifyRequest, reply: FastifyReply) => {
  const { httpVersionMajor, httpVersionMinor, headers } = request.raw;
  if (httpVersionMajor !== 1 || httpVersionMinor !== 1 || headers.host !== undefined) return;
  reply
    .header('connection', 'close')
    .header('cache-control', NO_STORE)
    .header('x-content-type-options', 'nosniff');
  return sendError(reply, langFromAcceptLanguage(headers['accept-language']), appError('MALFORMED_REQUEST'));
};

/**
 * Hooks every answer passes: the request id, the access log line, and `Cache-Control: no-store` unless the answer
 * chose its own caching (hashed assets, the app shell, public images). Every API answer may
 * carry a token or personal data, so none is kept by a browser or a proxy by default.
 */
export const installHttpGuards = (app: FastifyInstance) => {
  app.addHook('onRequest', refuseHostless);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
  // The access log: one line per answered request, with the redacted URL (logging.ts); at debug
  // level also a line when a request comes in, as Fastify's own request logging wrote.
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ req: request }, 'incoming request');
      done();
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  // A connection on which nothing moved for IDLE_TIMEOUT_MS: a request still arriving gets a
  // 408; an answer the caller stopped reading, or a request not yet begun, is simply closed; a
  // request complete and being worked on is left to finish.
  app.server.on('timeout', (socket: Socket) => {
    const response = inFlight(socket);
    const request = response?.req;
    if (response && !response.headersSent && request?.complete) return;
    if (response && !response.headersSent && request) {
      answerOnSocket(socket, 'REQUEST_TIMEOUT', langFromAcceptLanguage(request.headers['accept-language']));
      return;
    }
    socket.destroy();
  });
};
