import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  FIRST_PAINT_SCRIPT,
  LANG_COOKIE,
  LANGUAGES,
  type Lang,
  langFromBrowser,
  oneLanguageDocument,
} from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedCoding, PreparedAnswer } from './prepared-answers.ts';

/**
 * The portal's and the console's documents as the history fallback sends them: read once,
 * compressed once, and a drawn document in the visitor's language only.
 */

/** Sends a page; the history fallback awaits it. */
export type PageAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

/** A document sent in the coding the client accepts, never cached without asking again. */
export const documentAnswer =
  (answer: PreparedAnswer, vary = 'Accept-Encoding'): PageAnswer =>
  (request, reply) => {
    const coding = acceptedCoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', vary);
    if (coding) reply.header('content-encoding', coding);
    return reply.send(coding ? answer.coded(coding) : answer.json);
  };

/**
 * An app's index.html as the history fallback sends it: read once at start and compressed once
 * (brotli and gzip at their best levels). Issue 12: it went out uncompressed on every page load.
 */
export const compressedHtml = (html: Buffer) => {
  const br = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  return new PreparedAnswer(html, null, br, zlib.gzipSync(html, { level: 9 }));
};

export const indexPage = (dir: string, file = 'index.html') =>
  documentAnswer(compressedHtml(fs.readFileSync(path.join(dir, file))));

/** The portal's language cookie in a Cookie header. */
const LANG_COOKIE_RE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(zh|en)(?:;|$)`);

/**
 * The language FIRST_PAINT_SCRIPT will start the portal in, as far as the server can tell: the
 * `lang` cookie the app keeps (createI18n's `cookie`), else the browser's language, English
 * only when it is exactly `en` (spec 01 §1, as the script decides).
 */
const firstPaintLang = (request: FastifyRequest): Lang => {
  const cookie = LANG_COOKIE_RE.exec(request.headers.cookie ?? '')?.[1];
  if (cookie === 'zh' || cookie === 'en') return cookie;
  // The browser's first language stands where the script reads navigator.language.
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return langFromBrowser(first);
};

/** A drawn document sent with only the views of the visitor's language (decision 236). */
export const byLanguage = (html: string, prepare: (html: Buffer) => PreparedAnswer): PageAnswer => {
  const answers = new Map(
    LANGUAGES.map((lang) => [
      lang,
      documentAnswer(
        prepare(Buffer.from(oneLanguageDocument(html, lang))),
        'Accept-Encoding, Accept-Language, Cookie',
      ),
    ]),
  );
  return (request, reply) => (answers.get(firstPaintLang(request)) as PageAnswer)(request, reply);
};

/**
 * A built document that arrives with its first screen drawn starts the app from its inline
 * script, which the Content-Security-Policy allows by the hash of the contract's script. One
 * built from another version of that script would be a page that never starts: it is not
 * served (the plain document is, and the log says why).
 */
export const drawnDocument = (app: FastifyInstance, dir: string | null, file: string) => {
  if (!dir || !fs.existsSync(path.join(dir, file))) return null;
  const html = fs.readFileSync(path.join(dir, file), 'utf8');
  if (html.includes('rel="fp-module"') && !html.includes(`<script>${FIRST_PAINT_SCRIPT}</script>`)) {
    app.log.warn({ file }, 'built page has another first-paint script than this server: rebuild the portal');
    return null;
  }
  return html;
};

export const drawnPage = (app: FastifyInstance, dir: string | null, file: string) => {
  const html = drawnDocument(app, dir, file);
  return html === null ? null : byLanguage(html, compressedHtml);
};
