import { consoleSiteRoutes, referenceRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';

describe(`the console's text and menu editors (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let user: TestUser;

  const portalText = async (lang: 'zh' | 'en', code: string) => {
    const all = await t.data(referenceRoutes.textAll);
    return all.textData[lang === 'zh' ? '1' : '2']?.find((x) => x.code === code)?.text;
  };
  const auditOf = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['target_id', 'operator_id', 'detail'])
      .where('action', '=', action)
      .execute();

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    user = await t.loginAs();
  });
  afterAll(() => t.close());

  it('searches the texts by key or wording, in both languages', async () => {
    const byKey = await t.data(
      consoleSiteRoutes.siteTexts,
      { query: { keyword: 'common.siteName' } },
      { as: editor },
    );
    expect(byKey.list[0]).toMatchObject({ code: 'common.siteName', edited: false });
    expect(byKey.list[0]?.zh).toBeTruthy();
    expect(byKey.list[0]?.en).toBeTruthy();
    const byWording = await t.data(
      consoleSiteRoutes.siteTexts,
      { query: { keyword: 'FRIENDLY LINKS' } },
      { as: editor },
    );
    expect(byWording.list.map((x) => x.code)).toContain('footer.links');
    // Wildcards are taken literally.
    const literal = await t.data(consoleSiteRoutes.siteTexts, { query: { keyword: '%_%' } }, { as: editor });
    expect(literal.totals).toBe(0);
  });

  it('lists keys missing a language and fills them in', async () => {
    await t.db.deleteFrom('texts').where('code', '=', 'footer.copyright').where('lang', '=', 'en').execute();
    const missing = await t.data(consoleSiteRoutes.siteTexts, { query: { missing: 'en' } }, { as: editor });
    expect(missing.list.map((x) => x.code)).toEqual(['footer.copyright']);
    expect(missing.list[0]).toMatchObject({ en: null });
    expect(
      (await t.data(consoleSiteRoutes.siteTexts, { query: { missing: 'zh' } }, { as: editor })).totals,
    ).toBe(0);

    const saved = await t.data(
      consoleSiteRoutes.siteTextSave,
      { body: { code: 'footer.copyright', lang: 'en', text: '© Steel EPD Programme' } },
      { as: editor },
    );
    expect(saved).toMatchObject({ en: '© Steel EPD Programme', edited: true });
    expect(
      (await t.data(consoleSiteRoutes.siteTexts, { query: { missing: 'en' } }, { as: editor })).totals,
    ).toBe(0);
    // The portal's texts answer it at once.
    expect(await portalText('en', 'footer.copyright')).toBe('© Steel EPD Programme');
    const [entry] = await auditOf('site.textEdit');
    expect(entry).toMatchObject({ target_id: 'footer.copyright', operator_id: editor.id });
  });

  it('refuses unknown keys, hostile wording, and other roles', async () => {
    const unknown = await t.call(
      consoleSiteRoutes.siteTextSave,
      { body: { code: 'no.such.key', lang: 'en', text: 'x' } },
      { as: editor, lang: 'en' },
    );
    expect(unknown).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    for (const body of [
      { code: 'common.siteName', lang: 'en', text: '' },
      { code: 'common.siteName', lang: 'fr', text: 'Bonjour' },
      { code: 'common.siteName', lang: 'en', text: 'x'.repeat(2001) },
      { code: "common'; drop table texts; --", lang: 'en', text: 'x' },
      { code: 'common.siteName', lang: 'en', text: 'a\u0000b' },
    ]) {
      const res = await t.call(
        consoleSiteRoutes.siteTextSave,
        { body: body as never },
        { as: editor, lang: 'en' },
      );
      expect(res.status).toBe(400);
    }
    for (const as of [reviewer, user]) {
      expect((await t.call(consoleSiteRoutes.siteTexts, {}, { as })).ok).toBe(false);
      expect(
        (
          await t.call(
            consoleSiteRoutes.siteTextSave,
            { body: { code: 'common.siteName', lang: 'en', text: 'Hijacked' } },
            { as },
          )
        ).ok,
      ).toBe(false);
      expect((await t.call(consoleSiteRoutes.siteMenu, {}, { as })).ok).toBe(false);
    }
    expect(await portalText('en', 'common.siteName')).not.toBe('Hijacked');
  });

  it('edits a menu item: labels, path, order and visibility, seen by the portal at once', async () => {
    const items = await t.data(consoleSiteRoutes.siteMenu, {}, { as: editor });
    const news = items.find((i) => i.code === 'menu.news');
    if (!news) throw new Error('no news item');
    expect(news).toMatchObject({ url: '/news', enabled: true, parentId: null });

    const saved = await t.data(
      consoleSiteRoutes.siteMenuSave,
      {
        params: { id: news.id },
        body: { labelZh: '动态', labelEn: 'Updates', url: '/news', sort: 0, enabled: true },
      },
      { as: editor },
    );
    expect(saved).toMatchObject({ labelZh: '动态', labelEn: 'Updates', sort: 0 });
    expect(await portalText('en', 'menu.news')).toBe('Updates');

    await t.data(
      consoleSiteRoutes.siteMenuSave,
      {
        params: { id: news.id },
        body: { labelZh: '动态', labelEn: 'Updates', url: '/news', sort: 0, enabled: false },
      },
      { as: editor },
    );
    const menu = await t.data(referenceRoutes.menuAll);
    expect(menu[0]?.children.map((c) => c.code)).not.toContain('menu.news');
    expect((await auditOf('site.menuEdit')).map((a) => a.target_id)).toEqual([
      String(news.id),
      String(news.id),
    ]);
  });

  it('keeps menu paths to portal pages and http(s) addresses', async () => {
    const items = await t.data(consoleSiteRoutes.siteMenu, {}, { as: editor });
    const home = items.find((i) => i.code === 'menu.home');
    if (!home) throw new Error('no home item');
    const base = { labelZh: '首页', labelEn: 'Home', sort: 0, enabled: true };
    for (const url of ['javascript:alert(1)', '/admin', '//evil.example', 'data:text/html,x', '/news?x=1']) {
      const res = await t.call(
        consoleSiteRoutes.siteMenuSave,
        { params: { id: home.id }, body: { ...base, url } },
        { as: editor, lang: 'en' },
      );
      expect(res).toMatchObject({ ok: false, status: 400 });
      expect(res.fields?.[0]?.message).toBe('Choose a portal page or enter an http(s) address');
    }
    expect(
      (
        await t.call(
          consoleSiteRoutes.siteMenuSave,
          { params: { id: home.id }, body: { ...base, labelEn: 'x'.repeat(21), url: '/' } },
          { as: editor },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call(
          consoleSiteRoutes.siteMenuSave,
          { params: { id: 999_999 }, body: { ...base, url: '/' } },
          { as: editor },
        )
      ).error,
    ).toBe('NOT_FOUND');
    const ok = await t.data(
      consoleSiteRoutes.siteMenuSave,
      { params: { id: home.id }, body: { ...base, url: 'https://worldsteel.org/steel-topics' } },
      { as: editor },
    );
    expect(ok.url).toBe('https://worldsteel.org/steel-topics');
  });
});
