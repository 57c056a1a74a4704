import { STEEL_MAKING_ROUTES } from '@steel-epd/contract';
/**
 * The data-collection workbook's inputs. Every input cell of the template carries a workbook-level
 * defined name; the server reads inputs by these names only, so a workbook another tool fills by
 * name, or one whose cells moved but whose names were kept, is read the same way.
 * docs/carbon-method.md lists them with their meaning.
 */

/** The numeric inputs, in the order the template shows them. An empty cell counts as 0. */
export const INPUT_NAMES = [
  // Output
  { name: 'CrudeSteel_t', unit: 't', group: 'output', label: ['粗钢产量', 'Crude steel output'] },
  // Metallic inputs charged to the steelmaking furnaces (BOF / EAF)
  {
    name: 'Scrap_t',
    unit: 't',
    group: 'metallics',
    label: ['废钢（入炉总量）', 'Scrap charged (all scrap)'],
  },
  { name: 'HotMetal_t', unit: 't', group: 'metallics', label: ['自产铁水', 'Own hot metal charged'] },
  {
    name: 'PurchasedPigIron_t',
    unit: 't',
    group: 'metallics',
    label: ['外购生铁', 'Purchased pig iron'],
  },
  {
    name: 'OwnDRI_t',
    unit: 't',
    group: 'metallics',
    label: ['自产直接还原铁/热压块', 'Own DRI/HBI charged'],
  },
  {
    name: 'PurchasedDRIGas_t',
    unit: 't',
    group: 'metallics',
    label: ['外购气基直接还原铁/热压块', 'Purchased gas-based DRI/HBI'],
  },
  {
    name: 'PurchasedDRICoal_t',
    unit: 't',
    group: 'metallics',
    label: ['外购煤基直接还原铁', 'Purchased coal-based DRI'],
  },
  // Fuels and reductants
  { name: 'CokingCoal_t', unit: 't', group: 'fuels', label: ['炼焦煤', 'Coking coal'] },
  { name: 'PCICoal_t', unit: 't', group: 'fuels', label: ['高炉喷吹煤', 'PCI coal'] },
  { name: 'PurchasedCoke_t', unit: 't', group: 'fuels', label: ['外购焦炭', 'Purchased coke'] },
  {
    name: 'NaturalGas_GJ',
    unit: 'GJ',
    group: 'fuels',
    label: ['天然气（低位热值）', 'Natural gas (net calorific value)'],
  },
  { name: 'FuelOil_t', unit: 't', group: 'fuels', label: ['燃料油（重油）', 'Fuel oil (residual)'] },
  {
    name: 'EAFCarbon_t',
    unit: 't',
    group: 'fuels',
    label: ['电炉配碳/喷碳', 'EAF charge and injection carbon'],
  },
  { name: 'Electrodes_t', unit: 't', group: 'fuels', label: ['电极消耗', 'Graphite electrodes consumed'] },
  // Purchased iron-bearing materials and fluxes
  { name: 'PurchasedPellets_t', unit: 't', group: 'materials', label: ['外购球团矿', 'Purchased pellets'] },
  { name: 'PurchasedSinter_t', unit: 't', group: 'materials', label: ['外购烧结矿', 'Purchased sinter'] },
  { name: 'Limestone_t', unit: 't', group: 'materials', label: ['石灰石（入炉）', 'Limestone charged'] },
  { name: 'Dolomite_t', unit: 't', group: 'materials', label: ['白云石（入炉）', 'Dolomite charged'] },
  { name: 'PurchasedLime_t', unit: 't', group: 'materials', label: ['外购石灰', 'Purchased burnt lime'] },
  // Electricity
  {
    name: 'PurchasedElectricity_MWh',
    unit: 'MWh',
    group: 'electricity',
    label: ['外购电力', 'Purchased electricity'],
  },
  {
    name: 'ExportedElectricity_MWh',
    unit: 'MWh',
    group: 'electricity',
    label: ['外送电力', 'Exported electricity'],
  },
  // By-product gases leaving the site
  {
    name: 'ExportedBFGas_GJ',
    unit: 'GJ',
    group: 'exports',
    label: ['外送高炉煤气', 'Exported blast furnace gas'],
  },
  {
    name: 'ExportedCOGas_GJ',
    unit: 'GJ',
    group: 'exports',
    label: ['外送焦炉煤气', 'Exported coke oven gas'],
  },
  { name: 'ExportedBOFGas_GJ', unit: 'GJ', group: 'exports', label: ['外送转炉煤气', 'Exported BOF gas'] },
] as const satisfies readonly {
  name: string;
  unit: string;
  group: InputGroup;
  label: readonly [zh: string, en: string];
}[];

export type InputGroup = 'output' | 'metallics' | 'fuels' | 'materials' | 'electricity' | 'exports';

/** The describing cells (not numbers in the calculation): site, route and year. */
export const DESCRIPTOR_NAMES = [
  { name: 'Site', label: ['工厂/基地', 'Site'] },
  { name: 'Route', label: ['工艺路线', 'Route'] },
  { name: 'Year', label: ['数据年份', 'Reporting year'] },
] as const;

export type InputName = (typeof INPUT_NAMES)[number]['name'];

/** The routes the engine computes: the contract's list, which EPD records name too. */
export const CARBON_ROUTES = STEEL_MAKING_ROUTES;
export type CarbonRoute = (typeof CARBON_ROUTES)[number];

/**
 * Every numeric input by its defined name (0 when empty), and the describing cells when given:
 * `route` is the declared route (the result infers one when it is missing), `year` the data year.
 */
export type CarbonInputs = { [K in InputName]: number } & {
  site?: string;
  route?: CarbonRoute;
  year?: number;
};

/** All inputs at 0: a start for callers that fill a few. */
export const emptyInputs = (): CarbonInputs =>
  Object.fromEntries(INPUT_NAMES.map((input) => [input.name, 0])) as unknown as CarbonInputs;
