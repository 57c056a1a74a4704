import { describe, expect, it } from 'vitest';
import { pcrNameIn } from './pcr-name.ts';

describe("a PCR's name in the console's language", () => {
  it('is the English name in English when there is one, the Chinese one otherwise', () => {
    expect(pcrNameIn('en', '钢筋', 'Rebar')).toBe('Rebar');
    expect(pcrNameIn('en', '钢筋', null)).toBe('钢筋');
    expect(pcrNameIn('en', '钢筋', '  ')).toBe('钢筋');
    expect(pcrNameIn('zh', '钢筋', 'Rebar')).toBe('钢筋');
  });
});
