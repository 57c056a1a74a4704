import {
  applicationRoutes,
  attachmentRoutes,
  consoleResourceRoutes as c,
  resourceRoutes as r,
  referenceRoutes,
  type TFriendlyLinkForm,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { seedApplicationReferences } from '../applications/index.ts';
import { uploadContentFile } from './resources-fixtures.ts';

describe(`friendly links, templates and dictionaries (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let ann: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedApplicationReferences(t.app.services);
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    ann = await t.loginAs();
  });
  afterAll(() => t.close());

  describe('friendly links', () => {
    let typeId: number;
    const linkForm = (over: Partial<TFriendlyLinkForm> = {}): TFriendlyLinkForm => ({
      typeId,
      link: 'https://worldsteel.org',
      companyName: '世界钢铁协会',
      companyNameEn: 'World Steel Association',
      ...over,
    });

    it('pages the link types 10 at a time in their order', async () => {
      for (let i = 0; i < 11; i += 1) {
        await t.data(
          c.friendlyTypeCreate,
          { body: { code: `T${i}`, name: `类型${i}`, enName: `Type ${i}`, sort: i } },
          { as: editor },
        );
      }
      const first = await t.data(r.friendlyTypes, { body: { pageNum: 1, inlet: 'USER' } });
      expect(first.totals).toBe(11);
      expect(first.list).toHaveLength(10);
      expect(first.list[0]).toMatchObject({ code: 'T0', name: '类型0', enName: 'Type 0' });
      const second = await t.data(r.friendlyTypes, { body: { pageNum: 2 } });
      expect(second.list.map((x) => x.code)).toEqual(['T10']);
      typeId = first.list[0]!.id;
      const dup = await t.call(
        c.friendlyTypeCreate,
        { body: { code: 'T0', name: 'x', enName: 'x' } },
        { as: editor },
      );
      expect(dup.error).toBe('FRIENDLY_TYPE_CODE_TAKEN');
    });

    it('answers the links of a type with its code and the name in the caller’s language', async () => {
      const logo = await uploadContentFile(t, editor, 'RES_IMG', 'logo.png');
      const { id } = await t.data(
        c.friendlyLinkCreate,
        { body: linkForm({ attachmentId: logo }) },
        { as: editor },
      );
      const zh = await t.data(r.friendlyLinks, { query: { typeCode: 'T0' } });
      expect(zh).toEqual([
        {
          id,
          link: 'https://worldsteel.org',
          companyName: '世界钢铁协会',
          typeCode: 'T0',
          attachmentId: logo,
        },
      ]);
      const en = await t.data(r.friendlyLinks, { query: { typeCode: 'T0' } }, { lang: 'en' });
      expect(en[0]?.companyName).toBe('World Steel Association');
      expect(await t.data(r.friendlyLinks, { query: { typeCode: 'T1' } })).toEqual([]);
      // The logo is public now: anyone sees it.
      const image = await t.call(attachmentRoutes.attachmentOnline, { params: { id: logo }, query: {} });
      expect(image.headers['content-type']).toBe('image/png');
    });

    it('takes http(s) addresses only', async () => {
      for (const link of [
        'javascript:alert(1)',
        'data:text/html,<b>x</b>',
        'ftp://example.org',
        '//evil.example',
        'https://',
      ]) {
        const res = await t.call(
          c.friendlyLinkCreate,
          { body: linkForm({ link }) },
          { as: editor, lang: 'en' },
        );
        expect(res.error, link).toBe('VALIDATION_FAILED');
        expect(res.fields?.[0]?.path).toBe('body.link');
      }
      expect(
        await t.db.selectFrom('friendly_links').select('link').where('link', 'not like', 'http%').execute(),
      ).toEqual([]);
    });

    it('does not remove a type that has links', async () => {
      const res = await t.call(c.friendlyTypeDelete, { params: { id: typeId } }, { as: editor });
      expect(res.error).toBe('FRIENDLY_TYPE_IN_USE');
      const [link] = await t.data(c.friendlyLinkAdminList, { query: { typeId } }, { as: editor });
      await t.data(c.friendlyLinkDelete, { params: { id: link!.id } }, { as: editor });
      await t.data(c.friendlyTypeDelete, { params: { id: typeId } }, { as: editor });
      expect((await t.data(r.friendlyTypes, { body: {} })).totals).toBe(10);
    });
  });

  describe('templates', () => {
    const download = (file: number) =>
      t.call(applicationRoutes.templateDownload, { params: { file } }, { as: ann });
    const zhLca = async () =>
      (await t.data(applicationRoutes.templatePage, { body: { i18n: 'zh' } }, { as: ann })).list.find(
        (x) => x.code === 'LCA_TEMPLATE',
      )!;

    it('serves an uploaded file instead of the generated one, and the generated one again', async () => {
      const generated = await zhLca();
      const upload = await uploadContentFile(t, editor, 'TEMPLATE', 'LCA报告模板-2026.pdf');
      const replaced = await t.data(
        c.templateReplace,
        { body: { code: 'LCA_TEMPLATE', i18n: 'zh', attachmentId: upload } },
        { as: editor },
      );
      expect(replaced).toMatchObject({
        attachmentId: upload,
        fileName: 'LCA报告模板-2026.pdf',
        replaced: true,
      });
      expect(await zhLca()).toMatchObject({ attachmentId: upload, fileName: 'LCA报告模板-2026.pdf' });
      expect((await download(upload)).status).toBe(200);

      const restored = await t.data(
        c.templateRestore,
        { body: { code: 'LCA_TEMPLATE', i18n: 'zh' } },
        { as: editor },
      );
      expect(restored).toMatchObject({ attachmentId: generated.attachmentId, replaced: false });
      expect((await download(generated.attachmentId)).status).toBe(200);
      expect((await download(upload)).error).toBe('NOT_FOUND');
      const actions = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'template')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['template.replace', 'template.restore']);
    });

    it('refuses a file that is not a template upload', async () => {
      const gpi = await uploadContentFile(t, editor, 'GPI');
      const res = await t.call(
        c.templateReplace,
        { body: { code: 'LCA_TEMPLATE', i18n: 'en', attachmentId: gpi } },
        { as: editor },
      );
      expect(res.fields?.[0]?.path).toBe('body.attachmentId');
    });
  });

  describe('dictionaries', () => {
    const list = (lang: 'zh' | 'en' = 'zh') =>
      t.data(referenceRoutes.dictListPublic, { params: { type: 'RESOURCE_TYPE' } }, { lang });

    it('adds, renames and disables items, visible in /n/dict/list at once', async () => {
      expect((await list()).map((x) => x.id)).toEqual([255, 256, 257]);
      const { id } = await t.data(
        c.dictItemCreate,
        {
          params: { type: 'RESOURCE_TYPE' },
          body: { itemCode: '4', valueZh: '政策法规', valueEn: 'Policies', sort: 9 },
        },
        { as: editor },
      );
      expect(id).toBeGreaterThanOrEqual(100_000);
      expect((await list('en')).at(-1)).toMatchObject({ id, itemCode: '4', itemValue: 'Policies' });

      await t.data(
        c.dictItemUpdate,
        {
          params: { type: 'RESOURCE_TYPE', id: 256 },
          body: { itemCode: '2', valueZh: '文献', valueEn: 'Papers', sort: 1 },
        },
        { as: editor },
      );
      expect((await list('en')).find((x) => x.id === 256)?.itemValue).toBe('Papers');

      await t.data(
        c.dictItemUpdate,
        {
          params: { type: 'RESOURCE_TYPE', id },
          body: { itemCode: '4', valueZh: '政策法规', valueEn: 'Policies', enabled: false },
        },
        { as: editor },
      );
      expect((await list()).map((x) => x.id)).toEqual([255, 256, 257]);
      const all = await t.data(c.dictAdminItems, { params: { type: 'RESOURCE_TYPE' } }, { as: editor });
      expect(all.find((x) => x.id === id)?.enabled).toBe(false);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'dict')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['dict.create', 'dict.update', 'dict.update']);
    });

    it('refuses a code the dictionary has and a parent of another dictionary', async () => {
      const taken = await t.call(
        c.dictItemCreate,
        { params: { type: 'RESOURCE_TYPE' }, body: { itemCode: '1', valueZh: 'x', valueEn: 'x' } },
        { as: editor },
      );
      expect(taken.error).toBe('DICT_ITEM_CODE_TAKEN');
      const parent = await t.call(
        c.dictItemCreate,
        {
          params: { type: 'RESOURCE_TYPE' },
          body: { itemCode: '9', valueZh: 'x', valueEn: 'x', parentId: 101 },
        },
        { as: editor },
      );
      expect(parent.fields?.[0]?.path).toBe('body.parentId');
      const missing = await t.call(
        c.dictItemUpdate,
        { params: { type: 'COMPANY_TYPE', id: 255 }, body: { itemCode: '1', valueZh: 'x', valueEn: 'x' } },
        { as: editor },
      );
      expect(missing.error).toBe('NOT_FOUND');
    });
  });

  it('refuses reviewers and portal users every console call', async () => {
    const calls = [
      t.call(c.friendlyTypeAdminList, {}, { as: reviewer }),
      t.call(c.friendlyTypeCreate, { body: { code: 'X', name: 'x', enName: 'x' } }, { as: reviewer }),
      t.call(c.friendlyLinkAdminList, { query: { typeId: 1 } }, { as: reviewer }),
      t.call(c.templateAdminList, {}, { as: reviewer }),
      t.call(c.templateRestore, { body: { code: 'LCA_TEMPLATE', i18n: 'zh' } }, { as: reviewer }),
      t.call(c.dictTypes, {}, { as: reviewer }),
      t.call(
        c.dictItemCreate,
        { params: { type: 'RESOURCE_TYPE' }, body: { itemCode: 'Z', valueZh: 'x', valueEn: 'x' } },
        { as: reviewer },
      ),
    ];
    for (const res of await Promise.all(calls)) expect(res.error).toBe('OPERATOR_ROLE_REQUIRED');
    for (const res of await Promise.all([
      t.call(c.templateAdminList, {}, { as: ann.token }),
      t.call(
        c.dictItemCreate,
        { params: { type: 'RESOURCE_TYPE' }, body: { itemCode: 'Z', valueZh: 'x', valueEn: 'x' } },
        { as: ann.token },
      ),
    ])) {
      expect(res.status).toBe(401);
    }
    expect(await t.db.selectFrom('dict_items').select('id').where('item_code', '=', 'Z').execute()).toEqual(
      [],
    );
  });
});
