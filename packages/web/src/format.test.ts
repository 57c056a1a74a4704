import { describe, expect, it } from 'vitest';
import { formatDateTime, formatGwp } from './format.ts';

describe('shown figures and times', () => {
  it('give a GWP one decimal with grouped digits in both languages, small ones three digits', () => {
    expect(formatGwp(2156.78, 'zh')).toBe('2,156.8');
    expect(formatGwp(2156.78, 'en')).toBe('2,156.8');
    expect(formatGwp(1850, 'en')).toBe('1,850');
    expect(formatGwp(0.04567, 'en')).toBe('0.0457');
  });

  it('give a time as YYYY-MM-DD HH:mm in local time, and nothing for none', () => {
    const at = new Date(2026, 11, 1, 21, 59, 5);
    expect(formatDateTime(at.toISOString())).toBe('2026-12-01 21:59');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a time')).toBe('');
  });
});
