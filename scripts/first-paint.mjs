// Draws the first screen of the documents named in apps/portal/src/first-paint/render.tsx into
// the built portal (issues 10 and 12): each page is rendered by React in Node, in zh and en, and
// written into its document's #root with the language script (first-paint/compose.ts). Then
// bundles first-paint/live.tsx for Node into the contract's FIRST_PAINT_DRAWER (`<dist>-ssr/live.js`), with which the server
// draws the lists again with their first data (platform/static.ts). Runs after `vite build` and
// before the documents are precompressed:
//   node scripts/first-paint.mjs <dist folder>
import fs from 'node:fs';
import path from 'node:path';
import { build, createServer } from 'vite';
import { staticClosure } from './bundle-budget.mjs';

// Ant Design and React as the built app runs them (class names without the development marks).
process.env.NODE_ENV = 'production';

const portal = path.resolve(import.meta.dirname, '../apps/portal');
const dist = path.resolve(process.argv[2] ?? path.join(portal, 'dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks of source modules with their static imports, and the style sheets they bring. */
const assetsOf = (modules) => {
  const missing = modules.filter((module) => !manifest[module]);
  if (missing.length > 0) throw new Error(`first paint: no chunk for ${missing.join(', ')} in the manifest`);
  const chunks = [...staticClosure(manifest, modules)].map((key) => manifest[key]);
  const sheets = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  return {
    scripts: chunks.map((chunk) => chunk.file),
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
let drawer;
try {
  ({ FIRST_PAINT_DRAWER: drawer } = await vite.ssrLoadModule('@steel-epd/contract'));
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

// The server's drawer: one bundle with its packages (React, Ant Design, ...) built for
// production, as the build's drawing above runs them, whatever NODE_ENV the server has (Ant
// Design's class names differ in development, and the document's rules are the production ones);
// no style sheets.
const ssrDist = `${dist}${drawer.dirSuffix}`;
await build({
  root: portal,
  configFile: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/first-paint/live.tsx',
    outDir: ssrDist,
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: drawer.file },
      // React's "use client" marks, which mean nothing in a bundle that only renders to a string.
      onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
    },
  },
  ssr: { noExternal: true },
});
console.log(
  `first paint: wrote the server's drawer to ${path.relative(process.cwd(), path.join(ssrDist, drawer.file))}`,
);
