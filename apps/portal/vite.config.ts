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

/** The phone login's page module: its chunks are preloaded by phone-login.html. */
const PHONE_LOGIN_PAGE = 'src/features/accounts/mobile/pages/login-app-page.tsx';

/**
 * Writes `phone-login.html`: phone.html with the phone login's chunks (its page and their static
 * imports, JavaScript and CSS) preloaded, which the server sends for /Loginapp, /appLogin and
 * /appLoginform. The login is a chunk of its own, so that a scanned summary does not carry it; on
 * its own pages it would otherwise be asked for only once the document's scripts have run, a
 * second round trip on a slow link (issue 10, Lighthouse). An inline script could not do this
 * under the CSP.
 */
const phoneLoginHtml = (): Plugin => ({
  name: 'phone-login-html',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const html = bundle['phone.html'];
    if (html?.type !== 'asset') return;
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const page = chunks.find((c) => c.facadeModuleId?.endsWith(PHONE_LOGIN_PAGE));
    if (!page) throw new Error(`phone-login-html: no chunk for ${PHONE_LOGIN_PAGE}`);
    const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
    /** A chunk with its static imports, and the style sheets they import. */
    const closure = (start: string) => {
      const files = new Set<string>();
      const css = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || files.has(fileName)) return;
        files.add(fileName);
        for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
        for (const next of chunk.imports) visit(next);
      };
      visit(start);
      return { files, css };
    };
    const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/phone.html'));
    if (!entry) throw new Error('phone-login-html: no entry chunk for phone.html');
    // What phone.html already loads.
    const has = closure(entry.fileName);
    const login = closure(page.fileName);
    const links = [
      ...[...login.files]
        .filter((f) => !has.files.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      // Every sheet of the login, also those inlined above: Vite's loader of the lazy chunk
      // looks for their links and, not finding them, would fetch them and wait, a round trip
      // after the scripts. Their rules are in the document as <style> (below), so the links
      // are for print only: a screen's first paint does not wait for them (Lighthouse,
      // "render-blocking requests").
      ...[...login.css].map((f) => `<link rel="stylesheet" media="print" crossorigin href="/${f}">`),
    ];
    const styles = [...login.css]
      .map((f) => {
        const asset = bundle[f];
        if (asset?.type !== 'asset') throw new Error(`phone-login-html: no style sheet ${f}`);
        return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      })
      .filter((css) => !source.includes(`<style>${css}</style>`))
      .map((css) => `<style>${css}</style>`);
    links.push(...styles);
    this.emitFile({
      type: 'asset',
      fileName: 'phone-login.html',
      source: source.replace('</head>', `    ${links.join('\n    ')}\n  </head>`),
    });
  },
});

/** Source modules of packages/contract and packages/web (their .ts files, not their CSS). */
const SHARED_SOURCE = /[\\/]packages[\\/](contract|web)[\\/]src[\\/].*\.tsx?$/;

// The server serves the built portal at / with a history fallback and the API under /api, so
// in development the API calls go through this proxy and relative URLs work the same in both.
export default defineConfig({
  base: '/',
  plugins: [react(), chunkModules(), inlineEntryCss(), phoneLoginHtml()],
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
      output: {
        // The shared chunks under 4 KB of source go into the chunks that import them instead of
        // being files of their own: a page's start asked for 76 to 126 files, most of them a
        // few hundred bytes of Ant Design's per-component pieces, each a request and a module
        // to link (issue 29, the signed-in pages; decision 235). Larger, the QR path's login
        // page passes its 120 KB budget (scripts/bundle-budget.mjs).
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } },
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
