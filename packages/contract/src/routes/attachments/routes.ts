import { z } from 'zod';
import type { FileRuleName } from '../../file-rules.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zRawLine } from '../../validation.ts';

/** What an uploaded file is for (spec 02 §7 "Files"). */
export const ATTACHMENT_BUSINESS_TYPES = [
  'EPD_VERIFY',
  'LCA',
  'EPD',
  'COMPANY_LICENSE',
  'COMPANY_BILL_INFO',
  'RES_IMG',
  /** A PCR request's optional document (PDF or Word). */
  'PCR_REQUEST',
] as const;
export type AttachmentBusinessType = (typeof ATTACHMENT_BUSINESS_TYPES)[number];

/** The multipart part that carries the file; the text fields must come before it. */
export const ATTACHMENT_FILE_FIELD = 'file';

/** reportType of an LCA or EPD upload that is the data collection sheet (a ZIP); any other is a PDF report. */
export const REPORT_TYPE_DATA = 'data';

/** reportType of a RES_IMG upload that is the low-carbon steel data table (spec 02 §3); any other is an image. */
export const REPORT_TYPE_LOW_CARBON_EXCEL = '0';

/**
 * The low-carbon steel standard's PDF, by its exact file names (the LCES_STANDARD item's names):
 * spec 02 §5 lets it through the Excel upload. It is accepted as an upload (a PDF by content),
 * but a block needs a workbook to be submitted (decision in docs/decisions.md).
 */
export const LOW_CARBON_STANDARD_FILE_NAMES: readonly string[] = [
  '低碳排放钢评价标准.pdf',
  'Low-carbon emission steel evaluation standard.pdf',
];

/** Names a rule accepts whatever their extension (checkFile's `allowedNames`). */
export const allowedNamesOf = (rule: FileRuleName): readonly string[] =>
  rule === 'lowCarbonExcel' ? LOW_CARBON_STANDARD_FILE_NAMES : [];

/**
 * The file rule an upload is checked with. The portal checks a file with the same rule before
 * sending it; the server checks the name with it and the bytes by their content.
 */
export const attachmentRuleOf = (businessType: AttachmentBusinessType, reportType?: string): FileRuleName => {
  switch (businessType) {
    case 'COMPANY_LICENSE':
    case 'COMPANY_BILL_INFO':
      return 'companyImage';
    case 'EPD_VERIFY':
      return 'verificationPdf';
    case 'LCA':
    case 'EPD':
      return reportType === REPORT_TYPE_DATA ? 'dataZip' : 'reportPdf';
    case 'RES_IMG':
      return reportType === REPORT_TYPE_LOW_CARBON_EXCEL ? 'lowCarbonExcel' : 'resourceImage';
    case 'PCR_REQUEST':
      return 'pcrRequestDocument';
  }
};

/** Business types whose images anyone may see through `/n/attachment/online/{id}` (resource covers). */
export const PUBLIC_IMAGE_BUSINESS_TYPES: readonly AttachmentBusinessType[] = ['RES_IMG'];

const zUploadText = zLine().max(32, { error: 'validation.tooLong' }).optional();

/** The text fields of an upload (multipart fields, so every value is text). */
export const ZAttachmentUploadFields = z.object({
  businessType: z.enum(ATTACHMENT_BUSINESS_TYPES, { error: 'validation.invalid' }),
  businessVersion: zUploadText,
  reportType: zUploadText,
});
export type TAttachmentUploadFields = z.infer<typeof ZAttachmentUploadFields>;

export const ZAttachmentUploaded = z.object({ id: z.number().int() });

/**
 * What an operator uploads: for the catalogue an EPD report (PDF), its data file (ZIP), a PCR
 * document (PDF); for an application a quote (PDF) and contract files (PDF); for the content
 * pages a cover or logo image (RES_IMG), a resource or GPI document and a form template.
 */
export const CONSOLE_UPLOAD_TYPES = [
  'EPD',
  'EPD_DATA',
  'PCR',
  'QUOTE',
  'CONTRACT',
  'RES_IMG',
  'RESOURCE',
  'GPI',
  'TEMPLATE',
  /** A news item's index picture or an image in a news, announcement or page text. */
  'NEWS_IMG',
  /** An announcement's attachment (PDF). */
  'NOTICE',
  /** A file of the secretariat's answer to a verification request (PDF), shared with the user's company. */
  'VERIFY_FEEDBACK',
] as const;
export type ConsoleUploadType = (typeof CONSOLE_UPLOAD_TYPES)[number];

export const consoleUploadRuleOf = (businessType: ConsoleUploadType): FileRuleName => {
  switch (businessType) {
    case 'EPD_DATA':
      return 'dataZip';
    case 'RES_IMG':
    case 'NEWS_IMG':
      return 'resourceImage';
    case 'RESOURCE':
    case 'GPI':
    case 'TEMPLATE':
      return 'document';
    default:
      return 'reportPdf';
  }
};

/**
 * Operator documents that every logged-in user whose registration is approved may download by
 * /n/attachment/download/token/{id} once the item they belong to is published (the download
 * flow of spec 02 §4: resources, GPI documents, announcement attachments).
 */
export const PUBLISHED_DOCUMENT_TYPES: readonly ConsoleUploadType[] = ['RESOURCE', 'GPI', 'NOTICE'];

/** Operator images anyone may see once published, through /n/attachment/online/{id}: news pictures. */
export const PUBLIC_OPERATOR_IMAGE_TYPES: readonly ConsoleUploadType[] = ['NEWS_IMG'];

/** The text field of an operator's upload. */
export const ZConsoleUploadFields = z.object({
  businessType: z.enum(CONSOLE_UPLOAD_TYPES, { error: 'validation.invalid' }),
});

const attachmentParams = z.object({ id: zId });

/** A session token given in the query, for downloads and images opened by a plain link or an <img>. */
const tokenQuery = z.object({ Authorization: zRawLine().max(300).optional() });

/** Raw routes answer a file, not the envelope: `data` describes nothing. */
const fileData = z.unknown();

export const attachmentRoutes = {
  attachmentUpload: defineRoute({
    method: 'POST',
    path: '/p/attachment/upload',
    auth: 'user',
    summary:
      'Uploads one file (multipart part `file`, after the text fields). The rule follows businessType ' +
      'and reportType (attachmentRuleOf); the content is checked by its bytes, images are re-encoded ' +
      'without metadata. Refusals: VALIDATION_FAILED with the rule message, PAYLOAD_TOO_LARGE (413)',
    multipart: ZAttachmentUploadFields,
    data: ZAttachmentUploaded,
  }),
  attachmentDownload: defineRoute({
    method: 'GET',
    path: '/p/attachment/download/{id}',
    auth: 'user',
    raw: 'file',
    summary:
      "Downloads a file: the uploader's own, or any of their company's (company files are shared " +
      'within the company); anything else answers NOT_FOUND',
    params: attachmentParams,
    data: fileData,
  }),
  attachmentDownloadByToken: defineRoute({
    method: 'GET',
    path: '/n/attachment/download/token/{id}',
    auth: 'user',
    tokenInQuery: true,
    raw: 'file',
    summary:
      'As /p/attachment/download/{id}, with the session token in the query (Authorization=) for ' +
      'downloads started by a plain link; no valid token answers UNAUTHENTICATED',
    params: attachmentParams,
    query: tokenQuery,
    data: fileData,
  }),
  attachmentOnline: defineRoute({
    method: 'GET',
    path: '/n/attachment/online/{id}',
    auth: 'public',
    identifies: true,
    tokenInQuery: true,
    raw: 'file',
    summary:
      'Shows an image inline. RES_IMG images are public; other files only to their owner, their ' +
      "owner's company (token in the Authorization header or query) and the operators whose role " +
      'handles its record (header only: a console token in the query names no one); else NOT_FOUND',
    params: attachmentParams,
    query: tokenQuery,
    data: fileData,
  }),
  consoleUpload: defineRoute({
    method: 'POST',
    path: '/c/attachments/upload',
    auth: 'operator',
    // Reviewers too: they issue an application's quote and contract and release its reports.
    roles: ['editor', 'reviewer'],
    summary:
      'An operator uploads a catalogue or application file (multipart part `file` after the field ' +
      'businessType: EPD report PDF, EPD_DATA zip, PCR document PDF, QUOTE or CONTRACT PDF), checked by ' +
      'name and content as portal uploads are; private until the record it belongs to is published ' +
      '(a quote or contract: until it is issued to the applying company)',
    multipart: ZConsoleUploadFields,
    data: ZAttachmentUploaded,
  }),
  consoleAttachment: defineRoute({
    method: 'GET',
    path: '/c/attachments/{id}',
    auth: 'operator',
    raw: 'file',
    summary:
      'An uploaded file, to the operators whose role handles the record it belongs to (reviewers: ' +
      "certification images, applications' and verification requests' files, low-carbon workbooks, " +
      "quotes and contracts; editors: PCR documents and the site's content; both: catalogue files; " +
      'administrators: every file); another role answers OPERATOR_ROLE_REQUIRED',
    params: attachmentParams,
    data: fileData,
  }),
} as const;
