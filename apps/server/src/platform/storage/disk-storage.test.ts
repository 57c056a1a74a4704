import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage.ts';
import { createFileStorage } from './file-storage.ts';
import { newStorageKey } from './storage-key.ts';

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

  it('stores a buffer and a stream, reads them back and removes them', async () => {
    const a = newStorageKey();
    const b = newStorageKey();
    expect(await storage.put(a, Buffer.from('hello'))).toEqual({ size: 5 });
    expect(await storage.put(b, Readable.from([Buffer.from('str'), Buffer.from('eam')]))).toEqual({
      size: 6,
    });
    expect(await text((await storage.get(a)) ?? Readable.from([]))).toBe('hello');
    expect(await text((await storage.get(b)) ?? Readable.from([]))).toBe('stream');
    expect(await storage.exists(a)).toBe(true);
    await storage.remove(a);
    await storage.remove(a);
    expect(await storage.exists(a)).toBe(false);
    expect(await storage.get(a)).toBeNull();
    expect(await storage.tempCount()).toBe(0);
  });

  it('shows nothing under the key until the body is complete', async () => {
    const key = newStorageKey();
    const body = new PassThrough();
    const writing = storage.put(key, body);
    body.write('first half ');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.tempCount()).toBe(1);
    body.end('second half');
    await writing;
    expect(await text((await storage.get(key)) ?? Readable.from([]))).toBe('first half second half');
    expect(await storage.tempCount()).toBe(0);
  });

  it('leaves no file, visible or temporary, after an aborted body', async () => {
    const key = newStorageKey();
    const body = new PassThrough();
    const writing = storage.put(key, body);
    body.write('part of an upload');
    await new Promise((resolve) => setTimeout(resolve, 20));
    body.destroy(new Error('client went away'));
    await expect(writing).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.tempCount()).toBe(0);
  });

  it('refuses keys that are not its own: traversal, absolute, hidden or upper-case', async () => {
    for (const key of [
      '../etc/passwd',
      '/etc/passwd',
      '2025/../../x',
      '.tmp/x',
      'a/.b',
      'A/b',
      '',
      'a//b',
      'a\\b',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
      expect(() => storage.pathOf(key)).toThrow('invalid storage key');
    }
    expect(newStorageKey(new Date('2025-03-04T00:00:00Z'))).toMatch(/^2025\/03\/[0-9a-f-]{36}$/);
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

  it('keeps its files in DATA_DIR/files unless STORAGE_DIR says otherwise', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-data-'));
    dirs.push(dataDir);
    const byDefault = await createFileStorage({ DATA_DIR: dataDir, STORAGE_DIR: undefined });
    expect(byDefault.root).toBe(path.join(dataDir, 'files'));
  });
});
