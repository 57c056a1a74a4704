import {
  FILE_RULES,
  type FileRule,
  type FileRuleName,
  fileExtension,
  LOW_CARBON_STANDARD_FILE_NAMES,
  XLSX_MIME,
} from '@steel-epd/contract';
import type { FileTypeResult } from 'file-type';
import sharp from 'sharp';
import { appError } from '../../../platform/errors.ts';

const XLSM = 'application/vnd.ms-excel.sheet.macroEnabled.12';
const XLS = 'application/vnd.ms-excel';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';
const ZIP = 'application/zip';

const IMAGE: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', apng: 'image/png' };
const PDF: Readonly<Record<string, string>> = { pdf: 'application/pdf' };

/**
 * What the bytes of each rule may be, by file-type's answer, and the MIME type kept for each.
 * The MIME type served later comes from here, never from the client. xls is an OLE compound
 * file (file-type answers cfb); xlsx and xlsm are ZIP-based OOXML.
 */
const CONTENT: Record<FileRuleName, Readonly<Record<string, string>>> = {
  companyImage: IMAGE,
  resourceImage: IMAGE,
  reportPdf: PDF,
  verificationPdf: PDF,
  dataZip: { zip: ZIP },
  lowCarbonExcel: { xlsx: XLSX_MIME, xlsm: XLSM, cfb: XLS },
  document: { pdf: PDF.pdf as string, zip: ZIP, docx: DOCX, xlsx: XLSX_MIME },
  pcrRequestDocument: { pdf: PDF.pdf as string, docx: DOCX },
};

/**
 * A secretariat document's bytes must be what its extension says (sniffed type → MIME type by
 * extension): Word and Excel 97 files are both OLE compound files (cfb), and an OOXML file
 * whose head shows only a ZIP is taken for what its name says, as far as the head can tell.
 */
const DOCUMENT_CONTENT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  pdf: { pdf: PDF.pdf as string },
  doc: { cfb: DOC },
  xls: { cfb: XLS },
  docx: { docx: DOCX, zip: DOCX },
  xlsx: { xlsx: XLSX_MIME, zip: XLSX_MIME },
  zip: { zip: ZIP, docx: ZIP, xlsx: ZIP },
};

/** Rules whose files are images, re-encoded before they are stored. */
export const isImageRule = (rule: FileRuleName) => CONTENT[rule] === IMAGE;

/** A refusal of the uploaded file, with the rule's message in the caller's language. */
export const fileRefused = (message: string) =>
  appError('VALIDATION_FAILED', { fields: [{ path: 'file', message }] });

/** Too many bytes: the field message names the limit only where the spec gives one (images, 5 MB). */
export const fileTooLarge = (rule: FileRule) =>
  appError(
    'PAYLOAD_TOO_LARGE',
    rule.maxBytes === undefined ? {} : { fields: [{ path: 'file', message: 'validation.fileTooLarge' }] },
  );

/**
 * The MIME type to keep for sniffed bytes, or a refusal with the rule's type message.
 * `wholeFile` is false when only the head of a large file was sniffed: an OOXML workbook whose
 * `[Content_Types].xml` comes after the head (openpyxl writes it last) then shows only as a ZIP,
 * which is accepted for an Excel name, as far as the head can tell.
 */
export const acceptedMime = (
  ruleName: FileRuleName,
  sniffed: FileTypeResult | undefined,
  fileName: string,
  wholeFile: boolean,
): string => {
  if (ruleName === 'document' || ruleName === 'pcrRequestDocument') {
    // Only the rule's own extensions reach here (the name was checked with the rule first).
    const mime = sniffed ? DOCUMENT_CONTENT[fileExtension(fileName)]?.[sniffed.ext] : undefined;
    if (mime) return mime;
    throw fileRefused(FILE_RULES[ruleName].typeMessage);
  }
  const mime = sniffed ? CONTENT[ruleName][sniffed.ext] : undefined;
  if (mime) return mime;
  // The standard's PDF by its exact name (spec 02 §5), and then only a PDF by content.
  if (
    ruleName === 'lowCarbonExcel' &&
    sniffed?.ext === 'pdf' &&
    LOW_CARBON_STANDARD_FILE_NAMES.includes(fileName)
  ) {
    return PDF.pdf as string;
  }
  if (ruleName === 'lowCarbonExcel' && sniffed?.ext === 'zip' && !wholeFile) {
    return fileExtension(fileName) === 'xlsm' ? XLSM : XLSX_MIME;
  }
  throw fileRefused(FILE_RULES[ruleName].typeMessage);
};

/** Larger than any licence photo; a small file claiming more pixels is a decompression bomb. */
const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Decodes and re-encodes an image in its own format. Only the pixels survive: EXIF (with GPS),
 * comments and anything appended after the image data are dropped. The EXIF orientation is
 * applied first, so a phone photo still stands the right way up without it. Bytes that do not
 * decode are refused as the wrong type.
 */
export const reencodeImage = async (input: Buffer, mime: string, rule: FileRule): Promise<Buffer> => {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
    return await (mime === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw fileRefused(rule.typeMessage);
  }
};
