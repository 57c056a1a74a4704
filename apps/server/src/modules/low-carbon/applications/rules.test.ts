import { describe, expect, it } from 'vitest';
import type { Computed } from '../workbook.ts';
import {
  blocksRefused,
  blocksSharingAFile,
  blocksWithoutFile,
  processesOf,
  productsOf,
  resultColumns,
} from './rules.ts';

describe('low-carbon application rules', () => {
  it('names the blocks without a file, counting from 1', () => {
    expect(blocksWithoutFile([{ attachmentId: 4 }, {}, { attachmentId: null }])).toEqual([2, 3]);
    expect(blocksWithoutFile([{ attachmentId: 4 }, { attachmentId: 5 }])).toEqual([]);
  });

  it('names every block that shares its file with another, the first one included', () => {
    expect(blocksSharingAFile([7, 8, 7])).toEqual([1, 3]);
    expect(blocksSharingAFile([7, 7, 7])).toEqual([1, 2, 3]);
    expect(blocksSharingAFile([5, 6, 6])).toEqual([2, 3]);
    expect(blocksSharingAFile([5, 6, 7])).toEqual([]);
  });

  it('reads stored processes as a list and names the products for a message', () => {
    expect(processesOf('EAF;;LF;')).toEqual(['EAF', 'LF']);
    expect(processesOf('')).toEqual([]);
    expect(productsOf([{ product_name: 'Rebar' }, { product_name: 'Wire rod' }])).toBe('Rebar, Wire rod');
  });

  it('refuses with the text for one block or for several, listing them', () => {
    const one = blocksRefused('VALIDATION_FAILED', 'one', 'many', [2]);
    expect(one.errorName).toBe('VALIDATION_FAILED');
    expect(one.fields).toEqual([{ path: 'body.list', message: 'one', values: { blocks: [2] } }]);
    const many = blocksRefused('LOW_CARBON_BLOCKS_WITHOUT_FILE', 'one', 'many', [1, 3]);
    expect(many.errorName).toBe('LOW_CARBON_BLOCKS_WITHOUT_FILE');
    expect(many.fields).toEqual([{ path: 'body.list', message: 'many', values: { blocks: [1, 3] } }]);
  });

  it('stores a computation in the block columns, the breakdown as JSON', () => {
    const computed: Computed = {
      site: 'Site A',
      route: 'EAF-SCRAP',
      year: '2025',
      crudeSteelT: 1000,
      intensity: 0.252,
      scrapShare: 1,
      gridFactor: 0.504,
      ieaGrade: 'E',
      ieaScheme: 'IEA-2022/2024',
      responsibleSteelLevel: 2,
      responsibleSteelScheme: 'ResponsibleSteel-IPS-v2',
      methodVersion: 'carbon-method-2026.1',
      breakdown: [{ source: 'purchasedElectricity', kind: 'electricity', tCO2: 252 }],
    };
    expect(resultColumns(computed, '2026-01-02T03:04:05.000Z')).toEqual({
      site: 'Site A',
      route: 'EAF-SCRAP',
      year: '2025',
      crude_steel_t: 1000,
      intensity: 0.252,
      scrap_share: 1,
      grid_factor: 0.504,
      iea_grade: 'E',
      iea_scheme: 'IEA-2022/2024',
      rs_level: 2,
      rs_scheme: 'ResponsibleSteel-IPS-v2',
      method_version: 'carbon-method-2026.1',
      breakdown: '[{"source":"purchasedElectricity","kind":"electricity","tCO2":252}]',
      computed_at: '2026-01-02T03:04:05.000Z',
    });
  });
});
