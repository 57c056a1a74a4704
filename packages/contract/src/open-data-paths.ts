// Open data's addresses and limits (issue 14), without zod: the phone summary links the exports
// and its document carries no schema (issue 10). The routes are in routes/open-data/.

/** The API's version prefix: a change that breaks a reader gets /open/v2. */
export const OPEN_API_PREFIX = '/open/v1';
/** Calls one client address may make per window (all open-data routes together). */
export const OPEN_API_LIMIT = { limit: 120, windowMs: 60_000 } as const;
/** Records per page when the caller names no limit, and the most a caller may ask. */
export const OPEN_PAGE_SIZE = 20;
export const OPEN_PAGE_SIZE_MAX = 100;
/** The openEPD format version the exports follow. */
export const OPENEPD_VERSION = '0.1';
/** The export languages: zh always, en when the record has English names. */
export const OPEN_LANGS = ['zh', 'en'] as const;

/** The English export exists only when the record has an English product name. */
export const hasEnglishNames = (productNameEn: string | null | undefined) => !!productNameEn?.trim();

/**
 * The addresses (from the site's root) of a version's exports: the search card, the phone
 * summary and the API's links use these. The English openEPD only with English names.
 */
export const openExportPaths = (businessId: string, productNameEn: string | null | undefined) => {
  const self = `/api${OPEN_API_PREFIX}/epds/${encodeURIComponent(businessId)}`;
  return {
    self,
    openEpdZh: `${self}/openepd?lang=zh`,
    openEpdEn: hasEnglishNames(productNameEn) ? `${self}/openepd?lang=en` : null,
    ilcd: `${self}/ilcd`,
  };
};
