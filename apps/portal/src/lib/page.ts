import { CHUNK_TIMEOUT_MS, type Lang, type TextKey } from '@steel-epd/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What every page receives from the route table: its own title key. */
export interface PageProps {
  titleKey: TextKey;
}

/** What a phone page of the QR path receives (issue 10): its title key and the id in its address ('' when it has none). */
export interface PhonePageProps {
  titleKey: TextKey;
  id: string;
}

/**
 * Asks for the data a page's first render shows, with the same query options as its hooks: a
 * page the document arrived drawn for does it in a task of its own before the app's first
 * render (main.tsx), not from the effects of that render's commit, the start's longest task
 * (issue 12, docs/performance.md).
 */
export type PagePrefetch = (client: QueryClient, lang: Lang) => void;

/** A page module: the page, and what it asks for first when it is the document's page. */
export interface PageModule {
  default: ComponentType<PageProps>;
  prefetch?: PagePrefetch;
}

/** A lazily loaded page module, as the route table names it. */
export type PageLoader = () => Promise<PageModule>;

/** A page's code chunk did not arrive within CHUNK_TIMEOUT_MS (spec 01 §8). */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Wraps a dynamic import so a chunk that never arrives (a stalled mobile connection) fails
 * with ChunkTimeoutError after 120 s instead of showing a spinner forever.
 */
export const withChunkTimeout =
  <T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): (() => Promise<T>) =>
  () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
