import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import type { Database } from '../../platform/db/schema.ts';
import { searchStore } from './search.store.ts';

/** The public address a record's QR code opens: the phone summary. */
export const publicEpdUrl = (baseUrl: string, businessId: string) =>
  `${baseUrl}/app/epd/${encodeURIComponent(businessId)}`;

/**
 * A PNG of the QR code for the address: error correction M (a label may be scuffed on a steel
 * product), a quiet zone of 2 modules, 512 pixels wide (sharp on the 798 x 292 label poster).
 */
export const qrPng = (url: string): Promise<Buffer> =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 });

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
