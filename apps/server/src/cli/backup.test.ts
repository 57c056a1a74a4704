import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { entryBytes, type Manifest, readArchive } from '../platform/backup/archive.ts';
import { openDatabase } from '../platform/db/database.ts';
import { LATEST_MIGRATION } from '../platform/db/migrate.ts';
import type { Database } from '../platform/db/schema.ts';
import { DiskStorage } from '../platform/storage/disk-storage.ts';
import { createFileStorage, type FileStorage } from '../platform/storage/file-storage.ts';
import { newStorageKey } from '../platform/storage/storage-key.ts';
import { pngBytes } from '../test/file-bytes.ts';
import { buildTestApp, engineName, TEST_DATABASE_URL, type TestApp } from '../test/helper.ts';
import { makeCatalogue, publishNew } from '../test/publishing-fixtures.ts';
import { startS3StandIn } from '../test/s3-stand-in.ts';
import { upload } from '../test/uploads.ts';
import { backupCommand } from './backup.ts';
import { runLedgerVerify } from './ledger-verify.ts';
import { restoreCommand } from './restore.ts';

type Env = Record<string, string>;

const output = () => {
  let text = '';
  const stream = {
    write: (s: string) => {
      text += s;
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  return { stream, text: () => text };
};

const run = async (command: typeof backupCommand, argv: string[], env: Env, now?: Date) => {
  const stdout = output();
  const stderr = output();
  const code = await command(argv, {
    env,
    io: { stdout: stdout.stream, stderr: stderr.stream },
    ...(now ? { now: () => now } : {}),
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

/** Every row of every table, in a fixed order: what "finds every record" compares. */
const everyRow = async (db: Kysely<Database>) => {
  // On PostgreSQL introspection sees every schema of the database; ours is the search path's.
  const schema = TEST_DATABASE_URL
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
    : undefined;
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true }))
    .filter((t) => t.schema === schema)
    .map((t) => t.name)
    .sort();
  const rows: Record<string, unknown[]> = {};
  for (const name of tables) {
    rows[name] = (await sql`select * from ${sql.table(name)}`.execute(db)).rows
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return rows;
};

const listed = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
};

const bytesOf = async (storage: FileStorage, key: string) => {
  const body = await storage.get(key);
  if (!body) throw new Error(`no file ${key}`);
  return buffer(body);
};

const tempDir = (temps: string[]) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-restore-test-'));
  temps.push(dir);
  return dir;
};

const schemaExists = async (schema: string) => {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return (
      ((await client.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount ?? 0) > 0
    );
  } finally {
    await client.end();
  }
};

describe(`backup and restore (${engineName})`, () => {
  let t: TestApp;
  let sourceEnv: Env;
  const temps: string[] = [];
  const schemas: string[] = [];
  let archive: string;

  /** Settings of a fresh, empty target: a new DATA_DIR, and on PostgreSQL a new schema. */
  const emptyTarget = (): Env => {
    const env: Env = { DATA_DIR: tempDir(temps), LOG_LEVEL: 'silent', APP_MODE: 'test' };
    if (!TEST_DATABASE_URL) return env;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    return { ...env, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema };
  };

  beforeAll(async () => {
    t = await buildTestApp({ onDisk: true });
    const editor = await t.loginAsOperator('editor');
    const owner = await t.loginAs({ company: { name: 'Backup Steel Co' } });
    const uploaded = await upload(t, {
      as: owner,
      fields: { businessType: 'COMPANY_LICENSE' },
      file: { name: 'licence.png', bytes: await pngBytes() },
    });
    expect(uploaded.status, uploaded.body).toBe(200);
    const c = await makeCatalogue(t);
    await publishNew(t, editor, c);
    await publishNew(t, editor, c, { productName: '热轧卷板 Q235B' });
    sourceEnv = { DATA_DIR: t.app.config.DATA_DIR, LOG_LEVEL: 'silent', APP_MODE: 'test' };
    if (TEST_DATABASE_URL) {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]?.s;
      sourceEnv = { ...sourceEnv, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema ?? '' };
    }
  });

  afterAll(async () => {
    await t?.close();
    if (TEST_DATABASE_URL && schemas.length > 0) {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
    for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes one 0600 archive in DATA_DIR/backups: database, every file, a manifest of rows, files and the ledger head', async () => {
    const at = new Date('2026-03-04T05:06:07.890Z');
    const done = await run(backupCommand, [], sourceEnv, at);
    expect(done.code, done.stderr).toBe(0);
    archive = path.join(t.app.config.DATA_DIR, 'backups', 'steel-epd-20260304T050607Z.tar.gz');
    expect(done.stdout).toContain(`Backup written: ${archive}`);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(archive))).toEqual([path.basename(archive)]);

    const names: string[] = [];
    let manifest: Manifest | undefined;
    await readArchive(archive, async (entry) => {
      names.push(entry.path);
      if (entry.path === 'manifest.json') manifest = JSON.parse((await entryBytes(entry, 1e6)).toString());
      else entry.resume();
    });
    const storage = t.app.services.storage;
    const keys = await listed(storage);
    expect(keys.length).toBeGreaterThanOrEqual(7); // a licence, 2 × (2 reports, a data file, a QR code)
    expect(names[0]).toBe(TEST_DATABASE_URL ? 'database.pgdump' : 'database.sqlite');
    expect(names.at(-1)).toBe('manifest.json');
    expect(names.slice(1, -1).sort()).toEqual(keys.map((k) => `files/${k}`));

    const rows = await everyRow(t.db);
    const head = await t.db
      .selectFrom('evidence_ledger')
      .select(['id', 'entry_hash'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(manifest).toMatchObject({
      format: 'steel-epd-backup',
      version: 1,
      engine: engineName,
      schema: TEST_DATABASE_URL ? sourceEnv.DATABASE_SCHEMA : null,
      createdAt: at.toISOString(),
      migration: LATEST_MIGRATION,
      files: { count: keys.length },
      ledger: { entries: rows.evidence_ledger?.length, headId: head.id, headHash: head.entry_hash },
    });
    expect(manifest?.tables).toEqual(Object.fromEntries(Object.entries(rows).map(([n, r]) => [n, r.length])));
    expect(manifest?.ledger?.entries).toBeGreaterThanOrEqual(6);
  });

  it('restores into an empty target and finds every record, file and ledger entry', async () => {
    const source = await everyRow(t.db);
    const target = emptyTarget();
    if (TEST_DATABASE_URL) {
      // An empty schema that exists already (an operator made it) is as good as none.
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`create schema ${target.DATABASE_SCHEMA}`);
      await client.end();
    }
    const done = await run(restoreCommand, ['--from', archive], target);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`Restored ${archive}`);

    const restored = await openDatabase(loadConfig(target));
    const restoredStorage = await createFileStorage(loadConfig(target));
    try {
      expect(await everyRow(restored.db)).toEqual(source);
      const keys = await listed(restoredStorage);
      expect(keys).toEqual(await listed(t.app.services.storage));
      const attachments = await restored.db
        .selectFrom('attachments')
        .select(['storage_key', 'size'])
        .execute();
      expect(attachments.length).toBeGreaterThanOrEqual(7);
      for (const { storage_key, size } of attachments) {
        const bytes = await bytesOf(restoredStorage, storage_key);
        expect(bytes.length).toBe(Number(size));
        expect(bytes.equals(await bytesOf(t.app.services.storage, storage_key))).toBe(true);
      }
      if (!TEST_DATABASE_URL) {
        const dbFile = path.join(target.DATA_DIR ?? '', 'steel-epd.sqlite');
        expect(fs.statSync(dbFile).mode & 0o777).toBe(0o600);
      }
    } finally {
      restoredStorage.close?.();
      await restored.close();
    }

    const ledger = output();
    expect(await runLedgerVerify(ledger.stream, () => openDatabase(loadConfig(target)))).toBe(0);
    const entries = source.evidence_ledger?.length;
    expect(ledger.text()).toMatch(new RegExp(`^Ledger OK: ${entries} entries verify`));
    expect(done.stdout).toContain(`ledger: ${entries} entries verify`);
    if (TEST_DATABASE_URL) {
      // The source schema of the same name was set aside during the restore and is back, as it was.
      expect(await schemaExists(sourceEnv.DATABASE_SCHEMA ?? '')).toBe(true);
      expect(await everyRow(t.db)).toEqual(source);
    }
  });

  it('refuses, with exit 2 and nothing written, a database that has tables or a storage that has files', async () => {
    const before = await everyRow(t.db);
    const intoSource = await run(restoreCommand, ['--from', archive], sourceEnv);
    expect(intoSource.code).toBe(2);
    expect(intoSource.stderr).toMatch(
      /^Nothing restored: the (database|PostgreSQL schema) .* already has \d+ tables/,
    );
    expect(intoSource.stderr).toContain('already has files');
    expect(await everyRow(t.db)).toEqual(before);

    const target = emptyTarget();
    const stray = new DiskStorage(path.join(target.DATA_DIR ?? '', 'files'));
    const key = newStorageKey();
    await stray.put(key, Buffer.from('left from before'));
    const intoFiles = await run(restoreCommand, ['--from', archive], target);
    expect(intoFiles.code).toBe(2);
    expect(intoFiles.stderr).toBe(
      `Nothing restored: the files folder ${stray.root} already has files: restore into an empty one.\n`,
    );
    expect(await listed(stray)).toEqual([key]);
    expect(fs.existsSync(path.join(target.DATA_DIR ?? '', 'steel-epd.sqlite'))).toBe(false);
    if (TEST_DATABASE_URL) expect(await schemaExists(target.DATABASE_SCHEMA ?? '')).toBe(false);
  });

  it('refuses an archive cut short before it writes anything', async () => {
    const cut = path.join(tempDir(temps), 'cut.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const target = emptyTarget();
    const done = await run(restoreCommand, ['--from', cut], target);
    expect(done.code).toBe(1);
    expect(done.stderr).toContain(`Restore refused, nothing written: ${cut} is not a complete backup`);
    expect(await listed(new DiskStorage(path.join(target.DATA_DIR ?? '', 'files')))).toEqual([]);
    expect(fs.existsSync(path.join(target.DATA_DIR ?? '', 'steel-epd.sqlite'))).toBe(false);
    if (TEST_DATABASE_URL) expect(await schemaExists(target.DATABASE_SCHEMA ?? '')).toBe(false);
  });

  it('restores the files into an empty S3 bucket, refuses one with files, and backs up from it', async () => {
    const standIn = await startS3StandIn(['restored', 'taken']);
    const admin = standIn.client();
    try {
      await admin.send(new PutObjectCommand({ Bucket: 'taken', Key: newStorageKey(), Body: 'x' }));
      const s3 = (bucket: string) => standIn.env(bucket);

      const taken = await run(restoreCommand, ['--from', archive], { ...emptyTarget(), ...s3('taken') });
      expect(taken.code).toBe(2);
      expect(taken.stderr).toBe(
        'Nothing restored: the S3 bucket taken already has files: restore into an empty one.\n',
      );

      const target = { ...emptyTarget(), ...s3('restored') };
      const done = await run(restoreCommand, ['--from', archive], target);
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain('into the S3 bucket restored');
      const bucket = await createFileStorage(loadConfig(target));
      try {
        const keys = await listed(t.app.services.storage);
        expect(await listed(bucket)).toEqual(keys);
        for (const key of keys) {
          expect((await bytesOf(bucket, key)).equals(await bytesOf(t.app.services.storage, key))).toBe(true);
        }
      } finally {
        bucket.close?.();
      }

      const again = await run(backupCommand, ['--out', path.join(tempDir(temps), 'from-s3.tar.gz')], target);
      expect(again.code, again.stderr).toBe(0);
      const files = (await listed(t.app.services.storage)).length;
      expect(again.stdout).toContain(`files: ${files} (`);
    } finally {
      admin.destroy();
      await standIn.close();
    }
  });

  it('does not overwrite an archive that exists', async () => {
    const done = await run(backupCommand, ['--out', archive], sourceEnv);
    expect(done.code).toBe(2);
    expect(done.stderr).toBe(`${archive} exists already: name another file with --out.\n`);
  });
});
