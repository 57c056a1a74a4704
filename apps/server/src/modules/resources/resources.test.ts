import {
  attachmentRoutes,
  consoleResourceRoutes as c,
  resourceRoutes as r,
  type TResourceForm,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { uploadContentFile } from './resources-fixtures.ts';

describe(`resources and GPI (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let ann: TestUser;

  const file = (type: 'RES_IMG' | 'RESOURCE' | 'GPI', name?: string) =>
    uploadContentFile(t, editor, type, name);
  const form = (over: Partial<TResourceForm> = {}): TResourceForm => ({
    typeId: 256,
    nameZh: '钢铁文献',
    nameEn: 'Steel literature',
    introduceZh: '简介',
    introduceEn: 'Introduction',
    enabled: true,
    ...over,
  });
  const create = async (over: Partial<TResourceForm> = {}) =>
    (await t.data(c.resourceCreate, { body: form(over) }, { as: editor })).id;
  const page = (type: number, pageNum = 1, lang: 'zh' | 'en' = 'zh') =>
    t.data(r.resourcePage, { body: { type, pageNum } }, { lang });
  const download = (id: number, as: TestUser | null) =>
    t.call(attachmentRoutes.attachmentDownloadByToken, {
      params: { id },
      query: as ? { Authorization: as.token } : {},
    });
  const setAudit = (user: TestUser, status: number) =>
    t.db.updateTable('users').set({ audit_status: status }).where('id', '=', user.id).execute();

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    ann = await t.loginAs();
  });
  afterAll(() => t.close());

  describe('paging a type', () => {
    it('answers an empty page for a type without resources and for an unknown type', async () => {
      expect(await page(257)).toEqual({ list: [], totals: 0, pageSize: 5, pageNum: 1 });
      expect((await page(999)).totals).toBe(0);
    });

    it('pages 5 at a time: exactly a page, then a page plus one, each type on its own', async () => {
      for (let i = 0; i < 5; i += 1) await create({ nameZh: `文献${i}`, sort: i });
      const full = await page(256);
      expect(full.totals).toBe(5);
      expect(full.list.map((x) => x.resourceName)).toEqual(['文献0', '文献1', '文献2', '文献3', '文献4']);
      expect((await page(256, 2)).list).toEqual([]);

      await create({ nameZh: '文献5', sort: 5 });
      const first = await page(256);
      const second = await page(256, 2);
      expect(first.totals).toBe(6);
      expect(first.list).toHaveLength(5);
      expect(second.list.map((x) => x.resourceName)).toEqual(['文献5']);
      // Another type sees none of them.
      expect((await page(255)).totals).toBe(0);
    });

    it('answers the English texts in English, the Chinese ones where there is no English', async () => {
      const id = await create({ typeId: 255, nameZh: '仅中文', nameEn: '', introduceEn: '' });
      const [en] = (await page(255, 1, 'en')).list;
      expect(en).toMatchObject({ id, resourceName: '仅中文', resourceIntroduce: '简介' });
      await create({ typeId: 255, nameZh: '双语', nameEn: 'Bilingual', sort: -0 });
      expect((await page(255, 1, 'en')).list.map((x) => x.resourceName)).toContain('Bilingual');
    });

    it('does not show a hidden resource', async () => {
      await create({ typeId: 257, nameZh: '隐藏', enabled: false });
      expect((await page(257)).totals).toBe(0);
    });
  });

  describe('downloads', () => {
    let cn: number;
    let image: number;
    let resourceId: number;

    beforeAll(async () => {
      cn = await file('RESOURCE', '标准.pdf');
      image = await file('RES_IMG');
      resourceId = await create({ typeId: 257, nameZh: '可下载', cnFileId: cn, imageId: image });
    });

    it('shows the zh file only when there is one', async () => {
      const item = (await page(257)).list.find((x) => x.id === resourceId);
      expect(item).toMatchObject({ cnResourceFileId: cn, enResourceFileId: null, resourceImageId: image });
    });

    it('serves the file to an approved user, refuses anonymous and unapproved registrations', async () => {
      const ok = await download(cn, ann);
      expect(ok.status).toBe(200);
      expect(ok.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await download(cn, null)).error).toBe('UNAUTHENTICATED');
      const bob = await t.loginAs();
      await setAudit(bob, 0);
      expect((await download(cn, bob)).error).toBe('DOWNLOAD_REVIEW_PENDING');
      await setAudit(bob, 2);
      const failed = await download(cn, bob);
      expect(failed.error).toBe('DOWNLOAD_REGISTRATION_FAILED');
      expect(failed.status).toBe(403);
    });

    it('shows the cover to anyone', async () => {
      const res = await t.call(attachmentRoutes.attachmentOnline, { params: { id: image }, query: {} });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    });

    it('serves nothing of a hidden, changed or removed resource', async () => {
      const loose = await file('RESOURCE');
      expect((await download(loose, ann)).error).toBe('NOT_FOUND');

      const hiddenFile = await file('RESOURCE');
      const hidden = await create({ cnFileId: hiddenFile, enabled: false });
      expect((await download(hiddenFile, ann)).error).toBe('NOT_FOUND');
      await t.data(
        c.resourceUpdate,
        { params: { id: hidden }, body: form({ cnFileId: hiddenFile }) },
        { as: editor },
      );
      expect((await download(hiddenFile, ann)).status).toBe(200);

      // Replaced by another file: the old one is withdrawn.
      const next = await file('RESOURCE');
      await t.data(
        c.resourceUpdate,
        { params: { id: hidden }, body: form({ cnFileId: next }) },
        { as: editor },
      );
      expect((await download(hiddenFile, ann)).error).toBe('NOT_FOUND');
      expect((await download(next, ann)).status).toBe(200);

      await t.data(c.resourceDelete, { params: { id: hidden } }, { as: editor });
      expect((await download(next, ann)).error).toBe('NOT_FOUND');
    });

    it('refuses files that are not content uploads of their kind', async () => {
      const gpi = await file('GPI');
      const res = await t.call(
        c.resourceCreate,
        { body: form({ cnFileId: gpi, imageId: cn }) },
        { as: editor, lang: 'en' },
      );
      expect(res.error).toBe('VALIDATION_FAILED');
      expect(res.fields?.map((f) => f.path).sort()).toEqual(['body.cnFileId', 'body.imageId']);
      const bad = await t.call(c.resourceCreate, { body: form({ typeId: 101 }) }, { as: editor });
      expect(bad.fields?.[0]?.path).toBe('body.typeId');
    });

    it('records each change in the audit log', async () => {
      const rows = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'resource')
        .execute();
      const actions = new Set(rows.map((row) => row.action));
      expect([...actions].sort()).toEqual(['resource.create', 'resource.delete', 'resource.update']);
    });
  });

  describe('GPI', () => {
    it('answers the enabled document of each language; enabling another replaces it', async () => {
      expect(await t.data(r.gpiNew)).toEqual([]);
      const zh1 = await file('GPI', 'GPI-1.pdf');
      const en1 = await file('GPI', 'GPI-en.pdf');
      await t.data(
        c.gpiCreate,
        { body: { i18n: 'zh', attachmentId: zh1, attachmentName: '通用规则' } },
        { as: editor },
      );
      const { id: enId } = await t.data(
        c.gpiCreate,
        { body: { i18n: 'en', attachmentId: en1 } },
        { as: editor },
      );
      expect(await t.data(r.gpiNew)).toEqual([
        { i18n: 'zh', attachmentId: zh1, attachmentName: '通用规则', enable: true },
        { i18n: 'en', attachmentId: en1, attachmentName: 'GPI-en.pdf', enable: true },
      ]);
      expect((await download(zh1, ann)).status).toBe(200);

      const zh2 = await file('GPI', 'GPI-2.pdf');
      await t.data(
        c.gpiCreate,
        { body: { i18n: 'zh', attachmentId: zh2, attachmentName: '通用规则 2.0' } },
        { as: editor },
      );
      const now = await t.data(r.gpiNew);
      expect(now.map((g) => g.attachmentId)).toEqual([zh2, en1]);
      expect(
        (await t.data(c.gpiAdminList, {}, { as: editor })).filter((g) => g.i18n === 'zh' && g.enable),
      ).toHaveLength(1);
      expect((await download(zh1, ann)).error).toBe('NOT_FOUND');

      await t.data(
        c.gpiUpdate,
        { params: { id: enId }, body: { i18n: 'en', attachmentId: en1, enable: false } },
        { as: editor },
      );
      expect((await t.data(r.gpiNew)).map((g) => g.i18n)).toEqual(['zh']);
      expect((await download(en1, ann)).error).toBe('NOT_FOUND');
    });
  });

  describe('who may manage', () => {
    it('refuses reviewers and portal users every console call', async () => {
      const calls = [
        t.call(c.resourceAdminList, { query: { typeId: 255 } }, { as: reviewer }),
        t.call(c.resourceCreate, { body: form() }, { as: reviewer }),
        t.call(c.resourceDelete, { params: { id: 1 } }, { as: reviewer }),
        t.call(c.gpiAdminList, {}, { as: reviewer }),
        t.call(c.gpiCreate, { body: { i18n: 'zh', attachmentId: 1 } }, { as: reviewer }),
      ];
      for (const res of await Promise.all(calls)) expect(res.error).toBe('OPERATOR_ROLE_REQUIRED');
      const asUser = await t.call(c.resourceCreate, { body: form() }, { as: ann.token });
      expect(asUser.status).toBe(401);
    });

    it('lists a type with hidden resources and file names for editors', async () => {
      const list = await t.data(c.resourceAdminList, { query: { typeId: 257 } }, { as: editor });
      const downloadable = list.list.find((x) => x.nameZh === '可下载');
      expect(downloadable?.cnFile?.name).toBe('标准.pdf');
      expect(list.list.some((x) => !x.enabled)).toBe(true);
    });
  });
});
