// The signed-in pages on localhost (issue 29): how long each takes to its content, and how many
// requests it makes, in Debian's Chromium without throttling, a fresh profile per load. Starts
// the built platform on a fresh SQLite folder (the demo content), signs the demo user in
// through the API and opens each page with its session. Prints the median of the runs:
//   npm run build && npm run bench:signed-in -- [runs=3]
// Target (docs/performance.md): each page's content in under 1 s, with far fewer requests than
// the 77-105 the issue measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { demoLogin, freePort, startPlatform } from './bench-support.mjs';

const runs = Number(process.argv[2] ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each page and what shows its content: the page's own element, no spinner left in <main>. */
const PAGES = [
  { path: '/user', content: '[data-testid=personal-page]' },
  { path: '/epd/epdApplyFor', content: '[data-testid=epd-apply-page]' },
  { path: '/textmessage/all', content: '[data-testid=inbox-page]' },
  { path: '/changepassword', content: 'main form' },
];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-bench-signed-in-'));
const server = startPlatform({ port, dataDir });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let browser;
try {
  for (let i = 0; ; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited');
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 1800) throw new Error('the server did not start in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await demoLogin(base);
  const user = login.portalUserVO;
  // The session as the portal keeps it after a login (lib/session.ts): the token cookie and the user.
  const userInfo = JSON.stringify({
    id: user.id,
    userAccount: user.userAccount,
    userName: user.userName ?? null,
    companyName: user.companyName ?? null,
    companyCode: user.companyCode ?? null,
    accountType: user.accountType ?? null,
    auditStatus: user.auditStatus ?? null,
    industryCategoryName: null,
  });
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  console.log(
    `Chromium ${browser.version()}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const page of PAGES) {
    const times = [];
    const counts = [];
    let api = 0;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: 'token', value: login.tokenVO.token, url: base }]);
      await context.addInitScript((info) => {
        localStorage.setItem('userInfo', info);
        localStorage.setItem('isAuthenticated', 'true');
      }, userInfo);
      const tab = await context.newPage();
      const requests = [];
      tab.on('request', (r) => requests.push(r.url()));
      const started = Date.now();
      await tab.goto(base + page.path);
      await tab.waitForSelector(page.content, { timeout: 30_000 });
      await tab.waitForFunction(
        () => !document.querySelector('main .ant-spin-spinning, main .ant-skeleton'),
        null,
        {
          timeout: 30_000,
        },
      );
      times.push(Date.now() - started);
      counts.push(requests.length);
      api = requests.filter((u) => u.startsWith(`${base}/api/`)).length;
      await context.close();
    }
    console.log(
      `${page.path.padEnd(18)} content ${String(median(times)).padStart(5)} ms (runs ${times.join(', ')})  ${median(counts)} requests, ${api} to the API`,
    );
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
