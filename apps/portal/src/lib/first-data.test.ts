import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, firstDataBlock, seedFirstData } from './first-data.ts';

/** A document holding the block as the server writes it (only what seedFirstData reads of it). */
const documentWith = (block: string | null) => {
  const text = block === null ? null : (/^<script[^>]*>([\s\S]*)<\/script>$/.exec(block)?.[1] ?? '');
  const state = { removed: false };
  const element = { textContent: text, remove: () => (state.removed = true) };
  const doc = { getElementById: (id: string) => (id === FIRST_DATA_ID && text !== null ? element : null) };
  return { doc: doc as unknown as Document, state };
};

describe('the first data a drawn list brings', () => {
  const at = Date.now() - 3_000;
  const block = firstDataBlock({
    at,
    seeds: [
      { lang: 'zh', key: ['news', 'list', 'zh'], data: { pages: [{ list: ['新闻'] }] } },
      {
        lang: 'en',
        key: ['news', 'list', 'en'],
        data: { pages: [{ list: ['</script><script>alert(1)</script>'] }] },
      },
    ],
  });

  it('is a data block no text of the data can end', () => {
    expect(block.startsWith(`<script type="application/json" id="${FIRST_DATA_ID}">`)).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it("seeds the queries of the app's language, as answered when the server asked, and is read once", () => {
    const client = new QueryClient();
    const { doc, state } = documentWith(block);
    seedFirstData(client, 'en', doc);
    expect(client.getQueryData(['news', 'list', 'en'])).toEqual({
      pages: [{ list: ['</script><script>alert(1)</script>'] }],
    });
    expect(client.getQueryData(['news', 'list', 'zh'])).toBeUndefined();
    expect(client.getQueryState(['news', 'list', 'en'])?.dataUpdatedAt).toBe(at);
    expect(state.removed).toBe(true);
  });

  it('takes a time ahead of this clock as now, so the data still goes stale', () => {
    const client = new QueryClient();
    const ahead = firstDataBlock({
      at: Date.now() + 3_600_000,
      seeds: [{ lang: 'zh', key: ['k'], data: 1 }],
    });
    seedFirstData(client, 'zh', documentWith(ahead).doc);
    expect(client.getQueryState(['k'])?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('seeds nothing from a document without the block or with a broken one', () => {
    const client = new QueryClient();
    seedFirstData(client, 'zh', documentWith(null).doc);
    seedFirstData(client, 'zh', documentWith('<script>{"at":1,</script>').doc);
    seedFirstData(client, 'zh', documentWith('<script>{"seeds":"x"}</script>').doc);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
