import { INDICATORS, type LifeCycleModule, type ResultsMatrix } from '@steel-epd/contract';

/**
 * A fictional but plausible EN 15804+A2 matrix for a demo steel product (decision 237): 1 t,
 * EF 3.1, A1-A3, C1-C4 and D, every indicator. The product stage's GWP-total is the record's
 * own figure; the other figures follow from it, the route and the recycled content with ratios
 * of the order published steel EPDs show. Nothing here is a real product's data.
 */
export interface DemoMatrixInput {
  /** STEEL_MAKING_ROUTES, or null when not known (then the GWP decides: below 1000 reads as EAF). */
  route: string | null;
  /** Share of recycled input, 0 to 1; null when not known. */
  recycledContent: number | null;
  /** GWP-total of A1-A3, kg CO2 eq per t. */
  gwpA1a3: number;
}

const MODULES: LifeCycleModule[] = ['A1-A3', 'C1', 'C2', 'C3', 'C4', 'D'];

/** Four significant figures, as EPD tables print them. */
const sig = (v: number) => (v === 0 ? 0 : Number(v.toPrecision(4)));

/** Per tonne of a blast-furnace product with GWP 2100: the reference the others scale from. */
const BOF_A1A3: Record<string, number> = {
  ODP: 1.6e-5,
  AP: 6.4,
  'EP-freshwater': 2.3e-3,
  'EP-marine': 1.25,
  'EP-terrestrial': 13.6,
  POCP: 5.9,
  'ADP-minerals&metals': 1.1e-3,
  'ADP-fossil': 21500,
  WDP: 185,
  PM: 1.05e-4,
  IRP: 58,
  'ETP-fw': 4900,
  'HTP-c': 4.6e-6,
  'HTP-nc': 5.3e-5,
  SQP: 2100,
  PERE: 960,
  PERM: 0,
  PENRE: 21400,
  PENRM: 0,
  RSF: 0,
  NRSF: 0,
  FW: 5.2,
  HWD: 0.012,
  NHWD: 48,
  RWD: 0.055,
  CRU: 0,
  MFR: 21,
  MER: 0,
  EEE: 0,
  EET: 0,
};

/** End of life per tonne (demolition, transport, sorting, landfill of 5 %), the same on every route. */
const EOL_GWP: Partial<Record<LifeCycleModule, number>> = { C1: 4.21, C2: 6.84, C3: 1.12, C4: 0.43 };

export const demoMatrix = ({ route, recycledContent, gwpA1a3 }: DemoMatrixInput): ResultsMatrix => {
  const eaf = route === null ? gwpA1a3 < 1000 : route !== 'BF-BOF';
  const scrap = recycledContent ?? (eaf ? 0.9 : 0.15);
  // Combustion-driven figures follow the GWP; an arc furnace's electricity weighs on IRP and PERE.
  const k = gwpA1a3 / 2100;
  const values: ResultsMatrix['values'] = {};
  const put = (key: string, module: LifeCycleModule, v: number) => {
    values[key] = { ...values[key], [module]: sig(v) };
  };
  for (const [key, reference] of Object.entries(BOF_A1A3)) {
    const electric = key === 'IRP' || key === 'PERE' ? (eaf ? 2.4 : 1) : 1;
    put(key, 'A1-A3', reference * k * electric);
  }
  put('PERT', 'A1-A3', (values.PERE?.['A1-A3'] ?? 0) + (values.PERM?.['A1-A3'] ?? 0));
  put('PENRT', 'A1-A3', (values.PENRE?.['A1-A3'] ?? 0) + (values.PENRM?.['A1-A3'] ?? 0));
  put('SM', 'A1-A3', scrap * 1000);
  // Net scrap: 95 % is recovered at end of life, less what went in; module D credits the rest.
  const netScrap = 0.95 - scrap;
  const gwpOf: Partial<Record<LifeCycleModule, number>> = {
    'A1-A3': gwpA1a3,
    ...EOL_GWP,
    D: -netScrap * 1620,
  };
  for (const module of MODULES) {
    const total = gwpOf[module] ?? 0;
    const biogenic = sig(module === 'A1-A3' ? total * 0.0012 : 0);
    const luluc = sig(module === 'A1-A3' ? total * 0.0004 : module === 'D' ? total * 0.0003 : 0);
    // The total is the sum of its rounded parts, so the matrix balances exactly.
    const fossil = sig(total - biogenic - luluc);
    put('GWP-fossil', module, fossil);
    put('GWP-biogenic', module, biogenic);
    put('GWP-luluc', module, luluc);
    put('GWP-total', module, fossil + biogenic + luluc);
    put('GWP-GHG', module, fossil + luluc);
    if (module === 'A1-A3') continue;
    // Every other indicator in C and D follows the module's GWP against the product stage's.
    const share = total / gwpA1a3;
    for (const indicator of INDICATORS) {
      if (indicator.key.startsWith('GWP') || indicator.key === 'SM') continue;
      if (module === 'C3' && indicator.key === 'MFR') put('MFR', 'C3', 950);
      else if (module === 'C4' && indicator.key === 'NHWD') put('NHWD', 'C4', 50);
      else put(indicator.key, module, (values[indicator.key]?.['A1-A3'] ?? 0) * share);
    }
    put('SM', module, 0);
  }
  return {
    edition: 'EN 15804+A2',
    lciaMethod: 'EF 3.1',
    declaredUnit: { amount: 1, unit: 't' },
    kgPerDeclaredUnit: 1000,
    referenceServiceLifeYears: null,
    modules: MODULES,
    values,
  };
};
