import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import type { Database } from '../../../platform/db/schema.ts';
import { searchStore } from '../search/search.store.ts';

/** The public address a record's QR code opens: the phone summary. */
export const publicEpdUrl = (baseUrl: string, businessId: string) =>
  `${baseUrl}/app/epd/${encodeURIComponent(businessId)}`;

const QR_WIDTH = 512;
const QR_MARGIN = 2;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A PNG of the QR code for the address: error correction M (a label may be scuffed on a steel
 * product), a quiet zone of 2 modules, 512 pixels wide (sharp on the 798 x 292 label poster).
 * Black and white at one bit a pixel (decision 230): the qrcode package's PNG takes 1 MB of
 * RGBA scratch per code, and a buffer that large, freed, raises glibc's mmap threshold, so every
 * publish (46 in the demo seed) left a megabyte or more of the server's heap behind for good.
 * The same pixels as the package drew (its scale and margin), in a 33 KB scanline buffer.
 */
export const qrPng = async (url: string): Promise<Buffer> => {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = QR_WIDTH / (size + QR_MARGIN * 2);
  const margin = QR_MARGIN * scale;
  const rowBytes = 1 + Math.ceil(QR_WIDTH / 8);
  // Each row: filter type 0, then the pixels, 1 white and 0 black, the first in the high bit.
  const rows = Buffer.alloc(rowBytes * QR_WIDTH, 0xff);
  for (let y = 0; y < QR_WIDTH; y += 1) {
    rows[y * rowBytes] = 0;
    if (y < margin || y >= QR_WIDTH - margin) continue;
    const row = Math.floor((y - margin) / scale);
    for (let x = Math.ceil(margin); x < QR_WIDTH - margin; x += 1) {
      if (!qr.modules.get(row, Math.floor((x - margin) / scale))) continue;
      const at = y * rowBytes + 1 + (x >> 3);
      rows[at] = (rows[at] as number) & ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(QR_WIDTH, 0);
  header.writeUInt32BE(QR_WIDTH, 4);
  // Bit depth 1, grey scale, deflate, no interlace.
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * Draws a record's QR code when it is served, from the PUBLIC_BASE_URL of today (issue 28): a
 * code published while the setting was missing or different opens the right address once the
 * setting is mended, without touching the record. The stored file stays as it was published.
 * Recent drawings are kept (a search page shows the same codes again and again).
 */
export const qrDrawer = (db: Kysely<Database>, baseUrl: string) => {
  const store = searchStore(db);
  const drawn = new LRUCache<string, Buffer>({ max: 500 });
  return async (attachmentId: number): Promise<Buffer | null> => {
    const businessId = await store.businessIdOfQr(attachmentId);
    if (!businessId) return null;
    const url = publicEpdUrl(baseUrl, businessId);
    const cached = drawn.get(url);
    if (cached) return cached;
    const png = await qrPng(url);
    drawn.set(url, png);
    return png;
  };
};
