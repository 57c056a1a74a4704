// Writes .br and .gz beside each built text asset so the server sends them compressed
// (@fastify/static preCompressed) without spending CPU per request.
//   node scripts/precompress.mjs <dist folder>
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
let count = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name) && fs.statSync(file).size > 1024) {
      const body = fs.readFileSync(file);
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
};
walk(root);
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
