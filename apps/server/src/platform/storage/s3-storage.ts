import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage, StoredFile } from './file-storage.ts';
import { STORAGE_KEY_RE } from './storage-key.ts';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (`endpoint/bucket/key`), as MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** A part of a multipart upload; S3's minimum. A body up to this size is sent in one PUT. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

const checkedKey = (key: string): string => {
  if (!STORAGE_KEY_RE.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
};

/**
 * Files as objects in one bucket of an S3-compatible store, one object per key. An object
 * appears only when its PUT, or the completion of its multipart upload, succeeds: a reader never
 * sees half a file. A body is read in parts of 5 MB, so a large upload is never held whole in
 * memory; when the body fails, the multipart upload is aborted and the body's error is answered.
 */
export class S3Storage implements FileStorage {
  readonly bucket: string;
  readonly endpoint: string;
  readonly #client: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.endpoint = options.endpoint;
    this.#client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where the S3 API requires them: the SDK's default (a CRC32 on every request
      // and response) is refused by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails unless the bucket answers with these credentials (checked at start). */
  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const { name, message } = err as Error;
      throw new Error(
        `S3 bucket "${this.bucket}" cannot be reached at ${this.endpoint}: ${name} ${message}`,
        {
          cause: err,
        },
      );
    }
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    checkedKey(key);
    let size = 0;
    // The body's own failure (a client gone away, a refused file) is what the caller must see,
    // even when aborting the multipart upload then fails too.
    let bodyError: unknown = null;
    const counted = Buffer.isBuffer(body)
      ? body
      : Readable.from(
          (async function* () {
            try {
              for await (const chunk of body) {
                size += (chunk as Buffer).length;
                yield chunk as Buffer;
              }
            } catch (err) {
              bodyError = err;
              throw err;
            }
          })(),
        );
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.bucket, Key: key, Body: counted },
      partSize: PART_BYTES,
      queueSize: 1,
    });
    try {
      await upload.done();
    } catch (err) {
      throw bodyError ?? err;
    }
    return { size: Buffer.isBuffer(body) ? body.length : size };
  }

  async get(key: string): Promise<Readable | null> {
    // Asked before answering, so a missing object is a null here, not a failure mid-response.
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered an object without a body stream');
      return object.Body;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** The bucket's objects whose names are keys, a page of up to 1000 at a time. */
  async *list(): AsyncGenerator<StoredFile> {
    for await (const page of paginateListObjectsV2({ client: this.#client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (!object.Key || !STORAGE_KEY_RE.test(object.Key)) continue;
        // An object without its time (no store leaves it out) counts as just stored: never old.
        yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date() };
      }
    }
  }

  /** Closes the client's connections. */
  close(): void {
    this.#client.destroy();
  }
}
