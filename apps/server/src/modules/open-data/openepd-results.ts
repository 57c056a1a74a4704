import { INDICATORS, type LifeCycleModule, MODULES, type ResultsMatrix } from '@steel-epd/contract';

/**
 * A results matrix in openEPD's shape (decision 239): `impacts` under the matrix's LCIA method
 * (`EF 3.1`), `resource_uses` and `output_flows`, each indicator under the openEPD library's own
 * name and unit, each declared module under its openEPD key (A1-A3 as `A1A2A3`). A module not
 * declared and an indicator not declared in a module are left out, as openEPD reads an absent
 * scope as not declared. Freshwater eutrophication is converted from kg P eq to the kg PO4 eq
 * openEPD expects.
 */
export interface OpenEpdMeasurement {
  mean: number;
  unit: string;
}
type ScopeSet = Partial<Record<string, OpenEpdMeasurement>>;

export interface OpenEpdResults {
  impacts: Record<string, Record<string, ScopeSet>>;
  resource_uses: Record<string, ScopeSet>;
  output_flows: Record<string, ScopeSet>;
}

const scopeOf = (module: LifeCycleModule) => (module === 'A1-A3' ? 'A1A2A3' : module);

/** Twelve significant digits: a factor's product rounded off its binary noise (2.3e-3 × 3.0662). */
const clean = (value: number) => Number(value.toPrecision(12));

export const openEpdResults = (matrix: ResultsMatrix): OpenEpdResults => {
  const declared = MODULES.filter((module) => matrix.modules.includes(module));
  const impactSet: Record<string, ScopeSet> = {};
  const results: OpenEpdResults = { impacts: {}, resource_uses: {}, output_flows: {} };
  for (const indicator of INDICATORS) {
    const { set, key, unit, factor } = indicator.openEpd;
    const scopes: ScopeSet = {};
    for (const module of declared) {
      const value = matrix.values[indicator.key]?.[module];
      if (typeof value === 'number') scopes[scopeOf(module)] = { mean: clean(value * factor), unit };
    }
    if (Object.keys(scopes).length === 0) continue;
    if (set === 'impacts') impactSet[key] = scopes;
    else results[set][key] = scopes;
  }
  if (Object.keys(impactSet).length > 0) results.impacts[matrix.lciaMethod] = impactSet;
  return results;
};
