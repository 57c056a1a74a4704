import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { newStorageKey } from './storage-key.ts';

export interface ContractOptions {
  /** Bytes of unfinished uploads the store holds now (a disk's temp files); must drop to 0. */
  pending?: () => Promise<number>;
}

const read = async (storage: FileStorage, key: string) => {
  const body = await storage.get(key);
  if (!body) throw new Error(`nothing under ${key}`);
  return buffer(body);
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * What every FileStorage does, whatever holds the bytes. Called inside a `describe` of each
 * implementation; `makeStorage` answers the storage under test (a fresh or a shared one).
 */
export const storageContract = (makeStorage: () => FileStorage, options: ContractOptions = {}) => {
  const pending = async () => (options.pending ? options.pending() : 0);

  it('stores a buffer and a stream, reads them back and removes them', async () => {
    const storage = makeStorage();
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
    expect(await storage.exists(b)).toBe(true);
    expect(await pending()).toBe(0);
  });

  it('round-trips a 6 MB stream of uneven chunks byte for byte', async () => {
    const storage = makeStorage();
    const key = newStorageKey();
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = [];
    for (let at = 0; at < bytes.length; at += 64 * 1024 + 7)
      chunks.push(bytes.subarray(at, at + 64 * 1024 + 7));
    expect(await storage.put(key, Readable.from(chunks))).toEqual({ size: bytes.length });
    expect((await read(storage, key)).equals(bytes)).toBe(true);
    expect(await pending()).toBe(0);
  });

  it('answers null and false for a key that holds nothing', async () => {
    const storage = makeStorage();
    const key = newStorageKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.remove(key);
  });

  it('removes a stored key, after which it does not exist', async () => {
    const storage = makeStorage();
    const key = newStorageKey();
    await storage.put(key, Buffer.from('to be removed'));
    expect(await storage.exists(key)).toBe(true);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('replaces what a key held when it is put again', async () => {
    const storage = makeStorage();
    const key = newStorageKey();
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Readable.from([Buffer.from('second')]));
    expect(await text((await storage.get(key)) ?? Readable.from([]))).toBe('second');
  });

  it('shows nothing under the key until the body is complete', async () => {
    const storage = makeStorage();
    const key = newStorageKey();
    const body = new PassThrough();
    const writing = storage.put(key, body);
    body.write('first half ');
    await settle();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    if (options.pending) expect(await pending()).toBe(1);
    body.end('second half');
    await writing;
    expect(await text((await storage.get(key)) ?? Readable.from([]))).toBe('first half second half');
    expect(await pending()).toBe(0);
  });

  it("leaves nothing after an aborted body and answers the body's error", async () => {
    const storage = makeStorage();
    const key = newStorageKey();
    const body = new PassThrough();
    const writing = storage.put(key, body);
    body.write('part of an upload');
    await settle();
    body.destroy(new Error('client went away'));
    await expect(writing).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(await pending()).toBe(0);
  });

  it('lists the keys it holds with their sizes, and not a removed one', async () => {
    const storage = makeStorage();
    const a = newStorageKey();
    const b = newStorageKey();
    await storage.put(a, Buffer.from('listed'));
    await storage.put(b, Readable.from([Buffer.from('also '), Buffer.from('listed')]));
    await storage.remove(b);
    const listed = new Map<string, number>();
    for await (const { key, size } of storage.list()) listed.set(key, size);
    expect(listed.get(a)).toBe(6);
    expect(listed.has(b)).toBe(false);
    expect(await pending()).toBe(0);
  });

  it('lists each key with when its bytes were stored, by the store’s clock (the sweep of orphans reads it)', async () => {
    const storage = makeStorage();
    const key = newStorageKey();
    const before = Date.now();
    await storage.put(key, Buffer.from('dated'));
    const after = Date.now();
    let modified: Date | undefined;
    for await (const file of storage.list()) if (file.key === key) modified = file.modified;
    // S3 gives whole seconds.
    expect(modified?.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(modified?.getTime()).toBeLessThanOrEqual(after);
    await storage.remove(key);
  });

  it('refuses keys that are not its own: traversal, absolute, hidden or upper-case', async () => {
    const storage = makeStorage();
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
      await expect(storage.get(key), key).rejects.toThrow('invalid storage key');
      await expect(storage.exists(key), key).rejects.toThrow('invalid storage key');
      await expect(storage.remove(key), key).rejects.toThrow('invalid storage key');
    }
    expect(newStorageKey(new Date('2025-03-04T00:00:00Z'))).toMatch(/^2025\/03\/[0-9a-f-]{36}$/);
  });
};
