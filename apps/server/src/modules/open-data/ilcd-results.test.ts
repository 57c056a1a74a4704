import fs from 'node:fs';
import path from 'node:path';
import { INDICATORS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { FORMATS_DIR, validateIlcd } from '../../test/open-formats.ts';
import { demoMatrix } from '../catalogue/index.ts';
import { ilcdIndicatorExchanges, ilcdLciaResults } from './ilcd-results.ts';

/** The format's own sample EPD with its indicator exchanges and LCIA results replaced by ours. */
const intoSample = (exchanges: string[], lcia: string) => {
  const sample = fs.readFileSync(path.join(FORMATS_DIR, 'ilcd-epd/samples/sample_EPD.xml'), 'utf8');
  const referenceFlowEnd = sample.indexOf('</exchange>') + '</exchange>'.length;
  const exchangesEnd = sample.indexOf('</exchanges>');
  const withExchanges = `${sample.slice(0, referenceFlowEnd)}${exchanges.join('')}${sample.slice(exchangesEnd)}`;
  return withExchanges.replace(/<LCIAResults>[\s\S]*<\/LCIAResults>/, lcia);
};

describe('a results matrix in ILCD+EPD', () => {
  const matrix = demoMatrix({ route: 'BF-BOF', recycledContent: 0.12, gwpA1a3: 2105 });

  it('validates against the ILCD+EPD XSD inside a process data set', () => {
    const xml = intoSample(ilcdIndicatorExchanges(matrix, 1), ilcdLciaResults(matrix));
    expect(validateIlcd({ results: xml })).toEqual([]);
  });

  it('writes every indicator with an ILCD reference, by its UUID, with one amount per declared module', () => {
    const lcia = ilcdLciaResults(matrix);
    const exchanges = ilcdIndicatorExchanges(matrix, 1).join('');
    for (const indicator of INDICATORS) {
      const where = indicator.group === 'core' || indicator.group === 'additional' ? lcia : exchanges;
      if (!indicator.ilcd) {
        expect(where, indicator.key).not.toContain(indicator.key);
        continue;
      }
      const block = where.slice(where.indexOf(`refObjectId="${indicator.ilcd.uuid}"`));
      expect(block, indicator.key).not.toBe(where.slice(-1));
      const own = block.slice(0, block.indexOf('</common:other>'));
      const modules = [...own.matchAll(/epd:module="([^"]+)"/g)].map((m) => m[1]);
      expect(modules, indicator.key).toEqual(['A1-A3', 'C1', 'C2', 'C3', 'C4', 'D']);
    }
    expect(lcia).toContain(
      `<epd:amount epd:module="A1-A3">${matrix.values['GWP-total']?.['A1-A3']}</epd:amount>`,
    );
    expect(exchanges).toMatch(
      /Use of renewable primary energy \(PERE\)<\/common:shortDescription><\/referenceToFlowDataSet><exchangeDirection>Input/,
    );
    expect(exchanges).toMatch(
      /Materials for recycling \(MFR\)<\/common:shortDescription><\/referenceToFlowDataSet><exchangeDirection>Output/,
    );
  });

  it('writes no amount for a module not declared and nothing for an empty matrix', () => {
    expect(ilcdLciaResults(matrix)).not.toMatch(/epd:module="B/);
    expect(ilcdLciaResults({ ...matrix, modules: [], values: {} })).toBe('');
    expect(ilcdIndicatorExchanges({ ...matrix, modules: [], values: {} }, 1)).toEqual([]);
  });
});
