/** Where the company status of the session stands: never asked, on its way, known, or failed. */
export type CompanyLoadState = 'loading' | 'loaded' | 'failed';

export interface CompanyLoad {
  readonly userId: number;
  readonly state: CompanyLoadState;
}

export type CompanyLoadStep = 'load' | 'reset' | 'none';

/**
 * What the company-status loader does when the session or a caller asks (spec 01 §4): a
 * logged-in user whose status is not known, or whose last attempt failed, is loaded; after a
 * logout or a change of user the old answer is dropped; otherwise nothing happens.
 */
export const companyLoadStep = (userId: number | null, load: CompanyLoad | null): CompanyLoadStep => {
  if (userId === null) return load === null ? 'none' : 'reset';
  if (load === null || load.userId !== userId || load.state === 'failed') return 'load';
  return 'none';
};

/**
 * Whether the guards may decide on the company now. A failed load counts as known: the guard
 * then decides on "no status" rather than spinning forever, and the next navigation retries.
 */
export const isCompanyKnown = (userId: number | null, load: CompanyLoad | null): boolean =>
  userId === null || (load !== null && load.userId === userId && load.state !== 'loading');
