import { IEA_GRADES, type TextKey, textOf } from '@steel-epd/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ieaGradeTag } from './iea-grade.ts';

const en = ((key: TextKey, values?: Record<string, string>) =>
  textOf(key, 'en').replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values?.[name] ?? '',
  )) as unknown as TFunction;

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

  it('name a band by its letter, and the others in words', () => {
    expect(ieaGradeTag('C').color).toBe('gold');
    expect(ieaGradeTag('C').words(en)).toBe(textOf('steelMill.ieaBand', 'en').replace('{{band}}', 'C'));
    expect(ieaGradeTag('notGraded').words(en)).toBe(textOf('steelMill.iea.notGraded', 'en'));
  });
});
