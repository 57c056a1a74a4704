import type { TIeaGrade } from '@steel-epd/contract';
import type { TFunction } from 'i18next';

/**
 * How an IEA grade is shown in both apps: its words and a colour that goes from green (near
 * zero, band A) through gold (C) to red (E); "not graded" (above the bands) is a plain grey tag,
 * so only a good grade ever looks like a good one.
 */
const COLOUR: Record<TIeaGrade, string> = {
  nearZero: 'green',
  A: 'green',
  B: 'lime',
  C: 'gold',
  D: 'orange',
  E: 'volcano',
  notGraded: 'default',
};

export const ieaGradeTag = (grade: TIeaGrade): { color: string; words: (t: TFunction) => string } => ({
  color: COLOUR[grade],
  words: (t) =>
    grade === 'nearZero' || grade === 'notGraded'
      ? t(`steelMill.iea.${grade}`)
      : t('steelMill.ieaBand', { band: grade }),
});
