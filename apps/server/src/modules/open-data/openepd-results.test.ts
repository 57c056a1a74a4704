import { INDICATORS, PO4_PER_P } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { parseWithOpenEpdLibrary } from '../../test/open-formats.ts';
import { demoMatrix } from '../catalogue/index.ts';
import { openEpdResults } from './openepd-results.ts';

describe('a results matrix in openEPD', () => {
  const matrix = demoMatrix({ route: 'EAF-SCRAP', recycledContent: 0.92, gwpA1a3: 694.8 });
  matrix.values['HTP-c'] = { 'A1-A3': 4.6e-6 };

  it('is read by the official openEPD library with every figure of every declared module', () => {
    const results = openEpdResults(matrix);
    const [parsed] = parseWithOpenEpdLibrary([results]);
    expect(parsed?.error).toBeNull();
    const read = parsed?.read as typeof results;
    // What the library read is what was written: every indicator, module and figure.
    expect(read).toEqual(results);
    const ef = read.impacts['EF 3.1'] ?? {};
    expect(ef.gwp?.A1A2A3).toEqual({ mean: matrix.values['GWP-total']?.['A1-A3'], unit: 'kgCO2e' });
    expect(ef.gwp?.D?.mean).toBe(matrix.values['GWP-total']?.D);
    expect(ef['ep-fresh']?.A1A2A3?.mean).toBeCloseTo(
      (matrix.values['EP-freshwater']?.['A1-A3'] ?? 0) * PO4_PER_P,
      12,
    );
    expect(read.resource_uses.sm?.A1A2A3).toEqual({ mean: 920, unit: 'kg' });
    expect(read.output_flows.mfr?.C3).toEqual({ mean: 950, unit: 'kg' });
    // The optional indicator given in A1-A3 only; every mandatory one in each of the six modules.
    expect(ef['HTP-c']).toEqual({ A1A2A3: { mean: 4.6e-6, unit: 'CTUh' } });
    for (const indicator of INDICATORS.filter((i) => i.mandatory)) {
      const { set, key } = indicator.openEpd;
      const scopes = set === 'impacts' ? ef[key] : read[set][key];
      expect(Object.keys(scopes ?? {}).sort(), indicator.key).toEqual([
        'A1A2A3',
        'C1',
        'C2',
        'C3',
        'C4',
        'D',
      ]);
    }
  });

  it('leaves out what is not declared: no module B, no empty indicator', () => {
    const { PM: _left, ...values } = matrix.values;
    const results = openEpdResults({ ...matrix, values });
    expect(JSON.stringify(results)).not.toMatch(/"B[1-7]"|"A4"|"A5"/);
    expect(results.impacts['EF 3.1']?.PM).toBeUndefined();
    expect(results.impacts['EF 3.1']?.IRP).toBeDefined();
    expect(openEpdResults({ ...matrix, modules: [], values: {} })).toEqual({
      impacts: {},
      resource_uses: {},
      output_flows: {},
    });
  });
});
