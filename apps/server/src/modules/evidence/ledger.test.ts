import { LEDGER_GENESIS_HASH } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { transact } from '../../platform/db/transact.ts';
import { asOf } from '../../test/clock.ts';
import { engineName, testConfig, testDatabase } from '../../test/helper.ts';
import { canonicalEntry, entryHashOf, evidenceLedger } from './index.ts';

/**
 * The ledger's golden vectors (docs/evidence.md, "Golden vectors"): what a publication (the
 * record's data, then its zh and en reports) and a later correction write on an empty ledger.
 * The texts and hashes below were computed once outside this code (Python's hashlib, and
 * `printf | sha256sum`) and pasted in: they are the format third parties verify, so a change
 * to the hashed fields, their order or their encoding fails here. Never recompute them from
 * the code; a deliberate change of the format is a new version tag and new vectors.
 */
const T_PUBLISHED = '2026-01-15T08:30:00.000Z';
const T_CORRECTED = '2026-02-03T01:02:03.456Z';

const VECTORS = [
  {
    record: {
      kind: 'EPD_DATA',
      epd_id: 42,
      report_id: null,
      lang: null,
      digest: '98f7d30373dde045870af835300f809b37e8111552c88798ce48563984e88f49',
      prev_hash: '0000000000000000000000000000000000000000000000000000000000000000',
      created_at: T_PUBLISHED,
    },
    canonical:
      'steel-epd-ledger-v1|EPD_DATA|42|||98f7d30373dde045870af835300f809b37e8111552c88798ce48563984e88f49|0000000000000000000000000000000000000000000000000000000000000000|2026-01-15T08:30:00.000Z',
    hash: '7ca11fc6174fc93a4ca4541a5192a26345bd4cc223ec85430b2295521245369e',
  },
  {
    record: {
      kind: 'EPD_REPORT',
      epd_id: 42,
      report_id: 7,
      lang: 'zh',
      digest: 'f7821a903aee9e442e5f8d2358daaec144743e7e4f396b7b8542eabc39fd60c5',
      prev_hash: '7ca11fc6174fc93a4ca4541a5192a26345bd4cc223ec85430b2295521245369e',
      created_at: T_PUBLISHED,
    },
    canonical:
      'steel-epd-ledger-v1|EPD_REPORT|42|7|zh|f7821a903aee9e442e5f8d2358daaec144743e7e4f396b7b8542eabc39fd60c5|7ca11fc6174fc93a4ca4541a5192a26345bd4cc223ec85430b2295521245369e|2026-01-15T08:30:00.000Z',
    hash: '6886a68544e14aec6f1fb8a4562333542ae96058def731efcefb381d5b292a47',
  },
  {
    record: {
      kind: 'EPD_REPORT',
      epd_id: 42,
      report_id: 8,
      lang: 'en',
      digest: 'dab562f7f5ff01b5ce0408b724879bf039215138efe37a55cacb10e8c124f5f7',
      prev_hash: '6886a68544e14aec6f1fb8a4562333542ae96058def731efcefb381d5b292a47',
      created_at: T_PUBLISHED,
    },
    canonical:
      'steel-epd-ledger-v1|EPD_REPORT|42|8|en|dab562f7f5ff01b5ce0408b724879bf039215138efe37a55cacb10e8c124f5f7|6886a68544e14aec6f1fb8a4562333542ae96058def731efcefb381d5b292a47|2026-01-15T08:30:00.000Z',
    hash: 'fe9b68771d741a9ef0ccdba822e80aaf3c2314bf6e72fd64bb7ace45d78cdd00',
  },
  {
    record: {
      kind: 'EPD_DATA',
      epd_id: 42,
      report_id: null,
      lang: null,
      digest: 'd958e042a860f21d19339a446987ba6a95d5926d3a8a49a39434a8ccce51a031',
      prev_hash: 'fe9b68771d741a9ef0ccdba822e80aaf3c2314bf6e72fd64bb7ace45d78cdd00',
      created_at: T_CORRECTED,
    },
    canonical:
      'steel-epd-ledger-v1|EPD_DATA|42|||d958e042a860f21d19339a446987ba6a95d5926d3a8a49a39434a8ccce51a031|fe9b68771d741a9ef0ccdba822e80aaf3c2314bf6e72fd64bb7ace45d78cdd00|2026-02-03T01:02:03.456Z',
    hash: '1b9e2f6cc41828ffe671adebb1544d300fe13e52ca88d93dadc6a7f84a8be527',
  },
] as const;

type HashedEntry = Parameters<typeof entryHashOf>[0];
const recordOf = (i: number): HashedEntry => {
  const v = VECTORS[i];
  if (!v) throw new Error(`no vector ${i}`);
  return { ...v.record };
};

describe('evidence ledger golden vectors', () => {
  it('the genesis is 64 zeros and each vector follows the one before', () => {
    expect(LEDGER_GENESIS_HASH).toBe('0000000000000000000000000000000000000000000000000000000000000000');
    VECTORS.forEach((v, i) => {
      expect(v.record.prev_hash).toBe(i === 0 ? LEDGER_GENESIS_HASH : VECTORS[i - 1]?.hash);
    });
  });

  it.each(VECTORS.map((v, i) => [i + 1, v.record.kind, v] as const))(
    'entry %i (%s): the hashed text and the entry hash are the documented ones',
    (_n, _kind, v) => {
      expect(canonicalEntry(v.record)).toBe(v.canonical);
      expect(entryHashOf(v.record)).toBe(v.hash);
    },
  );

  // Each field on its own moves the hash (the code's own, not only against the vectors): a field
  // left out of the text would leave it unchanged.
  const changes: [string, (r: HashedEntry) => HashedEntry][] = [
    ['kind', (r) => ({ ...r, kind: r.kind === 'EPD_DATA' ? 'EPD_REPORT' : 'EPD_DATA' })],
    ['epd_id', (r) => ({ ...r, epd_id: r.epd_id + 1 })],
    ['report_id', (r) => ({ ...r, report_id: r.report_id === null ? 0 : null })],
    ['lang', (r) => ({ ...r, lang: r.lang === 'zh' ? 'en' : 'zh' })],
    ['digest', (r) => ({ ...r, digest: 'f'.repeat(64) })],
    ['prev_hash', (r) => ({ ...r, prev_hash: 'e'.repeat(64) })],
    ['created_at', (r) => ({ ...r, created_at: '2026-01-15T08:30:00.001Z' })],
  ];
  it.each(changes)('a changed %s changes every vector’s hash', (_field, change) => {
    VECTORS.forEach((_v, i) => {
      expect(entryHashOf(change(recordOf(i)))).not.toBe(entryHashOf(recordOf(i)));
    });
  });

  it('the row id and the stored hash are not hashed', () => {
    const v = VECTORS[1];
    const row = { ...recordOf(1), id: 99, entry_hash: 'a'.repeat(64) };
    expect(entryHashOf(row)).toBe(v?.hash);
  });

  it(`the ledger writes the vectors and its chain check accepts them (${engineName})`, async () => {
    const database = await testDatabase(testConfig());
    try {
      const { db, dialect } = database;
      const inputs = VECTORS.map(({ record: r }) => ({
        kind: r.kind,
        epdId: r.epd_id,
        reportId: r.report_id,
        lang: r.lang,
        digest: r.digest,
      }));
      const append = (list: typeof inputs) =>
        transact(db, (trx) => evidenceLedger(trx, dialect).append(list));
      const published = await asOf(T_PUBLISHED, () => append(inputs.slice(0, 3)));
      const corrected = await asOf(T_CORRECTED, () => append(inputs.slice(3)));
      expect([...published, ...corrected].map((e) => e.entry_hash)).toEqual(VECTORS.map((v) => v.hash));

      const stored = await db.selectFrom('evidence_ledger').selectAll().orderBy('id').execute();
      expect(stored.map(({ id: _id, ...row }) => row)).toEqual(
        VECTORS.map((v) => ({ ...v.record, entry_hash: v.hash })),
      );
      const check = await evidenceLedger(db, dialect).verifyChain();
      expect(check).toMatchObject({ ok: true, checked: 4, headHash: VECTORS[3].hash, firstBad: null });
    } finally {
      await database.close();
    }
  });
});
