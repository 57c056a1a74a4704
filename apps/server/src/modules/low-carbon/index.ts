/**
 * The low-carbon module's face: it owns low_carbon_applications and low_carbon_blocks. Others
 * use `lowCarbonUploadCheck` (the attachments module's content check of a workbook upload, given
 * by services.ts) and `seedLowCarbonTemplate` (main.ts, at every start).
 */
export { lowCarbonModule } from './low-carbon.routes.ts';
export { seedLowCarbonTemplate } from './template.ts';
export { lowCarbonUploadCheck } from './workbook.ts';
