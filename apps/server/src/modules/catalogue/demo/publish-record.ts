import type { Kysely } from 'kysely';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { newBusinessId } from '../business-id.ts';

/** One record as the secretariat would publish it: plain data and the report files. */
export interface PublishInput {
  registrationNumber: string;
  productType: 'EPD' | 'CFP';
  productName: string;
  productNameEn: string | null;
  companyId: number;
  pcrId: number;
  gwp100: number;
  holderZh: string;
  holderEn: string | null;
  siteZh: string;
  siteEn: string | null;
  issueDate: string;
  expiryDate: string;
  /** The reports, by language. */
  reports: { zh: Uint8Array; en?: Uint8Array };
  /** The QR code image of /app/epd/{businessId} (PNG). */
  qrPng: Uint8Array;
}

export interface PublishDeps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
}

/**
 * Publishes one EPD record: its row, its report files and its QR code, public from now on.
 * The demo content publishes each record through this one function, so that it can later go
 * through the publishing service instead (ledger entries and all) without the seed changing.
 * The business id is decided by the caller (the QR code already points at it).
 */
export const publishRecord = async (
  { db, attachments }: PublishDeps,
  input: PublishInput,
  businessId: string = newBusinessId(),
): Promise<{ id: number; businessId: string }> => {
  const now = nowIso();
  const qr = await attachments.putFile({
    operatorId: null,
    businessType: 'EPD_QR',
    fileName: `${input.registrationNumber}-qr.png`,
    mimeType: 'image/png',
    bytes: input.qrPng,
    published: true,
  });
  const files = await Promise.all(
    (['zh', 'en'] as const).flatMap((lang) => {
      const bytes = input.reports[lang];
      if (!bytes) return [];
      return attachments
        .putFile({
          operatorId: null,
          businessType: 'EPD',
          fileName: `${input.registrationNumber}-${lang}.pdf`,
          mimeType: 'application/pdf',
          bytes,
          published: true,
        })
        .then((file) => ({ lang, ...file }));
    }),
  );
  return db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('epds')
      .values({
        business_id: businessId,
        registration_number: input.registrationNumber,
        product_type: input.productType,
        product_name: input.productName,
        product_name_en: input.productNameEn,
        company_id: input.companyId,
        pcr_id: input.pcrId,
        gwp100: input.gwp100,
        holder_zh: input.holderZh,
        holder_en: input.holderEn,
        site_zh: input.siteZh,
        site_en: input.siteEn,
        issue_date: input.issueDate,
        expiry_date: input.expiryDate,
        status: 'published',
        previous_id: null,
        superseded_by_id: null,
        data_attachment_id: null,
        qr_attachment_id: qr.id,
        published_at: now,
        withdrawn_at: null,
        withdraw_reason: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const file of files) {
      await tx
        .insertInto('epd_reports')
        .values({
          epd_id: id,
          lang: file.lang,
          business_id: newBusinessId(),
          attachment_id: file.id,
          sha256: file.sha256,
          current: 1,
          created_at: now,
        })
        .execute();
    }
    return { id, businessId };
  });
};

/** A renewal: the old version is superseded by the new one (both already published). */
export const supersedeRecord = async (db: Kysely<Database>, oldId: number, newId: number) => {
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('epds')
      .set({ status: 'superseded', superseded_by_id: newId, updated_at: now })
      .where('id', '=', oldId)
      .execute();
    await tx
      .updateTable('epds')
      .set({ previous_id: oldId, updated_at: now })
      .where('id', '=', newId)
      .execute();
  });
};

/** A withdrawal: the record stays reachable by its QR code with its status; its reports are no longer public. */
export const withdrawRecord = async ({ db, attachments }: PublishDeps, id: number, reason: string) => {
  const now = nowIso();
  const reports = await db
    .selectFrom('epd_reports')
    .select('attachment_id')
    .where('epd_id', '=', id)
    .execute();
  await db
    .updateTable('epds')
    .set({ status: 'withdrawn', withdrawn_at: now, withdraw_reason: reason, updated_at: now })
    .where('id', '=', id)
    .execute();
  await attachments.setPublished(
    reports.map((r) => r.attachment_id),
    false,
  );
};
