import { describe, expect, it } from 'vitest';
import { hasMore } from './paging.ts';

describe('load-more (spec 02 §4)', () => {
  it('stays while the total exceeds page size times page number', () => {
    expect(hasMore({ totals: 0, pageSize: 4, pageNum: 1 })).toBe(false);
    expect(hasMore({ totals: 4, pageSize: 4, pageNum: 1 })).toBe(false);
    expect(hasMore({ totals: 5, pageSize: 4, pageNum: 1 })).toBe(true);
    expect(hasMore({ totals: 8, pageSize: 4, pageNum: 2 })).toBe(false);
    expect(hasMore({ totals: 9, pageSize: 4, pageNum: 2 })).toBe(true);
  });
});
