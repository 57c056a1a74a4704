// Times captcha challenges in-process: buildApp on an in-memory SQLite database, then N
// `POST /api/n/captcha/get` calls per type through app.inject, one after another (the cost of
// one challenge) and then 8 at a time (what the machine sustains). Image generation must stay
// cheap: the target is under 30 ms per blockPuzzle on a 2-core machine.
//   npm run bench:captcha -- [N=200]   (node scripts/bench-captcha.mjs under Node 24)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const n = Number(process.argv[2] ?? 200);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-bench-captcha-')),
});
const app = await buildApp(config, { db: await openDatabase(config, { sqliteFile: ':memory:' }) });
await app.ready();

let seq = 0;
// Each call comes from its own client and address: the per-client limit (20 a minute) is not what is measured.
const get = async (captchaType) => {
  seq += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/n/captcha/get',
    payload: { captchaType, clientUid: `bench-${seq}`, ts: Date.now() },
    remoteAddress: `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`get ${captchaType} failed: ${res.body}`);
  return res.rawPayload.length;
};

const run = async (captchaType, concurrency) => {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < n) {
      next += 1;
      const size = await get(captchaType);
      bytes += size;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = performance.now() - started;
  console.log(
    `${captchaType.padEnd(12)} concurrency ${concurrency}: ${(ms / n).toFixed(1).padStart(5)} ms per challenge` +
      `  (${Math.round((n * 1000) / ms)} per s, answer ${Math.round(bytes / n / 1024)} KiB)`,
  );
};

try {
  // Warm up: the fonts, the piece masks and the JIT.
  for (const type of ['blockPuzzle', 'clickWord']) for (let i = 0; i < 10; i += 1) await get(type);
  console.log(`${n} challenges per line, ${os.cpus().length} CPUs, Node ${process.version}`);
  for (const type of ['blockPuzzle', 'clickWord']) {
    await run(type, 1);
    await run(type, 8);
  }
} finally {
  await app.close();
}
