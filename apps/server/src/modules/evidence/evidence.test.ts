import { consoleEpdsRoutes, EVIDENCE_FILE_LIMIT, evidenceRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerVerify } from '../../cli/ledger-verify.ts';
import { pdfBytes } from '../../test/file-bytes.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import {
  type Catalogue,
  createDraft,
  makeCatalogue,
  publishNew,
  verifyFile,
} from '../../test/publishing-fixtures.ts';
import { entryHashOf } from './index.ts';

const cliOutput = async (t: TestApp) => {
  let text = '';
  const out = {
    write: (s: string) => {
      text += s;
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  const code = await runLedgerVerify(out, async () => ({
    db: t.db,
    dialect: t.app.dialect,
    exclusive: t.app.underStartLock,
    close: async () => {},
  }));
  return { code, text };
};

describe(`evidence ledger (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let user: TestUser;
  let c: Catalogue;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    user = await t.loginAs();
    c = await makeCatalogue(t);
  });
  afterAll(() => t.close());

  it('an empty ledger verifies and has no heads', async () => {
    const check = await t.data(evidenceRoutes.consoleVerifyChain, {}, { as: reviewer });
    expect(check).toMatchObject({ ok: true, checked: 0, headHash: null, firstBad: null });
    expect((await t.data(evidenceRoutes.heads)).list).toEqual([]);
    expect((await cliOutput(t)).code).toBe(0);
  });

  it('parallel publishes do not fork the chain', async () => {
    const drafts = await Promise.all(Array.from({ length: 6 }, () => createDraft(t, editor, c)));
    const results = await Promise.all(
      drafts.map(({ draft }) =>
        t.call(consoleEpdsRoutes.epdPublish, { params: { id: draft.id } }, { as: editor }),
      ),
    );
    expect(results.map((x) => x.error ?? 'ok')).toEqual(drafts.map(() => 'ok'));
    const rows = await t.db.selectFrom('evidence_ledger').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(6 * 3);
    expect(new Set(rows.map((x) => x.prev_hash)).size).toBe(rows.length);
    rows.forEach((row, i) => {
      expect(row.prev_hash).toBe(i === 0 ? '0'.repeat(64) : rows[i - 1]?.entry_hash);
      expect(entryHashOf(row)).toBe(row.entry_hash);
    });
    const check = await t.data(evidenceRoutes.consoleVerifyChain, {}, { as: editor });
    expect(check).toMatchObject({ ok: true, checked: rows.length, headHash: rows.at(-1)?.entry_hash });
    const cli = await cliOutput(t);
    expect(cli.code).toBe(0);
    expect(cli.text).toContain(`Ledger OK: ${rows.length} entries`);
  });

  it('a second entry on the same head is refused by the database', async () => {
    const head = await t.db
      .selectFrom('evidence_ledger')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const fork = t.db
      .insertInto('evidence_ledger')
      .values({
        ...head,
        id: undefined,
        digest: 'f'.repeat(64),
        entry_hash: 'e'.repeat(64),
        prev_hash: head.prev_hash,
      })
      .execute();
    await expect(fork).rejects.toThrow();
  });

  it('shows the daily heads: the day, its last entry, its hash and the chain length', async () => {
    const rows = await t.db.selectFrom('evidence_ledger').selectAll().orderBy('id').execute();
    const last = rows.at(-1);
    const heads = await t.data(evidenceRoutes.heads, { query: { pageNum: 1, pageSize: 10 } });
    expect(heads.totals).toBe(1);
    expect(heads.list).toEqual([
      {
        date: last?.created_at.slice(0, 10),
        lastEntryId: last?.id,
        entryHash: last?.entry_hash,
        entries: rows.length,
      },
    ]);
    // An earlier day (entries moved back in time for the test; their hashes no longer matter here).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const first = rows[0];
    const second = rows[1];
    await t.db
      .updateTable('evidence_ledger')
      .set({ created_at: yesterday })
      .where('id', 'in', [first?.id ?? 0, second?.id ?? 0])
      .execute();
    const two = await t.data(evidenceRoutes.heads);
    expect(two.list.map((h) => [h.date, h.lastEntryId, h.entries])).toEqual([
      [last?.created_at.slice(0, 10), last?.id, rows.length],
      [yesterday.slice(0, 10), second?.id, 2],
    ]);
    const paged = await t.data(evidenceRoutes.heads, { query: { pageNum: 2, pageSize: 1 } });
    expect(paged.list.map((h) => h.lastEntryId)).toEqual([second?.id]);
    // Moving them back broke their hashes: the check says so at the first one.
    const check = await t.data(evidenceRoutes.consoleVerifyChain, {}, { as: editor });
    expect(check).toMatchObject({ ok: false, checked: 0, firstBad: { id: first?.id, problem: 'hash' } });
    await t.db
      .updateTable('evidence_ledger')
      .set({ created_at: first?.created_at ?? '' })
      .where('id', '=', first?.id ?? 0)
      .execute();
    await t.db
      .updateTable('evidence_ledger')
      .set({ created_at: second?.created_at ?? '' })
      .where('id', '=', second?.id ?? 0)
      .execute();
    expect((await t.data(evidenceRoutes.consoleVerifyChain, {}, { as: editor })).ok).toBe(true);
  });

  it('fails verification when an entry is tampered with, naming the entry', async () => {
    const { published } = await publishNew(t, editor, c);
    const entry = published.ledger[1];
    if (!entry) throw new Error('no entry');
    await t.db
      .updateTable('evidence_ledger')
      .set({ digest: 'a'.repeat(64) })
      .where('id', '=', entry.id)
      .execute();
    const check = await t.data(evidenceRoutes.consoleVerifyChain, {}, { as: editor });
    expect(check).toMatchObject({ ok: false, firstBad: { id: entry.id, problem: 'hash' } });
    const cli = await cliOutput(t);
    expect(cli.code).toBe(1);
    expect(cli.text).toContain(`BROKEN at entry ${entry.id}`);

    // Recomputing the tampered entry's own hash does not help: the next entry's link breaks.
    const row = await t.db
      .selectFrom('evidence_ledger')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('evidence_ledger')
      .set({ entry_hash: entryHashOf(row) })
      .where('id', '=', entry.id)
      .execute();
    const relinked = await t.data(evidenceRoutes.consoleVerifyChain, {}, { as: editor });
    expect(relinked.firstBad).toEqual({ id: published.ledger[2]?.id, problem: 'link' });
  });

  it('portal users cannot run the console check', async () => {
    expect((await t.call(evidenceRoutes.consoleVerifyChain, {}, { as: user })).error).toBe('UNAUTHENTICATED');
  });

  it('limits file checks per address and refuses a request without a file', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < EVIDENCE_FILE_LIMIT.limit; i += 1) {
      expect((await verifyFile(t, pdfBytes(), ip)).ok).toBe(true);
    }
    expect((await verifyFile(t, pdfBytes(), ip)).error).toBe('RATE_LIMITED');
    expect((await verifyFile(t, pdfBytes(), '203.0.113.100')).ok).toBe(true);
    const res = await t.inject({
      method: 'POST',
      url: '/api/n/evidence/verify/file',
      payload: { digest: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });
});
