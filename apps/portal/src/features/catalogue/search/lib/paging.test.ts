import { describe, expect, it } from 'vitest';
import { hasMoreAfter } from './paging.ts';

describe('load-more rule (spec 02 §4 Pagination)', () => {
  it('offers more while the total exceeds size times page', () => {
    expect(hasMoreAfter({ totals: 5, pageSize: 4, pageNum: 1 })).toBe(true);
    expect(hasMoreAfter({ totals: 4, pageSize: 4, pageNum: 1 })).toBe(false);
    expect(hasMoreAfter({ totals: 8, pageSize: 4, pageNum: 2 })).toBe(false);
    expect(hasMoreAfter({ totals: 9, pageSize: 4, pageNum: 2 })).toBe(true);
    expect(hasMoreAfter({ totals: 0, pageSize: 4, pageNum: 1 })).toBe(false);
  });
});
