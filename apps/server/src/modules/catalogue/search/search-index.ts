import { LRUCache } from 'lru-cache';
import type { SearchStore } from './search.store.ts';

/**
 * The in-memory index of searchable EPD versions (published and superseded; drafts and
 * withdrawn records are never in it). Published records change rarely, so a search is answered
 * from memory: no SQL LIKE scan and no count query per request.
 *
 * Shape (decided for 1,000,000 records in well under 100 MB):
 * - one row per version in typed arrays, newest published first: id, company, PCR, product
 *   text, issue and expiry day (YYYYMMDD numbers), superseded flag;
 * - the texts a keyword is matched against, each normalised once (NFKC, lower case) and kept
 *   once: the distinct product texts (zh name, en name, English holder; many versions share
 *   them), the companies' names and the PCRs' product names; a keyword is matched against
 *   each distinct text once, and a row matches when its product, company or PCR text did;
 * - the registration numbers, unique per row, in one string with their start offsets: found by
 *   `indexOf` over that string (native, fast) and only when every character of the keyword
 *   occurs in some registration number at all (a Chinese keyword never scans it);
 * - a bounded LRU of answers (the ordered ids) keyed by the filters and today's date.
 *
 * Substring matching on normalised text treats one-, two- and three-character Chinese terms
 * like any other: no tokenizer, so none of a trigram index's blind spots.
 *
 * The index is rebuilt when publishing says something changed (`invalidate`, from
 * `changes.changed()`) and when a cheap periodic `check` sees another process change the tables
 * (counts and latest update times of epds, pcrs and the set of companies' names).
 */

/** NFKC and lower case: full-width letters and digits match their ASCII forms, A matches a. */
export const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

/** 2026-03-01 → 20260301. */
export const dayNumber = (day: string) => Number(day.slice(0, 4) + day.slice(5, 7) + day.slice(8, 10));

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

interface Company {
  id: number;
  code: string;
  name: string;
  norm: string;
  /** Has a published (not superseded) version. */
  listed: boolean;
}

interface Snapshot {
  size: number;
  ids: Int32Array;
  company: Int32Array;
  pcr: Int32Array;
  product: Int32Array;
  issue: Int32Array;
  expiry: Int32Array;
  superseded: Uint8Array;
  productTexts: string[];
  companies: Company[];
  companyTexts: string[];
  companyByCode: Map<string, number>;
  pcrTexts: string[];
  pcrByNumber: Map<string, number>;
  regText: string;
  regStarts: Int32Array;
  /** 1 for each UTF-16 code unit that occurs in some registration number. */
  regChars: Uint8Array;
  signature: string;
}

/** How long a search waits for the rebuild after a publish before the last snapshot answers. */
const STALE_WAIT_MS = 2_000;

/** Answers kept: at most this many ids in all (4 bytes each). */
const CACHE_MAX_IDS = 4_000_000;
const CACHE_MAX_ENTRIES = 2_000;

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

const search = (s: Snapshot, f: SearchFilters): Int32Array => {
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

const build = async (store: SearchStore, signature: string): Promise<Snapshot> => {
  const [companyRows, pcrRows] = await Promise.all([store.companies(), store.pcrs()]);
  const companies: Company[] = [];
  const companyIndex = new Map<number, number>();
  for (const c of companyRows) {
    companyIndex.set(c.id, companies.length);
    companies.push({ id: c.id, code: c.code, name: c.name, norm: normalise(c.name), listed: false });
  }
  const pcrTexts: string[] = [];
  const pcrIndex = new Map<number, number>();
  const pcrByNumber = new Map<string, number>();
  for (const p of pcrRows) {
    pcrIndex.set(p.id, pcrTexts.length);
    pcrByNumber.set(p.register_no, pcrTexts.length);
    pcrTexts.push(normalise(`${p.product_name}\u0001${p.product_name_en ?? ''}`));
  }

  // Gathered batch by batch into columns of numbers; the order comes after.
  const ids: number[] = [];
  const companyOf: number[] = [];
  const pcrOf: number[] = [];
  const productOf: number[] = [];
  const issueOf: number[] = [];
  const expiryOf: number[] = [];
  const publishedOf: number[] = [];
  const supersededOf: number[] = [];
  const registrations: string[] = [];
  const productTexts: string[] = [];
  const productIndex = new Map<string, number>();
  await store.eachSearchableBatch((rows) => {
    for (const row of rows) {
      ids.push(row.id);
      const company = companyIndex.get(row.company_id) ?? -1;
      companyOf.push(company);
      pcrOf.push(pcrIndex.get(row.pcr_id) ?? -1);
      const text = normalise(
        `${row.product_name}\u0001${row.product_name_en ?? ''}\u0001${row.holder_en ?? ''}`,
      );
      let p = productIndex.get(text);
      if (p === undefined) {
        p = productTexts.length;
        productIndex.set(text, p);
        productTexts.push(text);
      }
      productOf.push(p);
      issueOf.push(dayNumber(row.issue_date));
      expiryOf.push(dayNumber(row.expiry_date));
      publishedOf.push(row.published_at ? Date.parse(row.published_at) : 0);
      supersededOf.push(row.status === 'superseded' ? 1 : 0);
      registrations.push(normalise(row.registration_number));
      const c = companies[company];
      if (c && row.status === 'published') c.listed = true;
    }
  });

  const size = ids.length;
  // Newest published first; the higher id first among equals, so the order is stable.
  const order = new Int32Array(size);
  for (let i = 0; i < size; i += 1) order[i] = i;
  order.sort(
    (a, b) =>
      (publishedOf[b] as number) - (publishedOf[a] as number) || (ids[b] as number) - (ids[a] as number),
  );

  const s: Snapshot = {
    size,
    ids: new Int32Array(size),
    company: new Int32Array(size),
    pcr: new Int32Array(size),
    product: new Int32Array(size),
    issue: new Int32Array(size),
    expiry: new Int32Array(size),
    superseded: new Uint8Array(size),
    productTexts,
    companies,
    companyTexts: companies.map((c) => c.norm),
    companyByCode: new Map(companies.map((c, i) => [c.code, i])),
    pcrTexts,
    pcrByNumber,
    regText: '',
    regStarts: new Int32Array(size),
    regChars: new Uint8Array(65_536),
    signature,
  };
  const regParts: string[] = [];
  let offset = 0;
  for (let i = 0; i < size; i += 1) {
    const from = order[i] as number;
    s.ids[i] = ids[from] as number;
    s.company[i] = companyOf[from] as number;
    s.pcr[i] = pcrOf[from] as number;
    s.product[i] = productOf[from] as number;
    s.issue[i] = issueOf[from] as number;
    s.expiry[i] = expiryOf[from] as number;
    s.superseded[i] = supersededOf[from] as number;
    // A line feed ends each number: no keyword (one line) can match across two.
    const reg = `${registrations[from]}\n`;
    s.regStarts[i] = offset;
    offset += reg.length;
    regParts.push(reg);
  }
  s.regText = regParts.join('');
  const text = s.regText;
  for (let i = 0; i < text.length; i += 1) s.regChars[text.charCodeAt(i)] = 1;
  return s;
};

export interface SearchIndex {
  /** The ids of the matching versions, newest published first. */
  find(filters: SearchFilters): Promise<Int32Array>;
  /** Companies with a published version, by name. */
  listedCompanies(): Promise<{ companyCode: string; companyName: string }[]>;
  /** Something changed: the next search rebuilds. */
  invalidate(): void;
  /** Rebuilds when the tables' signature moved since the last build (another process published). */
  check(): Promise<void>;
  /** Builds the first snapshot now (at server start), so no visitor waits for it. */
  warm(): Promise<void>;
  /**
   * How many times the index was built: what is kept from one build (cards, prepared pages) is
   * dropped when this moves.
   */
  readonly builds: number;
  /** A snapshot is there and no change in this process is waiting for a rebuild (`find` would not wait). */
  readonly fresh: boolean;
}

export const searchIndex = (store: SearchStore): SearchIndex => {
  let snapshot: Snapshot | null = null;
  /** Publishing in this process said something changed: answer only from a newer build. */
  let stale = true;
  /** Bumped by every invalidation; a build that started before the last one is not trusted. */
  let generation = 0;
  let building: Promise<void> | null = null;
  let builds = 0;
  // lru-cache wants a positive size: an empty answer counts as one id.
  const cache = new LRUCache<string, Int32Array>({
    max: CACHE_MAX_ENTRIES,
    maxSize: CACHE_MAX_IDS,
    sizeCalculation: (ids) => Math.max(1, ids.length),
  });

  /** One build at a time; installs its result unless an invalidation came meanwhile. */
  const rebuild = (): Promise<void> => {
    if (building) return building;
    const started = generation;
    building = (async () => {
      try {
        const built = await build(store, await store.signature());
        builds += 1;
        snapshot = built;
        cache.clear();
        if (started === generation) stale = false;
      } finally {
        building = null;
      }
    })();
    return building;
  };

  const current = async (): Promise<Snapshot> => {
    while (!snapshot) await rebuild();
    // After a publish in this process the next search waits for the rebuild (milliseconds at
    // thousands of records, seconds at a million), but never longer than STALE_WAIT_MS: then
    // the last snapshot answers until the new one is in. Another process's change (check) is
    // picked up in the background while the old snapshot keeps answering.
    if (stale) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        rebuild(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, STALE_WAIT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
    }
    return snapshot;
  };

  return {
    async find(filters) {
      const s = await current();
      const key = filtersKey(filters);
      const hit = cache.get(key);
      if (hit) return hit;
      const ids = search(s, filters);
      cache.set(key, ids);
      return ids;
    },
    async listedCompanies() {
      const s = await current();
      return s.companies
        .filter((c) => c.listed)
        .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
        .map((c) => ({ companyCode: c.code, companyName: c.name }));
    },
    invalidate() {
      generation += 1;
      stale = true;
    },
    async warm() {
      await current();
    },
    async check() {
      if (!snapshot || building) return;
      if ((await store.signature()) !== snapshot.signature) await rebuild();
    },
    get builds() {
      return builds;
    },
    get fresh() {
      return snapshot !== null && !stale;
    },
  };
};
