import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own credentials: it checks every request's signature against them. */
export const S3_ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3StandIn {
  readonly endpoint: string;
  /** The folder s3rver keeps its buckets' objects in. */
  readonly dir: string;
  /** The settings that put a server's files into the bucket. */
  env(
    bucket: string,
  ): Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  /** A client of the stand-in, for what a test does behind the server's back. */
  client(): S3Client;
  /** Where s3rver keeps the object of a key (its file's mtime is the object's LastModified). */
  objectFile(bucket: string, key: string): string;
  close(): Promise<void>;
}

/** s3rver on a free port of 127.0.0.1 with the buckets made, its objects in a temp folder. */
export const startS3StandIn = async (buckets: readonly string[]): Promise<S3StandIn> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = () =>
    new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_ACCESS });
  const admin = client();
  for (const Bucket of buckets) await admin.send(new CreateBucketCommand({ Bucket }));
  admin.destroy();
  return {
    endpoint,
    dir,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3_ACCESS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_ACCESS.secretAccessKey,
    }),
    client,
    objectFile: (bucket, key) => path.join(dir, bucket, `${key}._S3rver_object`),
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
