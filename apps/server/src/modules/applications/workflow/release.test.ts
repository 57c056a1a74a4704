import {
  attachmentRoutes,
  consoleEpdsRoutes as e,
  consoleApplicationRoutes as r,
  type TReleaseProduct,
  textOf,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationState,
  insertApplication,
  makeApplicant,
  releaseProducts,
} from '../../../test/application-fixtures.ts';
import { makePdf } from '../../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import { upload } from '../../../test/uploads.ts';

/**
 * Issue 29 (decision 210): a release refuses one file given to two products, by its bytes, and
 * one registration number given twice; the number's format is the catalogue's; a released
 * record's correction changes the English holder and site.
 */
describe(`applications: the release's own checks (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;
  let editor: TestOperator;
  let user: TestUser;
  let rival: TestUser;

  const release = (id: number, products: TReleaseProduct[], lang: 'zh' | 'en' = 'en') =>
    t.call(r.applicationRelease, { params: { id }, body: { from: 60, products } }, { as: reviewer, lang });
  const atPanelReview = (as = user) =>
    insertApplication(t, as, { stage: 60, quoteStatus: 2, contractStatus: 3, lcaValidateStatus: 1 });
  /** The same PDF uploaded again: a new file id, the same bytes. */
  const uploadAgain = async (bytes: Uint8Array) => {
    const res = await upload(t, {
      route: attachmentRoutes.consoleUpload,
      as: reviewer,
      fields: { businessType: 'EPD' },
      file: { name: 'again.pdf', bytes: Buffer.from(bytes) },
    });
    if (!res.ok) throw new Error(res.body);
    return (res.data as { id: number }).id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
    user = await makeApplicant(t);
    rival = await makeApplicant(t, '另一家钢铁有限公司');
  });
  afterAll(() => t.close());

  it('refuses the same PDF uploaded once per product, naming the second product, and writes nothing', async () => {
    const app = await atPanelReview();
    const [first, second] = (await releaseProducts(t, reviewer, app.productIds)) as [
      TReleaseProduct,
      TReleaseProduct,
    ];
    const pdf = Buffer.from(await makePdf(['one report for two products']));
    const a = await uploadAgain(pdf);
    const b = await uploadAgain(pdf);
    expect(a).not.toBe(b);
    const before = await applicationState(t, app.id);

    for (const [lang, text] of [
      [
        'en',
        'The same file (same content) is already given elsewhere in this release; each product’s reports and data file must be its own',
      ],
      ['zh', '同一文件（内容相同）已用于本次发布的其他位置，每个产品的报告和数据文件须各不相同'],
    ] as const) {
      const answer = await release(
        app.id,
        [
          { ...first, reportZhId: a },
          { ...second, reportZhId: b },
        ],
        lang,
      );
      expect(answer.status).toBe(400);
      expect(answer.error).toBe('VALIDATION_FAILED');
      expect(answer.fields).toEqual([{ path: 'products.1.reportZhId', message: text }]);
    }
    // The same bytes as another product's English report, and as its own Chinese one.
    const crossed = await release(app.id, [
      { ...first, reportZhId: a },
      { ...second, reportEnId: b },
    ]);
    expect(crossed.fields?.map((f) => f.path)).toEqual(['products.1.reportEnId']);
    const own = await release(app.id, [{ ...first, reportZhId: a, reportEnId: b }, second]);
    expect(own.fields?.map((f) => f.path)).toEqual(['products.0.reportEnId']);
    expect(await applicationState(t, app.id)).toEqual(before);

    // Each product with its own file: released.
    const released = await release(app.id, [{ ...first, reportZhId: a }, second]);
    expect(released.ok, released.body).toBe(true);
  });

  it('refuses one registration number for two products and a number out of the catalogue’s format', async () => {
    const app = await atPanelReview();
    const [first, second] = (await releaseProducts(t, reviewer, app.productIds)) as [
      TReleaseProduct,
      TReleaseProduct,
    ];
    const before = await applicationState(t, app.id);
    const same = await release(app.id, [first, { ...second, registrationNumber: first.registrationNumber }]);
    expect(same.fields).toEqual([
      {
        path: 'products.1.registrationNumber',
        message: 'This registration number is already given to another product of this release',
      },
    ]);
    for (const hostile of ['SEPD 2026/0001', 'UNDEFINED', '<script>-1', '-'.repeat(81), '1SEPD-2026']) {
      const answer = await release(app.id, [{ ...first, registrationNumber: hostile }, second], 'zh');
      expect(answer.status, hostile).toBe(400);
      // Refused by the contract's rule before the release looks at anything.
      expect(answer.fields).toEqual([
        {
          path: 'body.products.0.registrationNumber',
          message: textOf('console.epds.registrationNumberWrong', 'zh'),
        },
      ]);
    }
    expect(await applicationState(t, app.id)).toEqual(before);
    // A lower-case number is the same number in capitals.
    const lower = await release(app.id, [
      { ...first, registrationNumber: first.registrationNumber.toLowerCase() },
      second,
    ]);
    expect(lower.ok, lower.body).toBe(true);
    expect(lower.data?.products.map((p) => p.registrationNumber)).toEqual([
      first.registrationNumber,
      second.registrationNumber,
    ]);
  });

  it('refuses another application’s product and a file of a company, and writes nothing', async () => {
    const mine = await atPanelReview();
    const theirs = await atPanelReview(rival);
    const [first, second] = (await releaseProducts(t, reviewer, mine.productIds)) as [
      TReleaseProduct,
      TReleaseProduct,
    ];
    const before = await applicationState(t, mine.id);
    const foreign = await release(mine.id, [first, { ...second, productId: theirs.productIds[0] ?? 0 }]);
    expect(foreign.fields?.map((f) => f.path)).toEqual(['products']);
    const lcaOfRival = await upload(t, {
      as: rival,
      fields: { businessType: 'LCA' },
      file: { name: 'lca.pdf', bytes: Buffer.from(await makePdf(['rival lca'])) },
    });
    if (!lcaOfRival.ok) throw new Error(lcaOfRival.body);
    const theirFile = await release(mine.id, [first, { ...second, reportZhId: lcaOfRival.data.id }]);
    expect(theirFile.fields?.map((f) => f.path)).toEqual(['products.1.reportZhId']);
    expect(await applicationState(t, mine.id)).toEqual(before);
  });

  it('lets a released record’s correction change its English holder and site', async () => {
    const app = await atPanelReview();
    const products = await releaseProducts(t, reviewer, app.productIds);
    const released = await release(app.id, products);
    if (!released.ok) throw new Error(released.body);
    const epdId = released.data.products[0]?.epdId ?? 0;
    const corrected = await t.call(
      e.epdCorrect,
      {
        params: { id: epdId },
        body: {
          holderEn: 'Baowu Steel (English name) Ltd.',
          siteEn: 'Baoshan District, Shanghai',
          reason: '英文名称更正',
        },
      },
      { as: editor },
    );
    expect(corrected.ok, corrected.body).toBe(true);
    const row = await t.db
      .selectFrom('epds')
      .select(['holder_en', 'site_en'])
      .where('id', '=', epdId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      holder_en: 'Baowu Steel (English name) Ltd.',
      site_en: 'Baoshan District, Shanghai',
    });
  });
});
