import { IEA_GRADES } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { ieaGradeTag } from './iea-grade.ts';

describe('IEA grade tags', () => {
  it('are green only for near zero and band A, grey when not graded', () => {
    const colours = Object.fromEntries(IEA_GRADES.map((g) => [g, ieaGradeTag(g).color]));
    expect(
      Object.entries(colours)
        .filter(([, c]) => c === 'green')
        .map(([g]) => g),
    ).toEqual(['nearZero', 'A']);
    expect(colours.notGraded).toBe('default');
    expect(colours.E).not.toBe(colours.D);
  });

  it('name a band by its letter', () => {
    expect(ieaGradeTag('C')).toEqual({ color: 'gold', text: 'steelMill.ieaBand', values: { band: 'C' } });
    expect(ieaGradeTag('notGraded').text).toBe('steelMill.iea.notGraded');
  });
});
