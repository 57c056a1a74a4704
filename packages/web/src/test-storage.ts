// Test helpers only (not exported): Vitest runs in node, which has no Web Storage of its own.

/** A Storage backed by a map, so a test sees what was written where. */
export const mapStorage = (entries: Record<string, string> = {}): Storage => {
  const values = new Map(Object.entries(entries));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
};

/** A Storage that throws on every use, as in private mode or over quota. */
export const brokenStorage = (): Storage => {
  const fail = (): never => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { length: 0, clear: fail, key: fail, getItem: fail, setItem: fail, removeItem: fail };
};
