import { CARBON_METHOD_VERSION, FACTORS, type FactorKind, WORLDSTEEL_GRID_FACTOR } from './factors.ts';
import {
  gradeIea,
  gradeResponsibleSteel,
  IEA_SCHEME,
  type IeaGrade,
  RESPONSIBLE_STEEL_SCHEME,
} from './grades.ts';
import { checkInputs, METALLICS } from './input-checks.ts';
import type { CarbonInputs, CarbonRoute } from './names.ts';
import { WorkbookError } from './problems.ts';

/** One line of the breakdown: a stable key (a text `lowCarbonWorkbook.source.<key>` names it), what it counts, t CO2. */
export interface CarbonBreakdownLine {
  source: string;
  kind: FactorKind;
  tCO2: number;
}

export interface CarbonResult {
  /** t CO2 / t crude steel, full precision (round only to show it). */
  intensity: number;
  totalTCO2: number;
  crudeSteelT: number;
  /** s: scrap / total metallic input, in [0, 1]. */
  scrapShare: number;
  /** The electricity factor used, t CO2/MWh. */
  gridFactor: number;
  route: CarbonRoute;
  /** Lines for every non-zero input: direct, upstream, electricity, credits (negative). */
  breakdown: CarbonBreakdownLine[];
  iea: {
    scheme: typeof IEA_SCHEME.scheme;
    version: string;
    /** The near-zero line at this s, t CO2/t. */
    threshold: number;
    grade: IeaGrade | null;
  };
  responsibleSteel: {
    scheme: typeof RESPONSIBLE_STEEL_SCHEME.scheme;
    version: string;
    level: 0 | 1 | 2 | 3 | 4;
  };
  methodVersion: string;
}

/** The declared route, or the one the metallic inputs show: iron from a blast furnace, else DRI, else scrap. */
const routeOf = (inputs: CarbonInputs): CarbonRoute => {
  if (inputs.route) return inputs.route;
  if (inputs.HotMetal_t > 0 || inputs.CokingCoal_t > 0 || inputs.PCICoal_t > 0) return 'BF-BOF';
  if (inputs.OwnDRI_t + inputs.PurchasedDRIGas_t + inputs.PurchasedDRICoal_t > 0) return 'DRI-EAF';
  return 'EAF-SCRAP';
};

/**
 * The crude-steel CO2 intensity on the ISO 14404 / worldsteel boundary and its grades.
 * Throws WorkbookError when the inputs cannot give a figure: crude steel output missing or zero,
 * a negative or non-finite amount, no metallic input (no scrap share).
 */
export const computeCarbon = (inputs: CarbonInputs, options: { gridFactor?: number } = {}): CarbonResult => {
  const gridFactor = options.gridFactor ?? WORLDSTEEL_GRID_FACTOR;
  if (!Number.isFinite(gridFactor) || gridFactor < 0) {
    throw new RangeError(`grid factor must be a finite number >= 0, not ${gridFactor}`);
  }
  const problems = checkInputs(inputs);
  if (problems.length > 0) throw new WorkbookError(problems);

  const metallic = METALLICS.reduce((sum, name) => sum + inputs[name], 0);
  const scrapShare = inputs.Scrap_t / metallic;
  const breakdown: CarbonBreakdownLine[] = [];
  for (const f of FACTORS) {
    const amount = inputs[f.input];
    if (amount !== 0) breakdown.push({ source: f.source, kind: f.kind, tCO2: amount * f.factor });
  }
  if (inputs.PurchasedElectricity_MWh !== 0) {
    breakdown.push({
      source: 'purchasedElectricity',
      kind: 'electricity',
      tCO2: inputs.PurchasedElectricity_MWh * gridFactor,
    });
  }
  if (inputs.ExportedElectricity_MWh !== 0) {
    breakdown.push({
      source: 'exportedElectricity',
      kind: 'credit',
      tCO2: -inputs.ExportedElectricity_MWh * gridFactor,
    });
  }
  const totalTCO2 = breakdown.reduce((sum, line) => sum + line.tCO2, 0);
  const intensity = totalTCO2 / inputs.CrudeSteel_t;
  const iea = gradeIea(intensity, scrapShare);
  return {
    intensity,
    totalTCO2,
    crudeSteelT: inputs.CrudeSteel_t,
    scrapShare,
    gridFactor,
    route: routeOf(inputs),
    breakdown,
    iea: {
      scheme: IEA_SCHEME.scheme,
      version: IEA_SCHEME.version,
      threshold: iea.threshold,
      grade: iea.grade,
    },
    responsibleSteel: {
      scheme: RESPONSIBLE_STEEL_SCHEME.scheme,
      version: RESPONSIBLE_STEEL_SCHEME.version,
      level: gradeResponsibleSteel(intensity, scrapShare),
    },
    methodVersion: CARBON_METHOD_VERSION,
  };
};
