import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { DiskStorage } from '../../platform/storage/disk-storage.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { newStorageKey } from '../../platform/storage/storage-key.ts';
import { pngBytes } from '../../test/file-bytes.ts';
import { buildTestApp, engineName, type TestApp, testConfig, testDatabase } from '../../test/helper.ts';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in.ts';
import { ORPHAN_MARGIN_MS, sweepStoredFiles } from './stored-files-sweep.ts';

const MINUTE = 60 * 1000;
const BUCKET = 'steel-epd-sweep';

interface Backend {
  /** Settings of the test app (the S3 ones, or none for DATA_DIR/files). */
  env(): Record<string, string>;
  /** Makes the stored bytes of a key as old as given, in the store's own time (mtime, LastModified). */
  backdate(storage: FileStorage, key: string, ageMs: number): void;
  /** The temp folder, when the backend has one. */
  tempDir?(storage: FileStorage): string;
}

const setTime = (file: string, ageMs: number) => {
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
};

const sweepScenarios = (name: string, backend: Backend) =>
  describe(`the sweep of stored files without a row, ${name} (${engineName})`, () => {
    let t: TestApp;
    let storage: FileStorage;
    const lines: string[] = [];
    let timeout: number;
    const sweep = (db = t.app.services.db) =>
      sweepStoredFiles({ db, storage, log: t.app.log, requestTimeoutMs: timeout });
    const stored = async (ageMs: number, key = newStorageKey()) => {
      await storage.put(key, Buffer.from(`stored ${ageMs} ms ago`));
      backend.backdate(storage, key, ageMs);
      return key;
    };
    const logged = (message: string) =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === message);

    beforeAll(async () => {
      t = await buildTestApp({
        env: { ...backend.env(), LOG_LEVEL: 'info' },
        logStream: { write: (line) => void lines.push(line) },
      });
      storage = t.app.services.storage;
      timeout = t.app.config.REQUEST_TIMEOUT_MS;
    });
    let closed = false;
    afterAll(async () => {
      if (!closed) await t?.close();
    });

    it('removes an old file no row names; keeps a young one, one a row names and keys it did not make', async () => {
      const { id } = await t.app.services.attachments.putFile({
        operatorId: null,
        businessType: 'NEWS_IMG',
        fileName: 'kept.png',
        mimeType: 'image/png',
        bytes: await pngBytes(),
      });
      const row = await t.db
        .selectFrom('attachments')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      backend.backdate(storage, row.storage_key, 24 * 60 * MINUTE);
      // Past the request timeout and the margin: no upload can still be on its way to a row.
      const orphan = await stored(timeout + ORPHAN_MARGIN_MS + MINUTE);
      // As old as a request may be: an upload whose content check runs and whose row is not
      // committed yet looks just like this.
      const uploading = await stored(timeout);
      const fresh = await stored(0);
      const notOurs = await stored(24 * 60 * MINUTE, '2025/03/kept-by-hand');

      const result = await sweep();

      expect(result).toMatchObject({ orphans: 1, removed: 1, refused: false });
      expect(await storage.exists(orphan)).toBe(false);
      for (const key of [row.storage_key, uploading, fresh, notOurs]) {
        expect(await storage.exists(key), key).toBe(true);
      }
      expect(
        logged('stored files: removed those without an attachments row and temp files a crash left'),
      ).toMatchObject([{ removed: 1 }]);
      // Nothing more to do: the same sweep again removes nothing and logs nothing.
      expect(await sweep()).toMatchObject({ orphans: 0, removed: 0 });
      expect(await storage.exists(uploading)).toBe(true);
    });

    it('is safe with several instances sweeping at once: each old file goes, no sweep fails', async () => {
      const orphans = [];
      for (let i = 0; i < 3; i += 1) orphans.push(await stored(2 * 60 * MINUTE));
      const results = await Promise.all([sweep(), sweep(), sweep()]);
      for (const result of results) expect(result.refused).toBe(false);
      for (const key of orphans) expect(await storage.exists(key)).toBe(false);
    });

    it('removes nothing when no old file has a row: the database is not these files’ own', async () => {
      const orphan = await stored(2 * 60 * MINUTE);
      const config = testConfig();
      let other: Db | undefined;
      try {
        other = await testDatabase(config);
        expect(await sweep(other.db)).toMatchObject({ removed: 0, refused: true });
      } finally {
        await other?.close();
        fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
      }
      expect(await storage.exists(orphan)).toBe(true);
      expect(
        logged(
          'stored files: none removed, as no old one has an attachments row (is this the database they belong to?)',
        ),
      ).toHaveLength(1);
      // Its own database's sweep does remove it.
      expect(await sweep()).toMatchObject({ removed: 1 });
      expect(await storage.exists(orphan)).toBe(false);
    });

    if (backend.tempDir) {
      const tempDir = backend.tempDir;
      it('removes a temp file older than the request timeout, keeps a younger one', async () => {
        const temp = tempDir(storage);
        fs.mkdirSync(temp, { recursive: true });
        fs.writeFileSync(path.join(temp, 'crashed.part'), 'half');
        setTime(path.join(temp, 'crashed.part'), timeout + MINUTE);
        fs.writeFileSync(path.join(temp, 'being-written.part'), 'half');
        setTime(path.join(temp, 'being-written.part'), timeout - MINUTE);
        expect(await sweep()).toMatchObject({ temp: 1 });
        expect(fs.readdirSync(temp)).toEqual(['being-written.part']);
        fs.rmSync(path.join(temp, 'being-written.part'));
      });
    }

    it('runs at once when the server listens, and stops with it', async () => {
      const orphan = await stored(2 * 60 * MINUTE);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(async () => expect(await storage.exists(orphan)).toBe(false), {
        timeout: 10_000,
        interval: 20,
      });
      closed = true;
      await t.close();
      expect(logged('stored files sweep failed')).toEqual([]);
    });
  });

sweepScenarios('on disk', {
  env: () => ({}),
  backdate: (storage, key, ageMs) => setTime((storage as DiskStorage).pathOf(key), ageMs),
  tempDir: (storage) => path.join((storage as DiskStorage).root, '.tmp'),
});

describe('on S3 (s3rver on loopback)', () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn([BUCKET]);
  });
  afterAll(() => s3?.close());

  sweepScenarios('in an S3 bucket', {
    env: () => s3.env(BUCKET),
    // s3rver answers an object's LastModified from its file's mtime.
    backdate: (_storage, key, ageMs) => setTime(s3.objectFile(BUCKET, key), ageMs),
  });
});

describe('the temp sweep on disk', () => {
  it('removes only its own old .part files: not another name, not a folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-sweep-'));
    try {
      const storage = new DiskStorage(root);
      const temp = path.join(root, '.tmp');
      fs.mkdirSync(path.join(temp, 'folder.part'), { recursive: true });
      fs.writeFileSync(path.join(temp, 'other'), 'not a temp file of ours');
      fs.writeFileSync(path.join(temp, 'crashed.part'), 'half');
      for (const name of ['folder.part', 'other', 'crashed.part'])
        setTime(path.join(temp, name), 60 * MINUTE);
      expect(await storage.sweepTemp(MINUTE)).toBe(1);
      expect(fs.readdirSync(temp).sort()).toEqual(['folder.part', 'other']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
