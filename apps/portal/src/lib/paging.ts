/**
 * Load-more stays while the total exceeds page size times page number; otherwise the no-more
 * label shows (spec 02 §4 "Pagination").
 */
export const hasMore = (page: { totals: number; pageSize: number; pageNum: number }): boolean =>
  page.totals > page.pageSize * page.pageNum;
