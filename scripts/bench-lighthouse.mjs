// Lighthouse on the QR path (issue 10) and the desktop pages /, /news, /resources, /register (issue 12): what a phone that scans a QR code on a steel product
// opens — /app/epd/{businessId}, then /Loginapp?id={report businessId}, then
// /apppdf/{report businessId}. Run after `npm run build`:
//
//   npm run bench:lighthouse -- [runs=1]
//   CHROMIUM_PATH=/usr/bin/chromium   LH_OUT=<folder for the JSON reports> (optional)
//
// Starts the built server on a fresh temporary SQLite folder with the demo content on (main.ts
// seeds it), takes a valid record's business id and its current zh report's business id from
// the database, logs the demo user in through the API for a token, and runs Lighthouse's
// default configuration (the mobile preset: a phone's screen, simulated slow 4G and a 4x slower
// CPU) against Debian's Chromium, one fresh browser profile per page and run. /apppdf needs the
// token cookie: it is set through the DevTools protocol before the run, and Lighthouse's storage
// reset is off for that page (it would delete the cookie; the fresh profile has an empty cache
// anyway). Prints per page: the performance score, FCP, LCP, TBT, CLS and the JavaScript
// transferred, then what Lighthouse flags on the page. Nothing reaches the internet: the server
// is on loopback, Chromium runs with its background networking off, and Lighthouse gets no
// field data (no CrUX). Figures go in docs/performance.md ("QR path and desktop pages in Lighthouse").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import lighthouse from 'lighthouse';
import { demoLogin, freePort } from './bench-support.mjs';

const lighthouseVersion = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.resolve('lighthouse'))), '../package.json'),
    'utf8',
  ),
).version;

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = process.env.LH_OUT;
const TARGET_SCORE = 95;
const DESKTOP_TARGET_SCORE = 90;
const TARGET_JS_KB = 120;

if (!fs.existsSync(path.join(root, 'apps/portal/dist/index.html'))) {
  console.error('apps/portal/dist is missing: run `npm run build` first');
  process.exit(1);
}
if (!fs.existsSync(chromiumPath)) {
  console.error(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH; on Debian: apt-get install chromium)`);
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (what, probe, seconds) => {
  for (let i = 0; i < seconds * 10; i += 1) {
    const answer = await probe().catch(() => null);
    if (answer) return answer;
    await sleep(100);
  }
  throw new Error(`${what} did not answer in ${seconds} s`);
};

// ---------------------------------------------------------------- the server

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-bench-lh-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const browsers = new Set();

const cleanUp = async () => {
  for (const browser of browsers) await browser.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};

/** The demo user's token. */
const demoToken = async () => (await demoLogin(base)).tokenVO.token;

/** A valid published record (not expired) with a current zh report, from the SQLite file. */
const pickRecord = () => {
  const db = new Database(path.join(dataDir, 'steel-epd.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT e.business_id AS epd, r.business_id AS report
           FROM epds e JOIN epd_reports r ON r.epd_id = e.id AND r.lang = 'zh' AND r.current = 1
          WHERE e.status = 'published' AND e.expiry_date >= date('now')
          ORDER BY e.id LIMIT 1`,
      )
      .get();
    if (!row) throw new Error('the demo content has no valid record with a zh report');
    return row;
  } finally {
    db.close();
  }
};

// ---------------------------------------------------------------- Chromium

/** Chromium without anything that calls home: no updates, no sync, no field trials, no metrics upload. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-sync',
  '--disable-extensions',
  '--disable-client-side-phishing-detection',
  '--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
  '--metrics-recording-only',
  '--password-store=basic',
  '--use-mock-keychain',
  '--mute-audio',
];

/** A fresh Chromium with its own empty profile (an empty cache), listening for DevTools on a free port. */
const launchChromium = async () => {
  const debugPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-lh-chromium-'));
  const child = spawn(
    chromiumPath,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const browser = {
    port: debugPort,
    close: async () => {
      browsers.delete(browser);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
  browsers.add(browser);
  const version = await waitFor(
    'Chromium',
    async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json(),
    20,
  );
  browser.wsUrl = version.webSocketDebuggerUrl;
  browser.version = version.Browser;
  return browser;
};

/** One DevTools call on the browser target (Node's WebSocket; no extra package). */
const devtools = (browser, method, params) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(browser.wsUrl);
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, params }));
    socket.onmessage = (event) => {
      const answer = JSON.parse(event.data);
      if (answer.id !== 1) return;
      socket.close();
      if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
      else resolve(answer.result);
    };
    socket.onerror = () => reject(new Error(`${method}: the DevTools socket failed`));
  });

// ---------------------------------------------------------------- Lighthouse

const ms = (audit) => (audit?.numericValue === undefined ? NaN : audit.numericValue);

/** The figures of one Lighthouse result. */
const figuresOf = (lhr) => {
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const flagged = Object.values(a)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !['metric', 'informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode) &&
        lhr.categories.performance.auditRefs.some((ref) => ref.id === audit.id && ref.group !== 'metrics'),
    )
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: ms(a['first-contentful-paint']),
    lcp: ms(a['largest-contentful-paint']),
    tbt: ms(a['total-blocking-time']),
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKb: jsBytes / 1024,
    jsFiles: scripts.length,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    error: lhr.runtimeError?.message,
    flagged,
  };
};

const runPage = async (page, run) => {
  const browser = await launchChromium();
  try {
    if (page.cookie) {
      await devtools(browser, 'Storage.setCookies', {
        cookies: [
          { name: 'token', value: encodeURIComponent(page.cookie), url: base, path: '/', sameSite: 'Lax' },
        ],
      });
    }
    const result = await lighthouse(page.url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The token cookie is the page's session: a storage reset would delete it.
      disableStorageReset: Boolean(page.cookie),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
    if (outDir) {
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, `${page.name}-run${run}.json`), result.report);
    }
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
};

const fmt = (f) =>
  `score ${String(f.score).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  ` +
  `TBT ${String(Math.round(f.tbt)).padStart(4)} ms  CLS ${f.cls.toFixed(3)}  JS ${f.jsKb.toFixed(1)} KB in ${f.jsFiles} files`;

try {
  await waitFor(
    'the server',
    async () => {
      if (server.exitCode !== null) throw new Error('the server exited');
      return (await fetch(`${base}/readyz`)).ok || null;
    },
    180,
  );
  const record = pickRecord();
  const token = await demoToken();
  const allPages = [
    { name: 'app-epd', label: '/app/epd/{id}', url: `${base}/app/epd/${record.epd}` },
    { name: 'loginapp', label: '/Loginapp?id=…', url: `${base}/Loginapp?id=${record.report}` },
    { name: 'apppdf', label: '/apppdf/{id}', url: `${base}/apppdf/${record.report}`, cookie: token },
    // The desktop shell's pages of issue 12 (target: a score of at least 90, CLS under 0.1).
    { name: 'home', label: '/', url: `${base}/`, target: DESKTOP_TARGET_SCORE },
    { name: 'news', label: '/news', url: `${base}/news`, target: DESKTOP_TARGET_SCORE },
    { name: 'resources', label: '/resources', url: `${base}/resources`, target: DESKTOP_TARGET_SCORE },
    { name: 'register', label: '/register', url: `${base}/register`, target: DESKTOP_TARGET_SCORE },
    // The public EPD search, the catalogue's front page (issue 29).
    { name: 'epd', label: '/Epd', url: `${base}/Epd`, target: DESKTOP_TARGET_SCORE },
  ];
  // LH_PAGES=home,register runs only those (by name); every page by default.
  const only = process.env.LH_PAGES?.split(',').map((n) => n.trim());
  const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages;
  // As a server that has been running: the lists drawn with their data (static.ts) are drawn once
  // the portal's drawer has loaded, in the background after the start, and kept a few seconds.
  const LIVE = new Set(['news', 'resources']);
  for (const page of pages.filter((p) => LIVE.has(p.name))) {
    await waitFor(
      `${page.label} drawn with its data`,
      async () => (await (await fetch(page.url)).text()).includes('id="fp-data"') || null,
      60,
    );
  }
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile preset (default config), Chromium ${chromiumPath}, ` +
      `Node ${process.version}, ${os.availableParallelism()} cores, load average ${load.join(' ')} at start`,
  );
  console.log(`record ${record.epd}, zh report ${record.report}\n`);

  const all = new Map(pages.map((p) => [p.name, []]));
  for (let run = 1; run <= runs; run += 1) {
    if (runs > 1) console.log(`run ${run} (load average ${os.loadavg()[0].toFixed(2)})`);
    for (const page of pages) {
      const f = await runPage(page, run);
      all.get(page.name).push(f);
      console.log(`  ${page.label.padEnd(16)} ${fmt(f)}`);
      if (f.error) console.log(`    error: ${f.error}`);
      if (!f.finalUrl.startsWith(page.url.split('?')[0]))
        console.log(`    ended on ${f.finalUrl} (redirected: the page did not load as asked)`);
      for (const warning of f.warnings) console.log(`    warning: ${warning}`);
      if (f.flagged.length > 0) console.log(`    flagged: ${f.flagged.join(', ')}`);
    }
  }
  if (runs > 1) {
    console.log('\nmedian of the runs');
    for (const page of pages) {
      const list = all.get(page.name);
      const median = (key) => list.map((f) => f[key]).sort((x, y) => x - y)[list.length >> 1];
      console.log(
        `  ${page.label.padEnd(16)} ${fmt({ score: median('score'), fcp: median('fcp'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls'), jsKb: median('jsKb'), jsFiles: median('jsFiles') })}`,
      );
    }
  }
  const worst = pages.flatMap((p) =>
    all.get(p.name).map((f) => ({ ...f, target: p.target ?? TARGET_SCORE })),
  );
  const low = worst.filter((f) => f.score < f.target).length;
  const heavy = worst.filter((f) => f.jsKb >= TARGET_JS_KB).length;
  console.log(
    `\ntargets: score >= ${TARGET_SCORE} on the QR path, >= ${DESKTOP_TARGET_SCORE} on the desktop pages (${low} of ${worst.length} page runs below), ` +
      `JavaScript < ${TARGET_JS_KB} KB (${heavy} of ${worst.length} at or above); load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at the end`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
