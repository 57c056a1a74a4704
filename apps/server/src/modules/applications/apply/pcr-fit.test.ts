import {
  consolePcrRoutes as c,
  pcrRoutes as p,
  type TApplyProduct,
  type TPcrForm,
  textOf,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPcr } from '../../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import { applyFixtures } from './apply-fixtures.ts';

/**
 * Which categories fit a PCR (decision 229): the secretariat links a PCR to categories in the
 * console, the application form offers only those (and what is below them), and the server
 * refuses a product of another category, writing nothing.
 */
describe(`A PCR's product categories (${engineName})`, () => {
  let t: TestApp;
  let fx: ReturnType<typeof applyFixtures>;
  let ann: TestUser;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let open: { id: number; registerNo: string };
  const ids = new Map<string, number>();
  /** A seeded category's id by its Chinese name. */
  const cat = (name: string): number => {
    const found = ids.get(name);
    if (found === undefined) throw new Error(`no category ${name}`);
    return found;
  };

  const form = (over: Partial<TPcrForm> = {}): TPcrForm => ({
    registerNo: `PCR-FIT-${Math.random().toString(36).slice(2, 8)}`.toUpperCase(),
    productName: '热轧钢板和钢带',
    productNameEn: 'Hot-rolled sheet and strip',
    author: '冶金工业规划研究院',
    productClass: '板材',
    enabled: true,
    ...over,
  });

  /** A PCR the editor made with these categories. */
  const linkedPcr = async (categoryIds: number[]) => {
    const body = form({ categoryIds });
    const res = await t.call(c.pcrCreate, { body }, { as: editor, lang: 'en' });
    expect(res.status, res.body).toBe(200);
    return { id: res.data!.id, registerNo: body.registerNo };
  };

  const linksOf = async (pcrId: number) =>
    (
      await t.db
        .selectFrom('pcr_categories')
        .select('category_id')
        .where('pcr_id', '=', pcrId)
        .orderBy('category_id')
        .execute()
    ).map((r) => r.category_id);

  const consoleRow = async (pcrId: number) =>
    (await t.data(c.pcrAdminList, { query: { pageNum: 1, pageSize: 100 } }, { as: editor })).list.find(
      (r) => r.id === pcrId,
    );

  const product = (categoryId: number | null, productName = '热轧卷板'): TApplyProduct => ({
    productName,
    categoryId,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    fx = applyFixtures(t);
    ({ ann, pcr: open } = await fx.cast());
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    for (const name of [
      '板材',
      '热轧板卷',
      '冷轧板卷',
      '镀锌板',
      '长材',
      '螺纹钢',
      '不锈钢',
      '奥氏体不锈钢',
    ]) {
      ids.set(name, await fx.categoryNamed(name));
    }
  });
  afterAll(() => t?.close());

  describe('the console', () => {
    it('offers the whole category tree to an editor, each parent before its children', async () => {
      const tree = await t.data(c.pcrCategoryTree, {}, { as: editor });
      const count = Number(
        (
          await t.db
            .selectFrom('product_categories')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(tree).toHaveLength(count);
      const at = (cid: number) => tree.findIndex((n) => n.id === cid);
      expect(tree.find((n) => n.id === cat('热轧板卷'))).toEqual({
        id: cat('热轧板卷'),
        parentId: cat('板材'),
        categoryName: '热轧板卷',
        categoryNameEn: 'Hot-rolled coil',
      });
      for (const node of tree)
        if (node.parentId !== null) expect(at(node.parentId)).toBeLessThan(at(node.id));
    });

    it('links a PCR to categories on creation and changes them on update, logged', async () => {
      const made = await linkedPcr([cat('螺纹钢'), cat('板材'), cat('螺纹钢')]);
      // Repeated ids count once; the console lists them in tree order (板材 comes before 长材's 螺纹钢).
      expect(await linksOf(made.id)).toEqual([cat('板材'), cat('螺纹钢')].sort((x, y) => x - y));
      expect((await consoleRow(made.id))?.categoryIds).toEqual([cat('板材'), cat('螺纹钢')]);

      const res = await t.call(
        c.pcrUpdate,
        {
          params: { id: made.id },
          body: form({ registerNo: made.registerNo, categoryIds: [cat('冷轧板卷')] }),
        },
        { as: editor },
      );
      expect(res.status, res.body).toBe(200);
      expect(await linksOf(made.id)).toEqual([cat('冷轧板卷')]);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'pcr.update')
        .where('target_id', '=', String(made.id))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail ?? '{}').changed.categoryIds).toEqual({
        from: [cat('板材'), cat('螺纹钢')].sort((x, y) => x - y),
        to: [cat('冷轧板卷')],
      });

      // Saved without categories: the PCR accepts any category again.
      await t.data(
        c.pcrUpdate,
        { params: { id: made.id }, body: form({ registerNo: made.registerNo }) },
        { as: editor },
      );
      expect(await linksOf(made.id)).toEqual([]);
      expect((await consoleRow(made.id))?.categoryIds).toEqual([]);
    });

    it('refuses another operator role and changes nothing', async () => {
      const made = await linkedPcr([cat('热轧板卷')]);
      const update = await t.call(
        c.pcrUpdate,
        {
          params: { id: made.id },
          body: form({ registerNo: made.registerNo, categoryIds: [cat('螺纹钢')] }),
        },
        { as: reviewer },
      );
      expect(update.status).toBe(403);
      expect(update.error).toBe('OPERATOR_ROLE_REQUIRED');
      expect((await t.call(c.pcrCategoryTree, {}, { as: reviewer })).error).toBe('OPERATOR_ROLE_REQUIRED');
      expect(
        (await t.call(c.pcrCreate, { body: form({ categoryIds: [cat('螺纹钢')] }) }, { as: reviewer })).error,
      ).toBe('OPERATOR_ROLE_REQUIRED');
      // A portal user's token is no operator's.
      expect((await t.call(c.pcrCategoryTree, {}, { as: ann })).status).toBe(401);
      expect(await linksOf(made.id)).toEqual([cat('热轧板卷')]);
    });

    it('refuses unknown and hostile category ids on the field, and writes nothing', async () => {
      const made = await linkedPcr([cat('热轧板卷')]);
      const before = await t.db
        .selectFrom('pcrs')
        .selectAll()
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      const pcrCount = async () => (await t.db.selectFrom('pcrs').select('id').execute()).length;
      const pcrs = await pcrCount();
      for (const lang of ['en', 'zh'] as const) {
        const res = await t.call(
          c.pcrUpdate,
          {
            params: { id: made.id },
            body: form({
              registerNo: made.registerNo,
              productName: '改了名',
              categoryIds: [cat('螺纹钢'), 999_999],
            }),
          },
          { as: editor, lang },
        );
        expect(res.status).toBe(400);
        expect(res.fields).toEqual([
          { path: 'body.categoryIds', message: textOf('console.pcrs.categoryUnknown', lang) },
        ]);
      }
      const created = await t.call(c.pcrCreate, { body: form({ categoryIds: [999_998] }) }, { as: editor });
      expect(created.status).toBe(400);
      for (const categoryIds of [
        [0],
        [-3],
        ['1; drop table pcrs'],
        [1.5],
        Array.from({ length: 101 }, (_, i) => i + 1),
      ]) {
        const res = await t.call(
          c.pcrUpdate,
          {
            params: { id: made.id },
            // A hostile body the contract's type forbids.
            body: form({ registerNo: made.registerNo, categoryIds: categoryIds as number[] }),
          },
          { as: editor },
        );
        expect(res.status, JSON.stringify(categoryIds).slice(0, 40)).toBe(400);
        expect(res.error).toBe('VALIDATION_FAILED');
      }
      // An unknown PCR id is not found, whatever the categories.
      expect(
        (
          await t.call(
            c.pcrUpdate,
            { params: { id: 999_999 }, body: form({ categoryIds: [cat('螺纹钢')] }) },
            { as: editor },
          )
        ).error,
      ).toBe('NOT_FOUND');
      expect(
        await t.db.selectFrom('pcrs').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow(),
      ).toEqual(before);
      expect(await linksOf(made.id)).toEqual([cat('热轧板卷')]);
      expect(await pcrCount()).toBe(pcrs);
    });
  });

  describe('what the application form offers', () => {
    it('says a PCR without links takes any category', async () => {
      expect(await t.data(p.pcrCategories, { query: { pcrNumber: open.registerNo } }, { as: ann })).toEqual({
        linked: false,
        categories: [],
      });
    });

    it('offers a linked category with everything below it, and the path above it only as a path', async () => {
      const leaf = await linkedPcr([cat('热轧板卷')]);
      const fit = await t.data(p.pcrCategories, { query: { pcrNumber: leaf.registerNo } }, { as: ann });
      expect(fit.linked).toBe(true);
      expect(fit.categories.map((n) => [n.categoryName, n.fits])).toEqual([
        ['板材', false],
        ['热轧板卷', true],
      ]);

      const branch = await linkedPcr([cat('不锈钢'), cat('镀锌板')]);
      const wide = await t.data(p.pcrCategories, { query: { pcrNumber: branch.registerNo } }, { as: ann });
      const names = wide.categories.map((n) => n.categoryName);
      expect(names).toEqual(
        expect.arrayContaining(['板材', '镀锌板', '特钢', '不锈钢', '奥氏体不锈钢', '铁素体不锈钢']),
      );
      expect(names).not.toContain('热轧板卷');
      expect(names).not.toContain('长材');
      expect(wide.categories.find((n) => n.id === cat('奥氏体不锈钢'))).toMatchObject({
        parentId: cat('不锈钢'),
        fits: true,
      });
      expect(wide.categories.find((n) => n.categoryName === '特钢')?.fits).toBe(false);
    });

    it('answers NOT_FOUND for an unknown or disabled PCR, and only to a logged-in user', async () => {
      const disabled = await insertPcr(t, { enabled: false });
      for (const pcrNumber of ['PCR-NO-SUCH', disabled.registerNo, "' or 1=1 --"]) {
        expect((await t.call(p.pcrCategories, { query: { pcrNumber } }, { as: ann })).error, pcrNumber).toBe(
          'NOT_FOUND',
        );
      }
      expect((await t.call(p.pcrCategories, { query: { pcrNumber: open.registerNo } })).error).toBe(
        'UNAUTHENTICATED',
      );
    });
  });

  describe('the rule on submitting', () => {
    it('refuses a product whose category the PCR does not cover, on its field, in both languages, writing nothing', async () => {
      const pcr = await linkedPcr([cat('热轧板卷')]);
      const files = await fx.entryWithFiles(ann, '热轧卷板');
      const before = await fx.counts();
      for (const lang of ['en', 'zh'] as const) {
        // The second product is of a category outside the PCR; the broader 板材 above it does not fit either.
        const res = await fx.submit(
          ann,
          fx.form(pcr.registerNo, [
            { ...files, categoryId: cat('热轧板卷') },
            product(cat('螺纹钢'), '螺纹钢'),
            product(cat('板材'), '板材'),
          ]),
          lang,
        );
        expect(res.status).toBe(400);
        expect(res.error).toBe('VALIDATION_FAILED');
        expect(res.fields).toEqual([
          { path: 'body.epd.1.categoryId', message: textOf('apply.categoryNotInPcr', lang) },
          { path: 'body.epd.2.categoryId', message: textOf('apply.categoryNotInPcr', lang) },
        ]);
      }
      expect(await fx.counts()).toEqual(before);

      // The same files are still free: with fitting products the application goes through.
      const applied = await fx.apply(
        ann,
        fx.form(pcr.registerNo, [{ ...files, categoryId: cat('热轧板卷') }]),
      );
      const stored = await t.db
        .selectFrom('application_products')
        .select('category_id')
        .where('application_id', '=', applied)
        .execute();
      expect(stored).toEqual([{ category_id: cat('热轧板卷') }]);
    });

    it('takes a category below a linked one, and a CFP application follows the same rule', async () => {
      const pcr = await linkedPcr([cat('不锈钢')]);
      const appliedId = await fx.apply(
        ann,
        fx.form(pcr.registerNo, [product(cat('奥氏体不锈钢'), '304不锈钢')]),
      );
      expect(appliedId).toBeGreaterThan(0);
      const cfp = await fx.submit(
        ann,
        fx.form(pcr.registerNo, [product(cat('冷轧板卷'), '冷轧板')], { productType: 'CFP' }),
      );
      expect(cfp.fields).toEqual([
        { path: 'body.epd.0.categoryId', message: textOf('apply.categoryNotInPcr', 'en') },
      ]);
      expect(
        await fx.apply(
          ann,
          fx.form(pcr.registerNo, [product(cat('不锈钢'), '不锈钢')], { productType: 'CFP' }),
        ),
      ).toBeGreaterThan(0);
    });

    it('lets a PCR without links take any category, and a product without a category under any PCR', async () => {
      const anyCategory = await fx.apply(
        ann,
        fx.form(open.registerNo, [product(cat('螺纹钢'), '螺纹钢'), product(cat('镀锌板'), '镀锌板')]),
      );
      expect(anyCategory).toBeGreaterThan(0);
      const pcr = await linkedPcr([cat('热轧板卷')]);
      expect(await fx.apply(ann, fx.form(pcr.registerNo, [product(null, '自定义产品')]))).toBeGreaterThan(0);
    });

    it('still names an unknown category as unknown, not as unfit', async () => {
      const pcr = await linkedPcr([cat('热轧板卷')]);
      const res = await fx.submit(ann, fx.form(pcr.registerNo, [product(999_999)]));
      expect(res.fields).toEqual([
        { path: 'body.epd.0.categoryId', message: textOf('apply.categoryUnknown', 'en') },
      ]);
    });
  });
});
