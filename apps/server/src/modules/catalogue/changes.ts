/**
 * Tells the catalogue's readers (the search index) that published records changed. The
 * publishing service calls `changed()` after its transaction commits; readers `subscribe`.
 * Other processes of the same database notice through the index's own periodic check.
 */
export interface CatalogueChanges {
  changed(): void;
  subscribe(listener: () => void): () => void;
}

export const catalogueChanges = (): CatalogueChanges => {
  const listeners = new Set<() => void>();
  return {
    changed() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
