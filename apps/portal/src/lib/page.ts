import { CHUNK_TIMEOUT_MS, type TextKey } from '@steel-epd/contract';
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

/** A lazily loaded page module, as the route table names it. */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

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
