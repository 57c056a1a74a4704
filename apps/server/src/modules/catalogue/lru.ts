/**
 * A bounded least-recently-used cache: at most `maxEntries` values and `maxWeight` in all (each
 * value weighs what `weight` says: ids, bytes). A value heavier than `maxWeight` alone is not
 * kept. Map keeps insertion order, so the first key is the least recently used.
 */
export const lruCache = <V>(options: {
  maxEntries: number;
  maxWeight: number;
  weight: (value: V) => number;
}) => {
  const entries = new Map<string, V>();
  let weight = 0;
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: V) {
      const heavy = options.weight(value);
      if (heavy > options.maxWeight) return;
      const old = entries.get(key);
      if (old !== undefined) {
        entries.delete(key);
        weight -= options.weight(old);
      }
      entries.set(key, value);
      weight += heavy;
      for (const [oldest, value] of entries) {
        if (weight <= options.maxWeight && entries.size <= options.maxEntries) break;
        entries.delete(oldest);
        weight -= options.weight(value);
      }
    },
    clear() {
      entries.clear();
      weight = 0;
    },
    get size() {
      return entries.size;
    },
  };
};
