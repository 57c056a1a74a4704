// The catalogue search under load (issue 10): fills a database with N published EPD versions
// from 2,000 companies (Chinese and English names, two reports and three ledger entries each),
// starts the server on it and measures POST /api/p/epd/page with autocannon at 32 connections
// right after /healthz of the same server, for each filter kind, as a browser asks
// (Accept-Encoding: gzip, deflate, br) and without Accept-Encoding (plain JSON). SQLite always;
// PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set (a fresh schema, dropped
// afterwards). Figures go in docs/performance.md ("Catalogue search").
//
//   npm run bench:search -- [sizes=10000,100000,1000000] [engines=sqlite,postgres]
//   BENCH_SECONDS=8 (per measurement)  BENCH_CONNECTIONS=32  BENCH_CPU_PROF=<folder> (server profiles)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';

const sizes = (process.argv[2] ?? '10000,100000,1000000').split(',').map(Number);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines = (process.argv[3] ?? (pgUrl ? 'sqlite,postgres' : 'sqlite')).split(',');
if (engines.includes('postgres') && !pgUrl) {
  console.error('bench:search: PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COMPANIES = 2_000;
const port = 4398;
const base = `http://127.0.0.1:${port}`;

// ---------------------------------------------------------------- realistic names

const REGIONS = [
  ['河北', 'Hebei'],
  ['江苏', 'Jiangsu'],
  ['山东', 'Shandong'],
  ['辽宁', 'Liaoning'],
  ['山西', 'Shanxi'],
  ['湖北', 'Hubei'],
  ['安徽', 'Anhui'],
  ['广东', 'Guangdong'],
  ['四川', 'Sichuan'],
  ['福建', 'Fujian'],
  ['河南', 'Henan'],
  ['湖南', 'Hunan'],
  ['江西', 'Jiangxi'],
  ['内蒙古', 'Inner Mongolia'],
  ['天津', 'Tianjin'],
  ['上海', 'Shanghai'],
  ['浙江', 'Zhejiang'],
  ['广西', 'Guangxi'],
  ['云南', 'Yunnan'],
  ['陕西', 'Shaanxi'],
];
const NAMES = [
  ['永兴', 'Yongxing'],
  ['华冶', 'Huaye'],
  ['恒达', 'Hengda'],
  ['新钢', 'Xingang'],
  ['宏昌', 'Hongchang'],
  ['金鼎', 'Jinding'],
  ['瑞丰', 'Ruifeng'],
  ['东方', 'Dongfang'],
  ['长城', 'Great Wall'],
  ['远航', 'Yuanhang'],
];
const KINDS = [
  ['钢铁集团有限公司', 'Iron & Steel Group Co., Ltd.'],
  ['特钢有限公司', 'Special Steel Co., Ltd.'],
  ['钢铁股份有限公司', 'Iron & Steel Co., Ltd.'],
  ['金属制品有限公司', 'Metal Products Co., Ltd.'],
  ['钢管有限公司', 'Steel Pipe Co., Ltd.'],
];
// Product names: about 27% are hot-rolled (the common English keyword), about 15% contain 钢板.
const PRODUCTS = [
  ['热轧带肋钢筋', 'Hot-rolled ribbed bar', 12],
  ['热轧卷板', 'Hot-rolled coil', 8],
  ['热轧H型钢', 'Hot-rolled H-beam', 4],
  ['热轧中厚钢板', 'Hot-rolled heavy plate', 3],
  ['冷轧钢板', 'Cold-rolled sheet', 6],
  ['热镀锌钢板', 'Hot-dip galvanised sheet', 6],
  ['彩涂钢板', 'Pre-painted steel sheet', 3],
  ['高速线材', 'Wire rod', 8],
  ['无缝钢管', 'Seamless steel tube', 6],
  ['焊接钢管', 'Welded steel pipe', 5],
  ['螺纹钢', 'Threaded rebar', 8],
  ['圆钢', 'Round bar', 5],
  ['工字钢', 'I-beam', 4],
  ['角钢', 'Angle steel', 4],
  ['槽钢', 'Channel steel', 4],
  ['不锈钢卷', 'Stainless steel coil', 5],
  ['电工钢', 'Electrical steel', 4],
  ['镀锡板', 'Tinplate', 3],
  ['预应力钢绞线', 'Prestressed strand', 2],
];
const GRADES = [
  'Q235B',
  'Q355B',
  'HRB400E',
  'HRB500E',
  'SPHC',
  'DC01',
  'DX51D+Z',
  'SWRH82B',
  '20#',
  '45#',
  'S355JR',
  '304',
];
const RARE = ['耐候钢板 Q355NH', 'Weathering steel plate Q355NH'];
const PCRS = Array.from({ length: 30 }, (_, i) => [
  `PCR-CISA-${String(i + 1).padStart(3, '0')}`,
  `${PRODUCTS[i % PRODUCTS.length][0]}产品种类规则`,
  `PCR for ${PRODUCTS[i % PRODUCTS.length][1]}`,
]);
const productWheel = PRODUCTS.flatMap((p) => Array.from({ length: p[2] }, () => p));

/** A deterministic pseudo-random sequence, so each run fills the same data. */
const rng = (seed) => () => {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

const company = (i) => {
  const r = REGIONS[i % REGIONS.length];
  const n = NAMES[Math.floor(i / REGIONS.length) % NAMES.length];
  const k = KINDS[Math.floor(i / (REGIONS.length * NAMES.length)) % KINDS.length];
  const serial = Math.floor(i / (REGIONS.length * NAMES.length * KINDS.length));
  const suffix = serial ? `第${serial + 1}` : '';
  return {
    code: `BC${String(i + 1).padStart(5, '0')}`,
    name: `${r[0]}${n[0]}${suffix}${k[0]}`,
    en: `${r[1]} ${n[1]}${serial ? ` No.${serial + 1}` : ''} ${k[1]}`,
  };
};

/** One record's column values (ids assigned by the database in insert order). */
function* records(count) {
  const random = rng(42);
  const day0 = Date.UTC(2021, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const rare = i % 10_000 === 7777;
    const [zh, en] = rare ? RARE : productWheel[Math.floor(random() * productWheel.length)];
    const grade = GRADES[Math.floor(random() * GRADES.length)];
    const issue = new Date(day0 + Math.floor(random() * 1500) * 86_400_000);
    // About 80% still valid.
    const expiry = new Date(issue.getTime() + (random() < 0.8 ? 6 * 365 : 2 * 365) * 86_400_000);
    const published = new Date(issue.getTime() + 3_600_000 + i);
    yield {
      business_id: randomBytes(16).toString('base64url'),
      registration_number: `SEPD-${issue.getUTCFullYear()}-${String(i + 1).padStart(7, '0')}`,
      product_type: i % 7 === 0 ? 'CFP' : 'EPD',
      product_name: rare ? zh : `${zh} ${grade}`,
      product_name_en: rare ? en : i % 5 === 0 ? null : `${en} ${grade}`,
      company_index: Math.floor(random() * COMPANIES),
      pcr_index: Math.floor(random() * PCRS.length),
      gwp100: Math.round(800 + random() * 2200),
      issue_date: issue.toISOString().slice(0, 10),
      expiry_date: expiry.toISOString().slice(0, 10),
      published_at: published.toISOString(),
    };
  }
}

const NOW = new Date().toISOString();

// ---------------------------------------------------------------- filling

const fillSqlite = (file, count) => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const t0 = performance.now();
  db.transaction(() => {
    const ic = db.prepare(
      'insert into companies (code, name, company_type, status, created_at) values (?, ?, ?, 1, ?)',
    );
    for (let i = 0; i < COMPANIES; i += 1) {
      const c = company(i);
      ic.run(c.code, c.name, '1', NOW);
    }
    const ip = db.prepare(
      `insert into pcrs (register_no, product_name, product_name_en, author, product_class, description_html, enabled, created_at, updated_at)
       values (?, ?, ?, '中国钢铁工业协会', '钢材', '<p></p>', 1, ?, ?)`,
    );
    for (const [no, zh, en] of PCRS) ip.run(no, zh, en, NOW, NOW);
  })();
  const companyIds = db.prepare('select id from companies order by id').pluck().all();
  const pcrIds = db.prepare('select id from pcrs order by id').pluck().all();
  const ie = db.prepare(
    `insert into epds (business_id, registration_number, product_type, product_name, product_name_en, company_id, pcr_id,
      gwp100, holder_zh, holder_en, site_zh, site_en, issue_date, expiry_date, status, published_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '中国', 'China', ?, ?, 'published', ?, ?, ?)`,
  );
  const ir = db.prepare(
    `insert into epd_reports (epd_id, lang, business_id, attachment_id, sha256, current, created_at) values (?, ?, ?, ?, ?, 1, ?)`,
  );
  const il = db.prepare(
    `insert into evidence_ledger (kind, epd_id, report_id, lang, digest, prev_hash, entry_hash, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let batch = [];
  let seq = 0;
  const flush = db.transaction((rows) => {
    for (const r of rows) {
      const c = company(r.company_index);
      const { lastInsertRowid: id } = ie.run(
        r.business_id,
        r.registration_number,
        r.product_type,
        r.product_name,
        r.product_name_en,
        companyIds[r.company_index],
        pcrIds[r.pcr_index],
        r.gwp100,
        c.name,
        c.en,
        r.issue_date,
        r.expiry_date,
        r.published_at,
        NOW,
        NOW,
      );
      for (const lang of ['zh', 'en']) {
        seq += 1;
        const hash = String(seq).padStart(64, '0');
        const { lastInsertRowid: reportId } = ir.run(id, lang, `r${seq}`.padEnd(22, 'x'), seq, hash, NOW);
        // Stand-in ledger entries: unique hashes (the ledger refuses a repeated prev_hash), not a
        // verified chain; the benchmark measures search, which only reads whether they exist.
        if (lang === 'zh')
          il.run(
            'EPD_REPORT',
            id,
            reportId,
            lang,
            hash,
            `b${hash.slice(1)}`,
            `a${hash.slice(1)}`,
            r.published_at,
          );
      }
      il.run(
        'EPD_DATA',
        id,
        null,
        null,
        String(id).padStart(64, '1'),
        String(id).padStart(64, 'e'),
        String(id).padStart(64, 'f'),
        r.published_at,
      );
    }
  });
  for (const r of records(count)) {
    batch.push(r);
    if (batch.length === 10_000) {
      flush(batch);
      batch = [];
    }
  }
  if (batch.length) flush(batch);
  db.close();
  return (performance.now() - t0) / 1000;
};

const fillPostgres = async (url, schema, count) => {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const t0 = performance.now();
  try {
    await client.query('begin');
    const cs = Array.from({ length: COMPANIES }, (_, i) => company(i));
    await client.query(
      `insert into companies (code, name, company_type, status, created_at)
       select code, name, '1', 1, $3 from unnest($1::text[], $2::text[]) as t(code, name)`,
      [cs.map((c) => c.code), cs.map((c) => c.name), NOW],
    );
    await client.query(
      `insert into pcrs (register_no, product_name, product_name_en, author, product_class, description_html, enabled, created_at, updated_at)
       select no, zh, en, '中国钢铁工业协会', '钢材', '<p></p>', 1, $4, $4 from unnest($1::text[], $2::text[], $3::text[]) as t(no, zh, en)`,
      [PCRS.map((p) => p[0]), PCRS.map((p) => p[1]), PCRS.map((p) => p[2]), NOW],
    );
    await client.query('commit');
    const companyIds = (await client.query('select id from companies order by id')).rows.map((r) => r.id);
    const pcrIds = (await client.query('select id from pcrs order by id')).rows.map((r) => r.id);
    let batch = [];
    const flush = async (rows) => {
      const col = (f) => rows.map(f);
      await client.query('begin');
      const ids = (
        await client.query(
          `insert into epds (business_id, registration_number, product_type, product_name, product_name_en, company_id, pcr_id,
             gwp100, holder_zh, holder_en, site_zh, site_en, issue_date, expiry_date, status, published_at, created_at, updated_at)
           select b, reg, pt, pn, pne, cid, pid, g, hz, he, '中国', 'China', iss, exp, 'published', pub, $14, $14
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::float8[],
                       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
             with ordinality as t(b, reg, pt, pn, pne, cid, pid, g, hz, he, iss, exp, pub, ord)
           order by ord
           returning id`,
          [
            col((r) => r.business_id),
            col((r) => r.registration_number),
            col((r) => r.product_type),
            col((r) => r.product_name),
            col((r) => r.product_name_en),
            col((r) => companyIds[r.company_index]),
            col((r) => pcrIds[r.pcr_index]),
            col((r) => r.gwp100),
            col((r) => company(r.company_index).name),
            col((r) => company(r.company_index).en),
            col((r) => r.issue_date),
            col((r) => r.expiry_date),
            col((r) => r.published_at),
            NOW,
          ],
        )
      ).rows.map((r) => r.id);
      const epdIds = ids.flatMap((id) => [id, id]);
      const langs = ids.flatMap(() => ['zh', 'en']);
      const reports = (
        await client.query(
          `insert into epd_reports (epd_id, lang, business_id, attachment_id, sha256, current, created_at)
           select e, l, md5(e::text || l), e * 2, md5(l || e::text) || md5(e::text), 1, $3
           from unnest($1::int[], $2::text[]) with ordinality as t(e, l, ord) order by ord returning id, epd_id, lang`,
          [epdIds, langs, NOW],
        )
      ).rows;
      await client.query(
        `insert into evidence_ledger (kind, epd_id, report_id, lang, digest, prev_hash, entry_hash, created_at)
         select 'EPD_REPORT', e, r, 'zh', md5(r::text) || md5(e::text), md5('p' || r::text) || md5(e::text), md5('r' || r::text) || md5(e::text), $3
         from unnest($1::int[], $2::int[]) as t(e, r)`,
        [
          reports.filter((r) => r.lang === 'zh').map((r) => r.epd_id),
          reports.filter((r) => r.lang === 'zh').map((r) => r.id),
          NOW,
        ],
      );
      await client.query(
        `insert into evidence_ledger (kind, epd_id, report_id, lang, digest, prev_hash, entry_hash, created_at)
         select 'EPD_DATA', e, null, null, md5(e::text) || md5(e::text), md5('q' || e::text) || md5(e::text), md5('d' || e::text) || md5(e::text), $2
         from unnest($1::int[]) as t(e)`,
        [ids, NOW],
      );
      await client.query('commit');
    };
    for (const r of records(count)) {
      batch.push(r);
      if (batch.length === 10_000) {
        await flush(batch);
        batch = [];
      }
    }
    if (batch.length) await flush(batch);
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return (performance.now() - t0) / 1000;
};

// ---------------------------------------------------------------- the server

/** BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there at each stop (node --cpu-prof). */
const cpuProf = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

const startServer = async (env) => {
  const server = spawn(process.execPath, [...cpuProf, 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_MODE: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGTERM');
  throw new Error('server did not become ready');
};

const stopServer = (server) =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** What a browser sends (the portal's search is a fetch from a page): answers over 1 KB come compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const search = (body, headers = BROWSER) => ({
  method: 'POST',
  path: '/api/p/epd/page',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ pageSize: 4, pageNum: 1, ...body }),
});

const run = (request) =>
  new Promise((resolve, reject) => {
    autocannon(
      // autocannon takes the path from the url (a `path` option is ignored).
      { connections, duration: seconds, ...request, url: `${base}${request.path}` },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });

const post = async (body) => {
  const res = await fetch(`${base}/api/p/epd/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()).data;
};

const measureEngine = async (engine, count) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-bench-search-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env =
    engine === 'postgres'
      ? { DATA_DIR: dataDir, DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema }
      : { DATA_DIR: dataDir };
  // The first start makes the schema (migrations); the fill goes straight into the tables.
  await stopServer(await startServer(env));
  const fillSeconds =
    engine === 'postgres'
      ? await fillPostgres(pgUrl, schema, count)
      : fillSqlite(path.join(dataDir, 'steel-epd.sqlite'), count);
  const server = await startServer(env);
  try {
    const rssBefore = rssOf(server.pid);
    const t0 = performance.now();
    const all = await post({ pageSize: 4 });
    const buildMs = performance.now() - t0;
    const rssAfter = rssOf(server.pid);
    const companyCode = 'BC00123';
    const kinds = [
      ['company', { companyCode }],
      ['PCR', { pcrNumber: 'PCR-CISA-007' }],
      ['rare keyword', { epdKeyword: 'Q355NH' }],
      ['common keyword (>10%)', { epdKeyword: 'hot-rolled' }],
      ['two-char Chinese (钢板)', { epdKeyword: '钢板' }],
      ['page 50 of a common keyword', { epdKeyword: 'hot-rolled', pageNum: 50 }],
    ];
    const share = {};
    for (const [name, body] of kinds) share[name] = (await post({ ...body, pageSize: 4 })).totals;
    console.log(
      `\n${engine}, ${count.toLocaleString('en')} records: fill ${fillSeconds.toFixed(1)} s, first search (index build) ${buildMs.toFixed(0)} ms, ` +
        `RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MiB, valid ${all.totals}`,
    );
    // The bytes sent (fetch would decompress them): Content-Length.
    const size = async (headers) =>
      (
        await fetch(`${base}/api/p/epd/page`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ epdKeyword: 'hot-rolled', pageSize: 4 }),
        })
      ).headers.get('content-length');
    console.log(
      `  a page of 4 cards: ${await size({ 'accept-encoding': 'identity' })} bytes of JSON, ${await size({ 'accept-encoding': 'br' })} bytes brotli`,
    );
    const rows = [];
    const row = (name, coding, r, health, matches) => {
      const it = {
        engine,
        count,
        name,
        coding,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        average: r.requests.average,
        ratio: health ? r.requests.average / health.average : 1,
        matches,
        errors: r.errors + r.non2xx,
      };
      rows.push(it);
      return it;
    };
    const figures = (it) =>
      `${String(it.rps).padStart(6)} req/s  p50 ${String(it.p50).padStart(3)} ms  p99 ${String(it.p99).padStart(3)} ms` +
      `${it.ratio === 1 ? '' : `  ${(it.ratio * 100).toFixed(0).padStart(3)}%`}${it.errors ? `  errors ${it.errors}` : ''}`;
    // Each kind right after a /healthz of its own (paired: a shared machine's drifting load
    // touches both sides of a ratio alike), as a browser asks (compressed) and without
    // Accept-Encoding (autocannon's default: plain JSON).
    console.log(
      `  ${'kind'.padEnd(28)} ${'/healthz'.padEnd(40)} ${'browser (gzip, deflate, br)'.padEnd(44)} no Accept-Encoding`,
    );
    for (const [name, body] of kinds) {
      const health = row(
        '/healthz',
        'browser',
        await run({ method: 'GET', path: '/healthz', headers: BROWSER }),
      );
      const browser = row(name, 'browser', await run(search(body)), health, share[name]);
      const plain = row(name, 'plain', await run(search(body, {})), health, share[name]);
      console.log(
        `  ${name.padEnd(28)} ${figures(health).padEnd(40)} ${figures(browser).padEnd(44)} ${figures(plain)}  (matches ${share[name]})`,
      );
    }
    // Not a target: every request a keyword never asked before (no cached answer), the index's own cost.
    let n = 0;
    const health = row(
      '/healthz',
      'browser',
      await run({ method: 'GET', path: '/healthz', headers: BROWSER }),
    );
    const misses = row(
      'uncached keyword (each new)',
      'browser',
      await run({
        path: '/api/p/epd/page',
        requests: [
          {
            method: 'POST',
            path: '/api/p/epd/page',
            headers: { 'content-type': 'application/json', ...BROWSER },
            setupRequest: (req) => {
              n += 1;
              return {
                ...req,
                body: JSON.stringify({ epdKeyword: `-${String((n * 7919) % 1_000_000).padStart(6, '0')}` }),
              };
            },
          },
        ],
      }),
      health,
    );
    console.log(
      `  ${'uncached keyword (each new)'.padEnd(28)} ${figures(health).padEnd(40)} ${figures(misses)}  (not a target)`,
    );
    console.log(`  server RSS after load: ${rssOf(server.pid).toFixed(0)} MiB`);
    return rows;
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
};

console.log(
  `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${connections} connections, ${seconds} s per measurement; ` +
    'server and load generator share the machine',
);
const results = [];
for (const engine of engines) {
  for (const count of sizes) results.push(...(await measureEngine(engine, count)));
}
const growth = [];
for (const engine of engines) {
  const small = results.filter((r) => r.engine === engine && r.count === Math.min(...sizes));
  const large = results.filter((r) => r.engine === engine && r.count === Math.max(...sizes));
  for (const s of small) {
    const l = large.find((r) => r.name === s.name && r.coding === s.coding);
    if (l && s.name !== '/healthz')
      growth.push([engine, `${s.name} (${s.coding})`, s.rps / Math.max(l.rps, 1)]);
  }
}
if (sizes.length > 1) {
  console.log(
    `\ngrowth ${Math.min(...sizes).toLocaleString('en')} → ${Math.max(...sizes).toLocaleString('en')} records (throughput small / large):`,
  );
  for (const [engine, name, slow] of growth)
    console.log(`  ${engine.padEnd(9)} ${name.padEnd(40)} ${slow.toFixed(2)}x`);
}
