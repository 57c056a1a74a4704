import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside the manifest: the source modules in each built
 * chunk, so the QR path's budget check (scripts/bundle-budget.mjs) can tell a page that loads
 * Ant Design or the desktop shell.
 */
const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = path.resolve(import.meta.dirname, '../..');
    const modules: Record<string, string[]> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      modules[chunk.fileName] = chunk.moduleIds.map((id) =>
        path.relative(root, id.replace(/^\0/, '').split('?')[0] ?? id).replaceAll(path.sep, '/'),
      );
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunk-modules.json',
      source: JSON.stringify(modules),
    });
  },
});

/**
 * Puts the entry's style sheet (the base styles, under 2 KB brotli) into index.html as a
 * `<style>` element: a linked sheet blocks the first paint for one more round trip, which on a
 * phone's slow connection is the largest single delay before anything shows (Lighthouse,
 * "render-blocking requests", issue 10). The CSP allows inline styles; the file stays emitted.
 */
const inlineEntryCss = (): Plugin => ({
  name: 'inline-entry-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      return html.replace(
        /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
        (link, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        },
      );
    },
  },
});

/** Source modules of packages/contract and packages/web (their .ts files, not their CSS). */
const SHARED_SOURCE = /[\\/]packages[\\/](contract|web)[\\/]src[\\/].*\.tsx?$/;

// The server serves the built portal at / with a history fallback and the API under /api, so
// in development the API calls go through this proxy and relative URLs work the same in both.
export default defineConfig({
  base: '/',
  plugins: [react(), chunkModules(), inlineEntryCss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is larger than the default warning limit; the mobile pages stay small chunks.
    chunkSizeWarningLimit: 1500,
    // The manifest says which chunks each page loads (scripts/bundle-budget.mjs).
    manifest: true,
    rolldownOptions: {
      // The portal, and the QR path's phone pages as a document of their own (issue 10: the
      // server sends phone.html for the contract's PHONE_PAGES).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        phone: path.resolve(import.meta.dirname, 'phone.html'),
      },
      treeshake: {
        // The shared packages are barrels of side-effect-free modules: what a page does not
        // use is left out (without this the contract's and the web package's barrels pulled
        // Ant Design and every route schema into the phone pages' entry, issue 10).
        moduleSideEffects: (id: string) => !SHARED_SOURCE.test(id),
      },
    },
  },
});
