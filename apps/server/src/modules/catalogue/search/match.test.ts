import { describe, expect, it } from 'vitest';
import { filtersKey, matchSnapshot, type SearchFilters } from './match.ts';
import type { SearchableRow } from './search.store.ts';
import { buildSnapshot, dayNumber, normalise } from './snapshot.ts';

/** Three companies, two PCRs and five versions, as the store would hand them over. */
const store = (rows: SearchableRow[]) => ({
  companies: async () => [
    { id: 1, code: 'C1', name: '宝山钢铁' },
    { id: 2, code: 'C2', name: 'Ａｎｓｈａｎ Steel' },
    { id: 3, code: 'C3', name: '只有旧版' },
  ],
  pcrs: async () => [
    { id: 10, register_no: 'PCR-01', product_name: '钢筋', product_name_en: 'Rebar' },
    { id: 11, register_no: 'PCR-02', product_name: '钢板', product_name_en: null },
  ],
  eachSearchableBatch: async (take: (rows: SearchableRow[]) => void) => {
    take(rows.slice(0, 2));
    take(rows.slice(2));
  },
});

const version = (over: Partial<SearchableRow> & Pick<SearchableRow, 'id'>): SearchableRow => ({
  company_id: 1,
  pcr_id: 10,
  product_name: '热轧带肋钢筋',
  product_name_en: null,
  holder_en: null,
  registration_number: `SEPD-2026-${over.id}`,
  issue_date: '2026-01-15',
  expiry_date: '2031-01-14',
  status: 'published',
  published_at: `2026-01-${String(over.id).padStart(2, '0')}T00:00:00.000Z`,
  ...over,
});

const rows = [
  version({ id: 1 }),
  version({ id: 2, company_id: 2, pcr_id: 11, product_name: '中厚板', product_name_en: 'Plate' }),
  version({ id: 3, company_id: 3, status: 'superseded' }),
  version({ id: 4, expiry_date: '2026-02-01', registration_number: 'SEPD-2026-X4' }),
  version({ id: 5, company_id: 2, published_at: null, holder_en: 'Anshan Iron' }),
];

const today = dayNumber('2026-06-01');
const base: SearchFilters = { issuedFrom: 0, expiresBy: 0, includeExpired: false, today };
const find = async (f: Partial<SearchFilters>) =>
  Array.from(matchSnapshot(await buildSnapshot(store(rows), 'sig'), { ...base, ...f }));

describe('search matching over a snapshot', () => {
  it('normalises full-width and upper case, and reads days as numbers', () => {
    expect(normalise('ＡＢｃ１')).toBe('abc1');
    expect(dayNumber('2026-03-01')).toBe(20260301);
  });

  it('lists the current versions newest published first, never the superseded or expired ones', async () => {
    expect(await find({})).toEqual([2, 1, 5]);
    expect(await find({ includeExpired: true })).toEqual([4, 3, 2, 1, 5]);
  });

  it('keeps the company and PCR filters, and an unknown one finds nothing', async () => {
    expect(await find({ companyCode: 'C2' })).toEqual([2, 5]);
    expect(await find({ pcrNumber: 'PCR-02' })).toEqual([2]);
    expect(await find({ companyCode: 'nobody' })).toEqual([]);
    expect(await find({ pcrNumber: 'PCR-99' })).toEqual([]);
  });

  it('matches a keyword in the product, company, PCR texts and registration numbers', async () => {
    expect(await find({ keyword: 'plate' })).toEqual([2]);
    expect(await find({ keyword: 'anshan' })).toEqual([2, 5]);
    expect(await find({ keyword: 'REBAR' })).toEqual([1, 5]);
    expect(await find({ keyword: '钢筋', includeExpired: true })).toEqual([4, 3, 1, 5]);
    expect(await find({ keyword: 'x4', includeExpired: true })).toEqual([4]);
    expect(await find({ keyword: '2026-1' })).toEqual([1]);
    expect(await find({ keyword: '不存在' })).toEqual([]);
  });

  it('no keyword (one line) matches across two registration numbers', async () => {
    expect(await find({ keyword: '2026-1sepd', includeExpired: true })).toEqual([]);
    expect(await find({ keyword: 'x4sepd', includeExpired: true })).toEqual([]);
  });

  it('bounds the issue and expiry days', async () => {
    const dated = [
      version({ id: 1, issue_date: '2026-01-01' }),
      version({ id: 2, issue_date: '2026-05-01' }),
    ];
    const snapshot = await buildSnapshot(store(dated), 'sig');
    expect(Array.from(matchSnapshot(snapshot, { ...base, issuedFrom: dayNumber('2026-02-01') }))).toEqual([
      2,
    ]);
    expect(Array.from(matchSnapshot(snapshot, { ...base, expiresBy: dayNumber('2030-01-01') }))).toEqual([]);
  });

  it('marks a company listed only when it has a published version', async () => {
    const s = await buildSnapshot(store(rows), 'sig');
    expect(s.companies.filter((c) => c.listed).map((c) => c.code)).toEqual(['C1', 'C2']);
  });

  it('equal filters make equal keys; the keyword counts normalised', () => {
    expect(filtersKey({ ...base, keyword: 'ＲＥＢＡＲ' })).toBe(filtersKey({ ...base, keyword: 'rebar' }));
    expect(filtersKey({ ...base, keyword: 'rebar' })).not.toBe(
      filtersKey({ ...base, keyword: 'rebar', today: 1 }),
    );
  });
});
