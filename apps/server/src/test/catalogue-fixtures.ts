import { PDFDocument, StandardFonts } from 'pdf-lib';
import { nowIso } from '../platform/crypto.ts';
import type { EpdStatus } from '../platform/db/schema.ts';
import type { TestApp } from './helper.ts';

/**
 * Catalogue records written straight into the tables, for tests of the readers (search, the
 * phone summary, the report) that need published records without going through the console.
 * Reports are real PDFs in the file storage, so downloads and digests can be checked.
 */

let seq = 0;
const next = () => {
  seq += 1;
  return `${Date.now().toString(36)}${seq}`;
};

/** A small real PDF whose text is the given lines (ASCII: the standard font has no CJK). */
export const makePdf = async (lines: readonly string[], pages = 1): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font });
    });
    page.drawText(`page ${p + 1}`, { x: 50, y: 40, size: 10, font });
  }
  return doc.save();
};

/** A certified company (status 1), as the console's certification leaves it. */
export const insertCompany = async (t: TestApp, name: string) => {
  const { id } = await t.db
    .insertInto('companies')
    .values({ code: `C${next()}`, name, company_type: '1', status: 1, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { code } = await t.db
    .selectFrom('companies')
    .select('code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, code, name };
};

export interface PcrInput {
  registerNo?: string;
  productName?: string;
  productNameEn?: string | null;
  enabled?: boolean;
}

export const insertPcr = async (t: TestApp, input: PcrInput = {}) => {
  const now = nowIso();
  const registerNo = input.registerNo ?? `PCR-${next()}`.toUpperCase();
  const { id } = await t.db
    .insertInto('pcrs')
    .values({
      register_no: registerNo,
      product_name: input.productName ?? '钢筋混凝土用热轧带肋钢筋',
      product_name_en:
        input.productNameEn === undefined ? 'Hot-rolled ribbed steel bars' : input.productNameEn,
      author: '中国钢铁工业协会',
      product_class: '长材',
      description_html: '<p>适用于热轧带肋钢筋。</p>',
      cn_attachment_id: null,
      en_attachment_id: null,
      enabled: input.enabled === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, registerNo };
};

export interface EpdInput {
  companyId: number;
  pcrId: number;
  productName?: string;
  productNameEn?: string | null;
  registrationNumber?: string;
  expiryDate?: string;
  issueDate?: string;
  status?: EpdStatus;
  gwp100?: number;
  /** Which report languages to store (default both). */
  reports?: readonly ('zh' | 'en')[];
  publishedAt?: string;
}

/** An EPD version with its reports stored as real files; published unless told otherwise. */
export const insertEpd = async (t: TestApp, input: EpdInput) => {
  const now = nowIso();
  const status = input.status ?? 'published';
  const registrationNumber = input.registrationNumber ?? `SEPD-2026-${next()}`.toUpperCase();
  const businessId = `b${next()}`.padEnd(22, 'x').slice(0, 22);
  const { id } = await t.db
    .insertInto('epds')
    .values({
      business_id: businessId,
      registration_number: registrationNumber,
      product_type: 'EPD',
      product_name: input.productName ?? '热轧带肋钢筋',
      product_name_en: input.productNameEn === undefined ? 'Hot-rolled ribbed bar' : input.productNameEn,
      company_id: input.companyId,
      pcr_id: input.pcrId,
      gwp100: input.gwp100 ?? 1850.5,
      holder_zh: '宝山钢铁股份有限公司',
      holder_en: 'Baoshan Iron & Steel Co., Ltd.',
      site_zh: '上海市宝山区',
      site_en: 'Baoshan, Shanghai',
      issue_date: input.issueDate ?? '2025-01-01',
      expiry_date: input.expiryDate ?? '2030-01-01',
      status,
      previous_id: null,
      superseded_by_id: null,
      data_attachment_id: null,
      qr_attachment_id: null,
      published_at: status === 'draft' ? null : (input.publishedAt ?? now),
      withdrawn_at: status === 'withdrawn' ? now : null,
      withdraw_reason: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reports: Record<
    string,
    { reportId: number; attachmentId: number; businessId: string; sha256: string; bytes: Uint8Array }
  > = {};
  for (const lang of input.reports ?? ['zh', 'en']) {
    const bytes = await makePdf([`EPD report ${registrationNumber}`, `language ${lang}`], 2);
    const file = await t.app.services.attachments.putFile({
      operatorId: null,
      businessType: 'EPD',
      fileName: `${registrationNumber}-${lang}.pdf`,
      mimeType: 'application/pdf',
      bytes,
      published: status === 'published' || status === 'superseded',
    });
    const reportBusinessId = `r${next()}`.padEnd(22, 'x').slice(0, 22);
    const row = await t.db
      .insertInto('epd_reports')
      .values({
        epd_id: id,
        lang,
        business_id: reportBusinessId,
        attachment_id: file.id,
        sha256: file.sha256,
        current: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reports[lang] = {
      reportId: row.id,
      attachmentId: file.id,
      businessId: reportBusinessId,
      sha256: file.sha256,
      bytes,
    };
  }
  return { id, businessId, registrationNumber, reports };
};
