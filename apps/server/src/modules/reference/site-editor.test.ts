import { consoleSiteRoutes, referenceRoutes, textsFor } from '@steel-epd/contract';
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

  it('adds a top-level item and a child, seen by the portal at once, and removes them', async () => {
    const base = { labelZh: '合作伙伴', labelEn: 'Partners', url: '/about', sort: 20, enabled: true };
    const top = await t.data(
      consoleSiteRoutes.siteMenuAdd,
      { body: { ...base, parentId: null, code: 'menu.partners' } },
      { as: editor },
    );
    expect(top).toMatchObject({ code: 'menu.partners', parentId: null, labelEn: 'Partners', seeded: false });
    const child = await t.data(
      consoleSiteRoutes.siteMenuAdd,
      {
        body: {
          ...base,
          labelZh: '钢铁协会',
          labelEn: 'Steel association',
          url: 'https://worldsteel.org/about-us',
          sort: 0,
          parentId: top.id,
          code: 'menu.partnersSteel',
        },
      },
      { as: editor },
    );
    expect(child).toMatchObject({ parentId: top.id, url: 'https://worldsteel.org/about-us' });
    const hidden = await t.data(
      consoleSiteRoutes.siteMenuAdd,
      { body: { ...base, enabled: false, parentId: null, code: 'menu.hiddenOne' } },
      { as: editor },
    );
    expect(hidden.enabled).toBe(false);

    const portalMenu = (await t.data(referenceRoutes.menuAll))[0]?.children ?? [];
    const shown = portalMenu.find((i) => i.code === 'menu.partners');
    expect(shown?.children.map((c) => [c.code, c.url])).toEqual([
      ['menu.partnersSteel', 'https://worldsteel.org/about-us'],
    ]);
    expect(portalMenu.map((i) => i.code)).not.toContain('menu.hiddenOne');
    expect(await portalText('zh', 'menu.partners')).toBe('合作伙伴');
    expect(await portalText('en', 'menu.partnersSteel')).toBe('Steel association');
    const added = await auditOf('site.menuAdd');
    expect(added.map((a) => a.target_id)).toEqual([String(top.id), String(child.id), String(hidden.id)]);
    expect(added[0]?.operator_id).toBe(editor.id);

    // Removing the top item takes its child and both items' labels with it.
    expect(
      await t.data(consoleSiteRoutes.siteMenuRemove, { params: { id: top.id } }, { as: editor }),
    ).toBeNull();
    const after = await t.data(consoleSiteRoutes.siteMenu, {}, { as: editor });
    expect(after.map((i) => i.code)).not.toContain('menu.partners');
    expect(after.map((i) => i.code)).not.toContain('menu.partnersSteel');
    expect((await t.data(referenceRoutes.menuAll))[0]?.children.map((i) => i.code)).not.toContain(
      'menu.partners',
    );
    expect(
      await t.db
        .selectFrom('texts')
        .select('code')
        .where('code', 'in', ['menu.partners', 'menu.partnersSteel'])
        .execute(),
    ).toEqual([]);
    const [removed] = await auditOf('site.menuRemove');
    expect(removed).toMatchObject({ target_id: String(top.id), operator_id: editor.id });
    expect(
      (await t.call(consoleSiteRoutes.siteMenuRemove, { params: { id: top.id } }, { as: editor })).error,
    ).toBe('NOT_FOUND');
  });

  it('keeps the seeded items, and refuses a taken key, a third level, hostile input and other roles', async () => {
    const items = await t.data(consoleSiteRoutes.siteMenu, {}, { as: editor });
    const about = items.find((i) => i.code === 'menu.about');
    const service = items.find((i) => i.code === 'menu.service');
    if (!about || !service) throw new Error('no about items');
    expect(about.seeded).toBe(true);
    const kept = await t.call(
      consoleSiteRoutes.siteMenuRemove,
      { params: { id: about.id } },
      { as: editor, lang: 'en' },
    );
    expect(kept).toMatchObject({ ok: false, status: 400 });
    expect(kept.fields?.[0]?.message).toBe(
      'A menu item the platform starts with cannot be removed; hide it instead',
    );
    const keptZh = await t.call(
      consoleSiteRoutes.siteMenuRemove,
      { params: { id: service.id } },
      { as: editor, lang: 'zh' },
    );
    expect(keptZh.fields?.[0]?.message).toBe('初始菜单项不能删除，可设为不显示');
    expect((await t.data(consoleSiteRoutes.siteMenu, {}, { as: editor })).length).toBe(items.length);

    const base = { labelZh: '新项', labelEn: 'New', url: '/', sort: 0, enabled: true, parentId: null };
    const message = async (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => {
      const res = await t.call(consoleSiteRoutes.siteMenuAdd, { body: body as never }, { as: editor, lang });
      expect(res).toMatchObject({ ok: false, status: 400 });
      return res.fields?.[0]?.message;
    };
    // A key the catalogue has (another item's label, or any text) is taken.
    expect(await message({ ...base, code: 'menu.news' })).toBe('This key is already in use');
    expect(await message({ ...base, code: 'menu.news' }, 'zh')).toBe('该键名已被使用');
    await t.db
      .insertInto('texts')
      .values({
        lang: 'en',
        code: 'menu.fromText',
        text: 'x',
        edited: 1,
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    expect(await message({ ...base, code: 'menu.fromText' })).toBe('This key is already in use');
    expect(await message({ ...base, parentId: service.id, code: 'menu.third' })).toBe(
      'An item can only be added under a top-level item',
    );
    expect(await message({ ...base, parentId: 999_999, code: 'menu.orphan' })).toBe(
      'An item can only be added under a top-level item',
    );
    for (const code of [
      'partners',
      'menu.',
      'menu.9x',
      'menu.a b',
      "menu.x'--",
      `menu.${'a'.repeat(41)}`,
      'common.siteName',
    ]) {
      expect(await message({ ...base, code })).toBe(
        'The key is menu. followed by a letter and up to 39 letters, digits, - or _',
      );
    }
    for (const url of ['javascript:alert(1)', '/admin', '//evil.example']) {
      expect(await message({ ...base, code: 'menu.badUrl', url })).toBe(
        'Choose a portal page or enter an http(s) address',
      );
    }
    expect(await message({ ...base, code: 'menu.noLabel', labelZh: '' }, 'zh')).toBe('请输入名称');
    expect(await message({ ...base, code: 'menu.longLabel', labelEn: 'x'.repeat(21) })).toBeTruthy();
    expect(await message({ ...base, code: 'menu.badSort', sort: -1 })).toBeTruthy();
    expect(await message({ ...base, code: 'menu.badParent', parentId: 'x' })).toBeTruthy();

    for (const [as, status] of [
      [reviewer, 403],
      [user, 401],
    ] as const) {
      const add = await t.call(
        consoleSiteRoutes.siteMenuAdd,
        { body: { ...base, code: 'menu.byOther' } },
        { as },
      );
      expect(add.ok).toBe(false);
      expect(add.status).toBe(status);
      expect(
        (await t.call(consoleSiteRoutes.siteMenuRemove, { params: { id: about.id } }, { as })).status,
      ).toBe(status);
      expect(
        (await t.call(consoleSiteRoutes.siteTextRestore, { body: { code: 'menu.news', lang: 'en' } }, { as }))
          .status,
      ).toBe(status);
    }
    expect((await t.data(consoleSiteRoutes.siteMenu, {}, { as: editor })).map((i) => i.code)).not.toContain(
      'menu.byOther',
    );
  });

  it("restores a text in one language to the bundle's default, audited", async () => {
    await t.data(
      consoleSiteRoutes.siteTextSave,
      { body: { code: 'footer.links', lang: 'en', text: 'Links we like' } },
      { as: editor },
    );
    await t.data(
      consoleSiteRoutes.siteTextSave,
      { body: { code: 'footer.links', lang: 'zh', text: '我们喜欢的链接' } },
      { as: editor },
    );
    const restored = await t.data(
      consoleSiteRoutes.siteTextRestore,
      { body: { code: 'footer.links', lang: 'en' } },
      { as: editor },
    );
    expect(restored.en).toBe(textsFor('en')['footer.links']);
    // The other language keeps its wording, so the key still counts as edited.
    expect(restored).toMatchObject({ zh: '我们喜欢的链接', edited: true });
    expect(await portalText('en', 'footer.links')).toBe(textsFor('en')['footer.links']);
    const [entry] = await auditOf('site.textRestore');
    expect(entry).toMatchObject({ target_id: 'footer.links', operator_id: editor.id });
    expect(JSON.parse(String(entry?.detail))).toMatchObject({ lang: 'en', before: 'Links we like' });

    const both = await t.data(
      consoleSiteRoutes.siteTextRestore,
      { body: { code: 'footer.links', lang: 'zh' } },
      { as: editor },
    );
    expect(both).toMatchObject({ zh: textsFor('zh')['footer.links'], edited: false });
    const row = await t.db
      .selectFrom('texts')
      .select(['text', 'edited'])
      .where('code', '=', 'footer.links')
      .where('lang', '=', 'zh')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: textsFor('zh')['footer.links'], edited: 0 });

    // A key the catalogue does not have (an added menu item's label) has no default.
    await t.data(
      consoleSiteRoutes.siteMenuAdd,
      {
        body: {
          labelZh: '甲',
          labelEn: 'A',
          url: '/',
          sort: 0,
          enabled: true,
          parentId: null,
          code: 'menu.ownOne',
        },
      },
      { as: editor },
    );
    const none = await t.call(
      consoleSiteRoutes.siteTextRestore,
      { body: { code: 'menu.ownOne', lang: 'en' } },
      { as: editor, lang: 'zh' },
    );
    expect(none).toMatchObject({ ok: false, status: 400 });
    expect(none.fields?.[0]?.message).toBe('该文字在此语言下没有默认值');
    for (const body of [
      { code: "x'; drop table texts; --", lang: 'en' },
      { code: 'footer.links', lang: 'fr' },
      { code: '', lang: 'en' },
    ]) {
      expect(
        (await t.call(consoleSiteRoutes.siteTextRestore, { body: body as never }, { as: editor })).status,
      ).toBe(400);
    }
  });
});
