import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  FIRST_PAINT_DOCUMENTS,
  FIRST_PAINT_DRAWER,
  FIRST_PAINT_SCRIPT,
  newsRoutes,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCompany, insertEpd, insertPcr } from '../test/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { LIVE_DRAWING_MS, LIVE_STALE_MS } from './static-live.ts';

/** A tiny built app: index.html and one hashed asset with its precompressed twin. */
const fakeDist = (title: string, phone = false) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<html><title>${title}</title></html>`);
  if (phone) {
    fs.writeFileSync(path.join(dir, 'phone.html'), `<html><title>${title} phone</title></html>`);
    fs.writeFileSync(path.join(dir, 'phone-login.html'), `<html><title>${title} phone login</title></html>`);
  }
  const js = 'console.log("x");'.repeat(200);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(js));
  return dir;
};

// Pages and assets are outside the API: no route descriptor names them, so these calls are raw.
describe('serving the built portal and console', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { PORTAL_DIST: fakeDist('portal', true), CONSOLE_DIST: fakeDist('console') },
    });
  });
  afterAll(() => t.close());

  it('answers any page path with the portal, history style, for GET and HEAD', async () => {
    for (const url of ['/', '/news', '/news/', '/epd/epdApplyFor?type=1', '/userinfo', '/textmessage/all']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const head = await t.inject({ method: 'HEAD', url: '/news' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('answers the phone pages of the QR path with their own document (issue 10)', async () => {
    for (const [url, title] of [
      ['/app/epd/42', 'portal phone'],
      ['/app/epd/EPD-1?lang=en', 'portal phone'],
      ['/apppdf/abc', 'portal phone'],
      ['/appLoginform', 'portal phone'],
      ['/Loginapp?id=abc', 'portal phone login'],
      ['/appLogin', 'portal phone login'],
    ] as const) {
      const res = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toContain(`<title>${title}</title>`);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('sends the history fallback page compressed in the coding the client accepts (issue 12)', async () => {
    for (const [accept, coding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.inject({ method: 'GET', url: '/news', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decode(res.rawPayload).toString()).toContain('<title>portal</title>');
    }
    const console = await t.inject({
      method: 'GET',
      url: '/console/x',
      headers: { 'accept-encoding': 'br' },
    });
    expect(zlib.brotliDecompressSync(console.rawPayload).toString()).toContain('<title>console</title>');
    const plain = await t.inject({ method: 'GET', url: '/news', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>portal</title>');
  });

  it('answers /console paths with the console', async () => {
    for (const url of ['/console', '/console/', '/console/operators']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>console</title>');
    }
  });

  it('sends hashed assets compressed and cached for a year', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('never answers an API path or a missing asset with a page', async () => {
    for (const url of ['/api/x', '/n/x', '/p/x', '/c/x', '/assets/missing.js']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    expect((await t.inject({ method: 'POST', url: '/news' })).statusCode).toBe(404);
  });

  it('answers a missing file (favicon.ico, a .php probe) with 404, never the portal (issue 29)', async () => {
    for (const url of ['/favicon.ico', '/wp-login.php', '/news/old-page.html', '/console/missing.png']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
  });

  it('answers a path that is no portal page with the portal (its not-found page) and HTTP 404 (issue 29)', async () => {
    for (const url of [
      '/no-such-page',
      '/app/epd',
      '/NEWS',
      '/news/extra/part',
      '/Epd/mineEpd/1',
      '/Epd/short',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>portal</title>');
    }
    expect((await t.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers /Epd/{id} with 200 only for a version that has a public page (issue 29)', async () => {
    const company = await insertCompany(t, '页面测试钢铁');
    const pcr = await insertPcr(t);
    const published = await insertEpd(t, { companyId: company.id, pcrId: pcr.id });
    const draft = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'draft' });
    const withdrawn = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'withdrawn' });
    expect((await t.inject({ method: 'GET', url: `/Epd/${published.businessId}` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/Epd/mineEpd' })).statusCode).toBe(200);
    for (const id of [draft.businessId, withdrawn.businessId, 'Z'.repeat(22)]) {
      const res = await t.inject({ method: 'GET', url: `/Epd/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<title>portal</title>');
    }
  });

  it('answers robots.txt: the portal open to crawlers, the console and the API not', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /console/', 'Disallow: /api/']),
    );
  });
});

/** A built page drawn by the portal's first-paint step, with the given inline script. */
const drawnHome = (script: string, heading = 'drawn home') =>
  `<html><head><script>${script}</script><link rel="fp-module" data-entry href="/assets/app-abc123.js"></head><body><div id="root"><div data-fp="0" inert><h1>${heading}</h1></div></div></body></html>`;

describe('pages that arrive with their first screen drawn (issues 10 and 12)', () => {
  it('answers / with the drawn home page and allows exactly its script', async () => {
    const dir = fakeDist('portal', true);
    fs.writeFileSync(path.join(dir, 'home.html'), drawnHome(FIRST_PAINT_SCRIPT));
    const t = await buildTestApp({ env: { PORTAL_DIST: dir } });
    try {
      const home = await t.inject({ method: 'GET', url: '/?from=qr' });
      expect(home.body).toContain('<h1>drawn home</h1>');
      const hash = createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64');
      const csp = String(home.headers['content-security-policy']);
      // Scripts from the origin and this one inline script, nothing else inline.
      expect(csp.split(';')).toContain(`script-src 'self' 'sha256-${hash}'`);
      // Every other page is the plain document, and so is a drawn page's address in another case.
      expect((await t.inject({ method: 'GET', url: '/news' })).body).toContain('<title>portal</title>');
      expect((await t.inject({ method: 'GET', url: '/Register' })).body).toContain('<title>portal</title>');
    } finally {
      await t.close();
    }
  });

  it('answers each drawn address with its own drawn document', async () => {
    const dir = fakeDist('portal', true);
    for (const [url, file] of Object.entries(FIRST_PAINT_DOCUMENTS)) {
      fs.writeFileSync(path.join(dir, file), drawnHome(FIRST_PAINT_SCRIPT, `drawn ${url}`));
    }
    const t = await buildTestApp({ env: { PORTAL_DIST: dir } });
    try {
      expect(Object.keys(FIRST_PAINT_DOCUMENTS)).toEqual(['/', '/register', '/news', '/resources', '/Epd']);
      for (const url of Object.keys(FIRST_PAINT_DOCUMENTS)) {
        const res = await t.inject({ method: 'GET', url: `${url}?from=link` });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<h1>drawn ${url}</h1>`);
      }
      // A page that is not drawn gets the plain document.
      expect((await t.inject({ method: 'GET', url: '/Feedback' })).body).toContain('<title>portal</title>');
    } finally {
      await t.close();
    }
  });

  it("sends a drawn page with only the views of the visitor's language (decision 236)", async () => {
    const dir = fakeDist('portal', true);
    const views =
      '<div data-fp="0" data-fp-lang="zh" inert><h1>钢铁首页</h1></div><!--/fp-->' +
      '<div data-fp="1" data-fp-lang="en" inert><h1>Steel home</h1></div><!--/fp-->';
    fs.writeFileSync(
      path.join(dir, 'home.html'),
      drawnHome(FIRST_PAINT_SCRIPT).replace(
        /<div id="root">.*<\/div>(?=<\/body>)/,
        `<div id="root">${views}</div>`,
      ),
    );
    const t = await buildTestApp({ env: { PORTAL_DIST: dir } });
    try {
      const get = async (headers: Record<string, string>) => {
        const res = await t.inject({ method: 'GET', url: '/', headers });
        expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
        return res.body.includes('<h1>钢铁首页</h1>') && !res.body.includes('Steel home')
          ? 'zh'
          : res.body.includes('<h1>Steel home</h1>') && !res.body.includes('钢铁首页')
            ? 'en'
            : 'both';
      };
      // As the portal's script decides: the remembered choice (its cookie), else the browser's,
      // English only when it is exactly `en`.
      expect(await get({})).toBe('zh');
      expect(await get({ 'accept-language': 'en-US,en;q=0.9' })).toBe('zh');
      expect(await get({ 'accept-language': 'en' })).toBe('en');
      expect(await get({ cookie: 'token=x; lang=en', 'accept-language': 'zh-CN' })).toBe('en');
      expect(await get({ cookie: 'lang=zh', 'accept-language': 'en' })).toBe('zh');
      expect(await get({ cookie: 'lang=fr', 'accept-language': 'en' })).toBe('en');
      // Compressed answers are the same document.
      const br = await t.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'br', cookie: 'lang=en' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Steel home</h1>');
    } finally {
      await t.close();
    }
  });

  it('does not serve a drawn page built with another script than the policy allows', async () => {
    const dir = fakeDist('portal', true);
    fs.writeFileSync(path.join(dir, 'home.html'), drawnHome('alert(1)'));
    fs.writeFileSync(path.join(dir, 'phone-login.html'), drawnHome('alert(2)'));
    const t = await buildTestApp({ env: { PORTAL_DIST: dir } });
    try {
      expect((await t.inject({ method: 'GET', url: '/' })).body).toContain('<title>portal</title>');
      expect((await t.inject({ method: 'GET', url: '/Loginapp?id=1' })).body).toContain(
        '<title>portal phone</title>',
      );
    } finally {
      await t.close();
    }
  });
});

/**
 * The portal's drawer as its build writes it beside the portal (FIRST_PAINT_DRAWER), here in
 * plain JavaScript: it asks the news list in both languages, as the real one does, and writes
 * what it got and how many drawings it has made into the document.
 */
const COUNTING_DRAWER = `let drawings = 0;
export const redraw = async (path, document, call) => {
  drawings += 1;
  const route = ${JSON.stringify({ method: newsRoutes.newsList.method, path: newsRoutes.newsList.path })};
  const input = { body: { pageNum: 1, pageSize: 4 } };
  const answers = { path, zh: await call(route, input, 'zh'), en: await call(route, input, 'en') };
  return document.replace('</h1>', ' #' + drawings + '</h1><pre>' + JSON.stringify(answers) + '</pre>');
};`;

const distWithDrawer = (drawer: string) => {
  const dir = fakeDist('portal', true);
  for (const [url, file] of Object.entries(FIRST_PAINT_DOCUMENTS)) {
    fs.writeFileSync(path.join(dir, file), drawnHome(FIRST_PAINT_SCRIPT, `drawn ${url}`));
  }
  fs.mkdirSync(`${dir}${FIRST_PAINT_DRAWER.dirSuffix}`);
  fs.writeFileSync(path.join(`${dir}${FIRST_PAINT_DRAWER.dirSuffix}`, FIRST_PAINT_DRAWER.file), drawer);
  return dir;
};

/** The page's body once the drawer has loaded and drawn it (it loads in the background). */
const drawnBody = async (t: TestApp, url: string, marker: string) => {
  for (let i = 0; i < 100; i += 1) {
    const body = (await t.inject({ method: 'GET', url })).body;
    if (body.includes(marker)) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never drawn with ${marker}`);
};

describe('the lists drawn again with their first data (decision 169)', () => {
  it('draws /news with the answers of its calls in both languages, keeps it a while or until the console changes something, then draws it again', async () => {
    const t = await buildTestApp({ env: { PORTAL_DIST: distWithDrawer(COUNTING_DRAWER) } });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const body = await drawnBody(t, '/news', ' #1</h1>');
      const answers = JSON.parse(/<pre>(.*)<\/pre>/.exec(body)?.[1] ?? 'null');
      // Asked in-process as an anonymous visitor: an empty first page in each language.
      expect(answers).toEqual({
        path: '/news',
        zh: { list: [], totals: 0, pageSize: 4, pageNum: 1 },
        en: { list: [], totals: 0, pageSize: 4, pageNum: 1 },
      });
      // Kept: the same drawing within LIVE_DRAWING_MS.
      clock.mockImplementation(() => now + LIVE_DRAWING_MS - 1);
      expect((await t.inject({ method: 'GET', url: '/news' })).body).toContain(' #1</h1>');
      // A change made in the console: the next visitor waits for the new drawing.
      await t.loginAsOperator('editor');
      expect((await t.inject({ method: 'GET', url: '/news' })).body).toContain(' #2</h1>');
      // A little older: sent once more while the next is drawn.
      clock.mockImplementation(() => now + 2 * LIVE_DRAWING_MS);
      expect((await t.inject({ method: 'GET', url: '/news' })).body).toContain(' #2</h1>');
      await drawnBody(t, '/news', ' #3</h1>');
      // Much older: the visitor waits for the new drawing.
      clock.mockImplementation(() => now + 3 * LIVE_DRAWING_MS + LIVE_STALE_MS);
      expect((await t.inject({ method: 'GET', url: '/news' })).body).toContain(' #4</h1>');
      // With a query the list may be another (a search's keyword): the build's drawing.
      expect((await t.inject({ method: 'GET', url: '/news?content=x' })).body).toContain(
        '<h1>drawn /news</h1>',
      );
      // A drawn page that is not a list is the build's drawing, and so are the other pages.
      expect((await t.inject({ method: 'GET', url: '/' })).body).toContain('<h1>drawn /</h1>');
      expect((await t.inject({ method: 'GET', url: '/Feedback' })).body).toContain('<title>portal</title>');
    } finally {
      clock.mockRestore();
      await t.close();
    }
  });

  it("sends the build's drawing when a drawing fails, and when the drawer cannot load", async () => {
    for (const drawer of [
      'export const redraw = async () => { throw new Error("broken"); };',
      'throw new Error("no drawer");',
    ]) {
      const t = await buildTestApp({ env: { PORTAL_DIST: distWithDrawer(drawer) } });
      try {
        for (let i = 0; i < 5; i += 1) {
          const res = await t.inject({ method: 'GET', url: '/resources' });
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('<h1>drawn /resources</h1>');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await t.close();
      }
    }
  });
});
