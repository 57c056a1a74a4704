import type { Lang, TemplateCode } from '@steel-epd/contract';
import { XLSX_MIME } from '@steel-epd/contract';
import { dataWorkbook } from './data-workbook.ts';
import { outlinePdf } from './outline-pdf.ts';
import { EPD_OUTLINE, LCA_OUTLINE } from './outline-texts.ts';

/**
 * The template files of the application form (spec 02 §3 "Template manage items"), made by the
 * platform: the LCA report and EPD pre-report outlines as PDFs and the data collection workbook
 * as .xlsx. The PDFs are in English in both languages (the standard PDF fonts have no Chinese
 * characters); the workbook's sheets and headers are in the file's language with the other
 * language beneath.
 */
export interface TemplateFile {
  code: TemplateCode;
  lang: Lang;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

const PDF = 'application/pdf';

const make = async (): Promise<TemplateFile[]> => {
  const lca = await outlinePdf(
    'LCA report template',
    'Life cycle assessment of a steel product (ISO 14040 / ISO 14044), declared unit 1 t',
    LCA_OUTLINE,
  );
  const epd = await outlinePdf(
    'EPD pre-report template',
    'Environmental product declaration of a steel product (ISO 14025 / EN 15804), declared unit 1 t',
    EPD_OUTLINE,
  );
  return [
    { code: 'EPD_SPARE_TEMPLATE', lang: 'zh', fileName: 'EPD预报告模板.pdf', mimeType: PDF, bytes: epd },
    {
      code: 'EPD_SPARE_TEMPLATE',
      lang: 'en',
      fileName: 'EPD-pre-report-template.pdf',
      mimeType: PDF,
      bytes: epd,
    },
    { code: 'LCA_TEMPLATE', lang: 'zh', fileName: 'LCA报告模板.pdf', mimeType: PDF, bytes: lca },
    { code: 'LCA_TEMPLATE', lang: 'en', fileName: 'LCA-report-template.pdf', mimeType: PDF, bytes: lca },
    {
      code: 'DATA_COLLECTION_TEMPLATE',
      lang: 'zh',
      fileName: '数据收集表模板.xlsx',
      mimeType: XLSX_MIME,
      bytes: await dataWorkbook('zh'),
    },
    {
      code: 'DATA_COLLECTION_TEMPLATE',
      lang: 'en',
      fileName: 'Data-collection-template.xlsx',
      mimeType: XLSX_MIME,
      bytes: await dataWorkbook('en'),
    },
  ];
};

/** This file, for the child process that makes the templates at a start (platform/child-work.ts). */
export const TEMPLATES = new URL(import.meta.url);

let made: Promise<TemplateFile[]> | undefined;

/** The template files, made once per process. */
export const templateFiles = (): Promise<TemplateFile[]> => {
  made ??= make().catch((err: unknown) => {
    made = undefined;
    throw err;
  });
  return made;
};
