import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIRST_PAINT_SCRIPT } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The one inline script a page may run: the first paint's language mark, by its hash. */
const FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * Security headers on every answer, and a Content-Security-Policy for the served pages:
 * scripts only from this origin, and the first paint's script by its hash; inline styles are
 * allowed because Ant Design writes its styles at run time; images may be data: and blob: URLs
 * (captcha pieces, previews).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", FIRST_PAINT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Per request, only over TLS (installSecurity): helmet's would pin a plain-http server too.
  hsts: false,
} as const;

/**
 * The headers helmet writes with these options, worked out once. They depend on nothing in the
 * request, and helmet's Fastify plugin rebuilt the middleware (parsing the policy again) on
 * every request: a tenth of the cost of a small answer (issue 10).
 */
export const securityHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return headers;
};

/**
 * HSTS, a year and the subdomains: sent only on an answer to a request that came over TLS, on
 * the server's own socket or through a trusted proxy (`request.protocol` reads X-Forwarded-Proto
 * only when TRUST_PROXY trusts the peer), so a plain-http server (development, a test) never pins
 * a browser to https and a client cannot turn it on by sending the header itself.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const installSecurity = (app: FastifyInstance) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
};
