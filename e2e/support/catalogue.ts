import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setupRequest } from './api.ts';
import { operatorApi } from './console.ts';
import { sqlite } from './db.ts';
import { E2E_DATA_DIR } from './env.ts';
import { PNG } from './files.ts';

/** A real 40 x 30 PNG, standing in for a generated QR code image. */
export const QR_PNG = PNG;

const now = () => new Date().toISOString();

/**
 * A stored file as the attachments module keeps it: the bytes under DATA_DIR/files/<key> and
 * its row. Published and of a public image type, so /n/attachment/online shows it to anyone.
 */
export const storeImage = (bytes: Buffer): number => storeFile(bytes, 'RES_IMG', 'qr.png', 'image/png');

/**
 * A stored file of any type (a report PDF: business type EPD): published and no one's, or, with
 * an owner, private to the user and their company as their upload would be.
 */
export const storeFile = (
  bytes: Buffer,
  businessType: string,
  fileName: string,
  mimeType: string,
  owner?: { userId: number; companyId: number },
): number => {
  const key = `e2e/${randomUUID()}`;
  const file = path.join(E2E_DATA_DIR, 'files', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return sqlite((db) =>
    Number(
      db
        .prepare(
          `insert into attachments (owner_user_id, company_id, business_type, file_name, mime_type, size, storage_key, sha256, created_at, published_at, operator_id)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null)`,
        )
        .run(
          owner?.userId ?? 0,
          owner?.companyId ?? null,
          businessType,
          fileName,
          mimeType,
          bytes.length,
          key,
          createHash('sha256').update(bytes).digest('hex'),
          now(),
          owner ? null : now(),
        ).lastInsertRowid,
    ),
  );
};

/** A PCR as the secretariat adds one in the console (enabled, for any product category). */
export const insertPcr = async (registerNo: string, productName: string, productNameEn: string) =>
  (
    await operatorApi(await setupRequest()).post<{ id: number }>('/pcrs', {
      registerNo,
      productName,
      productNameEn,
      author: '中国钢铁工业协会',
      productClass: '长材',
      descriptionHtml: '<p></p>',
    })
  ).id;

export interface E2eEpd {
  companyId: number;
  pcrId: number;
  productName: string;
  productNameEn: string | null;
  registrationNumber: string;
  qrAttachmentId: number | null;
  /** Minutes after 2025-01-01: a later one is listed first. */
  publishedMinute: number;
}

/** A published EPD version valid until 2099, without report files (search shows no download then). */
export const insertPublishedEpd = (e: E2eEpd): number =>
  sqlite((db) =>
    Number(
      db
        .prepare(
          `insert into epds (business_id, registration_number, product_type, product_name, product_name_en, company_id, pcr_id,
             gwp100, holder_zh, holder_en, site_zh, site_en, issue_date, expiry_date, status, qr_attachment_id, published_at, created_at, updated_at)
           values (?, ?, 'EPD', ?, ?, ?, ?, 1850.5, '持有者', 'Holder Co., Ltd.', '上海', 'Shanghai', '2025-01-01', '2099-12-31',
             'published', ?, ?, ?, ?)`,
        )
        .run(
          randomBytes(16).toString('base64url'),
          e.registrationNumber,
          e.productName,
          e.productNameEn,
          e.companyId,
          e.pcrId,
          e.qrAttachmentId,
          new Date(Date.UTC(2025, 0, 1, 0, e.publishedMinute)).toISOString(),
          now(),
          now(),
        ).lastInsertRowid,
    ),
  );

/** A current report of a version in one language. */
export const insertReport = (epdId: number, lang: 'zh' | 'en', attachmentId: number, sha256: string) =>
  sqlite((db) =>
    db
      .prepare(
        `insert into epd_reports (epd_id, lang, business_id, attachment_id, sha256, current, created_at)
         values (?, ?, ?, ?, ?, 1, ?)`,
      )
      .run(epdId, lang, randomBytes(16).toString('base64url'), attachmentId, sha256, now()),
  );
