import type { TIeaGrade } from '@steel-epd/contract';
import type { FieldError } from '../../platform/errors.ts';
import { appError } from '../../platform/errors.ts';
import {
  buildTemplateWorkbook,
  computeCarbon,
  sniffWorkbook,
  WORLDSTEEL_GRID_FACTOR,
  WorkbookError,
  type WorkbookProblem,
} from './carbon/index.ts';
import { type WorkbookReader, workbookReader } from './workbook-reader.ts';

/** worldsteel's fixed factor of purchased electricity, t CO2/MWh (docs/carbon-method.md). */
export const DEFAULT_GRID_FACTOR = WORLDSTEEL_GRID_FACTOR;

/** A block's computed result as this module stores it. */
export interface Computed {
  site: string;
  route: string;
  year: string;
  crudeSteelT: number;
  intensity: number;
  scrapShare: number;
  gridFactor: number;
  ieaGrade: TIeaGrade;
  ieaScheme: string;
  responsibleSteelLevel: number;
  responsibleSteelScheme: string;
  methodVersion: string;
  breakdown: { source: string; kind: string; tCO2: number }[];
}

/** A workbook problem as a field error: "Sheet …, cell …: what", in the caller's language. */
const problemField = (p: WorkbookProblem): FieldError => {
  const text = { key: p.message, ...(p.values ? { values: p.values } : {}) };
  if (p.sheet === '' && p.cell === '') return { path: 'file', message: text.key, values: p.values ?? {} };
  return {
    path: 'file',
    message: p.sheet === '' ? 'lowCarbonWorkbook.problem.whereName' : 'lowCarbonWorkbook.problem.where',
    values: { sheet: p.sheet, cell: p.cell, text },
  };
};

/**
 * Reads a workbook by its defined names and computes it (the carbon engine, carbon/); a
 * malformed one is refused with the engine's problems, each naming its sheet and cell, in the
 * caller's language. What the bytes are and the size their zip declares are judged here at
 * once; the reading itself runs in a worker process (workbook-reader.ts), so a heavy workbook
 * holds no one else's request, and one past the reader's time or memory is refused too.
 */
export const readAndCompute = async (
  bytes: Buffer,
  gridFactor: number,
  reader: WorkbookReader = workbookReader(),
): Promise<Computed> => {
  try {
    sniffWorkbook(bytes);
    const inputs = await reader.read(bytes);
    const result = computeCarbon(inputs, { gridFactor });
    return {
      site: inputs.site ?? '',
      route: result.route,
      year: inputs.year === undefined ? '' : String(inputs.year),
      crudeSteelT: result.crudeSteelT,
      intensity: result.intensity,
      scrapShare: result.scrapShare,
      gridFactor: result.gridFactor,
      ieaGrade:
        result.iea.grade === null
          ? 'notGraded'
          : result.iea.grade === 'NEAR_ZERO'
            ? 'nearZero'
            : result.iea.grade,
      ieaScheme: result.iea.scheme,
      responsibleSteelLevel: result.responsibleSteel.level,
      responsibleSteelScheme: result.responsibleSteel.scheme,
      methodVersion: result.methodVersion,
      breakdown: result.breakdown.map((b) => ({ source: b.source, kind: b.kind, tCO2: b.tCO2 })),
    };
  } catch (err) {
    if (!(err instanceof WorkbookError)) throw err;
    throw appError('LOW_CARBON_WORKBOOK_INVALID', { fields: err.problems.map(problemField) });
  }
};

/** The attachments module's content check of a low-carbon upload (services.ts gives it). */
export const lowCarbonUploadCheck = async (file: { bytes: Buffer; mimeType: string }) => {
  // The standard's PDF (accepted by its exact name) is not a workbook; a block refuses it later.
  if (file.mimeType === 'application/pdf') return;
  await readAndCompute(file.bytes, DEFAULT_GRID_FACTOR);
};

/** This file, for the child process that builds the template at a start (platform/child-work.ts). */
export const WORKBOOK = new URL(import.meta.url);

/** The template's bytes (the engine designs the workbook). */
export const buildTemplate = async (): Promise<Uint8Array> => new Uint8Array(await buildTemplateWorkbook());
