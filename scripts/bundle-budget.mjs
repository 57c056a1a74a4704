// The QR path's JavaScript budget (issue 10): each of /app/epd/{id}, /Loginapp and /apppdf/{id}
// should send under 120 KB of JavaScript (gzip, the target) and never loads Ant Design or the
// desktop shell. The chunks of a page are read from the Vite manifest of the built portal: the
// entry with its static imports, plus the page's own dynamic import with its static imports
// (what the router loads for that route). Exits non-zero when a page loads Ant Design or the
// desktop shell, or passes its limit: the figure reached so far plus a small margin, lowered
// as the path gets lighter, so that nothing makes it heavier unnoticed (docs/performance.md).
//   node scripts/bundle-budget.mjs   (after npm run build; run by npm run test:e2e)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The target for each page of the QR path. */
export const TARGET_BYTES = 120 * 1024;
/**
 * What the check enforces today. React, the router, i18next, zod and the contract's texts weigh
 * ~200 KiB; the catalogue's routes and texts (issue 10) took /Loginapp to 206.6 KiB, so the
 * limit was 210 KiB; since the portal's texts are split by area (each area's texts in its page's
 * chunk) the pages measure 188–195 KiB and the limit is 200 KiB until the route schemas are
 * built lazily: docs/performance.md, "QR path".
 */
export const LIMIT_BYTES = 200 * 1024;

/**
 * The entry with its static imports: what every page of the portal loads first (issue 12). It
 * measured 191.5 KiB (gzip) on 2026-11-23, and 183.2 KiB once the texts were split by area; the
 * limit holds that with a small margin, so that nothing makes every page heavier unnoticed
 * (docs/performance.md, "Home and desktop pages").
 */
export const ENTRY_LIMIT_BYTES = 188 * 1024;

/** The QR path's pages and the source modules the router loads for them (app/routes.ts). */
export const QR_PAGES = {
  '/app/epd/{id}': ['src/features/mobile/pages/app-epd-page.tsx'],
  '/Loginapp': ['src/features/account/mobile/pages/login-app-page.tsx'],
  '/apppdf/{id}': ['src/features/mobile/pages/app-pdf-page.tsx'],
};

/** Source paths whose presence in a QR page's chunks breaks the rule "no Ant Design, no desktop shell". */
export const FORBIDDEN = [
  /(^|\/)node_modules\/antd\//,
  /(^|\/)node_modules\/@ant-design\//,
  /(^|\/)node_modules\/rc-[^/]+\//,
  /(^|\/)node_modules\/@rc-component\//,
  /^src\/app\/layout\/main-layout\.tsx$/,
  /^src\/app\/desktop[-/]/,
];

/** Every manifest key a set of keys loads at once: themselves and their static imports. */
export const staticClosure = (manifest, keys) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
};

export const entryKey = (manifest) => {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0];
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The figures of each QR page: its JavaScript files, their gzip size, and the forbidden
 * modules found among the modules Vite put in them (from the build's module list).
 */
export const measurePages = (dist, { modulesOf = () => [] } = {}) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = entryKey(manifest);
  return Object.entries(QR_PAGES).map(([page, sources]) => {
    const missing = sources.filter((source) => !manifest[source]);
    const keys = staticClosure(manifest, [entry, ...sources]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const sizes = files.map((file) => ({ file, gzip: gzipSize(path.join(dist, file)) }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const forbidden = [...keys].flatMap((key) =>
      [key, ...modulesOf(manifest[key].file)].filter((id) => FORBIDDEN.some((re) => re.test(id))),
    );
    return { page, missing, files: sizes, total, forbidden: [...new Set(forbidden)] };
  });
};

/** The entry's JavaScript (gzip): its files and their total. */
export const measureEntry = (dist) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const keys = staticClosure(manifest, [entryKey(manifest)]);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
  return { files, total };
};

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'apps/portal/dist');
  // The build's module list (written by vite.config.ts), to name what ended up in each chunk.
  const modulesFile = path.join(dist, '.vite/chunk-modules.json');
  const modules = fs.existsSync(modulesFile) ? JSON.parse(fs.readFileSync(modulesFile, 'utf8')) : {};
  const results = measurePages(dist, { modulesOf: (file) => modules[file] ?? [] });
  let failed = false;
  for (const { page, missing, files, total, forbidden } of results) {
    const over = total > LIMIT_BYTES;
    const bad = over || forbidden.length > 0 || missing.length > 0;
    failed ||= bad;
    console.log(
      `${bad ? 'FAIL' : 'ok  '} ${page.padEnd(14)} ${kb(total).padStart(10)} of JavaScript (gzip) in ${files.length} files; limit ${kb(LIMIT_BYTES)}, target ${kb(TARGET_BYTES)}${total > TARGET_BYTES ? ' (over the target)' : ''}`,
    );
    for (const { file, gzip } of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`       ${kb(gzip).padStart(10)}  ${file}`);
    }
    if (missing.length) console.log(`       not in the build: ${missing.join(', ')}`);
    if (forbidden.length)
      console.log(`       loads what a QR page must not: ${forbidden.slice(0, 8).join(', ')}`);
  }
  const entry = measureEntry(dist);
  const entryOver = entry.total > ENTRY_LIMIT_BYTES;
  failed ||= entryOver;
  console.log(
    `${entryOver ? 'FAIL' : 'ok  '} ${'entry'.padEnd(14)} ${kb(entry.total).padStart(10)} of JavaScript (gzip) in ${entry.files.length} files; limit ${kb(ENTRY_LIMIT_BYTES)}`,
  );
  if (failed) {
    console.error('bundle budget of the QR path: FAILED');
    process.exit(1);
  }
  console.log('bundle budget of the QR path: within budget');
}
