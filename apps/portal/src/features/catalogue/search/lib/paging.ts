/**
 * Spec 02 §4 "Pagination": load-more stays while the total exceeds page size times page
 * number; otherwise the no-more label shows (only when something was found).
 */
export const hasMoreAfter = (page: { totals: number; pageSize: number; pageNum: number }): boolean =>
  page.totals > page.pageSize * page.pageNum;

/** A search card's expired stamp: the server says expired (its day is the platform's). */
export const isExpired = (card: { status: string }): boolean => card.status === 'expired';
