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

  it('sweeps temp files left by a crash at start, and only old ones', async () => {
    const temp = path.join(storage.root, '.tmp');
    fs.mkdirSync(temp, { recursive: true });
    fs.writeFileSync(path.join(temp, 'old.part'), 'x');
    fs.writeFileSync(path.join(temp, 'new.part'), 'y');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(temp, 'old.part'), hourAgo, hourAgo);
    await createFileStorage({ DATA_DIR: '/unused', STORAGE_DIR: storage.root });
    expect(fs.readdirSync(temp)).toEqual(['new.part']);
  });

  it('lists only keys: neither temp files nor names it would not make', async () => {
    await storage.put('2025/03/kept', Buffer.from('kept'));
    fs.mkdirSync(path.join(storage.root, '.tmp'), { recursive: true });
    fs.writeFileSync(path.join(storage.root, '.tmp', 'upload.part'), 'half');
    fs.writeFileSync(path.join(storage.root, 'README.txt'), 'not a key');
    const keys = [];
    for await (const file of storage.list()) keys.push(file);
    expect(keys).toEqual([{ key: '2025/03/kept', size: 4 }]);
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
