import fs from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { residentSubsetter, type Subsetter } from './hb-subset.ts';

/**
 * A font with Chinese characters for the PDFs the platform writes: the viewer's name stamped
 * on a full report, the demo reports and the Chinese editions of the demo documents. The system's CJK fonts come as collections (.ttc) of
 * several faces of 16 MB each; pdf-lib's own subsetter breaks their CFF outlines (glyphs go
 * missing), so one face is cut out of the collection once, kept in HarfBuzz (hb-subset), and
 * each document embeds a small subset of it with just the characters it draws.
 */

/** Where Debian, Ubuntu, Fedora and Alpine put a CJK font; the first that exists is used. */
const KNOWN_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/truetype/arphic/uming.ttc',
  '/System/Library/Fonts/PingFang.ttc',
];

/** The configured font, or the first known one present; null when there is none. */
export const findCjkFont = (configured: string | undefined): string | null => {
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`WATERMARK_FONT: no such file ${configured}`);
    return configured;
  }
  return KNOWN_FONTS.find((file) => fs.existsSync(file)) ?? null;
};

/**
 * The CJK font of the configured file (WATERMARK_FONT) or of a known system font, one per
 * process; null when there is none. A configured file that does not exist throws, so it stops
 * the start.
 */
export const configuredCjkFont = (configured: string | undefined): CjkFont | null => {
  const file = findCjkFont(configured);
  return file ? cjkFont(file) : null;
};

const tag = (b: Buffer, at: number) => b.toString('latin1', at, at + 4);

/** The table records of the sfnt whose offset table starts at `at` (offsets are from the file start). */
const tablesOf = (b: Buffer, at: number) =>
  Array.from({ length: b.readUInt16BE(at + 4) }, (_, i) => {
    const r = at + 12 + 16 * i;
    return {
      tag: tag(b, r),
      sum: b.readUInt32BE(r + 4),
      offset: b.readUInt32BE(r + 8),
      length: b.readUInt32BE(r + 12),
    };
  });

/** The PostScript name (name id 6) of the face at `at`, or ''. */
const postscriptName = (b: Buffer, at: number): string => {
  const table = tablesOf(b, at).find((t) => t.tag === 'name');
  if (!table) return '';
  const t = table.offset;
  const strings = t + b.readUInt16BE(t + 4);
  for (let i = 0; i < b.readUInt16BE(t + 2); i += 1) {
    const e = t + 6 + 12 * i;
    if (b.readUInt16BE(e + 6) !== 6) continue;
    const raw = b.subarray(
      strings + b.readUInt16BE(e + 10),
      strings + b.readUInt16BE(e + 10) + b.readUInt16BE(e + 8),
    );
    const platform = b.readUInt16BE(e);
    return platform === 0 || platform === 3
      ? Buffer.from(raw).swap16().toString('utf16le')
      : raw.toString('latin1');
  }
  return '';
};

/** Copies one face of a collection into a standalone sfnt (same tables, new offsets). */
const standalone = (b: Buffer, at: number): Buffer => {
  const tables = tablesOf(b, at);
  const head = 12 + 16 * tables.length;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(head + tables.reduce((sum, t) => sum + padded(t.length), 0));
  b.copy(out, 0, at, at + 12);
  let offset = head;
  tables.forEach((t, i) => {
    const r = 12 + 16 * i;
    out.write(t.tag, r, 'latin1');
    out.writeUInt32BE(t.sum, r + 4);
    out.writeUInt32BE(offset, r + 8);
    out.writeUInt32BE(t.length, r + 12);
    b.copy(out, offset, t.offset, t.offset + t.length);
    offset += padded(t.length);
  });
  return out;
};

/**
 * The font file as one face: a collection gives its Simplified Chinese face (a PostScript name
 * with "SC" or "sc", not a monospaced one), else its first.
 */
export const loadFace = (file: string): Buffer => {
  const bytes = fs.readFileSync(file);
  if (tag(bytes, 0) !== 'ttcf') return bytes;
  const offsets = Array.from({ length: bytes.readUInt32BE(8) }, (_, i) => bytes.readUInt32BE(12 + 4 * i));
  const names = offsets.map((at) => postscriptName(bytes, at));
  const pick = names.findIndex((name) => /sc\b|sc-|SC/.test(name) && !/mono/i.test(name));
  return standalone(bytes, offsets[pick >= 0 ? pick : 0] ?? 0);
};

/** Digits and the punctuation of dates and times: in every subset, so a time never misses a glyph. */
const ALWAYS = '0123456789 :-/.,·()';

export interface CjkFont {
  /** Embeds a subset holding every character of `text` (and digits) into the document. */
  embed(doc: PDFDocument, text: string): Promise<PDFFont>;
}

const fonts = new Map<string, CjkFont>();

/**
 * The CJK font of a file, one per process, so the report routes share its subsets and, while
 * it is in use, its face (16 MB in HarfBuzz's memory).
 */
export const cjkFont = (file: string): CjkFont => {
  let font = fonts.get(file);
  if (!font) {
    font = loadCjkFont(file);
    fonts.set(file, font);
  }
  return font;
};

/** A face unused this long is dropped with its HarfBuzz memory (about 65 MB); the next subset reads it again. */
export const FACE_IDLE_MS = 60_000;
/** The bytes of cached subsets at most (one of a report is 20 to 100 KB). */
export const SUBSET_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * A CJK font for PDFs: the face is read on first use and kept while subsets are asked for
 * (FACE_IDLE_MS), subsets are cached by their set of characters up to SUBSET_CACHE_BYTES (a
 * viewer who opens several reports, or the same one twice, reuses theirs).
 */
const loadCjkFont = (file: string): CjkFont => {
  let subsetter: Promise<Subsetter> | undefined;
  let idle: NodeJS.Timeout | undefined;
  const subsets = new Map<string, Uint8Array>();
  let cachedBytes = 0;
  const subsetOf = async (text: string) => {
    const key = [...new Set(ALWAYS + text)].sort().join('');
    let subset = subsets.get(key);
    if (subset) {
      // Most recently used last: the first key is the one to drop.
      subsets.delete(key);
    } else {
      clearTimeout(idle);
      subsetter ??= residentSubsetter(loadFace(file));
      const face = subsetter;
      try {
        subset = (await face).subset(key);
      } catch (err) {
        if (subsetter === face) subsetter = undefined;
        throw err;
      } finally {
        idle = setTimeout(() => {
          subsetter = undefined;
        }, FACE_IDLE_MS);
        idle.unref();
      }
      cachedBytes += subset.byteLength;
    }
    subsets.set(key, subset);
    for (const [oldest, bytes] of subsets) {
      if (cachedBytes <= SUBSET_CACHE_BYTES || oldest === key) break;
      subsets.delete(oldest);
      cachedBytes -= bytes.byteLength;
    }
    return subset;
  };
  return {
    async embed(doc, text) {
      // Loaded at the first CJK document, not with the server (5 MB of source, decision 230).
      doc.registerFontkit((await import('@pdf-lib/fontkit')).default);
      // Already a subset: pdf-lib's own subsetter is what breaks CFF outlines.
      return doc.embedFont(await subsetOf(text), { subset: false });
    },
  };
};
