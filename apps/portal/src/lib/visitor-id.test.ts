import { VISITOR_ID_RENEW_MS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { isVisitorIdFresh, randomUuid } from './visitor-id.ts';

describe('visitor id', () => {
  it('is a v4 uuid the page-visit call accepts', () => {
    const id = randomUuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(randomUuid()).not.toBe(id);
  });

  it('is kept for 8 hours and renewed after', () => {
    const createdAt = 1_700_000_000_000;
    const stored = { id: 'abc-12345', createdAt };
    expect(isVisitorIdFresh(stored, createdAt)).toBe(true);
    expect(isVisitorIdFresh(stored, createdAt + VISITOR_ID_RENEW_MS - 1)).toBe(true);
    expect(isVisitorIdFresh(stored, createdAt + VISITOR_ID_RENEW_MS)).toBe(false);
  });

  it('is renewed when missing, undated or dated in the future', () => {
    expect(isVisitorIdFresh({ id: null, createdAt: 1 }, 2)).toBe(false);
    expect(isVisitorIdFresh({ id: 'abc-12345', createdAt: null }, 2)).toBe(false);
    expect(isVisitorIdFresh({ id: 'abc-12345', createdAt: 10 }, 5)).toBe(false);
  });
});
