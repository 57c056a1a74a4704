import { COMPANY_STATUS, consoleEpdsRoutes, homeRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPcr } from '../../test/catalogue-fixtures.ts';
import { buildTestApp, engineName, type TestApp, type TestOperator } from '../../test/helper.ts';
import { makeCatalogue, publishNew } from '../../test/publishing-fixtures.ts';

describe(`the home page's figures (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
  });
  afterAll(() => t.close());

  it('counts published EPDs, certified companies and listed PCRs, and follows publishing', async () => {
    await t.loginAs({ company: { name: '首钢测试认证有限公司', status: COMPANY_STATUS.certified } });
    await t.loginAs({ company: { name: '鞍钢测试审核中公司', status: COMPANY_STATUS.pending } });
    const catalogue = await makeCatalogue(t);
    await insertPcr(t, { enabled: false });
    const certified = Number(
      (
        await t.db
          .selectFrom('companies')
          .select((e) => e.fn.countAll().as('n'))
          .where('status', '=', COMPANY_STATUS.certified)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const before = await t.data(homeRoutes.homeFigures);
    expect(before.certifiedCompanies).toBe(certified);
    expect(before.certifiedCompanies).toBeGreaterThanOrEqual(1);
    // The hidden PCR is not counted.
    const listed = await t.db.selectFrom('pcrs').select('id').where('enabled', '=', 1).execute();
    expect(before.pcrs).toBe(listed.length);

    // A draft is not published; publishing it shows at once (the catalogue's signal).
    const { published } = await publishNew(t, editor, catalogue);
    const after = await t.data(homeRoutes.homeFigures);
    expect(after.publishedEpds).toBe(before.publishedEpds + 1);

    // Withdrawing takes it away again.
    await t.data(
      consoleEpdsRoutes.epdWithdraw,
      { params: { id: published.id }, body: { reason: 'test withdrawal' } },
      { as: editor },
    );
    expect((await t.data(homeRoutes.homeFigures)).publishedEpds).toBe(before.publishedEpds);

    // An expired EPD is no longer counted, as the public search no longer lists it by default.
    const { published: second } = await publishNew(t, editor, catalogue);
    expect((await t.data(homeRoutes.homeFigures)).publishedEpds).toBe(before.publishedEpds + 1);
    await t.db.updateTable('epds').set({ expiry_date: '2020-01-01' }).where('id', '=', second.id).execute();
    t.app.services.catalogueChanges.changed();
    expect((await t.data(homeRoutes.homeFigures)).publishedEpds).toBe(before.publishedEpds);
  });

  it('is public, prepared with an ETag, and a repeat with it costs a 304', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/n/portal/index/figures' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.inject({
      method: 'GET',
      url: '/api/n/portal/index/figures',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
