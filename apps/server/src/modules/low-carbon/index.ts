/**
 * The low-carbon module's face: it owns low_carbon_applications and low_carbon_blocks. Others
 * use `lowCarbonUploadCheck` (the attachments module's content check of a workbook upload, given
 * by services.ts) and `seedLowCarbonTemplate` (main.ts, at every start).
 */
/** The data-collection workbook template's bytes (the generated template; tests fill it by name). */
export { buildTemplateWorkbook as buildLowCarbonTemplate } from './carbon/index.ts';
export { lowCarbonModule } from './low-carbon.routes.ts';
export { seedLowCarbonTemplate } from './template.ts';
export { lowCarbonUploadCheck } from './workbook.ts';
/** Workbooks being read in the worker processes and waiting for one (the metrics' work queues). */
export { workbookReading } from './workbook-reader.ts';
