import vm from 'node:vm';
import { FIRST_PAINT_SCRIPT, oneLanguageDocument } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { composeFirstPaint, redrawFirstPaint } from './compose.ts';

const BUILT = `<!doctype html>
<html lang="zh">
  <head>
    <meta charset="UTF-8" />
    <title>Steel EPD</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const DRAWING = {
  views: [
    { lang: 'zh' as const, media: '(max-width:899.98px)', html: '<h1 data-testid="hero">钢铁</h1>' },
    { lang: 'en' as const, html: '<h1 data-testid="hero">Steel $& $\' costs</h1>' },
  ],
  css: '.hero{color:navy}',
};

describe('composeFirstPaint', () => {
  const html = composeFirstPaint(BUILT, DRAWING, {
    scripts: ['assets/home-1.js', 'assets/react-def.js'],
    styles: [
      { file: 'assets/home-1.css', css: '.home{x:y}' },
      { file: 'assets/global.css', css: 'body{margin:0}' },
    ],
  });

  it('draws every view inert inside #root, without the test ids of the app', () => {
    expect(html).toContain(
      '<div id="root"><div data-fp="0" data-fp-lang="zh" inert><h1>钢铁</h1></div><!--/fp--><div data-fp="1" data-fp-lang="en" inert><h1>Steel $& $\' costs</h1></div><!--/fp--></div>',
    );
    expect(html).not.toContain('data-testid');
  });

  it('shows a view only for its language and screen', () => {
    expect(html).toContain('[data-fp]{display:none}');
    expect(html).toContain(
      '@media (max-width:899.98px){html:not([lang="en"]) [data-fp="0"]{display:contents}}',
    );
    expect(html).toContain('html[lang="en"] [data-fp="1"]{display:contents}');
    expect(html).toContain('.hero{color:navy}');
  });

  it('puts the language script right after the charset, and the page style sheets inline', () => {
    expect(html.indexOf(`<script>${FIRST_PAINT_SCRIPT}</script>`)).toBeGreaterThan(
      html.indexOf('<meta charset'),
    );
    expect(html.indexOf(`<script>${FIRST_PAINT_SCRIPT}</script>`)).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<style>.home{x:y}</style>');
    expect(html).toContain('<link rel="stylesheet" media="print" crossorigin href="/assets/home-1.css">');
    // A sheet the document already has inline is not written twice.
    expect(html.split('body{margin:0}')).toHaveLength(2);
  });

  it('asks for none of the app scripts before the drawing is painted; names them, the entry first', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const names = [...html.matchAll(/<link rel="fp-module"( data-entry)? href="([^"]+)">/g)].map((m) =>
      m[1] ? `entry ${m[2]}` : m[2],
    );
    expect(names).toEqual(['entry /assets/index-abc.js', '/assets/react-def.js', '/assets/home-1.js']);
  });

  it('refuses a document it cannot draw into', () => {
    expect(() => composeFirstPaint(BUILT.replace('<div id="root"></div>', ''), DRAWING)).toThrow(/#root/);
    expect(() => composeFirstPaint(BUILT.replace(/<script type="module"[^\n]*\n/, ''), DRAWING)).toThrow(
      /module script/,
    );
  });
});

/** Runs the first paint's script against a small stand-in of a browser page. */
const runScript = ({
  session = null as string | null,
  local = null as string | null,
  navigatorLanguage = 'zh-CN',
  search = '',
  storageThrows = false,
  links = [] as { href: string; entry?: boolean }[],
  pictures = [] as { complete: boolean; shown: boolean }[],
} = {}) => {
  const attributes = new Map<string, string>();
  const appended: { kind: string; href: string; type?: string }[] = [];
  const queue: (() => void)[] = [];
  /** Timers with a delay, by id; run by `expire`. */
  const timers = new Map<number, () => void>();
  let lastTimer = 0;
  /** The pictures' load and error listeners, by picture. */
  const pictureListeners = pictures.map(() => ({}) as Record<string, () => void>);
  const listeners: Record<string, () => void> = {};
  const storage = (value: string | null) => ({
    getItem: () => {
      if (storageThrows) throw new Error('denied');
      return value;
    },
  });
  const element = (tag: string) => ({
    tag,
    type: '',
    src: '',
    rel: '',
    href: '',
    crossOrigin: null as string | null,
  });
  const document = {
    documentElement: {
      lang: 'zh',
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
    addEventListener: (name: string, listener: () => void) => {
      listeners[name] = listener;
    },
    querySelectorAll: (selector: string) =>
      selector.startsWith('#root img')
        ? pictures.map((p, i) => ({
            complete: p.complete,
            getClientRects: () => (p.shown ? [{}] : []),
            addEventListener: (name: string, listener: () => void) => {
              (pictureListeners[i] as Record<string, () => void>)[name] = listener;
            },
          }))
        : links.map((l) => ({
            href: l.href,
            hasAttribute: (name: string) => name === 'data-entry' && !!l.entry,
          })),
    createDocumentFragment: () => {
      const children: ReturnType<typeof element>[] = [];
      return { children, appendChild: (child: ReturnType<typeof element>) => children.push(child) };
    },
    createElement: element,
    head: {
      appendChild: (fragment: { children: ReturnType<typeof element>[] }) => {
        for (const child of fragment.children) {
          appended.push({
            kind: child.tag,
            href: child.tag === 'script' ? child.src : child.href,
            type: child.type,
          });
          expect(child.crossOrigin).toBe('');
        }
      },
    },
  };
  vm.runInNewContext(FIRST_PAINT_SCRIPT, {
    document,
    sessionStorage: storage(session),
    localStorage: storage(local),
    navigator: { language: navigatorLanguage },
    location: { search },
    URLSearchParams,
    requestAnimationFrame: (f: () => void) => queue.push(f),
    setTimeout: (f: () => void, ms: number) => {
      if (!ms) return queue.push(f);
      lastTimer += 1;
      timers.set(lastTimer, f);
      return lastTimer;
    },
    clearTimeout: (id: number) => timers.delete(id),
  });
  const run = () => {
    while (queue.length > 0) queue.shift()?.();
  };
  const settle = () => {
    listeners.DOMContentLoaded?.();
    run();
  };
  /** A picture's load (or error) event. */
  const picture = (i: number, event: 'load' | 'error') => {
    pictureListeners[i]?.[event]?.();
    run();
  };
  /** The delayed timers fire. */
  const expire = () => {
    for (const [id, f] of timers) {
      timers.delete(id);
      f();
    }
    run();
  };
  return { lang: () => document.documentElement.lang, attributes, appended, settle, picture, expire };
};

describe('FIRST_PAINT_SCRIPT', () => {
  it('marks the language the app will start in (spec 01 §1)', () => {
    expect(runScript({ session: 'en', local: 'zh' }).lang()).toBe('en');
    expect(runScript({ local: 'en' }).lang()).toBe('en');
    expect(runScript({ session: 'zh', local: 'en' }).lang()).toBe('zh-CN');
    expect(runScript({ navigatorLanguage: 'en' }).lang()).toBe('en');
    expect(runScript({ navigatorLanguage: 'en-US' }).lang()).toBe('zh-CN');
    expect(runScript({ local: 'fr', navigatorLanguage: 'en' }).lang()).toBe('en');
    expect(runScript({ storageThrows: true, navigatorLanguage: 'en' }).lang()).toBe('en');
  });

  it('marks an address that names a record', () => {
    expect(runScript({ search: '?id=abc' }).attributes.has('data-fp-id')).toBe(true);
    expect(runScript({ search: '?id=' }).attributes.has('data-fp-id')).toBe(false);
    expect(runScript({ search: '' }).attributes.has('data-fp-id')).toBe(false);
  });

  it('starts the app only after the document is parsed and a frame is drawn: the entry, then the preloads', () => {
    const links = [
      { href: '/assets/index.js', entry: true },
      ...Array.from({ length: 12 }, (_, i) => ({ href: `/assets/c${i}.js` })),
    ];
    const page = runScript({ links });
    expect(page.appended).toEqual([]);
    page.settle();
    expect(page.appended[0]).toEqual({ kind: 'script', href: '/assets/index.js', type: 'module' });
    expect(page.appended.slice(1).map((e) => [e.kind, e.href])).toEqual(
      links.slice(1).map((l) => ['link', l.href]),
    );
  });

  it("waits for the first screen's pictures still loading, each loaded or failed, before the app (decision 173)", () => {
    const links = [{ href: '/assets/index.js', entry: true }, { href: '/assets/c.js' }];
    const page = runScript({
      links,
      pictures: [
        { complete: false, shown: true },
        { complete: true, shown: true },
        { complete: false, shown: false },
        { complete: false, shown: true },
      ],
    });
    page.settle();
    expect(page.appended).toEqual([]);
    page.picture(0, 'load');
    expect(page.appended).toEqual([]);
    page.picture(3, 'error');
    expect(page.appended.map((e) => e.href)).toEqual(['/assets/index.js', '/assets/c.js']);
    // The cap was cleared: the app is not asked for twice.
    page.expire();
    expect(page.appended).toHaveLength(2);
  });

  it('asks for the app after 3 s when a picture does not arrive', () => {
    const page = runScript({
      links: [{ href: '/assets/index.js', entry: true }],
      pictures: [{ complete: false, shown: true }],
    });
    page.settle();
    expect(page.appended).toEqual([]);
    page.expire();
    expect(page.appended.map((e) => e.href)).toEqual(['/assets/index.js']);
    // A late picture does not start it again.
    page.picture(0, 'load');
    expect(page.appended).toHaveLength(1);
  });
});

describe('oneLanguageDocument (decision 236)', () => {
  const built = composeFirstPaint(BUILT, DRAWING);

  it("keeps only the language's views, shown whatever <html lang> says, and the rest as it was", () => {
    const zh = oneLanguageDocument(built, 'zh');
    expect(zh).toContain(
      '<div id="root"><div data-fp="0" data-fp-lang="zh" inert><h1>钢铁</h1></div><!--/fp--></div>',
    );
    expect(zh).not.toContain('<h1>Steel');
    expect(zh).toContain('@media (max-width:899.98px){html [data-fp="0"]{display:contents}}');
    expect(zh).not.toContain('[lang="en"]');
    const en = oneLanguageDocument(built, 'en');
    expect(en).toContain(
      '<div id="root"><div data-fp="1" data-fp-lang="en" inert><h1>Steel $& $\' costs</h1></div><!--/fp--></div>',
    );
    expect(en).not.toContain('钢铁');
    // Nothing else of the document changes.
    const withoutViews = (html: string) =>
      html
        .replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/, '')
        .replace(/html(\[lang="en"\]|:not\(\[lang="en"\]\)) /g, 'html ');
    expect(withoutViews(zh)).toBe(withoutViews(built));
    expect(withoutViews(en)).toBe(withoutViews(built));
  });

  it('keeps the data block after #root, and leaves a document without marked views as it is', () => {
    const redrawn = redrawFirstPaint(
      built,
      [
        { lang: 'zh', html: '<p>新闻</p>' },
        { lang: 'en', html: '<p>News</p>' },
      ],
      '<script type="application/json" id="fp-data">{"a":1}</script>',
    );
    expect(oneLanguageDocument(redrawn, 'en')).toContain(
      '<div id="root"><div data-fp="1" data-fp-lang="en" inert><p>News</p></div><!--/fp--></div><script type="application/json" id="fp-data">{"a":1}</script>',
    );
    expect(oneLanguageDocument(BUILT, 'en')).toBe(BUILT);
  });
});

describe('redrawFirstPaint', () => {
  const built = composeFirstPaint(BUILT, DRAWING);
  const views = [
    { lang: 'zh' as const, media: '(max-width:899.98px)', html: '<ol><li>新闻</li></ol>' },
    { lang: 'en' as const, html: '<ol><li data-testid="x">News $&</li></ol>' },
  ];

  it("puts the views drawn with data in place of the build's, and the data block after #root", () => {
    const html = redrawFirstPaint(built, views, '<script type="application/json" id="fp-data">{}</script>');
    expect(html).toContain(
      '<div id="root"><div data-fp="0" data-fp-lang="zh" inert><ol><li>新闻</li></ol></div><!--/fp--><div data-fp="1" data-fp-lang="en" inert><ol><li>News $&</li></ol></div><!--/fp--></div><script type="application/json" id="fp-data">{}</script>',
    );
    expect(html).not.toContain('钢铁');
    // Everything else is the built document's: the script, the rules, the end of the body.
    expect(html.replace(/<div id="root">[\s\S]*<\/script>/, '')).toBe(
      built.replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/, ''),
    );
  });

  it("refuses views that do not match the document's, and a document that was not drawn", () => {
    expect(() => redrawFirstPaint(built, views.slice(0, 1), '')).toThrow(
      '1 views for a document drawn with 2',
    );
    expect(() => redrawFirstPaint(BUILT, views, '')).toThrow('no drawn #root');
  });
});
