import type { InputName } from './names.ts';

/** The version of the method (factors, boundary, grading) stored beside every result. */
export const CARBON_METHOD_VERSION = 'carbon-method-2026.1';

/** worldsteel's fixed factor for purchased (and, as a credit, exported) electricity, t CO2/MWh. */
export const WORLDSTEEL_GRID_FACTOR = 0.504;

/** The molar-mass ratio CO2 / C. */
const CO2_PER_C = 44.01 / 12.011;

export type FactorKind = 'direct' | 'upstream' | 'electricity' | 'credit';

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
