import { appError } from '../../platform/errors.ts';
import { buildTemplateWorkbook, computeCarbon, readWorkbook, WorkbookError } from './carbon/index.ts';

/** worldsteel's fixed factor of purchased electricity, t CO2/MWh (docs/carbon-method.md). */
export const DEFAULT_GRID_FACTOR = 0.504;

/** A block's computed result as this module stores it. */
export interface Computed {
  site: string;
  route: string;
  year: string;
  crudeSteelT: number;
  intensity: number;
  scrapShare: number;
  gridFactor: number;
  ieaGrade: string;
  ieaScheme: string;
  responsibleSteelLevel: number;
  responsibleSteelScheme: string;
  methodVersion: string;
  breakdown: { source: string; tCO2: number }[];
}

/**
 * Reads a workbook by its defined names and computes it (the carbon engine, carbon/); a
 * malformed one is refused with the engine's problems, each naming its sheet and cell, in the
 * caller's language.
 */
export const readAndCompute = async (bytes: Buffer, gridFactor: number): Promise<Computed> => {
  try {
    const inputs = await readWorkbook(bytes);
    const result = computeCarbon(inputs, { gridFactor });
    return {
      site: inputs.site,
      route: inputs.route,
      year: String(inputs.year),
      crudeSteelT: inputs.crudeSteelT,
      intensity: result.intensity,
      scrapShare: result.scrapShare,
      gridFactor: result.gridFactor,
      ieaGrade: result.iea.grade,
      ieaScheme: result.iea.scheme,
      responsibleSteelLevel: result.responsibleSteel.level,
      responsibleSteelScheme: result.responsibleSteel.scheme,
      methodVersion: result.methodVersion,
      breakdown: result.breakdown.map((b) => ({ source: b.source, tCO2: b.tCO2 })),
    };
  } catch (err) {
    if (!(err instanceof WorkbookError)) throw err;
    throw appError('LOW_CARBON_WORKBOOK_INVALID', {
      fields: err.problems.map((p) => ({
        path: 'file',
        message: p.message,
        values: { ...p.values, sheet: p.sheet, cell: p.cell },
      })),
    });
  }
};

/** The attachments module's content check of a low-carbon upload (services.ts gives it). */
export const lowCarbonUploadCheck = async (file: { bytes: Buffer; mimeType: string }) => {
  // The standard's PDF (accepted by its exact name) is not a workbook; a block refuses it later.
  if (file.mimeType === 'application/pdf') return;
  await readAndCompute(file.bytes, DEFAULT_GRID_FACTOR);
};

/** The template's bytes (the engine designs the workbook). */
export const buildTemplate = async (): Promise<Uint8Array> => new Uint8Array(await buildTemplateWorkbook());
