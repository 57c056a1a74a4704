import { normalise, type Snapshot } from './snapshot.ts';

/** A search over a snapshot: the filters, and a keyword matched against each distinct text once. */

export interface SearchFilters {
  companyCode?: string;
  pcrNumber?: string;
  /** Already trimmed; empty means none. */
  keyword?: string;
  /** YYYYMMDD or 0. */
  issuedFrom: number;
  /** YYYYMMDD or 0. */
  expiresBy: number;
  includeExpired: boolean;
  /** YYYYMMDD. */
  today: number;
}

const matchTexts = (texts: readonly string[], keyword: string) => {
  const hits = new Uint8Array(texts.length);
  let any = false;
  for (let i = 0; i < texts.length; i += 1) {
    if ((texts[i] as string).includes(keyword)) {
      hits[i] = 1;
      any = true;
    }
  }
  return any ? hits : null;
};

/** The rows whose registration number contains the keyword, or null when none does. */
const matchRegistrations = (s: Snapshot, keyword: string) => {
  for (let i = 0; i < keyword.length; i += 1) if (!s.regChars[keyword.charCodeAt(i)]) return null;
  let hits: Uint8Array | null = null;
  let from = 0;
  for (;;) {
    const at = s.regText.indexOf(keyword, from);
    if (at < 0) return hits;
    // The row whose number holds `at`: the last start at or before it.
    let lo = 0;
    let hi = s.size - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((s.regStarts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    hits ??= new Uint8Array(s.size);
    hits[lo] = 1;
    from = lo + 1 < s.size ? (s.regStarts[lo + 1] as number) : s.regText.length;
  }
};

export const matchSnapshot = (s: Snapshot, f: SearchFilters): Int32Array => {
  let companyOnly = -1;
  if (f.companyCode) {
    const c = s.companyByCode.get(f.companyCode);
    if (c === undefined) return new Int32Array(0);
    companyOnly = c;
  }
  let pcrOnly = -1;
  if (f.pcrNumber) {
    const p = s.pcrByNumber.get(f.pcrNumber);
    if (p === undefined) return new Int32Array(0);
    pcrOnly = p;
  }
  let products: Uint8Array | null = null;
  let companies: Uint8Array | null = null;
  let pcrs: Uint8Array | null = null;
  let registrations: Uint8Array | null = null;
  const keyword = f.keyword ? normalise(f.keyword) : '';
  if (keyword) {
    products = matchTexts(s.productTexts, keyword);
    companies = matchTexts(s.companyTexts, keyword);
    pcrs = matchTexts(s.pcrTexts, keyword);
    registrations = matchRegistrations(s, keyword);
    if (!products && !companies && !pcrs && !registrations) return new Int32Array(0);
  }
  const out: number[] = [];
  for (let i = 0; i < s.size; i += 1) {
    if (!f.includeExpired && (s.superseded[i] === 1 || (s.expiry[i] as number) < f.today)) continue;
    if (companyOnly >= 0 && s.company[i] !== companyOnly) continue;
    if (pcrOnly >= 0 && s.pcr[i] !== pcrOnly) continue;
    if (f.issuedFrom && (s.issue[i] as number) < f.issuedFrom) continue;
    if (f.expiresBy && (s.expiry[i] as number) > f.expiresBy) continue;
    if (
      keyword &&
      !(
        products?.[s.product[i] as number] ||
        companies?.[s.company[i] as number] ||
        pcrs?.[s.pcr[i] as number] ||
        registrations?.[i]
      )
    )
      continue;
    out.push(s.ids[i] as number);
  }
  return Int32Array.from(out);
};

/** The filters as a key: equal keys have equal answers (on the same day, from the same snapshot). */
export const filtersKey = (f: SearchFilters) =>
  JSON.stringify([
    f.companyCode ?? '',
    f.pcrNumber ?? '',
    f.keyword ? normalise(f.keyword) : '',
    f.issuedFrom,
    f.expiresBy,
    f.includeExpired,
    f.today,
  ]);
