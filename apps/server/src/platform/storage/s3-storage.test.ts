import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { attachmentRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { pngBytes } from '../../test/file-bytes.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
import { S3_ACCESS, type S3StandIn, startS3StandIn } from '../../test/s3-stand-in.ts';
import { storedFiles, upload } from '../../test/uploads.ts';
import { DiskStorage } from './disk-storage.ts';
import { createFileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { storageContract } from './storage-contract.ts';
import { newStorageKey } from './storage-key.ts';

const BUCKET = 'steel-epd-files';

describe('S3 storage (against s3rver on loopback)', () => {
  let dir: string;
  let s3: S3StandIn;
  let storage: S3Storage;

  const objectFile = (key: string) => s3.objectFile(BUCKET, key);
  const s3Env = () => s3.env(BUCKET);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-s3-config-'));
    s3 = await startS3StandIn([BUCKET]);
    storage = new S3Storage({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      forcePathStyle: true,
      ...S3_ACCESS,
    });
  });
  afterAll(async () => {
    storage?.close();
    await s3?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  storageContract(() => storage);

  it('keeps each key as one object of the bucket, named by the key', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('in the bucket'));
    expect(fs.readFileSync(objectFile(key), 'utf8')).toBe('in the bucket');
    await storage.remove(key);
    expect(fs.existsSync(objectFile(key))).toBe(false);
  });

  // A multipart upload has begun; aborting it fails on s3rver (it has no AbortMultipartUpload),
  // and still the caller sees the body's own error, not the store's.
  it("answers the body's error when a body fails after a first 5 MB part was sent", async () => {
    const key = newStorageKey();
    const body = new PassThrough();
    const writing = storage.put(key, body);
    body.write(Buffer.alloc(6 * 1024 * 1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    body.destroy(new Error('client went away'));
    await expect(writing).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(fs.existsSync(objectFile(key))).toBe(false);
  });

  it('is what createFileStorage answers when S3_ENDPOINT is set, and checks the bucket at start', async () => {
    const config = loadConfig({ DATA_DIR: dir, ...s3Env() });
    const chosen = await createFileStorage(config);
    expect(chosen).toBeInstanceOf(S3Storage);
    (chosen as S3Storage).close();
    const unset = await createFileStorage(loadConfig({ DATA_DIR: dir }));
    expect(unset).toBeInstanceOf(DiskStorage);
    const wrongBucket = loadConfig({ DATA_DIR: dir, ...s3Env(), S3_BUCKET: 'no-such-bucket' });
    await expect(createFileStorage(wrongBucket)).rejects.toThrow(
      'S3 bucket "no-such-bucket" cannot be reached',
    );
  });

  it('refuses half an S3 configuration at start, naming the setting', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(
      /S3_BUCKET: required when S3_ENDPOINT is set[\s\S]*S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(refusal({ ...s3Env(), S3_SECRET_ACCESS_KEY: '' })).toContain('S3_SECRET_ACCESS_KEY');
    expect(refusal({ ...s3Env(), S3_ENDPOINT: 'ftp://files.example' })).toContain(
      'S3_ENDPOINT: must be an http(s) URL',
    );
    expect(refusal({ S3_BUCKET: BUCKET })).toContain('S3_BUCKET: set S3_ENDPOINT too');
    const config = loadConfig(s3Env());
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({ ...s3Env(), S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  describe(`the attachments API with S3 settings (${engineName})`, () => {
    let t: TestApp;
    let owner: TestUser;
    beforeAll(async () => {
      t = await buildTestApp({ env: s3Env() });
      owner = await t.loginAs({ company: { name: 'S3 Steel Co' } });
    });
    afterAll(() => t?.close());

    it('uploads a PNG into the bucket and downloads the same bytes back', async () => {
      const res = await upload(t, {
        as: owner,
        fields: { businessType: 'COMPANY_LICENSE' },
        file: { name: 'licence.png', bytes: await pngBytes() },
      });
      expect(res.status, res.body).toBe(200);
      const id = res.data!.id;
      const row = await t.db
        .selectFrom('attachments')
        .select(['storage_key', 'size'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const stored = fs.readFileSync(objectFile(row.storage_key));
      expect(stored.length).toBe(Number(row.size));
      expect(
        stored.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      ).toBe(true);
      expect(storedFiles(t)).toEqual([]);

      const download = await t.call(
        attachmentRoutes.attachmentDownload,
        { params: { id } },
        { as: owner, lang: 'en' },
      );
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.bytes.equals(stored)).toBe(true);
    });
  });
});
