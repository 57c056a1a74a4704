import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { narrowToOwner } from '../private-files.ts';
import { DiskStorage } from './disk-storage.ts';

/** A key the store holds, the size of its bytes and when they were stored (the store's clock). */
export interface StoredFile {
  key: string;
  size: number;
  /** The file's mtime on disk, the object's LastModified in S3. */
  modified: Date;
}

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
  /**
   * Every key the store holds, with its size in bytes, in no set order (backups read it). A key
   * put or removed while the listing runs may or may not be named.
   */
  list(): AsyncIterable<StoredFile>;
  /**
   * Removes the temp files of writes that ended without a rename (a crash's) whose last byte is
   * older than `olderThanMs` at `now`; answers how many. Only the disk has temp files (an S3
   * upload cut off is its bucket's lifecycle rule's to clear).
   */
  sweepTemp?(olderThanMs: number, now?: number): Promise<number>;
  /** Lets go of connections when the app closes (S3); nothing to do on disk. */
  close?(): void;
}

/**
 * How old a temp file must be to be a crash's: one is written only while its request's body
 * arrives, and a request has REQUEST_TIMEOUT_MS at most (10 minutes unless the settings say
 * otherwise), so one older than that is being written by no one.
 */
export const staleTempMs = (config: Partial<Pick<Config, 'REQUEST_TIMEOUT_MS'>>): number =>
  config.REQUEST_TIMEOUT_MS ?? 10 * 60 * 1000;

/** The settings that choose and reach the storage. */
export type StorageConfig = Pick<Config, 'DATA_DIR' | 'STORAGE_DIR'> &
  Partial<
    Pick<
      Config,
      | 'REQUEST_TIMEOUT_MS'
      | 'S3_ENDPOINT'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

/**
 * The storage the configuration names: a bucket of an S3-compatible store when S3_ENDPOINT is
 * set (its bucket must answer, or the start fails), else a folder on disk (STORAGE_DIR, default
 * DATA_DIR/files), swept of temp files a crash left (older than the request timeout). Callers
 * see only a FileStorage.
 */
export const createFileStorage = async (config: StorageConfig): Promise<FileStorage> => {
  if (config.S3_ENDPOINT) {
    const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
    // loadConfig refuses an endpoint without these; this guards a hand-made config.
    if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    // Loaded only for object storage: the AWS SDK is large (decision 230).
    const { S3Storage } = await import('./s3-storage.ts');
    const storage = new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? true,
    });
    await storage.check();
    return storage;
  }
  const storage = new DiskStorage(config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'files'));
  // Files an earlier version made readable by others are out of their reach behind a 0700 root.
  narrowToOwner(storage.root);
  await storage.sweepTemp(staleTempMs(config));
  return storage;
};
