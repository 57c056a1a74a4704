import { referenceRoutes, TEXTS } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, invalid, type TestApp } from '../../test/helper.ts';
import { seedReference } from './reference.seed.ts';

describe(`reference data (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves the header menu as a tree under data[0], at both path forms', async () => {
    const res = await t.call(referenceRoutes.menuAll);
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
    const top = res.data![0]!.children;
    expect(top.map((i) => i.code)).toContain('menu.home');
    const epd = top.find((i) => i.code === 'menu.epd');
    // The search item leads to the public search (issue 29).
    expect(epd?.children.map((c) => c.url)).toEqual(['/Epd', '/epd/epdApplyFor', '/epd/verification']);
    const about = top.find((i) => i.code === 'menu.about');
    expect(about?.children.some((c) => c.url.startsWith('http'))).toBe(true);
    const plain = await t.call(referenceRoutes.menuAll, {}, { bare: true });
    expect(plain).toEqual(res);
  });

  it('answers every text of the catalogue in both languages, by GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const data = await t.data(referenceRoutes.textAll, {}, { method });
      expect(data.languageData).toEqual([
        { id: 1, mark: 'zh,zh-CN,zh-Hans' },
        { id: 2, mark: 'en,en-US,en-GB' },
      ]);
      const keys = Object.keys(TEXTS).length;
      expect(data.textData['1']).toHaveLength(keys);
      expect(data.textData['2']).toHaveLength(keys);
      expect(data.textData['1']).toContainEqual({ code: 'common.siteName', text: '钢铁行业EPD平台' });
      expect(data.textData['2']).toContainEqual({ code: 'common.siteName', text: 'Steel EPD Platform' });
    }
  });

  /** A text as stored: an operator's edit (edited) or a stale seed's (not edited). */
  const storeText = (lang: 'zh' | 'en', code: string, text: string, edited: 0 | 1) =>
    t.db
      .updateTable('texts')
      .set({ text, edited })
      .where('lang', '=', lang)
      .where('code', '=', code)
      .execute();

  it('keeps a text an operator edited when the catalogue is seeded again', async () => {
    await storeText('zh', 'common.siteName', '钢铁EPD', 1);
    await storeText('en', 'common.home', 'stale', 0);
    await seedReference(t.db);
    const data = await t.data(referenceRoutes.textAll, {}, { bare: true });
    expect(data.textData['1']).toContainEqual({ code: 'common.siteName', text: '钢铁EPD' });
    expect(data.textData['2']).toContainEqual({ code: 'common.home', text: 'Home' });
  });

  it('answers only the texts an operator edited with only=edited, and refuses another scope', async () => {
    await storeText('zh', 'common.siteName', '钢铁EPD门户', 1);
    for (const method of ['GET', 'POST'] as const) {
      const data = await t.data(referenceRoutes.textAll, { query: { only: 'edited' } }, { method });
      expect(data.textData['1']).toEqual([{ code: 'common.siteName', text: '钢铁EPD门户' }]);
      expect(data.textData['2']).toEqual([]);
    }
    const all = await t.data(referenceRoutes.textAll, {});
    expect(all.textData['1']?.length).toBe(Object.keys(TEXTS).length);
    const res = await t.call(referenceRoutes.textAll, { query: { only: 'all' as 'edited' } });
    expect(res.status).toBe(400);
    expect(res.error).toBe('VALIDATION_FAILED');
  });

  it('counts page views and unique visitors per day', async () => {
    const visit = (visitorId: string) => t.call(referenceRoutes.pvuvCount, { body: { visitorId } });
    await visit('visitor-aaaa-1');
    await visit('visitor-aaaa-1');
    const res = await visit('visitor-bbbb-2');
    expect(res.data).toMatchObject({ pv: 3, uv: 2 });
    expect(res.data?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a bad visitor id in the caller language and writes nothing', async () => {
    const before = await t.db.selectFrom('page_visits').selectAll().execute();
    const zh = await t.call(referenceRoutes.pvuvCount, { body: { visitorId: '<x>' } });
    expect(zh.status).toBe(400);
    expect(zh).toMatchObject({
      code: 400,
      error: 'VALIDATION_FAILED',
      message: '输入内容无效',
      data: null,
    });
    expect(zh.fields?.[0]?.path).toBe('body.visitorId');
    const en = await t.call(
      referenceRoutes.pvuvCount,
      { body: { visitorId: '<x>' } },
      { lang: 'en', bare: true },
    );
    expect(en.message).toBe('This value is not valid');
    expect(await t.db.selectFrom('page_visits').selectAll().execute()).toEqual(before);
  });

  it('lists a dictionary in the caller language, COMPANY_TYPE 4 being the third-party agency', async () => {
    const zh = await t.data(referenceRoutes.dictListPublic, { params: { type: 'COMPANY_TYPE' } });
    expect(zh.find((i) => i.itemCode === '4')?.itemValue).toBe('第三方机构');
    const en = await t.data(
      referenceRoutes.dictListPublic,
      { params: { type: 'COMPANY_TYPE' } },
      { lang: 'en', bare: true },
    );
    expect(en.find((i) => i.itemCode === '4')?.itemValue).toBe('Third-party agency');
    for (const type of [
      'INDUSTRY_CATEGORY',
      'COMPANY_FORM',
      'LCES_PROCESS_SELECTION',
      'LCES_MODEL_DOWNLOAD',
    ] as const) {
      const data = await t.data(referenceRoutes.dictListPublic, { params: { type } });
      expect(data.length, type).toBeGreaterThan(0);
    }
  });

  it('keeps the resource types at the ids and codes the spec names', async () => {
    const data = await t.data(referenceRoutes.dictListPublic, { params: { type: 'RESOURCE_TYPE' } });
    expect(data.map((i) => [i.id, i.itemCode])).toEqual([
      [255, '1'],
      [256, '2'],
      [257, '3'],
    ]);
  });

  it('needs a login for p/ dictionaries and trees, and answers two-level trees with an other option', async () => {
    const anonymous = await t.call(referenceRoutes.dictTree, { params: { type: 'INDUSTRY_CLASSIFICATION' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous).toMatchObject({ code: 402, error: 'UNAUTHENTICATED', message: '请先登录' });
    const user = await t.loginAs();
    for (const type of ['INDUSTRY_CLASSIFICATION', 'CHANNEL_CLASSIFICATION'] as const) {
      const data = await t.data(referenceRoutes.dictTree, { params: { type } }, { as: user, bare: true });
      expect(
        data.some((i) => i.childrens.length > 1),
        type,
      ).toBe(true);
      expect(data.at(-1)).toMatchObject({ itemDesc: 'other', childrens: [] });
    }
    // A portal token also counts as `Bearer <token>`.
    const list = await t.call(
      referenceRoutes.dictList,
      { params: { type: 'COMPANY_TYPE' } },
      { as: `Bearer ${user.token}` },
    );
    expect(list.data).toHaveLength(5);
  });

  it('refuses an unknown dictionary type and answers one item by code', async () => {
    const bad = await t.call(
      referenceRoutes.dictListPublic,
      { params: { type: invalid('NOPE') } },
      { lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('The dictionary could not be loaded');
    const item = await t.call(referenceRoutes.dictItemDetail, {
      body: { typeCode: 'LCA_TOOL_SWITCH', itemCode: 'ENABLED' },
    });
    expect(item.data?.itemValue).toBe('true');
    const missing = await t.call(referenceRoutes.dictItemDetail, {
      body: { typeCode: 'COMPANY_TYPE', itemCode: '42' },
    });
    expect(missing.status).toBe(404);
    expect(missing.error).toBe('DICT_ERROR');
  });

  it('answers the Chinese provinces and their cities with English names, municipalities by district', async () => {
    const user = await t.loginAs();
    const provinces = await t.data(referenceRoutes.regionProvinces, {}, { as: user });
    expect(provinces).toHaveLength(31);
    expect(provinces).toContainEqual({ code: '44', name: '广东省', nameEn: 'Guangdong' });
    expect(provinces).toContainEqual({ code: '15', name: '内蒙古自治区', nameEn: 'Inner Mongolia' });
    expect(provinces.every((p) => /^[A-Z][A-Za-z' ]+$/.test(p.nameEn))).toBe(true);
    const cities = (provinceCode: string, options: { bare?: boolean } = {}) =>
      t.call(referenceRoutes.regionCities, { params: { provinceCode } }, { as: user, ...options });
    expect((await cities('44')).data).toContainEqual({ code: '4401', name: '广州市', nameEn: 'Guangzhou' });
    expect((await cities('61')).data).toContainEqual({ code: '6101', name: '西安市', nameEn: "Xi'an" });
    expect((await cities('53')).data).toContainEqual({
      code: '5329',
      name: '大理白族自治州',
      nameEn: 'Dali Bai Autonomous Prefecture',
    });
    const beijing = (await cities('11', { bare: true })).data;
    expect(beijing?.map((d) => d.name)).toContain('海淀区');
    expect(beijing?.map((d) => d.nameEn)).toContain('Haidian District');
    // Every city of every province has an English name of its own, not the Chinese fallback.
    for (const province of provinces) {
      const list = (await cities(province.code)).data ?? [];
      expect(list.filter((c) => !/^[A-Z][A-Za-zü' ,-]+$/.test(c.nameEn))).toEqual([]);
    }
    const unknown = await cities('99');
    expect(unknown.status).toBe(404);
    expect((await t.call(referenceRoutes.regionProvinces)).status).toBe(401);
  });

  it('answers the QR setting', async () => {
    const user = await t.loginAs();
    const res = await t.call(referenceRoutes.qrShow, {}, { as: user });
    expect(res.data).toEqual({ fieldValue: 'true' });
  });
});
