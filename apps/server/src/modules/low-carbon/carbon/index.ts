/**
 * The carbon-intensity engine of low-carbon steel certification: the data-collection workbook
 * (template and reader, inputs by defined name), the crude-steel CO2 intensity on the
 * ISO 14404 / worldsteel boundary, and its grades (IEA near-zero bands, ResponsibleSteel
 * progress levels). Pure: no database, no request. The method is docs/carbon-method.md.
 */
export { type CarbonBreakdownLine, type CarbonResult, computeCarbon } from './compute.ts';
export {
  CARBON_METHOD_VERSION,
  type CarbonFactor,
  FACTORS,
  WORLDSTEEL_GRID_FACTOR,
} from './factors.ts';
export {
  gradeIea,
  gradeResponsibleSteel,
  IEA_SCHEME,
  type IeaGrade,
  RESPONSIBLE_STEEL_SCHEME,
} from './grades.ts';
export { checkInputs, INPUT_SHEET } from './input-checks.ts';
export {
  CARBON_ROUTES,
  type CarbonInputs,
  type CarbonRoute,
  DESCRIPTOR_NAMES,
  emptyInputs,
  INPUT_NAMES,
  type InputName,
} from './names.ts';
export { describeProblem, WorkbookError, type WorkbookProblem } from './problems.ts';
export { buildTemplateWorkbook } from './template-workbook.ts';
export { MAX_UNZIPPED_BYTES, readWorkbook, sniffWorkbook } from './workbook.ts';
