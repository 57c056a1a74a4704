/**
 * Browser storage behind small helpers. Storage can throw (private mode, quota, disabled
 * storage); a console that cannot remember a preference must still work, so every helper
 * swallows those failures and answers "nothing stored".
 */

type Area = 'local' | 'session';

const areaOf = (area: Area): Storage | undefined => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStored = (key: string, area: Area): string | null => {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStored = (key: string, value: string, area: Area): void => {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // Not remembering a value is acceptable; failing the action is not.
  }
};

export const removeStored = (key: string, area: Area): void => {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // See writeStored.
  }
};
