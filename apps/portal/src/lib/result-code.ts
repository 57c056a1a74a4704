import { readStored, removeStored, writeStored } from '@steel-epd/web';

/**
 * The codes /Result knows (spec 02 §2 "/Result"): EPD and CFP applications, 2 PCR request
 * submitted (reached as /Result?type=2), 4 password
 * changed, 5 deregistration submitted, 6 feedback submitted, 7 registration submitted,
 * 10 low-carbon steel certification submitted. Anything else shows the default text.
 */
export type ResultCode = 'EPD' | 'CFP' | '2' | '4' | '5' | '6' | '7' | '10';

const KEY = 'resultCode';

/** Set before navigating to /Result; the page reads it (and a reload shows the same result). */
export const storeResultCode = (code: ResultCode): void => writeStored(KEY, code);
export const storedResultCode = (): string | null => readStored(KEY);

/** Forgets the stored code: /Result?type=1 then shows the default, the verification success. */
export const clearResultCode = (): void => removeStored(KEY);
