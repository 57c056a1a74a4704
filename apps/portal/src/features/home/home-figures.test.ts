import { describe, expect, it } from 'vitest';
import { formatFigure } from './home-figures.tsx';

describe('formatFigure', () => {
  it('groups thousands with a comma as zh-CN and en both do', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 10000000]) {
      expect(formatFigure(value)).toBe(new Intl.NumberFormat('en').format(value));
      expect(formatFigure(value)).toBe(new Intl.NumberFormat('zh-CN').format(value));
    }
  });
});
