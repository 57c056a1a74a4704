import { TEXTS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../app/route-match.ts';
import { DESKTOP_PAGE_MODULES, FIRST_PAINTS } from './render.tsx';

const drawingOf = async (file: string) => {
  const entry = FIRST_PAINTS.find((p) => p.file === file);
  if (!entry) throw new Error(`no first paint ${file}`);
  return entry.draw();
};

const text = (key: keyof typeof TEXTS, lang: 'zh' | 'en') => TEXTS[key][lang === 'zh' ? 0 : 1];

describe('the drawn first screens', () => {
  it('draws the home page in both languages, with the drawer header on phones and the menu bar above', async () => {
    const { views, css } = await drawingOf('home.html');
    expect(views.map((v) => [v.lang, v.media])).toEqual([
      ['zh', '(max-width:899.98px)'],
      ['zh', '(min-width:900px)'],
      ['en', '(max-width:899.98px)'],
      ['en', '(min-width:900px)'],
    ]);
    for (const view of views) {
      // The banner (the page's largest text) and the doors to each area, in the view's language.
      expect(view.html).toContain(text('home.intro', view.lang));
      expect(view.html).toContain(text('home.entriesTitle', view.lang));
      expect(view.html).toContain(text('footer.copyright', view.lang));
      // No data yet: the figures still loading.
      expect(view.html).toContain('data-testid="home-figure-publishedEpds">–<');
      // Phones: the drawer's toggle; wider screens: the menu bar and, with no session, the login.
      const compact = view.media?.includes('max-width') ?? false;
      expect(view.html.includes('data-testid="header-drawer-toggle"'), view.media).toBe(compact);
      expect(view.html.includes('ant-menu-horizontal'), view.media).toBe(!compact);
      expect(view.html.includes(text('common.loginRegister', view.lang)), view.media).toBe(!compact);
    }
    // Ant Design's rules for what is drawn, and only those (its whole extract is about 200 KB).
    expect(css).toContain('.ant-btn');
    expect(css).toContain('.ant-menu');
    expect(css).not.toContain('.ant-table');
    expect(css?.length ?? 0).toBeLessThan(100_000);
  });

  it('draws registration with its notice open over the form, as the dialog shows it', async () => {
    const { views } = await drawingOf('register.html');
    expect(views).toHaveLength(4);
    for (const view of views) {
      expect(view.html).toContain('class="drawn-dialog"');
      expect(view.html).toContain('ant-modal-pure-panel');
      expect(view.html).toContain(text('register.noticeTitle', view.lang));
      expect(view.html).toContain(text('register.notice1', view.lang));
      expect(view.html).toContain(text('register.byEmail', view.lang));
    }
  });

  it('draws the news and resources lists with their titles while their items load', async () => {
    for (const [file, title] of [
      ['news.html', 'page.news'],
      ['resources.html', 'page.resources'],
    ] as const) {
      const { views, css } = await drawingOf(file);
      expect(views).toHaveLength(4);
      for (const view of views) {
        expect(view.html, file).toContain(text(title, view.lang));
        expect(view.html, file).toContain('ant-spin-spinning');
        expect(view.html, file).toContain(text('footer.copyright', view.lang));
      }
      // The spinner's four dots are each placed by an :nth-child rule, which the pruning keeps.
      expect(css, file).toContain(':nth-child(4)');
      // The server draws the items at request time (live.tsx): their rules are already here.
      expect(css, file).toContain('.ant-btn');
    }
    expect((await drawingOf('news.html')).css).toContain('.ant-tag');
  });

  it('names for each drawn address the module its route loads (its chunks are preloaded)', async () => {
    for (const [path, module] of Object.entries(DESKTOP_PAGE_MODULES)) {
      const route = findRoute(path);
      // boundaries: the route table's own page modules, named by DESKTOP_PAGE_MODULES.
      const named = await import(/* @vite-ignore */ `../${module.replace(/^src\//, '')}`);
      expect((await route?.page())?.default, path).toBe(named.default);
    }
  });

  it('draws the phone login in both languages, with the hint of a report and the phone root font', async () => {
    const { views, css } = await drawingOf('phone-login.html');
    expect(views.map((v) => v.lang)).toEqual(['zh', 'en']);
    for (const view of views) {
      expect(view.html).toContain(text('account.mobileReportHint', view.lang));
      expect(view.html).toContain(text('account.phoneLogin', view.lang));
      expect(view.html).toContain('data-testid="m-login-form"');
    }
    expect(css).toContain('html{font-size:calc(100vw / 3.75)}');
    expect(css).toContain('html:not([data-fp-id]) .m-shell__subtitle{display:none}');
  });
});
