import { describe, expect, it } from 'vitest';
import { queryString } from './query-string.ts';

describe('queryString', () => {
  it('is empty without a query or with only unset values', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ action: '', operatorId: undefined, day: null })).toBe('');
  });

  it('repeats arrays and leaves out unset items', () => {
    expect(queryString({ id: [1, '', 2, null], pageNum: 1 })).toBe('?id=1&id=2&pageNum=1');
  });

  it('encodes names and values', () => {
    expect(queryString({ 'a b': 'x&y' })).toBe('?a+b=x%26y');
  });
});
