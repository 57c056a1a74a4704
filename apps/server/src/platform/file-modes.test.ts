import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../test/file-bytes.ts';
import { buildTestApp, engineName } from '../test/helper.ts';
import { storedFiles, upload } from '../test/uploads.ts';
import { openDatabase } from './db/database.ts';
import { outboxPath, outboxWriter } from './messaging/outbox.ts';
import { loadPasswordCrypto, rotatePasswordKey } from './password-crypto.ts';
import { DiskStorage } from './storage/disk-storage.ts';
import { createFileStorage } from './storage/file-storage.ts';

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

/** A data folder that does not exist yet, in a fresh temp folder. */
const freshDataDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-modes-')), 'data');

/** A data folder as an earlier version left it: open to every local user. */
const openDataDir = () => {
  const dir = freshDataDir();
  fs.mkdirSync(dir, { mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  return dir;
};

const message = {
  channel: 'sms' as const,
  to: '13900000555',
  subject: '',
  text: 'Your code is 123456',
  code: '123456',
  lang: 'en' as const,
};

describe(`data files are their owner's only (${engineName})`, () => {
  // With no umask at all, every mode below comes from the code, not from the environment.
  let umask = 0;
  beforeAll(() => {
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
  });

  it('makes the SQLite database 0600, with its WAL files, in a 0700 data folder', async () => {
    const dataDir = freshDataDir();
    const db = await openDatabase({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'steel-epd.sqlite');
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    // The migrations wrote, so the write-ahead log and its index exist.
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    expect(modeOf(`${file}-shm`)).toBe(0o600);
    await db.close();
  });

  it('narrows a database and data folder an earlier version left readable by all', async () => {
    const dataDir = openDataDir();
    const first = await openDatabase({ DATA_DIR: dataDir });
    await first.close();
    const file = path.join(dataDir, 'steel-epd.sqlite');
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(file, 0o644);
    const again = await openDatabase({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    await again.close();
  });

  it('writes the outbox 0600 in a 0700 folder, and narrows one left readable', async () => {
    const dataDir = freshDataDir();
    await outboxWriter(dataDir).send(message);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(outboxPath(dataDir))).toBe(0o600);

    const oldDir = openDataDir();
    fs.writeFileSync(outboxPath(oldDir), '', { mode: 0o644 });
    fs.chmodSync(outboxPath(oldDir), 0o644);
    await outboxWriter(oldDir).send(message);
    expect(modeOf(outboxPath(oldDir))).toBe(0o600);
    expect(fs.readFileSync(outboxPath(oldDir), 'utf8')).toContain('123456');
  });

  it('keeps the generated password keys 0600 in a 0700 folder, after a rotation too', () => {
    const dataDir = freshDataDir();
    const config = { DATA_DIR: dataDir, RSA_PRIVATE_KEY_FILE: undefined };
    expect(loadPasswordCrypto(config).publicKey).toMatch(/^[A-Za-z0-9+/=]+$/);
    const keys = path.join(dataDir, 'keys');
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(keys)).toBe(0o700);
    expect(modeOf(path.join(keys, 'password-rsa.pem'))).toBe(0o600);
    rotatePasswordKey(config);
    expect(modeOf(path.join(keys, 'password-rsa.pem'))).toBe(0o600);
    expect(modeOf(path.join(keys, 'password-rsa.previous.pem'))).toBe(0o600);

    // Keys an earlier version left readable are narrowed when they are next read.
    fs.chmodSync(keys, 0o755);
    fs.chmodSync(path.join(keys, 'password-rsa.pem'), 0o644);
    expect(loadPasswordCrypto(config).publicKey).toBeTruthy();
    expect(modeOf(keys)).toBe(0o700);
    expect(modeOf(path.join(keys, 'password-rsa.pem'))).toBe(0o600);
  });

  it('stores uploaded files 0600 in 0700 folders, and closes a storage folder left open', async () => {
    const root = path.join(freshDataDir(), 'files');
    const storage = new DiskStorage(root);
    await storage.put('2026/01/0a1b2c3d-0000-4000-8000-000000000001', Buffer.from('bytes'));
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(path.join(root, '.tmp'))).toBe(0o700);
    expect(modeOf(path.join(root, '2026'))).toBe(0o700);
    expect(modeOf(path.join(root, '2026', '01'))).toBe(0o700);
    expect(modeOf(path.join(root, '2026', '01', '0a1b2c3d-0000-4000-8000-000000000001'))).toBe(0o600);

    fs.chmodSync(root, 0o755);
    await createFileStorage({ DATA_DIR: path.dirname(root) });
    expect(modeOf(root)).toBe(0o700);
  });

  it('keeps a file uploaded through the API 0600', async () => {
    const t = await buildTestApp();
    try {
      const user = await t.loginAs({ company: { name: 'Mode Test Steel' } });
      const res = await upload(t, {
        as: user,
        fields: { businessType: 'EPD_VERIFY' },
        file: { name: 'report.pdf', bytes: pdfBytes() },
      });
      expect(res.status, res.body).toBe(200);
      const [stored, ...others] = storedFiles(t);
      expect(others).toEqual([]);
      const root = path.join(t.app.config.DATA_DIR, 'files');
      expect(modeOf(path.join(root, stored ?? ''))).toBe(0o600);
      expect(modeOf(root)).toBe(0o700);
    } finally {
      await t.close();
    }
  });
});
