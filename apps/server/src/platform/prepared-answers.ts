import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { envelope, type Lang, OK, type RouteData, type RouteDescriptor, textOf } from '@steel-epd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go out as they are (the headers would cost more than they save). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli for an answer compressed at its first ask: a quick quality (5; @fastify/compress uses 4)
 * and a 64 KiB window (answers are smaller), a fraction of a millisecond once, where the best
 * quality would cost milliseconds for a few per cent.
 */
const QUICK_BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
  },
};

/**
 * A success answer serialized (and tagged) once, sent as bytes: no serializer, no compression
 * and no database read per request. A handler returns one instead of its data.
 */
export class PreparedAnswer {
  readonly json: Buffer;
  /** Null for an answer that is not a representation to revalidate (a search page of a POST): no ETag, no 304. */
  readonly etag: string | null;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;
  /** br and gzip compressed ahead, or made at their first ask (`coded`) when not given. */
  constructor(json: Buffer, etag: string | null, br?: Buffer, gzip?: Buffer) {
    this.json = json;
    this.etag = etag;
    this.#br = br;
    this.#gzip = gzip;
  }

  /** Worth compressing (1 KB or more). */
  get compressible(): boolean {
    return this.json.length >= COMPRESS_THRESHOLD;
  }

  /** The bytes in this coding, compressed now (once) when they were not made ahead. */
  coded(coding: 'br' | 'gzip'): Buffer {
    if (coding === 'br') {
      this.#br ??= zlib.brotliCompressSync(this.json, QUICK_BROTLI);
      return this.#br;
    }
    this.#gzip ??= zlib.gzipSync(this.json);
    return this.#gzip;
  }
}

/**
 * The envelope of `data` in the caller's language, checked and stripped by the route's
 * response schema exactly as the serializer does for an ordinary answer, then compressed.
 * The ETag is the content's digest (weak: the same for each content coding).
 */
export const prepareAnswer = async <R extends RouteDescriptor>(
  route: R,
  data: RouteData<R>,
  lang: Lang,
): Promise<PreparedAnswer> => compressAnswer(serializeAnswer(route, data, lang));

/**
 * The answer serialized now and kept as bytes, without an ETag, compressed at the first ask of
 * each coding: for answers made from a cache per request key (a search page), where compressing
 * every one ahead at the best level would cost more than it saves.
 */
export const answerBytes = <R extends RouteDescriptor>(route: R, data: RouteData<R>, lang: Lang) =>
  new PreparedAnswer(serializeAnswer(route, data, lang), null);

/** Each route's envelope schema, made once: zod compiles an object's checks at its first use. */
const envelopes = new WeakMap<RouteDescriptor, z.ZodType>();

const serializeAnswer = <R extends RouteDescriptor>(route: R, data: RouteData<R>, lang: Lang) => {
  let schema = envelopes.get(route);
  if (!schema) {
    schema = envelope(route.data as z.ZodType);
    envelopes.set(route, schema);
  }
  const body = z.encode(schema, { code: OK, message: textOf('common.success', lang), data });
  return Buffer.from(JSON.stringify(body));
};

const compressAnswer = async (json: Buffer): Promise<PreparedAnswer> => {
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  if (json.length < COMPRESS_THRESHOLD) return new PreparedAnswer(json, etag);
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzip(json, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return new PreparedAnswer(json, etag, br, gz);
};

/** The codings a client accepts (Accept-Encoding), br preferred; q=0 refuses one. */
export const acceptedCoding = (header: string | undefined): 'br' | 'gzip' | null => {
  if (!header) return null;
  let br = false;
  let gz = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : null;
};

/** Does If-None-Match name this ETag (weak comparison, RFC 9110 §13.1.2)? */
export const matchesEtag = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
};

/**
 * Is the answer unchanged since If-Modified-Since (RFC 9110 §13.1.3)? Only when the handler set
 * Last-Modified and the request sent no If-None-Match (which takes precedence); whole seconds.
 */
export const notModifiedSince = (header: string | undefined, lastModified: unknown): boolean => {
  if (!header || typeof lastModified !== 'string') return false;
  const since = Date.parse(header);
  const modified = Date.parse(lastModified);
  return (
    !Number.isNaN(since) && !Number.isNaN(modified) && Math.floor(modified / 1000) <= Math.floor(since / 1000)
  );
};

/**
 * Sends a prepared answer: 304 with no body when the client already holds it (its ETag, or the
 * Last-Modified a handler set and If-Modified-Since), else the coding it accepts. Public
 * reference data: a browser may keep it but asks again each time (`no-cache`), which costs a
 * 304 when nothing changed. An answer without an ETag keeps the default caching (`no-store`).
 */
export const sendPrepared = (request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) => {
  reply.header('vary', 'Accept-Encoding, Accept-Language');
  if (answer.etag !== null) {
    reply.header('etag', answer.etag).header('cache-control', 'no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (matchesEtag(ifNoneMatch, answer.etag)) return reply.code(304).send();
    if (
      ifNoneMatch === undefined &&
      notModifiedSince(request.headers['if-modified-since'], reply.getHeader('last-modified'))
    )
      return reply.code(304).send();
  }
  const coding = answer.compressible ? acceptedCoding(request.headers['accept-encoding']) : null;
  if (coding) reply.header('content-encoding', coding);
  return reply.type('application/json; charset=utf-8').send(coding ? answer.coded(coding) : answer.json);
};

export interface PreparedAnswersOptions {
  /** Changes whenever the data behind the answers changes in this process (its writes). */
  version: () => number;
  /** How long an answer is used before it is read again, for changes made by another process. */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry {
  answer: Promise<PreparedAnswer>;
  version: number;
  at: number;
  refreshing: boolean;
}

/**
 * The prepared answers of one route, by key (a dictionary type, …) and language. An answer is
 * made again at once after a change in this process (`version`); after `maxAgeMs` the old one
 * is still sent while the new one is made (another process's change shows within that time).
 */
export const preparedAnswers = <R extends RouteDescriptor>(route: R, options: PreparedAnswersOptions) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const make = (key: string, version: number, build: () => Promise<PreparedAnswer>) => {
    const entry: Entry = { answer: build(), version, at: now(), refreshing: false };
    entries.set(key, entry);
    // A failed read is not kept: the next request tries again.
    entry.answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.answer;
  };
  return {
    get(key: string, lang: Lang, load: () => Promise<RouteData<R>> | RouteData<R>): Promise<PreparedAnswer> {
      const id = `${lang}:${key}`;
      const version = options.version();
      const serialize = async () => serializeAnswer(route, await load(), lang);
      const entry = entries.get(id);
      if (!entry || entry.version !== version) {
        return make(id, version, async () => compressAnswer(await serialize()));
      }
      if (!entry.refreshing && now() - entry.at > options.maxAgeMs) {
        // Read again; compressed again only when something changed.
        entry.refreshing = true;
        Promise.all([serialize(), entry.answer]).then(
          ([json, old]) => {
            if (entries.get(id) !== entry) return;
            const answer = json.equals(old.json) ? entry.answer : compressAnswer(json);
            entries.set(id, { answer, version, at: now(), refreshing: false });
          },
          () => {
            entry.refreshing = false;
          },
        );
      }
      return entry.answer;
    },
  };
};
