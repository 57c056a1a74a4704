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
 * A GWP figure (kg CO₂-eq per tonne) as every page shows it: grouped digits in the reader's
 * language and one decimal (a steel product's figure is in the hundreds or thousands), three
 * significant digits for a small one so it never reads as 0.
 */
const gwpFormats = new Map<string, Intl.NumberFormat>();

export const formatGwp = (value: number, lang: Lang): string => {
  const small = Math.abs(value) < 100;
  const key = `${lang}${small ? 's' : ''}`;
  let format = gwpFormats.get(key);
  if (format === undefined) {
    // Made once per language and size: a new NumberFormat costs milliseconds on a phone, per card.
    format = new Intl.NumberFormat(
      lang === 'en' ? 'en-US' : 'zh-CN',
      small ? { maximumSignificantDigits: 3 } : { maximumFractionDigits: 1 },
    );
    gwpFormats.set(key, format);
  }
  return format.format(value);
};
