import { describe, expect, it } from 'vitest';
import { lruCache } from './lru.ts';

describe('lruCache', () => {
  const cache = () => lruCache<string>({ maxEntries: 3, maxWeight: 10, weight: (v) => v.length });

  it('drops the least recently used entry beyond the most entries', () => {
    const c = cache();
    c.set('a', 'a');
    c.set('b', 'b');
    c.set('c', 'c');
    expect(c.get('a')).toBe('a');
    c.set('d', 'd');
    expect([c.get('a'), c.get('b'), c.get('c'), c.get('d')]).toEqual(['a', undefined, 'c', 'd']);
    expect(c.size).toBe(3);
  });

  it('drops the oldest entries beyond the weight, keeps nothing heavier than it, and counts a replaced value once', () => {
    const c = cache();
    c.set('a', 'aaaa');
    c.set('b', 'bbbb');
    c.set('c', 'cccc');
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    c.set('x', 'x'.repeat(11));
    expect(c.get('x')).toBeUndefined();
    expect(c.size).toBe(2);
    // Replacing b's value four times over weighs it once: b and c still fit (8 of 10).
    for (const _ of [1, 2, 3, 4]) c.set('b', 'BBBB');
    expect([c.get('b'), c.get('c')]).toEqual(['BBBB', 'cccc']);
    c.clear();
    c.set('d', 'd'.repeat(10));
    expect(c.get('d')).toBe('d'.repeat(10));
  });
});
