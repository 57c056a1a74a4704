import { type CarbonInputs, INPUT_NAMES, type InputName } from './names.ts';
import type { WorkbookProblem } from './problems.ts';

/** The metallic inputs: their sum is the total the scrap share is a part of. */
export const METALLICS = [
  'Scrap_t',
  'HotMetal_t',
  'PurchasedPigIron_t',
  'OwnDRI_t',
  'PurchasedDRIGas_t',
  'PurchasedDRICoal_t',
] as const satisfies readonly InputName[];

/** The sheet computeCarbon names in its problems (the template's input sheet). */
export const INPUT_SHEET = '数据 Inputs';

type Locate = (name: InputName) => { sheet: string; cell: string };

/**
 * The rules that make inputs computable, each problem at the cell `locate` gives (computeCarbon:
 * the template's input sheet and the name; readWorkbook: where the name points): every amount a
 * finite number >= 0, crude steel output above 0, some metallic input (else s is undefined).
 * A scrap share above 1 needs a negative metallic amount (scrap is part of the total), which is
 * refused at its own cell, so s is always in [0, 1] here.
 */
export const checkInputs = (
  inputs: CarbonInputs,
  locate: Locate = (name) => ({ sheet: INPUT_SHEET, cell: name }),
): WorkbookProblem[] => {
  const problems: WorkbookProblem[] = [];
  for (const { name } of INPUT_NAMES) {
    const value = inputs[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push({
        ...locate(name),
        message: 'lowCarbonWorkbook.problem.notNumber',
        values: { name, value: String(value) },
      });
    } else if (value < 0) {
      problems.push({
        ...locate(name),
        message: 'lowCarbonWorkbook.problem.negative',
        values: { name, value },
      });
    }
  }
  if (problems.length > 0) return problems;
  if (inputs.CrudeSteel_t === 0) {
    problems.push({ ...locate('CrudeSteel_t'), message: 'lowCarbonWorkbook.problem.noCrudeSteel' });
  }
  const metallic = METALLICS.reduce((sum, name) => sum + inputs[name], 0);
  if (metallic === 0) {
    problems.push({ ...locate('Scrap_t'), message: 'lowCarbonWorkbook.problem.noMetallics' });
  }
  return problems;
};
