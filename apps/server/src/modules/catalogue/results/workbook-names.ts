import { INDICATORS, type LifeCycleModule, MODULES } from '@steel-epd/contract';

/**
 * The defined names of the results workbook (decision 238): the platform reads a filled workbook
 * by these names, as it reads the low-carbon one, so cells may move and other tools may fill it
 * by name. A name is letters, digits, `_` and `.`; the indicators' and modules' own spellings
 * (`GWP-total`, `ADP-minerals&metals`, `A1-A3`) are written with `_` for what a name cannot hold.
 */
const part = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, '');

export const HEADER_NAMES = {
  edition: 'Results.Edition',
  lciaMethod: 'Results.LciaMethod',
  declaredAmount: 'Results.DeclaredAmount',
  declaredUnit: 'Results.DeclaredUnit',
  kgPerDeclaredUnit: 'Results.KgPerDeclaredUnit',
  serviceLife: 'Results.ServiceLifeYears',
} as const;

/** The cell saying whether a module is declared ("Declared") or not ("MND"). */
export const moduleName = (module: LifeCycleModule) => `Module.${part(module)}`;

/** The cell of an indicator's value in a module. */
export const valueName = (indicator: string, module: LifeCycleModule) =>
  `Value.${part(indicator)}.${part(module)}`;

/** What the declaration cells hold. */
export const DECLARED = 'Declared';
export const NOT_DECLARED = 'MND';

/** Every name the template defines (a test holds them unique). */
export const allNames = (): string[] => [
  ...Object.values(HEADER_NAMES),
  ...MODULES.map(moduleName),
  ...INDICATORS.flatMap((indicator) => MODULES.map((module) => valueName(indicator.key, module))),
];
