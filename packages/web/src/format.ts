import type { Lang } from '@steel-epd/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A stored ISO time as both apps show it, in the reader's local time: 2026-12-01 21:59. One
 * format in both languages, as the dates (2026-12-01) are everywhere.
 */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * Digits grouped by thousands as zh-CN and en-US both write them (12,345.6), without an
 * `Intl.NumberFormat`: making the first one costs the browser its locale data, about 40 ms of a
 * phone's first render of a page of cards (issue 29, docs/performance.md).
 */
export const groupThousands = (fixed: string): string => {
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/**
 * `value` with at most `digits` decimals, rounded half away from zero on its shortest decimal
 * form (2354.95 -> 2355.0, where toFixed's binary rounding says 2354.9), as a number format
 * rounds; trailing zeros dropped, as its maximum digits do.
 */
const roundedDecimal = (value: number, digits: number): string => {
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return value.toFixed(digits).replace(/\.?0+$/, '');
  const [whole = '0', fraction = ''] = shortest.split('.');
  let scaled = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  const kept = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`.replace(/\.?0+$/, '');
  return value < 0 && /[1-9]/.test(kept) ? `-${kept}` : kept;
};

/**
 * A GWP figure (kg CO₂-eq per tonne) as every page shows it: grouped digits and one decimal (a
 * steel product's figure is in the hundreds or thousands), three significant digits for a small
 * one so it never reads as 0. Both languages write it the same way (`lang` is for the day one
 * does not).
 */
export const formatGwp = (value: number, _lang: Lang): string => {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const small = Math.abs(value) < 100;
  const digits = small ? Math.max(0, 2 - Math.floor(Math.log10(Math.abs(value)))) : 1;
  return groupThousands(roundedDecimal(value, digits));
};
