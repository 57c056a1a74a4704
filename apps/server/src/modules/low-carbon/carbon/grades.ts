/** The grades of a figure: the IEA near-zero bands and the ResponsibleSteel progress levels. */
export type IeaGrade = 'NEAR_ZERO' | 'A' | 'B' | 'C' | 'D' | 'E';

export const IEA_SCHEME = {
  scheme: 'IEA-2022/2024',
  version: 'IEA Achieving Net Zero Heavy Industry Sectors in G7 Members (2022), restated 2024',
} as const;

export const RESPONSIBLE_STEEL_SCHEME = {
  scheme: 'ResponsibleSteel-IPS-v2',
  version: 'ResponsibleSteel International Production Standard v2.0, Decarbonisation Progress Levels',
} as const;

/**
 * A figure on a line gets the better grade. Sums of binary fractions land a few ULPs off the
 * decimal line (0.252 may come out 0.25200000000000006), so "at or below" allows 1e-9 t/t,
 * a millionth of the 0.001 the figures are shown in.
 */
const GRADE_EPSILON = 1e-9;
const atOrBelow = (value: number, line: number) => value <= line + GRADE_EPSILON;

/** IEA near-zero line T(s) = 0.400 - 0.350 s; bands A..E at or below 2T..6T; above 6T not graded. */
export const gradeIea = (intensity: number, s: number): { threshold: number; grade: IeaGrade | null } => {
  const threshold = 0.4 - 0.35 * s;
  if (atOrBelow(intensity, threshold)) return { threshold, grade: 'NEAR_ZERO' };
  const bands = ['A', 'B', 'C', 'D', 'E'] as const;
  for (const [i, band] of bands.entries()) {
    if (atOrBelow(intensity, (i + 2) * threshold)) return { threshold, grade: band };
  }
  return { threshold, grade: null };
};

/** ResponsibleSteel progress levels: the highest level whose line the figure is at or below; else 0. */
export const gradeResponsibleSteel = (intensity: number, s: number): 0 | 1 | 2 | 3 | 4 => {
  const lines = [
    [4, 0.4 - 0.35 * s],
    [3, 1.2 - 1.0 * s],
    [2, 2.0 - 1.65 * s],
    [1, 2.8 - 2.3 * s],
  ] as const;
  for (const [level, line] of lines) if (atOrBelow(intensity, line)) return level;
  return 0;
};
