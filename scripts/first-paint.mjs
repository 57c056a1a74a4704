// Draws the first screen of the documents named in apps/portal/src/first-paint/render.tsx into
// the built portal (issues 10 and 12): each page is rendered by React in Node, in zh and en, and
// written into its document's #root with the language script (first-paint/compose.ts). Runs
// after `vite build` and before the documents are precompressed:
//   node scripts/first-paint.mjs <dist folder>
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

// Ant Design and React as the built app runs them (class names without the development marks).
process.env.NODE_ENV = 'production';

const portal = path.resolve(import.meta.dirname, '../apps/portal');
const dist = path.resolve(process.argv[2] ?? path.join(portal, 'dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks of source modules with their static imports, and the style sheets they bring. */
const assetsOf = (modules) => {
  const scripts = new Set();
  const sheets = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first paint: no chunk for ${key} in the manifest`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of modules) visit(module);
  return {
    scripts: [...scripts],
    styles: [...sheets].map((file) => ({ file, css: fs.readFileSync(path.join(dist, file), 'utf8') })),
  };
};

// Vite's own module loading in Node (the pages import TypeScript, the workspace packages and
// style sheets, which Node alone would not take); no port is opened.
const vite = await createServer({
  root: portal,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  ssr: { noExternal: [/^@steel-epd\//] },
});
try {
  const { FIRST_PAINTS } = await vite.ssrLoadModule('/src/first-paint/render.tsx');
  const { composeFirstPaint } = await vite.ssrLoadModule('/src/first-paint/compose.ts');
  for (const { file, from, draw, modules } of FIRST_PAINTS) {
    const document = fs.readFileSync(path.join(dist, from), 'utf8');
    fs.writeFileSync(path.join(dist, file), composeFirstPaint(document, await draw(), assetsOf(modules)));
    console.log(`first paint: drew ${file} from ${from}`);
  }
} finally {
  await vite.close();
}
