import type { Lang } from '@steel-epd/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The first data of a page the server drew with it (/news, /resources: first-paint/live.tsx):
 * the answers of the page's first queries, one language each, under the query keys the page's
 * hooks use. The document carries them in a JSON data block (not a script: nothing runs), so
 * the app's first render shows the same items as the drawing instead of a spinner.
 */
export interface FirstDataSeed {
  lang: Lang;
  key: readonly unknown[];
  data: unknown;
}

/** The data block: when the server asked (epoch ms) and the answers. */
export interface FirstData {
  at: number;
  seeds: FirstDataSeed[];
}

export const FIRST_DATA_ID = 'fp-data';

/** The block as it goes into the document: `<` escaped, so no text of the data can end it. */
export const firstDataBlock = (data: FirstData): string =>
  `<script type="application/json" id="${FIRST_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * Puts the document's first data of the app's language into the query cache, as answered at
 * the time the server asked (or now, by a clock behind the server's): a query older than its
 * stale time is asked again when its page mounts, so a drawing a few seconds old is brought up
 * to date. The block is removed once read.
 */
export const seedFirstData = (client: QueryClient, lang: Lang, doc: Document = document): void => {
  const block = doc.getElementById(FIRST_DATA_ID);
  if (block === null) return;
  block.remove();
  let data: FirstData;
  try {
    data = JSON.parse(block.textContent ?? '') as FirstData;
  } catch {
    return;
  }
  if (!Array.isArray(data.seeds) || typeof data.at !== 'number') return;
  for (const seed of data.seeds) {
    if (seed.lang === lang && Array.isArray(seed.key))
      client.setQueryData(seed.key, seed.data, { updatedAt: Math.min(data.at, Date.now()) });
  }
};
