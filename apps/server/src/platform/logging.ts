import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go: standard output by default; a test passes its own to read them. */
export interface LogStream {
  write(line: string): void;
}

export const REDACTED = '[redacted]';

/**
 * Field names that carry a secret: session and reset tokens, passwords, verification codes,
 * captcha answers and keys. A logged object with one of these, at the top or one level down
 * (`{ headers: { authorization } }`), has its value replaced. Bodies are never logged at all.
 */
const SECRET_FIELDS = [
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie',
  'token',
  'accessToken',
  'refreshToken',
  'password',
  'newPassword',
  'oldPassword',
  'userPassword',
  'checkCode',
  'verifyCode',
  'captchaVerification',
  'pointJson',
  'secretKey',
];

const REDACT_PATHS = SECRET_FIELDS.flatMap((name) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
  const nested = key.startsWith('[') ? `*${key}` : `*.${key}`;
  return [key, nested];
});

/**
 * A path segment shaped like a token: long, URL-safe, with small letters and digits mixed, as
 * random tokens (43 base64url characters) and UUIDs are and dictionary codes (CAPITALS_AND_UNDERSCORES) are not.
 */
const isTokenSegment = (segment: string) =>
  /^[A-Za-z0-9_-]{20,}$/.test(segment) && /[a-z]/.test(segment) && /[0-9]/.test(segment);

/**
 * The URL as logged: the path with token-shaped segments hidden, and the query with every value
 * hidden. A download link carries the session token as `?Authorization=`, search boxes carry
 * phone numbers and e-mail addresses; the parameter names are kept, which is what a reader of
 * the log needs to tell the calls apart. Works on any bytes, malformed encoding included.
 */
export const redactUrl = (url: string): string => {
  const mark = url.indexOf('?');
  const pathPart = mark < 0 ? url : url.slice(0, mark);
  const safePath = pathPart
    .split('/')
    .map((segment) => (isTokenSegment(segment) ? REDACTED : segment))
    .join('/');
  if (mark < 0) return safePath;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq >= 0) return `${pair.slice(0, eq)}=${REDACTED}`;
      return isTokenSegment(pair) ? REDACTED : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
};

/**
 * The logger of the server: JSON lines (pino) at the configured level. A request is logged by
 * its method, redacted URL and the caller's address; secret fields of anything logged are
 * replaced (issue 9: a one-day token was logged in a download URL).
 */
export const loggerOptions = (config: Pick<Config, 'LOG_LEVEL'>, stream?: LogStream) => ({
  level: config.LOG_LEVEL,
  ...(stream ? { stream } : {}),
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
});
