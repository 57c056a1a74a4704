/**
 * Base64 without Buffer (the browser has none) and without Uint8Array.toBase64 (too new for the
 * phone browsers the mobile pages must open on).
 */
export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  // Chunked so a long input does not overflow the argument list of fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};

export const base64ToBytes = (base64: string): Uint8Array => {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** The base64 body of a key: a PEM's armour lines and any whitespace removed. */
export const keyBody = (key: string): string => key.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
