import { accountRoutes, pcrRoutes, epdMobileRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '../../../test/account-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../../../test/helper.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { seedApplicationReferences } from '../../applications/index.ts';
import { DEMO_USER, seedDemoContent } from './demo-content.ts';
import { DEMO_COMPANIES, DEMO_PCRS, LONG_PRODUCT_PCRS } from './demo-data.ts';

describe(`demo content (${engineName})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is not there in an app the tests build', async () => {
    expect(await t.db.selectFrom('epds').select('id').execute()).toEqual([]);
  });

  it('publishes a believable catalogue once: 40+ published records of 8+ companies, 10 PCRs', async () => {
    expect((await seedDemoContent(t.app.services)).published).toBe(45);
    const epds = await t.db.selectFrom('epds').selectAll().execute();
    const byStatus = (s: string) => epds.filter((e) => e.status === s);
    expect(byStatus('published').length).toBeGreaterThanOrEqual(40);
    expect(byStatus('superseded')).toHaveLength(1);
    expect(byStatus('withdrawn')).toHaveLength(1);
    expect(new Set(epds.map((e) => e.company_id)).size).toBeGreaterThanOrEqual(8);
    const today = new Date().toISOString().slice(0, 10);
    expect(byStatus('published').filter((e) => e.expiry_date < today).length).toBeGreaterThanOrEqual(3);
    expect(epds.filter((e) => e.product_name_en).length / epds.length).toBeGreaterThan(0.8);
    expect(epds.every((e) => e.qr_attachment_id !== null)).toBe(true);
    expect(await t.db.selectFrom('pcrs').select('id').execute()).toHaveLength(10);
    // Published through the publishing service: every version has its data digest in the ledger.
    const dataEntries = await t.db
      .selectFrom('evidence_ledger')
      .select('epd_id')
      .where('kind', '=', 'EPD_DATA')
      .execute();
    expect(new Set(dataEntries.map((e) => e.epd_id))).toEqual(new Set(epds.map((e) => e.id)));
    const reports = await t.db.selectFrom('epd_reports').selectAll().execute();
    expect(reports).toHaveLength(epds.length * 2);
    const companies = await t.db
      .selectFrom('companies')
      .select(['status'])
      .where('code', 'like', 'DEMO%')
      .execute();
    expect(companies.every((c) => c.status === 1)).toBe(true);

    // A second run finds everything and adds nothing.
    expect((await seedDemoContent(t.app.services, { force: true })).published).toBe(0);
    expect(await t.db.selectFrom('epds').select('id').execute()).toHaveLength(epds.length);
    // 45 records with 90 generated PDFs: a few seconds alone, more on a busy machine.
  }, 90_000);

  it('names the verifier and steel data of most records, fitting their route and product, and leaves some without', async () => {
    const epds = await t.db
      .selectFrom('epds as e')
      .innerJoin('companies as c', 'c.id', 'e.company_id')
      .innerJoin('pcrs as p', 'p.id', 'e.pcr_id')
      .select([
        'e.verifier_zh',
        'e.verifier_en',
        'e.making_route',
        'e.recycled_content',
        'c.code',
        'p.register_no',
      ])
      .execute();
    const withVerifier = epds.filter((e) => e.verifier_zh !== null);
    expect(withVerifier.length).toBeGreaterThan(epds.length * 0.7);
    expect(withVerifier.length).toBeLessThan(epds.length);
    // One verifier has only its Chinese name (English readers see it).
    expect(withVerifier.some((e) => e.verifier_en === null)).toBe(true);
    expect(epds.every((e) => e.verifier_zh !== null || e.verifier_en === null)).toBe(true);
    const withSteel = epds.filter((e) => e.making_route !== null);
    expect(withSteel.length).toBeGreaterThan(epds.length * 0.7);
    expect(withSteel.length).toBeLessThan(epds.length);
    const eafMills = new Set(DEMO_COMPANIES.filter((c) => c.route === 'EAF').map((c) => c.code));
    const longProducts = new Set(LONG_PRODUCT_PCRS.map((i) => DEMO_PCRS[i]?.registerNo));
    for (const e of withSteel) {
      const share = e.recycled_content ?? -1;
      if (eafMills.has(e.code)) {
        expect(e.making_route).toBe('EAF-SCRAP');
        expect(share).toBeGreaterThanOrEqual(longProducts.has(e.register_no) ? 0.92 : 0.8);
        expect(share).toBeLessThanOrEqual(0.97);
      } else {
        expect(e.making_route).toBe('BF-BOF');
        expect(share).toBeGreaterThanOrEqual(0.1);
        expect(share).toBeLessThanOrEqual(0.2);
      }
    }
    // Scrap-fed long products are among them (rebar and wire rod from an electric arc furnace).
    expect(withSteel.some((e) => eafMills.has(e.code) && longProducts.has(e.register_no))).toBe(true);
  });

  it('links the superseded version to its renewal and keeps the withdrawn one without reports', async () => {
    const old = await t.db
      .selectFrom('epds')
      .selectAll()
      .where('status', '=', 'superseded')
      .executeTakeFirstOrThrow();
    const renewal = await t.db
      .selectFrom('epds')
      .select('business_id')
      .where('id', '=', old.superseded_by_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(await t.data(r.epdInfo, { params: { id: old.business_id } })).toMatchObject({
      status: 'superseded',
      supersededBy: renewal.business_id,
    });
    const withdrawn = await t.db
      .selectFrom('epds')
      .select('business_id')
      .where('status', '=', 'withdrawn')
      .executeTakeFirstOrThrow();
    expect(await t.data(r.epdInfo, { params: { id: withdrawn.business_id } })).toMatchObject({
      status: 'withdrawn',
      businessId: null,
    });
  });

  it('gives every demo PCR its rules as a document in both languages, downloadable (issue 29)', async () => {
    const reader = await t.loginAs({ company: { name: '演示读者钢铁', status: 1 } });
    const pcrs = await t.db.selectFrom('pcrs').selectAll().orderBy('register_no').execute();
    expect(pcrs).toHaveLength(DEMO_PCRS.length);
    for (const pcr of pcrs) {
      for (const [lang, id] of [
        ['zh', pcr.cn_attachment_id],
        ['en', pcr.en_attachment_id],
      ] as const) {
        expect(id, `${pcr.register_no} ${lang}`).not.toBeNull();
        const file = await t.call(pcrRoutes.pcrDownload, { params: { id: id ?? 0 } }, { as: reader });
        expect(file.status).toBe(200);
        const text = (await pdfText(file.bytes)).join(' ');
        expect(text).toContain(pcr.register_no);
        expect(text).toContain(lang === 'zh' ? pcr.product_name : (pcr.product_name_en ?? ''));
      }
    }
    // A second run does not make them again.
    const files = async () =>
      (await t.db.selectFrom('attachments').select('id').where('business_type', '=', 'PCR').execute()).length;
    const before = await files();
    await seedDemoContent(t.app.services, { force: true });
    expect(await files()).toBe(before);
  });

  it('gives every demo PCR its author, class and description in English, the search answers them (issue 29)', async () => {
    // A demo PCR seeded before the English texts existed gets them on the next start.
    await t.db
      .updateTable('pcrs')
      .set({ author_en: null, product_class_en: null, description_html_en: null })
      .where('register_no', '=', 'PCR-STEEL-2024-06')
      .execute();
    await seedDemoContent(t.app.services, { force: true });
    const reader = await t.loginAs({ company: { name: '演示英文读者钢铁', status: 1 } });
    const { list } = await t.data(pcrRoutes.pcrPage, { body: { pageNum: 1, pageSize: 20 } }, { as: reader });
    expect(list).toHaveLength(DEMO_PCRS.length);
    for (const pcr of list) {
      expect(pcr.enAuthor, pcr.registerNo).toBe('Technical committee of the Steel EPD Platform');
      expect(pcr.enProductClass, pcr.registerNo).toMatch(/^[A-Z][a-z ]+$/);
      expect(pcr.enPcrDesc, pcr.registerNo).toMatch(/^<p>Applies to .+Declared unit: 1 tonne/);
    }
    const tubes = list.find((p) => p.registerNo === 'PCR-STEEL-2024-06');
    expect(tubes).toMatchObject({ productClass: '管材', enProductClass: 'Tubes and pipes' });
  });

  it('links every demo PCR to the categories it covers, once, so the apply form offers its products (decision 229)', async () => {
    await seedApplicationReferences(t.app.services);
    await seedDemoContent(t.app.services, { force: true });
    const links = await t.db
      .selectFrom('pcr_categories as l')
      .innerJoin('pcrs as p', 'p.id', 'l.pcr_id')
      .innerJoin('product_categories as c', 'c.id', 'l.category_id')
      .select(['p.register_no', 'c.name_zh'])
      .execute();
    for (const pcr of DEMO_PCRS) {
      expect(pcr.categories.length, pcr.registerNo).toBeGreaterThan(0);
      expect(
        links.filter((l) => l.register_no === pcr.registerNo).map((l) => l.name_zh),
        pcr.registerNo,
      ).toEqual([...pcr.categories]);
    }
    // An edited PCR keeps the secretariat's choice on the next start.
    const rebar = await t.db
      .selectFrom('pcrs')
      .select('id')
      .where('register_no', '=', 'PCR-STEEL-2024-01')
      .executeTakeFirstOrThrow();
    const bars = await t.db
      .selectFrom('product_categories')
      .select('id')
      .where('name_zh', '=', '棒材')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('pcr_categories').where('pcr_id', '=', rebar.id).execute();
    await t.db.insertInto('pcr_categories').values({ pcr_id: rebar.id, category_id: bars.id }).execute();
    await seedDemoContent(t.app.services, { force: true });
    expect(
      await t.db.selectFrom('pcr_categories').select('category_id').where('pcr_id', '=', rebar.id).execute(),
    ).toEqual([{ category_id: bars.id }]);
    const reader = await t.loginAs({ company: { name: '演示类别读者钢铁', status: 1 } });
    const fit = await t.data(
      pcrRoutes.pcrCategories,
      { query: { pcrNumber: 'PCR-STEEL-2024-10' } },
      { as: reader },
    );
    expect(fit.categories.filter((c) => c.fits).map((c) => c.categoryName)).toEqual([
      '不锈钢',
      '奥氏体不锈钢',
      '铁素体不锈钢',
    ]);
  }, 60_000);

  it('lets the demo user log in by e-mail and read a report stamped with the demo account', async () => {
    const login = await t.data(accountRoutes.emailLogin, {
      body: { userAccount: DEMO_USER.account, userPassword: await encryptPassword(t, DEMO_USER.password) },
    });
    const epd = await t.db
      .selectFrom('epds')
      .innerJoin('epd_reports', 'epd_reports.epd_id', 'epds.id')
      .select('epd_reports.business_id')
      .where('epds.status', '=', 'published')
      .where('epd_reports.lang', '=', 'zh')
      .executeTakeFirstOrThrow();
    const res = await t.call(
      r.epdReport,
      { params: { businessId: epd.business_id } },
      { as: login.tokenVO.token },
    );
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
