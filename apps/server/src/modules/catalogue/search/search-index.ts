import { LRUCache } from 'lru-cache';
import { filtersKey, matchSnapshot, type SearchFilters } from './match.ts';
import type { SearchStore } from './search.store.ts';
import { buildSnapshot, type Snapshot } from './snapshot.ts';

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

/** How long a search waits for the rebuild after a publish before the last snapshot answers. */
const STALE_WAIT_MS = 2_000;

/** Answers kept: at most this many ids in all (4 bytes each). */
const CACHE_MAX_IDS = 4_000_000;
const CACHE_MAX_ENTRIES = 2_000;

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
        const built = await buildSnapshot(store, await store.signature());
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
      const ids = matchSnapshot(s, filters);
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
