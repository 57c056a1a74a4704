import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage.ts';
import { createFileStorage } from './file-storage.ts';
import { storageContract } from './storage-contract.ts';

describe('disk storage', () => {
  const dirs: string[] = [];
  let storage: DiskStorage;
  beforeEach(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-storage-'));
    dirs.push(dir);
    storage = new DiskStorage(dir);
  });
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  storageContract(() => storage, { pending: () => storage.tempCount() });

  it('maps only its own keys to files inside its folder', () => {
    for (const key of ['../etc/passwd', '/etc/passwd', '2025/../../x', '.tmp/x', 'A/b', '', 'a//b']) {
      expect(() => storage.pathOf(key), key).toThrow('invalid storage key');
    }
    expect(storage.pathOf('2025/03/abc')).toBe(path.join(storage.root, '2025', '03', 'abc'));
  });

  it('sweeps temp files left by a crash at start: older than the request timeout, not younger', async () => {
    const temp = path.join(storage.root, '.tmp');
    fs.mkdirSync(temp, { recursive: true });
    const ago = (ms: number) => new Date(Date.now() - ms);
    const minute = 60 * 1000;
    for (const [name, age] of [
      ['crashed.part', 11 * minute],
      ['crashed-long-ago.part', 120 * minute],
      ['being-written.part', 0],
      ['slow-write.part', 9 * minute],
      ['not-ours.txt', 120 * minute],
    ] as const) {
      fs.writeFileSync(path.join(temp, name), 'x');
      fs.utimesSync(path.join(temp, name), ago(age), ago(age));
    }
    await createFileStorage({
      DATA_DIR: '/unused',
      STORAGE_DIR: storage.root,
      REQUEST_TIMEOUT_MS: 10 * minute,
    });
    expect(fs.readdirSync(temp).sort()).toEqual(['being-written.part', 'not-ours.txt', 'slow-write.part']);
    // Without the setting, its default (10 minutes).
    fs.utimesSync(path.join(temp, 'slow-write.part'), ago(11 * minute), ago(11 * minute));
    await createFileStorage({ DATA_DIR: '/unused', STORAGE_DIR: storage.root });
    expect(fs.readdirSync(temp).sort()).toEqual(['being-written.part', 'not-ours.txt']);
  });

  it('lists only keys: neither temp files nor names it would not make', async () => {
    await storage.put('2025/03/kept', Buffer.from('kept'));
    fs.mkdirSync(path.join(storage.root, '.tmp'), { recursive: true });
    fs.writeFileSync(path.join(storage.root, '.tmp', 'upload.part'), 'half');
    fs.writeFileSync(path.join(storage.root, 'README.txt'), 'not a key');
    const keys = [];
    for await (const file of storage.list()) keys.push(file);
    expect(keys).toEqual([{ key: '2025/03/kept', size: 4, modified: expect.any(Date) }]);
    const missing = new DiskStorage(path.join(storage.root, 'not-there'));
    for await (const file of missing.list()) throw new Error(`listed ${file.key}`);
  });

  it('keeps its files in DATA_DIR/files unless STORAGE_DIR says otherwise', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-data-'));
    dirs.push(dataDir);
    const byDefault = await createFileStorage({ DATA_DIR: dataDir, STORAGE_DIR: undefined });
    expect(byDefault).toBeInstanceOf(DiskStorage);
    expect((byDefault as DiskStorage).root).toBe(path.join(dataDir, 'files'));
  });
});
