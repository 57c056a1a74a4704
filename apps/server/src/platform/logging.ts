import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';
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

const SECRETS = new Set(SECRET_FIELDS);

/** A copy of an object (class instances such as errors keep their prototype) with one key replaced. */
const withKey = (value: object, key: string, replacement: unknown) => {
  const copy =
    Object.getPrototypeOf(value) === Object.prototype
      ? { ...value }
      : Object.defineProperties(
          Object.create(Object.getPrototypeOf(value)),
          Object.getOwnPropertyDescriptors(value),
        );
  copy[key] = replacement;
  return copy;
};

/** The object with its secret fields replaced one level down; itself when it holds none. */
const redactNested = (value: object): object => {
  let out = value;
  for (const key of Object.keys(value)) {
    if (SECRETS.has(key)) out = withKey(out, key, REDACTED);
  }
  return out;
};

/**
 * Replaces the value of every secret field of a logged object, at the top and one level down.
 * Never changes the caller's object. Pino's own redaction (path matching and selective
 * cloning on every line) was a tenth of the cost of a small answer (issue 10); this looks at
 * the keys only and copies only when it finds one.
 */
export const redactSecrets = (obj: Record<string, unknown>): Record<string, unknown> => {
  let out = obj;
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    let next = value;
    if (SECRETS.has(key)) next = REDACTED;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) next = redactNested(value);
    if (next !== value) {
      if (out === obj) out = { ...obj };
      out[key] = next;
    }
  }
  return out;
};

/**
 * Standard output, written asynchronously: lines written while a write is under way go out
 * together with the next one (a synchronous write per line was the largest single cost of a
 * small answer, issue 10). Nothing waits for traffic: a line goes out as soon as the previous
 * write ends, and what is buffered is flushed when the process exits.
 */
let stdoutDestination: ReturnType<typeof pino.destination> | null = null;
const stdout = () => {
  stdoutDestination ??= pino.destination({ dest: 1, sync: false });
  return stdoutDestination;
};

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
  stream: stream ?? stdout(),
  formatters: { log: redactSecrets },
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
