// Prints what a phone downloads to open a page of the built portal: the entry script with the
// chunks index.html preloads, raw and brotli-compressed (as the server sends them).
//   npm run bench:bundle   (after npm run build; node scripts/bench-bundle.mjs under Node 24)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('apps/portal/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let raw = 0;
let br = 0;
for (const file of files) {
  const body = fs.readFileSync(path.join(dist, file));
  raw += body.length;
  br += zlib.brotliCompressSync(body).length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`first load (index.html preloads, ${files.length} files): ${kb(raw)} raw, ${kb(br)} brotli`);
const mobile = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => /^(app-epd|app-pdf|login-app)-page.*\.js$/.test(f));
for (const f of mobile)
  console.log(`  mobile chunk ${f}: ${kb(fs.statSync(path.join(dist, 'assets', f)).size)}`);
