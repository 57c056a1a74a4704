import { createRequire } from 'node:module';
import { attachmentRoutes, catalogueSearchRoutes } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { buildTestApp, engineName, type TestApp, testConfig } from '../../../test/helper.ts';
import { makeCatalogue, publishNew } from '../../../test/publishing-fixtures.ts';
import { qrPng } from './qr-code.ts';

// jsQR is a CommonJS module whose types describe an ES default export.
const jsQR = createRequire(import.meta.url)('jsqr') as typeof import('jsqr').default;

/** The address a QR code image opens, read from its pixels as a phone's camera would. */
const decodeQr = async (png: Buffer): Promise<string | undefined> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
};

describe("a record's QR PNG", () => {
  it('is 512 pixels wide at one bit a pixel and opens its address (decision 230)', async () => {
    const url = 'https://epd.example.org/app/epd/0f6c2b9e-64a1-4a8e-9d6f-3c2f0e8b7a11';
    const png = await qrPng(url);
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([512, 512]);
    // IHDR: bit depth 1, grey scale.
    expect([png[24], png[25]]).toEqual([1, 0]);
    expect(await decodeQr(png)).toBe(url);
  });
});

/**
 * Issue 28: QR codes are drawn from PUBLIC_BASE_URL when served, so records published while the
 * setting was missing or wrong open the right address once it is mended.
 */
describe(`an EPD's QR code follows today's PUBLIC_BASE_URL (${engineName})`, () => {
  let t: TestApp;
  let mended: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BASE_URL: 'http://localhost:8080' } });
  });
  afterAll(async () => {
    await mended?.close();
    await t.close();
  });

  it('opens the address of the setting at the time it is served, not at publishing', async () => {
    const editor = await t.loginAsOperator('editor');
    const { published } = await publishNew(t, editor, await makeCatalogue(t));
    const qrId = published.qrAttachmentId ?? 0;
    const path = `/api${attachmentRoutes.attachmentOnline.path.replace('{id}', String(qrId))}`;

    const before = await t.inject({ method: 'GET', url: path });
    expect(before.statusCode).toBe(200);
    expect(await decodeQr(before.rawPayload)).toBe(`http://localhost:8080/app/epd/${published.businessId}`);

    // The same database, started again with the setting mended.
    const config = testConfig({ PUBLIC_BASE_URL: 'https://epd.example.org' });
    mended = await buildApp(config, {
      db: { db: t.db, dialect: t.app.dialect, exclusive: t.app.underStartLock, close: async () => {} },
    });
    const after = await mended.inject({ method: 'GET', url: path });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/png');
    expect(Number(after.headers['content-length'])).toBe(after.rawPayload.byteLength);
    expect(await decodeQr(after.rawPayload)).toBe(`https://epd.example.org/app/epd/${published.businessId}`);

    // The search card's QR id is still the same file: nothing in the record was rewritten.
    expect(catalogueSearchRoutes.qrAttachment.path).toContain('{id}');
    const row = await t.db
      .selectFrom('epds')
      .select('qr_attachment_id')
      .where('business_id', '=', published.businessId)
      .executeTakeFirstOrThrow();
    expect(row.qr_attachment_id).toBe(qrId);
  });
});
