/**
 * Browser storage behind small helpers. Storage can throw (private mode, quota, disabled
 * storage); an app that cannot remember a preference must still work, so every helper
 * swallows those failures and answers "nothing stored".
 */

export type StorageArea = 'local' | 'session';

const areaOf = (area: StorageArea): Storage | undefined => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStored = (key: string, area: StorageArea = 'local'): string | null => {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStored = (key: string, value: string, area: StorageArea = 'local'): void => {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // Not remembering a value is acceptable; failing the action is not.
  }
};

export const removeStored = (key: string, area: StorageArea = 'local'): void => {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // See writeStored.
  }
};
