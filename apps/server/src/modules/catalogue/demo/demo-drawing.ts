import { cjkFont } from '../../../platform/pdf/cjk-font.ts';
import type { DemoPcr } from './demo-data.ts';
import { makeDemoPcrDocument } from './demo-pcr-document.ts';
import { type DemoReportInput, makeDemoReport } from './demo-report.ts';

/**
 * The demo documents as the seed's child process draws them (platform/child-work.ts): data in,
 * PDF bytes out, the CJK font named by its file and loaded once in that process.
 */
export const drawDemoPcrDocument = (pcr: DemoPcr, lang: 'zh' | 'en', fontFile: string) =>
  makeDemoPcrDocument(pcr, lang, cjkFont(fontFile));

export const drawDemoReport = (input: DemoReportInput, fontFile: string) =>
  makeDemoReport(input, cjkFont(fontFile));
