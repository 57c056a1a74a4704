import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { DiskStorage } from './disk-storage.ts';

/** Where uploaded bytes live, under keys the server makes (`newStorageKey`). */
export interface FileStorage {
  /**
   * Stores the whole body under the key and answers its size. Until the body has been read to
   * its end the key shows nothing; when the body fails, nothing is left behind and this rejects.
   */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A temp file this old was left by a crash (the portal gives up on a request after 10 minutes). */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * The storage the configuration names. Only the folder on disk exists today (STORAGE_DIR,
 * default DATA_DIR/files); an S3-compatible store is another FileStorage chosen here, with no
 * change to its callers.
 */
export const createFileStorage = async (config: Pick<Config, 'DATA_DIR' | 'STORAGE_DIR'>) => {
  const storage = new DiskStorage(config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'files'));
  await storage.sweepTemp(STALE_TEMP_MS);
  return storage satisfies FileStorage;
};
