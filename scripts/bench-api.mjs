// Measures the API under load on this machine: starts the server on a fresh SQLite data
// folder, sends a bounded number of requests to loopback with fixed concurrency, and prints
// throughput, latency percentiles and the server's memory. Results go in docs/performance.md.
//   npm run bench:api -- [requestsPerCall=2000] [concurrency=20]   (node scripts/bench-api.mjs under Node 24)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitReady } from './bench-support.mjs';

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 20);
const port = 4390;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-bench-'));

const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const measure = async (name, init) => {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const res = await fetch(`${base}${init.url}`, init.options);
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `${name.padEnd(28)} ${String(Math.round(times.length / seconds)).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  failures ${failures}`,
  );
};

try {
  await waitReady(base);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, ${total} requests per call, concurrency ${concurrency}`,
  );
  console.log(`server RSS after start: ${rssOf(server.pid).toFixed(0)} MiB`);
  await measure('GET /api/n/menu/all', { url: '/api/n/menu/all' });
  await measure('GET /api/n/text/all', { url: '/api/n/text/all' });
  await measure('GET /api/n/dict/list/COMPANY_TYPE', { url: '/api/n/dict/list/COMPANY_TYPE' });
  await measure('POST /api/n/pvuv/count', {
    url: '/api/n/pvuv/count',
    options: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: 'bench-visitor-0001' }),
    },
  });
  await measure('GET / (portal page)', { url: '/' });
  console.log(`server RSS after load: ${rssOf(server.pid).toFixed(0)} MiB`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
