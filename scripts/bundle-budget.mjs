// The QR path's JavaScript budget (issue 10): each of /app/epd/{id}, /Loginapp and /apppdf/{id}
// should send under 120 KB of JavaScript (gzip, the target) and never loads Ant Design or the
// desktop shell. The chunks of a page are read from the Vite manifest of the built portal: its
// document's entry (phone.html) with its static imports, plus the page's own chunk where the
// document loads it lazily (the login) with its static imports. Exits non-zero when a page loads
// what it must not (Ant Design, the desktop shell, the router, react-query, zod) or passes the
// target; the desktop entry has a limit of its own, the figure reached plus a small margin, so
// that nothing makes every page heavier unnoticed (docs/performance.md).
//   node scripts/bundle-budget.mjs   (after npm run build; run by npm run test:e2e)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The target for each page of the QR path. */
export const TARGET_BYTES = 120 * 1024;

/**
 * The entry with its static imports: what every page of the portal loads first (issue 12). It
 * measured 191.5 KiB (gzip) on 2026-11-23, 183.2 KiB once the texts were split by area, and
 * 154.8 KiB once the envelope's success code no longer pulled zod into it (2026-11-23, the phone
 * document's change); the limit holds that with a small margin, so that nothing makes every page
 * heavier unnoticed (docs/performance.md, "Home and desktop pages").
 */
export const ENTRY_LIMIT_BYTES = 164 * 1024;

/**
 * The QR path's pages: the document that serves each (the manifest key of its HTML entry), the
 * source modules it loads lazily for the page (none for the summary and the report, which come
 * with it), and the limit: the target itself.
 */
export const QR_PAGES = {
  '/app/epd/{id}': { html: 'phone.html', sources: [], limit: TARGET_BYTES },
  '/Loginapp': {
    html: 'phone.html',
    sources: ['src/features/accounts/mobile/pages/login-app-page.tsx'],
    limit: TARGET_BYTES,
  },
  '/apppdf/{id}': { html: 'phone.html', sources: [], limit: TARGET_BYTES },
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

/** What the phone document (phone.html) must not carry besides: the router, react-query, zod. */
export const PHONE_FORBIDDEN = [
  /(^|\/)node_modules\/react-router\//,
  /(^|\/)node_modules\/@tanstack\//,
  /(^|\/)node_modules\/zod\//,
];

/**
 * The start of the home page and of the EPD search (/Epd, issues 12 and 29): the entry, the
 * desktop shell, the layout and the pages, and what a first visit loads after them (the
 * server's texts, the tour), which must not build any zod schema (the contract's route
 * descriptors and validation rules; calls go by typed reference, lib/api/route-refs.ts).
 */
export const HOME_START = [
  'index.html',
  'src/app/desktop-shell.tsx',
  'src/app/layout/main-layout.tsx',
  'src/features/home/home-page.tsx',
  'src/lib/server-texts.ts',
  'src/features/home/home-tour.tsx',
  'src/features/catalogue/search/pages/epd-search-page.tsx',
];
export const HOME_FORBIDDEN = [
  /(^|\/)node_modules\/zod\//,
  /(^|\/)packages\/contract\/src\/routes\//,
  /(^|\/)packages\/contract\/src\/validation\.ts$/,
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

/** The manifest key of an HTML entry of the build (index.html, phone.html). */
export const entryKey = (manifest, html = 'index.html') => {
  if (!manifest[html]?.isEntry) throw new Error(`${html} is not an entry of the build`);
  return html;
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The figures of each QR page: its JavaScript files, their gzip size, and the forbidden
 * modules found among the modules Vite put in them (from the build's module list).
 */
export const measurePages = (dist, { modulesOf = () => [] } = {}) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  return Object.entries(QR_PAGES).map(([page, { html, sources, limit }]) => {
    const missing = [html, ...sources].filter((source) => !manifest[source]);
    const keys = staticClosure(manifest, [html, ...sources]);
    const rules = html === 'phone.html' ? [...FORBIDDEN, ...PHONE_FORBIDDEN] : FORBIDDEN;
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const sizes = files.map((file) => ({ file, gzip: gzipSize(path.join(dist, file)) }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const forbidden = [...keys].flatMap((key) =>
      [key, ...modulesOf(manifest[key].file)].filter((id) => rules.some((re) => re.test(id))),
    );
    return { page, missing, files: sizes, total, limit, forbidden: [...new Set(forbidden)] };
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

/** What of HOME_FORBIDDEN the home page's start loads. */
export const homeStartForbidden = (dist, modulesOf) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const keys = staticClosure(manifest, HOME_START);
  return [
    ...new Set(
      [...keys].flatMap((key) =>
        modulesOf(manifest[key].file).filter((id) => HOME_FORBIDDEN.some((re) => re.test(id))),
      ),
    ),
  ];
};

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'apps/portal/dist');
  // The build's module list (written by vite.config.ts), to name what ended up in each chunk.
  const modulesFile = path.join(dist, '.vite/chunk-modules.json');
  const modules = fs.existsSync(modulesFile) ? JSON.parse(fs.readFileSync(modulesFile, 'utf8')) : {};
  const results = measurePages(dist, { modulesOf: (file) => modules[file] ?? [] });
  let failed = false;
  for (const { page, missing, files, total, limit, forbidden } of results) {
    const over = total > limit;
    const bad = over || forbidden.length > 0 || missing.length > 0;
    failed ||= bad;
    console.log(
      `${bad ? 'FAIL' : 'ok  '} ${page.padEnd(14)} ${kb(total).padStart(10)} of JavaScript (gzip) in ${files.length} files; limit ${kb(limit)}, target ${kb(TARGET_BYTES)}${total > TARGET_BYTES ? ' (over the target)' : ''}`,
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
  const homeForbidden = homeStartForbidden(dist, (file) => modules[file] ?? []);
  failed ||= homeForbidden.length > 0;
  console.log(
    homeForbidden.length > 0
      ? `FAIL home, /Epd start builds zod schemas: ${homeForbidden.slice(0, 8).join(', ')}`
      : 'ok   home, /Epd start builds no zod schema',
  );
  if (failed) {
    console.error('bundle budget of the QR path: FAILED');
    process.exit(1);
  }
  console.log('bundle budget of the QR path: within budget');
}
