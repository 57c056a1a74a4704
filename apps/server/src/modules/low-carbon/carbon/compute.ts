import { type CarbonInputs, type CarbonRoute, INPUT_NAMES, type InputName } from './names.ts';
import { WorkbookError, type WorkbookProblem } from './problems.ts';

/** The version of the method (factors, boundary, grading) stored beside every result. */
export const CARBON_METHOD_VERSION = 'carbon-method-2026.1';

/** worldsteel's fixed factor for purchased (and, as a credit, exported) electricity, t CO2/MWh. */
export const WORLDSTEEL_GRID_FACTOR = 0.504;

/** The molar-mass ratio CO2 / C. */
const CO2_PER_C = 44.01 / 12.011;

type FactorKind = 'direct' | 'upstream' | 'electricity' | 'credit';

/**
 * One factor of the method: which input it multiplies, what it counts, t CO2 per unit of the
 * input (negative for a credit), and where it comes from (docs/carbon-method.md has the table).
 */
export interface CarbonFactor {
  source: string;
  input: InputName;
  kind: FactorKind;
  factor: number;
  basis: string;
}

/**
 * The factor set of CARBON_METHOD_VERSION. Carbon contents: IPCC 2006 Guidelines Vol. 3 Ch. 4
 * Table 4.3; gas factors per GJ: IPCC 2006 Vol. 2 Ch. 1 Table 1.4; carbonates: IPCC 2006 Vol. 3
 * Ch. 2 Table 2.1; upstream of purchased metallics and pellets: worldsteel CO2 data collection
 * methodology (ISO 14404); sinter and coke making: IPCC 2006 Vol. 3 Table 4.1 (Tier 1); lime:
 * stoichiometric calcination. Electricity: `gridFactor` (worldsteel 0.504 by default).
 */
export const FACTORS: readonly CarbonFactor[] = [
  // Direct: fuels and reductants (carbon content x 44/12) and carbonates
  {
    source: 'cokingCoal',
    input: 'CokingCoal_t',
    kind: 'direct',
    factor: 0.73 * CO2_PER_C,
    basis: 'IPCC 2006 V3 T4.3: coking coal 0.73 t C/t',
  },
  {
    source: 'pciCoal',
    input: 'PCICoal_t',
    kind: 'direct',
    factor: 0.67 * CO2_PER_C,
    basis: 'IPCC 2006 V3 T4.3: coal 0.67 t C/t',
  },
  {
    source: 'purchasedCoke',
    input: 'PurchasedCoke_t',
    kind: 'direct',
    factor: 0.83 * CO2_PER_C,
    basis: 'IPCC 2006 V3 T4.3: coke 0.83 t C/t',
  },
  {
    source: 'naturalGas',
    input: 'NaturalGas_GJ',
    kind: 'direct',
    factor: 0.0561,
    basis: 'IPCC 2006 V2 T1.4: natural gas 56.1 t CO2/TJ',
  },
  {
    source: 'fuelOil',
    input: 'FuelOil_t',
    kind: 'direct',
    factor: 0.86 * CO2_PER_C,
    basis: 'IPCC 2006 V3 T4.3: fuel oil 0.86 t C/t',
  },
  {
    source: 'eafCarbon',
    input: 'EAFCarbon_t',
    kind: 'direct',
    factor: 0.83 * CO2_PER_C,
    basis: 'IPCC 2006 V3 T4.3: EAF charge carbon 0.83 t C/t',
  },
  {
    source: 'electrodes',
    input: 'Electrodes_t',
    kind: 'direct',
    factor: 0.82 * CO2_PER_C,
    basis: 'IPCC 2006 V3 T4.3: EAF carbon electrodes 0.82 t C/t',
  },
  {
    source: 'limestone',
    input: 'Limestone_t',
    kind: 'direct',
    factor: 0.43971,
    basis: 'IPCC 2006 V3 T2.1: calcite 0.43971 t CO2/t',
  },
  {
    source: 'dolomite',
    input: 'Dolomite_t',
    kind: 'direct',
    factor: 0.47732,
    basis: 'IPCC 2006 V3 T2.1: dolomite 0.47732 t CO2/t',
  },
  // Upstream: emissions of making purchased inputs
  {
    source: 'purchasedPigIron',
    input: 'PurchasedPigIron_t',
    kind: 'upstream',
    factor: 1.855,
    basis: 'worldsteel / ISO 14404: purchased pig iron 1.855 t CO2/t',
  },
  {
    source: 'purchasedDriGas',
    input: 'PurchasedDRIGas_t',
    kind: 'upstream',
    factor: 0.78,
    basis: 'worldsteel / ISO 14404: gas-based DRI 0.780 t CO2/t',
  },
  {
    source: 'purchasedDriCoal',
    input: 'PurchasedDRICoal_t',
    kind: 'upstream',
    factor: 1.21,
    basis: 'worldsteel / ISO 14404: coal-based DRI 1.210 t CO2/t',
  },
  {
    source: 'purchasedPellets',
    input: 'PurchasedPellets_t',
    kind: 'upstream',
    factor: 0.137,
    basis: 'worldsteel / ISO 14404: pellets 0.137 t CO2/t',
  },
  {
    source: 'purchasedSinter',
    input: 'PurchasedSinter_t',
    kind: 'upstream',
    factor: 0.2,
    basis: 'IPCC 2006 V3 T4.1: sinter production 0.20 t CO2/t',
  },
  {
    source: 'purchasedCokeMaking',
    input: 'PurchasedCoke_t',
    kind: 'upstream',
    factor: 0.56,
    basis: 'IPCC 2006 V3 T4.1: coke oven 0.56 t CO2/t coke',
  },
  {
    source: 'purchasedLime',
    input: 'PurchasedLime_t',
    kind: 'upstream',
    factor: 44.01 / 56.077,
    basis: 'CaCO3 -> CaO: 44.01/56.08 = 0.785 t CO2/t CaO',
  },
  // Credits for what leaves the site and is used elsewhere (the gas's carbon content)
  {
    source: 'exportedBfGas',
    input: 'ExportedBFGas_GJ',
    kind: 'credit',
    factor: -0.26,
    basis: 'IPCC 2006 V2 T1.4: blast furnace gas 260 t CO2/TJ',
  },
  {
    source: 'exportedCoGas',
    input: 'ExportedCOGas_GJ',
    kind: 'credit',
    factor: -0.0444,
    basis: 'IPCC 2006 V2 T1.4: coke oven gas 44.4 t CO2/TJ',
  },
  {
    source: 'exportedBofGas',
    input: 'ExportedBOFGas_GJ',
    kind: 'credit',
    factor: -0.182,
    basis: 'IPCC 2006 V2 T1.4: oxygen steel furnace gas 182 t CO2/TJ',
  },
];

/** One line of the breakdown: a stable key (a text `lowCarbonWorkbook.source.<key>` names it), what it counts, t CO2. */
export interface CarbonBreakdownLine {
  source: string;
  kind: FactorKind;
  tCO2: number;
}

export type IeaGrade = 'NEAR_ZERO' | 'A' | 'B' | 'C' | 'D' | 'E';

export const IEA_SCHEME = {
  scheme: 'IEA-2022/2024',
  version: 'IEA Achieving Net Zero Heavy Industry Sectors in G7 Members (2022), restated 2024',
} as const;

export const RESPONSIBLE_STEEL_SCHEME = {
  scheme: 'ResponsibleSteel-IPS-v2',
  version: 'ResponsibleSteel International Production Standard v2.0, Decarbonisation Progress Levels',
} as const;

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

/**
 * A figure on a line gets the better grade. Sums of binary fractions land a few ULPs off the
 * decimal line (0.252 may come out 0.25200000000000006), so "at or below" allows 1e-9 t/t,
 * a millionth of the 0.001 the figures are shown in.
 */
const GRADE_EPSILON = 1e-9;
const atOrBelow = (value: number, line: number) => value <= line + GRADE_EPSILON;

/** IEA near-zero line T(s) = 0.400 - 0.350 s; bands A..E at or below 2T..6T; above 6T not graded. */
export const gradeIea = (intensity: number, s: number): { threshold: number; grade: IeaGrade | null } => {
  const threshold = 0.4 - 0.35 * s;
  if (atOrBelow(intensity, threshold)) return { threshold, grade: 'NEAR_ZERO' };
  const bands = ['A', 'B', 'C', 'D', 'E'] as const;
  for (const [i, band] of bands.entries()) {
    if (atOrBelow(intensity, (i + 2) * threshold)) return { threshold, grade: band };
  }
  return { threshold, grade: null };
};

/** ResponsibleSteel progress levels: the highest level whose line the figure is at or below; else 0. */
export const gradeResponsibleSteel = (intensity: number, s: number): 0 | 1 | 2 | 3 | 4 => {
  const lines = [
    [4, 0.4 - 0.35 * s],
    [3, 1.2 - 1.0 * s],
    [2, 2.0 - 1.65 * s],
    [1, 2.8 - 2.3 * s],
  ] as const;
  for (const [level, line] of lines) if (atOrBelow(intensity, line)) return level;
  return 0;
};

const METALLICS = [
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
