import { TEXTS } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { seedReference } from './reference.seed.ts';

describe(`reference data (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves the header menu as a tree under data[0], at both path forms', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/n/menu/all' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    const top = body.data[0].children;
    expect(top.map((i: { code: string }) => i.code)).toContain('menu.home');
    const epd = top.find((i: { code: string }) => i.code === 'menu.epd');
    expect(epd.children.map((c: { url: string }) => c.url)).toEqual([
      '/epd/epdSearch',
      '/epd/epdApplyFor',
      '/epd/verification',
    ]);
    const about = top.find((i: { code: string }) => i.code === 'menu.about');
    expect(about.children.some((c: { url: string }) => c.url.startsWith('http'))).toBe(true);
    const plain = await t.inject({ method: 'GET', url: '/n/menu/all' });
    expect(plain.json()).toEqual(body);
  });

  it('answers every text of the catalogue in both languages, by GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const { data } = (await t.inject({ method, url: '/api/n/text/all' })).json();
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

  it('keeps a text an operator edited when the catalogue is seeded again', async () => {
    await t.db
      .updateTable('texts')
      .set({ text: '钢铁EPD', edited: 1 })
      .where('lang', '=', 'zh')
      .where('code', '=', 'common.siteName')
      .execute();
    await t.db
      .updateTable('texts')
      .set({ text: 'stale' })
      .where('lang', '=', 'en')
      .where('code', '=', 'common.home')
      .execute();
    await seedReference(t.db);
    const { data } = (await t.inject({ method: 'GET', url: '/n/text/all' })).json();
    expect(data.textData['1']).toContainEqual({ code: 'common.siteName', text: '钢铁EPD' });
    expect(data.textData['2']).toContainEqual({ code: 'common.home', text: 'Home' });
  });

  it('counts page views and unique visitors per day', async () => {
    const visit = (visitorId: string) =>
      t.inject({ method: 'POST', url: '/api/n/pvuv/count', payload: { visitorId } });
    await visit('visitor-aaaa-1');
    await visit('visitor-aaaa-1');
    const res = await visit('visitor-bbbb-2');
    expect(res.json().data).toMatchObject({ pv: 3, uv: 2 });
    expect(res.json().data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a bad visitor id in the caller language and writes nothing', async () => {
    const before = await t.db.selectFrom('page_visits').selectAll().execute();
    const zh = await t.inject({ method: 'POST', url: '/api/n/pvuv/count', payload: { visitorId: '<x>' } });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      code: 400,
      error: 'VALIDATION_FAILED',
      message: '输入内容无效',
      data: null,
    });
    expect(zh.json().fields[0].path).toBe('body.visitorId');
    const en = await t.inject({
      method: 'POST',
      url: '/n/pvuv/count',
      payload: { visitorId: '<x>' },
      lang: 'en',
    });
    expect(en.json().message).toBe('This value is not valid');
    expect(await t.db.selectFrom('page_visits').selectAll().execute()).toEqual(before);
  });

  it('lists a dictionary in the caller language, COMPANY_TYPE 4 being the third-party agency', async () => {
    const zh = (await t.inject({ method: 'GET', url: '/api/n/dict/list/COMPANY_TYPE' })).json();
    expect(zh.data.find((i: { itemCode: string }) => i.itemCode === '4').itemValue).toBe('第三方机构');
    const en = (await t.inject({ method: 'GET', url: '/n/dict/list/COMPANY_TYPE', lang: 'en' })).json();
    expect(en.data.find((i: { itemCode: string }) => i.itemCode === '4').itemValue).toBe(
      'Third-party agency',
    );
    for (const type of [
      'INDUSTRY_CATEGORY',
      'COMPANY_FORM',
      'LCES_PROCESS_SELECTION',
      'LCES_MODEL_DOWNLOAD',
    ]) {
      const res = (await t.inject({ method: 'GET', url: `/api/n/dict/list/${type}` })).json();
      expect(res.data.length, type).toBeGreaterThan(0);
    }
  });

  it('keeps the resource types at the ids and codes the spec names', async () => {
    const { data } = (await t.inject({ method: 'GET', url: '/api/n/dict/list/RESOURCE_TYPE' })).json();
    expect(data.map((i: { id: number; itemCode: string }) => [i.id, i.itemCode])).toEqual([
      [255, '1'],
      [256, '2'],
      [257, '3'],
    ]);
  });

  it('needs a login for p/ dictionaries and trees, and answers two-level trees with an other option', async () => {
    const anonymous = await t.inject({ method: 'GET', url: '/api/p/dict/tree/INDUSTRY_CLASSIFICATION' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 402, error: 'UNAUTHENTICATED', message: '请先登录' });
    const user = await t.loginAs();
    for (const type of ['INDUSTRY_CLASSIFICATION', 'CHANNEL_CLASSIFICATION']) {
      const { data } = (
        await t.inject({ method: 'GET', url: `/p/dict/tree/${type}`, token: user.token })
      ).json();
      expect(
        data.some((i: { childrens: unknown[] }) => i.childrens.length > 1),
        type,
      ).toBe(true);
      expect(data.at(-1)).toMatchObject({ itemDesc: 'other', childrens: [] });
    }
    const list = await t.inject({
      method: 'GET',
      url: '/api/p/dict/list/COMPANY_TYPE',
      token: `Bearer ${user.token}`,
    });
    expect(list.json().data).toHaveLength(5);
  });

  it('refuses an unknown dictionary type and answers one item by code', async () => {
    const bad = await t.inject({ method: 'GET', url: '/api/n/dict/list/NOPE', lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The dictionary could not be loaded');
    const item = await t.inject({
      method: 'POST',
      url: '/api/n/dict/getItemDetail',
      payload: { typeCode: 'LCA_TOOL_SWITCH', itemCode: 'ENABLED' },
    });
    expect(item.json().data.itemValue).toBe('true');
    const missing = await t.inject({
      method: 'POST',
      url: '/api/n/dict/getItemDetail',
      payload: { typeCode: 'COMPANY_TYPE', itemCode: '42' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('DICT_ERROR');
  });

  it('answers the Chinese provinces and their cities, municipalities by district', async () => {
    const user = await t.loginAs();
    const provinces = (await t.inject({ method: 'GET', url: '/api/p/region/CN', token: user.token })).json()
      .data;
    expect(provinces).toHaveLength(31);
    expect(provinces).toContainEqual({ code: '44', name: '广东省' });
    const guangdong = (await t.inject({ method: 'GET', url: '/api/p/region/44', token: user.token })).json()
      .data;
    expect(guangdong).toContainEqual({ code: '4401', name: '广州市' });
    const beijing = (await t.inject({ method: 'GET', url: '/p/region/11', token: user.token })).json().data;
    expect(beijing.map((d: { name: string }) => d.name)).toContain('海淀区');
    const unknown = await t.inject({ method: 'GET', url: '/api/p/region/99', token: user.token });
    expect(unknown.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/p/region/CN' })).statusCode).toBe(401);
  });

  it('answers the QR setting', async () => {
    const user = await t.loginAs();
    const res = await t.inject({ method: 'GET', url: '/api/p/system/setting/qrShow', token: user.token });
    expect(res.json().data).toEqual({ fieldValue: 'true' });
  });
});
