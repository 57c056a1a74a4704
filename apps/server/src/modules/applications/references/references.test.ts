import {
  applicationRoutes as r,
  TEMPLATE_CODES,
  TOOL_TOKEN_LIFE_S,
  TOOL_TOKEN_VERIFY_LIMIT,
  USER_STATUS,
} from '@steel-epd/contract';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../test/catalogue-fixtures.ts';
import { asOf } from '../../../test/clock.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../../test/helper.ts';
import { upload } from '../../../test/uploads.ts';
import { applyFixtures } from '../apply/apply-fixtures.ts';
import { seedApplicationReferences } from '../index.ts';

const EPD_TOOL = 'https://epd-tool.example.com/fill';
const LCA_TOOL = 'https://lca-tool.example.com/';

describe(`Application form references: categories, technologies, templates, tools (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;

  const count = (
    table: 'product_categories' | 'lca_technologies' | 'application_templates' | 'attachments',
  ) => applyFixtures(t).count(table);

  const categoryNamed = (name: string) => applyFixtures(t).categoryNamed(name);

  beforeAll(async () => {
    t = await buildTestApp({ env: { EPD_TOOL_URL: EPD_TOOL, LCA_TOOL_URL: LCA_TOOL } });
    await seedApplicationReferences(t.app.services);
    user = await t.loginAs({ company: { name: '首钢集团有限公司', status: 1 } });
  });
  afterAll(() => t?.close());

  describe('categories and technologies', () => {
    it('answers the top categories, then each level of the tree when it is opened', async () => {
      const top = await t.data(r.lcaCategories, {}, { as: user });
      expect(top.map((c) => c.categoryName)).toEqual(['板材', '长材', '管材', '特钢', '半成品']);
      expect(top[0]).toMatchObject({ categoryNameEn: 'Flat products', isLeaf: false });

      const flat = await t.data(r.productCategoryList, { body: { id: top[0]!.id } }, { as: user });
      expect(flat.map((c) => c.categoryName)).toContain('热轧板卷');
      expect(flat.find((c) => c.categoryName === '热轧板卷')).toMatchObject({
        categoryNameEn: 'Hot-rolled coil',
        isLeaf: true,
      });

      const special = await t.data(r.productCategoryList, { body: { id: top[3]!.id } }, { as: user });
      const stainless = special.find((c) => c.categoryName === '不锈钢')!;
      expect(stainless.isLeaf).toBe(false);
      const grades = await t.data(r.productCategoryList, { body: { id: stainless.id } }, { as: user });
      expect(grades.map((c) => c.categoryNameEn)).toEqual([
        'Austenitic stainless steel',
        'Ferritic stainless steel',
      ]);
      expect(grades.every((c) => c.isLeaf)).toBe(true);

      expect(await t.data(r.productCategoryList, { body: { id: 999_999 } }, { as: user })).toEqual([]);
    });

    it("answers a category's technologies: the steelmaking routes of its top level first, then its own", async () => {
      const galvanized = await t.data(
        r.lcaTechnology,
        { params: { id: await categoryNamed('镀锌板') } },
        { as: user },
      );
      expect(galvanized.map((x) => x.name)).toEqual([
        '高炉-转炉长流程',
        '全废钢电弧炉短流程',
        '直接还原-电弧炉',
        '氢基直接还原-电弧炉',
        '连续热镀锌',
        '电镀锌',
      ]);
      expect(galvanized[0]!.nameEn).toBe('Blast furnace - basic oxygen furnace (BF-BOF)');

      const austenitic = await t.data(
        r.lcaTechnology,
        { params: { id: await categoryNamed('奥氏体不锈钢') } },
        { as: user },
      );
      expect(austenitic.map((x) => x.nameEn).slice(-1)).toEqual([
        'EAF with argon oxygen decarburization (AOD)',
      ]);
      expect(austenitic).toHaveLength(5);

      expect(await t.data(r.lcaTechnology, { params: { id: 999_999 } }, { as: user })).toEqual([]);
    });

    it('needs a login', async () => {
      expect((await t.call(r.lcaCategories)).status).toBe(401);
      expect((await t.call(r.lcaTechnology, { params: { id: 1 } })).status).toBe(401);
    });

    it('seeds only empty tables: a second start adds nothing', async () => {
      const before = await Promise.all(
        (['product_categories', 'lca_technologies', 'application_templates', 'attachments'] as const).map(
          count,
        ),
      );
      await seedApplicationReferences(t.app.services);
      const after = await Promise.all(
        (['product_categories', 'lca_technologies', 'application_templates', 'attachments'] as const).map(
          count,
        ),
      );
      expect(after).toEqual(before);
      expect(before[2]).toBe(6);
    });
  });

  describe('templates', () => {
    const download = (file: number, as: TestUser | null = user) =>
      t.call(r.templateDownload, { params: { file } }, as ? { as } : {});

    it('lists one file per template code in the asked language', async () => {
      const zh = await t.data(r.templatePage, { body: { i18n: 'zh' } }, { as: user });
      expect(zh.totals).toBe(3);
      expect(zh.list.map((i) => [i.code, i.fileName, i.i18n])).toEqual([
        ['EPD_SPARE_TEMPLATE', 'EPD预报告模板.pdf', 'zh'],
        ['LCA_TEMPLATE', 'LCA报告模板.pdf', 'zh'],
        ['DATA_COLLECTION_TEMPLATE', '数据收集表模板.xlsx', 'zh'],
      ]);
      const en = await t.data(
        r.templatePage,
        { body: { i18n: 'en', pageSize: 2, pageNum: 2 } },
        { as: user },
      );
      expect(en).toMatchObject({ totals: 3, pageNum: 2, pageSize: 2 });
      expect(en.list.map((i) => i.fileName)).toEqual(['Data-collection-template.xlsx']);
    });

    it('serves real PDFs with the outline of an LCA report and an EPD pre-report', async () => {
      const list = (await t.data(r.templatePage, { body: { i18n: 'en' } }, { as: user })).list;
      for (const [code, title] of [
        ['LCA_TEMPLATE', 'LCA report template'],
        ['EPD_SPARE_TEMPLATE', 'EPD pre-report template'],
      ] as const) {
        const item = list.find((i) => i.code === code)!;
        const res = await download(item.attachmentId);
        expect(res.status, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(
          `filename*=UTF-8''${encodeURIComponent(item.fileName)}`,
        );
        const pdf = await PDFDocument.load(res.bytes);
        expect(pdf.getTitle()).toBe(title);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      }
    });

    it('serves the data collection workbook with its four sheets, headers in both languages', async () => {
      for (const lang of ['zh', 'en'] as const) {
        const item = (await t.data(r.templatePage, { body: { i18n: lang } }, { as: user })).list.find(
          (i) => i.code === 'DATA_COLLECTION_TEMPLATE',
        )!;
        const res = await download(item.attachmentId);
        expect(res.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
        const names = book.worksheets.map((w) => w.name);
        if (lang === 'zh') {
          expect(names).toEqual(['基本信息', '原材料', '能源', '运输', '排放']);
          expect(book.getWorksheet('原材料')!.getRow(1).getCell(1).value).toBe('物料名称');
          expect(book.getWorksheet('原材料')!.getRow(2).getCell(1).value).toBe('Material');
        } else {
          expect(names).toEqual(['General', 'Raw materials', 'Energy', 'Transport', 'Emissions']);
          expect(book.getWorksheet('Emissions')!.getRow(1).getCell(1).value).toBe('Substance');
          expect(book.getWorksheet('Emissions')!.getRow(2).getCell(1).value).toBe('排放物');
        }
      }
    });

    it('takes the token in the query for a plain link, and needs one', async () => {
      const item = (await t.data(r.templatePage, { body: {} }, { as: user })).list[0]!;
      const res = await t.inject({
        method: 'GET',
        url: `/api/p/template/download/${item.attachmentId}?Authorization=${user.token}`,
      });
      expect(res.statusCode).toBe(200);
      expect((await download(item.attachmentId, null)).status).toBe(401);
    });

    it('serves nothing but templates', async () => {
      const own = await upload(t, {
        as: user,
        fields: { businessType: 'LCA' },
        file: { name: 'mine.pdf', bytes: Buffer.from(await makePdf(['my LCA report'])) },
      });
      expect(own.status, own.body).toBe(200);
      const res = await download(own.data!.id);
      expect(res.status).toBe(404);
      expect(res.error).toBe('NOT_FOUND');
      expect((await download(999_999)).error).toBe('NOT_FOUND');
    });

    it("offers the other language's file when one language has none", async () => {
      const row = await t.db
        .selectFrom('application_templates')
        .selectAll()
        .where('code', '=', 'LCA_TEMPLATE')
        .where('lang', '=', 'en')
        .executeTakeFirstOrThrow();
      await t.db.deleteFrom('application_templates').where('id', '=', row.id).execute();
      try {
        const en = await t.data(r.templatePage, { body: { i18n: 'en' } }, { as: user });
        expect(en.list.map((i) => i.code)).toEqual([...TEMPLATE_CODES]);
        expect(en.list.find((i) => i.code === 'LCA_TEMPLATE')).toMatchObject({
          fileName: 'LCA报告模板.pdf',
          i18n: 'zh',
        });
      } finally {
        const { id: _, ...values } = row;
        await t.db.insertInto('application_templates').values(values).execute();
      }
    });
  });

  describe('external tools', () => {
    const verify = (token: string, ip = '203.0.113.7') =>
      t.call(r.toolTokenVerify, { body: { token } }, { lang: 'en', ip });

    const setSwitch = (value: string) =>
      t.db
        .updateTable('dict_items')
        .set({ value_zh: value, value_en: value })
        .where('type_code', '=', 'LCA_TOOL_SWITCH')
        .where('item_code', '=', 'ENABLED')
        .execute();

    it('answers the tool addresses; the LCA tool only while its switch is on', async () => {
      await setSwitch('true');
      expect(await t.data(r.toolLinks, {}, { as: user })).toEqual({
        epdToolUrl: EPD_TOOL,
        lcaToolEnabled: true,
        lcaToolUrl: LCA_TOOL,
      });
      await setSwitch('false');
      try {
        expect(await t.data(r.toolLinks, {}, { as: user })).toEqual({
          epdToolUrl: EPD_TOOL,
          lcaToolEnabled: false,
          lcaToolUrl: null,
        });
      } finally {
        await setSwitch('true');
      }
      expect((await t.call(r.toolLinks)).status).toBe(401);
    });

    it('signs a token that names the caller until it expires', async () => {
      const issued = await t.data(r.toolToken, {}, { as: user });
      const lifeMs = Date.parse(issued.expiresAt) - Date.now();
      expect(lifeMs).toBeGreaterThan((TOOL_TOKEN_LIFE_S - 5) * 1000);
      expect(lifeMs).toBeLessThanOrEqual(TOOL_TOKEN_LIFE_S * 1000);

      const named = await verify(issued.token);
      expect(named.status, named.body).toBe(200);
      expect(named.data).toEqual({
        userAccount: expect.any(String),
        userName: null,
        companyName: '首钢集团有限公司',
        companyCode: expect.stringMatching(/^C/),
        expiresAt: issued.expiresAt,
      });

      const later = await asOf(new Date(Date.parse(issued.expiresAt) + 1000).toISOString(), () =>
        verify(issued.token),
      );
      expect(later.status).toBe(400);
      expect(later.error).toBe('VALIDATION_FAILED');
      expect(later.fields).toEqual([
        { path: 'body.token', message: 'The tool token is invalid or has expired' },
      ]);
    });

    it('refuses a forged or tampered token', async () => {
      const { token } = await t.data(r.toolToken, {}, { as: user });
      const [payload = '', signature = ''] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const raised = Buffer.from(JSON.stringify({ ...claims, u: claims.u + 1 })).toString('base64url');
      // A changed character of the signature: a full one, and the last, whose low bits are unused.
      const other = (c: string | undefined) => (c === 'A' ? 'B' : 'A');
      const flipped = signature.slice(0, -2) + other(signature.at(-2)) + signature.slice(-1);
      // 32 bytes end in a character whose two low bits are zero; the next letter decodes the same.
      const respelled =
        signature.slice(0, -1) + String.fromCharCode(signature.charCodeAt(signature.length - 1) + 1);
      expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      for (const forged of [
        `${raised}.${signature}`,
        `${payload}.${flipped}`,
        `${payload}.${respelled}`,
        `${payload}.${signature.slice(0, 20)}`,
        payload,
        `${token}.x`,
        'not a token',
      ]) {
        const res = await verify(forged);
        expect(res.error, forged).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses the token of a closed account', async () => {
      const leaver = await t.loginAs({ company: { name: '离开钢铁', status: 1 } });
      const { token } = await t.data(r.toolToken, {}, { as: leaver });
      await t.db
        .updateTable('users')
        .set({ user_status: USER_STATUS.closed })
        .where('id', '=', leaver.id)
        .execute();
      expect((await verify(token)).error).toBe('VALIDATION_FAILED');
    });

    it('counts checks per client address', async () => {
      const ip = '198.51.100.99';
      const { token } = await t.data(r.toolToken, {}, { as: user });
      for (let i = 0; i < TOOL_TOKEN_VERIFY_LIMIT.limit; i += 1) {
        expect((await verify(i % 2 === 0 ? token : 'junk', ip)).error).not.toBe('RATE_LIMITED');
      }
      const limited = await verify(token, ip);
      expect(limited.status).toBe(429);
      expect(limited.error).toBe('RATE_LIMITED');
      expect((await verify(token, '198.51.100.100')).status).toBe(200);
    });
  });
});

describe(`External tools without addresses (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('hides both tools when no address is set, whatever the switch says', async () => {
    const user = await t.loginAs();
    expect(await t.data(r.toolLinks, {}, { as: user })).toEqual({
      epdToolUrl: null,
      lcaToolEnabled: false,
      lcaToolUrl: null,
    });
  });
});
