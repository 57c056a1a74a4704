import { ERRORS, type ErrorName, type Lang, textOf } from '@steel-epd/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/unavailable.ts';

/** What a 503 for a missing database tells the caller to wait before trying again. */
const DATABASE_RETRY_AFTER_S = 5;

export interface FieldError {
  path: string;
  /** A text key or a literal message; translated when it is a key. */
  message: string;
  /**
   * Values put into the text's {{name}} places (a sheet and a cell, block numbers); a list of
   * numbers is written as the caller's language lists them ("2 and 3", "2、3").
   */
  values?: FieldValues;
}

/** A text within a text (a workbook problem inside "Sheet …, cell …: {{text}}"). */
export interface NestedText {
  key: string;
  values?: FieldValues;
}
export type FieldValues = Record<string, string | number | readonly number[] | NestedText>;

/** A failure of the catalogue; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly fields: FieldError[] | undefined;
  /** Extra envelope members a protocol needs (AJ-Captcha's repMsg). */
  readonly extra: Record<string, unknown> | undefined;
  /** Seconds until a refused call may succeed (a limit's window): sent as Retry-After. */
  readonly retryAfterS: number | undefined;

  constructor(
    name: ErrorName,
    options: { fields?: FieldError[]; extra?: Record<string, unknown>; retryAfterS?: number } = {},
  ) {
    super(name);
    this.errorName = name;
    this.fields = options.fields;
    this.extra = options.extra;
    this.retryAfterS = options.retryAfterS;
  }
}

export const appError = (name: ErrorName, options?: ConstructorParameters<typeof AppError>[1]) =>
  new AppError(name, options);

/** Fastify's own 4xx errors, by their code, in the catalogue's words. */
const FASTIFY_CODES: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  // @fastify/multipart's own: a form that is not multipart, or a form field that lies about its JSON.
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_JSON_FIELD_ERROR: 'MALFORMED_REQUEST',
};

const byStatus = (status: number): ErrorName => {
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 431) return 'HEADERS_TOO_LARGE';
  return 'MALFORMED_REQUEST';
};

/**
 * The multipart parser (busboy) throws plain errors with no code for a body that is not a
 * well-formed form: no boundary, a boundary that never comes, a body cut before its closing
 * boundary. They are known by where they were made, the parser's own code, so a storage or
 * programming failure during an upload still answers 500.
 */
const BUSBOY_FRAME = /[\\/]node_modules[\\/]@fastify[\\/]busboy[\\/]/;
const isMultipartParseError = (err: Error): boolean =>
  !(err as NodeJS.ErrnoException).code && BUSBOY_FRAME.test(err.stack?.split('\n', 3)[1] ?? '');

/** "2", "2 and 3", "1, 2 and 3" in English; "2、3" in Chinese. */
const listed = (items: readonly number[], lang: Lang) => {
  if (lang !== 'en') return items.join('、');
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
};

const translate = (message: string, lang: Lang, values?: FieldValues): string => {
  const text = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+$/.test(message)
    ? textOf(message, lang)
    : textOf('validation.invalid', lang);
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value !== 'object') return String(value);
    return 'key' in value ? translate(value.key, lang, value.values) : listed(value, lang);
  });
};

/** How long until a limit lifts, in words: seconds up to two minutes, then minutes, then hours. */
const waitIn = (seconds: number, lang: Lang) => {
  const s = Math.max(1, Math.ceil(seconds));
  if (s <= 120) return textOf('http.waitSeconds', lang).replace('{{n}}', String(s));
  if (s <= 120 * 60) return textOf('http.waitMinutes', lang).replace('{{n}}', String(Math.ceil(s / 60)));
  return textOf('http.waitHours', lang).replace('{{n}}', String(Math.ceil(s / 3600)));
};

/**
 * The envelope of a failure, in the caller's language, and its HTTP status. A limit's refusal
 * (429) says when it lifts as `retryAfterS`, beside the Retry-After header; a refused code
 * request says it in its message too (the user is waiting to type a code).
 */
export const errorEnvelope = (error: AppError, lang: Lang) => {
  const entry = ERRORS[error.errorName];
  const fields = error.fields?.map((f) => ({ path: f.path, message: translate(f.message, lang, f.values) }));
  const limited = entry.status === 429 && error.retryAfterS !== undefined ? error.retryAfterS : undefined;
  const message = fields?.[0]
    ? `${fields[0].message}`
    : error.errorName === 'CHECK_CODE_FREQUENTLY' && limited !== undefined
      ? textOf('http.codeRetryIn', lang).replace('{{wait}}', waitIn(limited, lang))
      : textOf(`error.${error.errorName}`, lang);
  return {
    status: entry.status,
    body: {
      code: entry.code,
      message,
      data: null,
      error: error.errorName,
      ...(fields ? { fields } : {}),
      ...(limited === undefined ? {} : { retryAfterS: Math.max(1, Math.ceil(limited)) }),
      ...error.extra,
    },
  };
};

export const sendError = (reply: FastifyReply, lang: Lang, error: AppError) => {
  const { status, body } = errorEnvelope(error, lang);
  if (error.retryAfterS !== undefined) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterS))));
  }
  // Error envelopes bypass the route's response schema, which describes success only (a code 0
  // answer of /n/user/verify is an error with HTTP 200).
  return reply.status(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
};

/** Turns any failure into the envelope in the caller's language; 5xx say nothing of internals. */
export const toAppError = (err: FastifyError | Error, request: FastifyRequest): AppError => {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = (err as FastifyError).validationContext ?? 'body';
    return appError('VALIDATION_FAILED', {
      fields: err.validation.map((v) => ({
        path: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'validation.invalid',
      })),
    });
  }
  if (isMultipartParseError(err)) return appError('MALFORMED_REQUEST');
  const fe = err as FastifyError;
  const named = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (named) return appError(named);
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return appError(byStatus(fe.statusCode));
  if (isDatabaseUnavailable(err)) {
    // Not a fault of the request or the code: the caller may try again in a moment (issue 28).
    request.log.warn({ err: { message: err.message, code: fe.code } }, 'database unavailable');
    return appError('DATABASE_UNAVAILABLE', { retryAfterS: DATABASE_RETRY_AFTER_S });
  }
  request.log.error({ err }, 'unhandled error');
  return appError('INTERNAL');
};

export const installErrorHandlers = (app: FastifyInstance) => {
  app.setErrorHandler((err, request, reply) =>
    sendError(reply, request.lang, toAppError(err as Error, request)),
  );
};
