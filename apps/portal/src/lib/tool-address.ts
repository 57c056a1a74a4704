/**
 * An external tool's address with the tool token as `epdToken` (spec 02 §4 "LCA
 * subscription"), keeping the address's own query; null when the setting is no http(s) address.
 */
export const toolAddress = (base: string, token: string): string | null => {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('epdToken', token);
  return url.toString();
};
