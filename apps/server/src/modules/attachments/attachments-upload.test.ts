import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes, pngBytes, zipBytes } from '../../test/file-bytes.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
import { asXlsm, fillLowCarbonTemplate, SCRAP_EAF } from '../../test/low-carbon-workbooks.ts';
import { upload } from '../../test/uploads.ts';

describe(`attachment uploads (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs({ company: { name: 'Baosteel Test Co', status: 1 } });
  });
  afterAll(() => t.close());

  const rowOf = (id: number) =>
    t.db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const storedBytes = (key: string) =>
    fs.readFileSync(path.join(t.app.config.DATA_DIR, 'files', ...key.split('/')));

  const accepted: [string, Record<string, string>, string, () => Buffer | Promise<Buffer>, string][] = [
    ['a licence JPEG', { businessType: 'COMPANY_LICENSE' }, 'licence.JPG', () => jpegBytes(), 'image/jpeg'],
    ['a billing PNG', { businessType: 'COMPANY_BILL_INFO' }, 'billing.png', pngBytes, 'image/png'],
    ['a verification PDF', { businessType: 'EPD_VERIFY' }, 'proof.pdf', () => pdfBytes(), 'application/pdf'],
    [
      'an LCA report PDF',
      { businessType: 'LCA', businessVersion: 'v1' },
      'lca.pdf',
      () => pdfBytes(),
      'application/pdf',
    ],
    [
      'an EPD data ZIP',
      { businessType: 'EPD', reportType: 'data' },
      'data.zip',
      () => zipBytes([{ name: 'sheet.csv', data: 'a,b\n1,2\n' }]),
      'application/zip',
    ],
    ['a resource image', { businessType: 'RES_IMG' }, 'cover.jpeg', () => jpegBytes(), 'image/jpeg'],
    [
      'a low-carbon xlsx',
      { businessType: 'RES_IMG', reportType: '0' },
      'table.xlsx',
      () => fillLowCarbonTemplate(SCRAP_EAF),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'a low-carbon xlsm',
      { businessType: 'RES_IMG', reportType: '0' },
      'table.XLSM',
      async () => asXlsm(await fillLowCarbonTemplate(SCRAP_EAF)),
      'application/vnd.ms-excel.sheet.macroEnabled.12',
    ],
  ];

  it.each(accepted)('accepts %s and keeps the type its bytes show', async (_, fields, name, make, mime) => {
    const bytes = await make();
    const res = await upload(t, { as: user, fields, file: { name, bytes } });
    expect(res.status, res.body).toBe(200);
    expect(res.code).toBe(1);
    const row = await rowOf(res.data!.id);
    expect(row).toMatchObject({
      owner_user_id: user.id,
      company_id: user.companyId,
      business_type: fields.businessType,
      business_version: fields.businessVersion ?? null,
      report_type: fields.reportType ?? null,
      file_name: name,
      mime_type: mime,
    });
    expect(row.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const stored = storedBytes(row.storage_key);
    expect(row.size).toBe(stored.length);
    expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    // Only images are re-encoded; every other file is kept byte for byte.
    if (!mime.startsWith('image/')) expect(stored.equals(bytes)).toBe(true);
  });

  it('streams a large PDF past the sniffed head and stores it whole', async () => {
    const bytes = pdfBytes(2.5 * 1024 * 1024);
    const res = await upload(t, {
      as: user,
      fields: { businessType: 'EPD' },
      file: { name: 'big.pdf', bytes },
    });
    expect(res.status, res.body).toBe(200);
    const row = await rowOf(res.data!.id);
    expect(row.size).toBe(bytes.length);
    expect(storedBytes(row.storage_key).equals(bytes)).toBe(true);
  });

  it('re-encodes a JPEG without its EXIF data and without bytes hidden after the image', async () => {
    const original = Buffer.concat([
      await jpegBytes({ exif: { Copyright: 'secret-owner', Artist: 'gps-here' } }),
      Buffer.from('HIDDEN-PAYLOAD<script>alert(1)</script>'),
    ]);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(t, {
      as: user,
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: 'photo.jpg', bytes: original },
    });
    expect(res.status, res.body).toBe(200);
    const stored = storedBytes((await rowOf(res.data!.id)).storage_key);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(8);
    expect(stored.includes('secret-owner')).toBe(false);
    expect(stored.includes('HIDDEN-PAYLOAD')).toBe(false);
  });

  it('keeps a Chinese file name as the client gave it', async () => {
    const res = await upload(t, {
      as: user,
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: '营业执照 (副本).png', bytes: await pngBytes() },
    });
    expect(res.status, res.body).toBe(200);
    expect((await rowOf(res.data!.id)).file_name).toBe('营业执照 (副本).png');
  });

  it('answers app.attachments.ownedBy only for the owner and the asked types', async () => {
    const res = await upload(t, {
      as: user,
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: 'licence.png', bytes: await pngBytes() },
    });
    const id = res.data!.id;
    expect(
      await t.app.services.attachments.ownedBy(id, user.id, ['COMPANY_LICENSE', 'COMPANY_BILL_INFO']),
    ).toMatchObject({
      id,
      businessType: 'COMPANY_LICENSE',
      fileName: 'licence.png',
      mimeType: 'image/png',
      ownerUserId: user.id,
    });
    expect(await t.app.services.attachments.ownedBy(id, user.id, ['COMPANY_BILL_INFO'])).toBeNull();
    expect(await t.app.services.attachments.ownedBy(id, user.id, [])).toBeNull();
    const other = await t.loginAs();
    expect(await t.app.services.attachments.ownedBy(id, other.id, ['COMPANY_LICENSE'])).toBeNull();
    expect(await t.app.services.attachments.ownedBy(999_999, user.id, ['COMPANY_LICENSE'])).toBeNull();
  });
});
