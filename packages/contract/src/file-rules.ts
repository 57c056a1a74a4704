import { EXCEL_EXTENSIONS, FILE_NAME_MAX, IMAGE_MAX_BYTES } from './constants.ts';
import { fileExtension } from './validation.ts';

/**
 * What an upload field accepts (spec 02 §5): extensions, the longest file name and the largest
 * size. Forms check a file with it before sending; the server checks the name with it and the
 * bytes by their content.
 */
export interface FileRule {
  readonly extensions: readonly string[];
  readonly maxNameLength: number;
  readonly maxBytes?: number;
  /** The text key shown when the type is wrong. */
  readonly typeMessage: string;
}

export const FILE_RULES = {
  /** Enterprise licence and billing images: JPEG or PNG, under 5 MB, name at most 90. */
  companyImage: {
    extensions: ['jpg', 'jpeg', 'png'],
    maxNameLength: FILE_NAME_MAX.image,
    maxBytes: IMAGE_MAX_BYTES,
    typeMessage: 'validation.imageType',
  },
  /** LCA report and EPD pre-report: PDF, name at most 160. */
  reportPdf: { extensions: ['pdf'], maxNameLength: FILE_NAME_MAX.report, typeMessage: 'validation.pdfOnly' },
  /** Data collection sheet of an EPD application: ZIP, name at most 160. */
  dataZip: { extensions: ['zip'], maxNameLength: FILE_NAME_MAX.report, typeMessage: 'validation.zipOnly' },
  /** EPD verification request attachment: PDF, name at most 90. */
  verificationPdf: {
    extensions: ['pdf'],
    maxNameLength: FILE_NAME_MAX.verification,
    typeMessage: 'validation.pdfOnly',
  },
  /** Low-carbon steel data collection: an Excel workbook, name at most 160. */
  lowCarbonExcel: {
    extensions: EXCEL_EXTENSIONS,
    maxNameLength: FILE_NAME_MAX.report,
    typeMessage: 'validation.excelOnly',
  },
  /** Resource and other display images (businessType RES_IMG): as the company images. */
  resourceImage: {
    extensions: ['jpg', 'jpeg', 'png'],
    maxNameLength: FILE_NAME_MAX.image,
    maxBytes: IMAGE_MAX_BYTES,
    typeMessage: 'validation.imageType',
  },
  /**
   * Documents the secretariat publishes (resources, the GPI document, form templates): PDF, Word,
   * Excel or ZIP, name at most 160; checked by content like every upload.
   */
  document: {
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip'],
    maxNameLength: FILE_NAME_MAX.report,
    typeMessage: 'validation.documentType',
  },
  /** A PCR request's document: PDF or Word, name at most 160; checked by content like every upload. */
  pcrRequestDocument: {
    extensions: ['pdf', 'doc', 'docx'],
    maxNameLength: FILE_NAME_MAX.report,
    typeMessage: 'validation.pdfOrWordType',
  },
} as const satisfies Record<string, FileRule>;

/**
 * The largest upload the server takes. The spec sets no size for PDFs, ZIPs and Excel tables,
 * but an unbounded upload would let one caller fill the disk; rules without `maxBytes` get this.
 */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** The most bytes a rule lets through. */
export const uploadLimitOf = (rule: FileRule): number => rule.maxBytes ?? UPLOAD_MAX_BYTES;

export type FileRuleName = keyof typeof FILE_RULES;

/**
 * The first rule a file breaks, as a text key, or null when it is acceptable by name and size.
 * `allowedNames` are exact names accepted whatever their extension (spec 02 §5: the low-carbon
 * steel standard PDF may be uploaded where an Excel table is asked for).
 */
export const checkFile = (
  rule: FileRule,
  file: { name: string; size: number },
  allowedNames: readonly string[] = [],
): string | null => {
  if (file.name.length === 0) return 'validation.fileRequired';
  if (file.name.length > rule.maxNameLength) return 'validation.fileNameTooLong';
  if (!allowedNames.includes(file.name) && !rule.extensions.includes(fileExtension(file.name))) {
    return rule.typeMessage;
  }
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) return 'validation.fileTooLarge';
  if (file.size === 0) return 'validation.fileEmpty';
  return null;
};

/** The media type of an Excel workbook (.xlsx): uploads judged so, and the templates served. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
