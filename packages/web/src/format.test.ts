import { describe, expect, it } from 'vitest';
import { formatDateTime, formatGwp } from './format.ts';

describe('shown figures and times', () => {
  it('give a GWP one decimal with grouped digits in both languages, small ones three digits', () => {
    expect(formatGwp(2156.78, 'zh')).toBe('2,156.8');
    expect(formatGwp(2156.78, 'en')).toBe('2,156.8');
    expect(formatGwp(1850, 'en')).toBe('1,850');
    expect(formatGwp(0.04567, 'en')).toBe('0.0457');
    expect(formatGwp(0, 'zh')).toBe('0');
    expect(formatGwp(-2156.78, 'zh')).toBe('-2,156.8');
  });

  it('write a GWP as the browser number format of either language would, without making one', () => {
    const big = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    const small = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });
    const zhBig = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });
    const values = [
      99.96, 100, 12.34, 5, 1.5, 0.001234, 1234567.89, 2308.62, 1809.14, 999.99, -45.678, 100000,
    ];
    // A fixed spread of figures with three decimals (the same every run).
    for (let i = 1, x = 7; i <= 2000; i += 1) {
      x = (x * 48271) % 2147483647;
      values.push((x % 10_000_000) / 1000);
    }
    for (const value of values) {
      const format = Math.abs(value) < 100 ? small : big;
      expect(formatGwp(value, 'en'), String(value)).toBe(format.format(value));
      if (Math.abs(value) >= 100) expect(formatGwp(value, 'zh'), String(value)).toBe(zhBig.format(value));
    }
  });

  it('give a time as YYYY-MM-DD HH:mm in local time, and nothing for none', () => {
    const at = new Date(2026, 11, 1, 21, 59, 5);
    expect(formatDateTime(at.toISOString())).toBe('2026-12-01 21:59');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a time')).toBe('');
  });
});
