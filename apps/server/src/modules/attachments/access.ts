import {
  type AttachmentBusinessType,
  type ConsoleUploadType,
  PUBLIC_IMAGE_BUSINESS_TYPES,
  PUBLIC_OPERATOR_IMAGE_TYPES,
  PUBLISHED_DOCUMENT_TYPES,
} from '@steel-epd/contract';
import type { Actor } from '../../platform/access/actor.ts';
import { can, type FileRecord, type Resource } from '../../platform/access/policies.ts';
import type { AttachmentRow } from './attachments.store.ts';

/**
 * What a portal user's upload belongs to, by its type: the certification's images, an
 * application's reports and data, a verification request's report; the portal's only RES_IMG
 * upload is the low-carbon workbook (the resource images are the secretariat's).
 */
const PORTAL_FILE_RECORDS: Record<AttachmentBusinessType, FileRecord> = {
  COMPANY_LICENSE: 'company',
  COMPANY_BILL_INFO: 'company',
  LCA: 'application',
  EPD: 'application',
  EPD_VERIFY: 'verification',
  RES_IMG: 'lowCarbon',
  PCR_REQUEST: 'pcr',
};

/**
 * What a file without a portal owner belongs to: an operator's upload by its type, and the files
 * the platform makes (an EPD's QR code, the low-carbon workbook template). A type added to the
 * console's uploads must be placed here.
 */
const PLATFORM_FILE_RECORDS: Record<ConsoleUploadType | 'EPD_QR' | 'LCES_TEMPLATE', FileRecord> = {
  EPD: 'catalogue',
  EPD_DATA: 'catalogue',
  EPD_QR: 'catalogue',
  PCR: 'pcr',
  QUOTE: 'application',
  CONTRACT: 'application',
  VERIFY_FEEDBACK: 'verification',
  RES_IMG: 'content',
  NEWS_IMG: 'content',
  NOTICE: 'content',
  RESOURCE: 'content',
  GPI: 'content',
  TEMPLATE: 'content',
  LCES_TEMPLATE: 'content',
};

const recordOf = (row: Pick<AttachmentRow, 'owner_user_id' | 'business_type'>): FileRecord => {
  const records: Record<string, FileRecord> =
    row.owner_user_id === 0 ? PLATFORM_FILE_RECORDS : PORTAL_FILE_RECORDS;
  return Object.hasOwn(records, row.business_type) ? (records[row.business_type] ?? 'unknown') : 'unknown';
};

/**
 * A file as the access layer reads it: a user reads their own and their company's (company files
 * are shared within the company: a colleague may need the licence image or a report someone else
 * uploaded; the company is the one the file was uploaded under, compared with the reader's now);
 * an operator reads it when their role handles the record it belongs to.
 */
export const attachmentResource = (
  row: Pick<AttachmentRow, 'owner_user_id' | 'company_id' | 'business_type'>,
): Extract<Resource, { kind: 'attachment' }> => ({
  kind: 'attachment',
  ownerUserId: row.owner_user_id,
  companyId: row.company_id,
  record: recordOf(row),
});

export const mayRead = (row: AttachmentRow, actor: Actor) => can(actor, 'read', attachmentResource(row));

/**
 * Images no user can upload under their type (never a portal upload's businessType): the QR
 * code generated when an EPD is published, and the pictures editors upload for news.
 */
export const PLATFORM_PUBLIC_IMAGE_TYPES: readonly string[] = ['EPD_QR', ...PUBLIC_OPERATOR_IMAGE_TYPES];

/**
 * Shown to anyone: an image of a public type (a resource cover) once an operator has published
 * what it belongs to. Until then it is private like any upload, so no user can publish an image
 * by uploading it; and only images, so a table uploaded under RES_IMG stays private.
 */
export const isPublicImage = (row: AttachmentRow) =>
  row.published_at !== null &&
  ((PUBLIC_IMAGE_BUSINESS_TYPES as readonly string[]).includes(row.business_type) ||
    PLATFORM_PUBLIC_IMAGE_TYPES.includes(row.business_type)) &&
  row.mime_type.startsWith('image/');

/**
 * A document the secretariat published with its item (a resource's file, the GPI document):
 * a platform file (no portal owner) of a published-document type whose item is shown.
 */
export const isPublishedDocument = (row: AttachmentRow) =>
  row.published_at !== null &&
  row.owner_user_id === 0 &&
  (PUBLISHED_DOCUMENT_TYPES as readonly string[]).includes(row.business_type);
