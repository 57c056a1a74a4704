import {
  consoleEpdsRoutes as c,
  OPEN_API_LIMIT,
  openDataRoutes as r,
  type TOpenEpd,
  type TOpenEpdQuery,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertEpd, insertPcr } from '../../test/catalogue-fixtures.ts';
import { buildTestApp, engineName, type TestApp, type TestOperator } from '../../test/helper.ts';
import { openEpdValidator, validateIlcd } from '../../test/open-formats.ts';
import { seedDemoContent } from '../catalogue/index.ts';
import type { OpenEpdDocument } from './builders.ts';

const GWP_TOTAL_EF31 = 'a7ea142a-9749-11ed-a8fc-0242ac120002';

describe(`open data: openEPD, ILCD+EPD and /open/v1 (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let ipSeq = 0;
  /** Each test calls from its own address, so the rate limit counts only the test that tests it. */
  let ip = '198.51.100.1';
  const nextIp = () => {
    ipSeq += 1;
    ip = `198.51.100.${ipSeq}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    expect((await seedDemoContent(t.app.services)).published).toBeGreaterThan(40);
    editor = await t.loginAsOperator('editor');
  }, 120_000);
  afterAll(() => t.close());

  const list = (query: TOpenEpdQuery = {}) => t.call(r.epdList, { query }, { ip });
  /** Every version, following nextCursor. */
  const listAll = async (query: TOpenEpdQuery = {}, onPage?: (n: number) => Promise<void>) => {
    const all: TOpenEpd[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 100; n += 1) {
      const page = await t.data(r.epdList, { query: { ...query, cursor } }, { ip });
      all.push(...page.list);
      await onPage?.(n);
      if (!page.nextCursor) return all;
      cursor = page.nextCursor;
    }
    throw new Error('paging did not end');
  };
  const rawGet = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers, remoteAddress: ip });

  it('exports every seeded version as openEPD (zh, and en with English names) valid against the schema, with the completeness profile', async () => {
    nextIp();
    const validate = openEpdValidator();
    const all = await listAll({ limit: 100 });
    const rows = await t.db.selectFrom('epds').select(['business_id', 'status', 'product_name_en']).execute();
    expect(all.map((e) => e.id).sort()).toEqual(
      rows
        .filter((e) => e.status !== 'draft')
        .map((e) => e.business_id)
        .sort(),
    );
    let english = 0;
    const known = { verifier: 0, steel: 0, neither: 0 };
    for (const e of all) {
      for (const lang of ['zh', 'en'] as const) {
        const url = lang === 'zh' ? e.links.openEpdZh : e.links.openEpdEn;
        if (!url) {
          expect(e.productNameEn ?? '').toBe('');
          // No English names, no English document.
          const res = await t.call(r.epdOpenEpd, { params: { id: e.id }, query: { lang: 'en' } }, { ip });
          expect(res.error).toBe('NOT_FOUND');
          continue;
        }
        if (lang === 'en') english += 1;
        const res = await rawGet(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/json');
        const doc = res.json() as OpenEpdDocument;
        expect(validate(doc)).toBe(true);
        // The completeness profile: what a reader needs, since the schema requires nothing.
        expect(doc).toMatchObject({
          doctype: 'openEPD',
          openepd_version: expect.any(String),
          id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          version: e.version,
          language: lang,
          name: lang === 'zh' ? e.productName : e.productNameEn,
          product_name: lang === 'zh' ? e.productName : e.productNameEn,
          declared_unit: { qty: 1, unit: 't' },
          kg_per_declared_unit: { qty: 1000, unit: 'kg' },
          date_of_issue: `${e.issueDate}T00:00:00+00:00`,
          valid_until: `${e.expiryDate}T00:00:00+00:00`,
          program_operator: {
            name: lang === 'zh' ? '钢铁行业EPD平台' : 'Steel EPD Platform',
            web_domain: expect.any(String),
          },
          program_operator_doc_id: e.registrationNumber,
          pcr: { id: e.pcrRegisterNo, name: expect.any(String), issuer: { name: expect.any(String) } },
          manufacturer: { name: lang === 'zh' ? e.holderZh : (e.holderEn ?? e.holderZh) },
          plants: [{ name: lang === 'zh' ? e.siteZh : (e.siteEn ?? e.siteZh) }],
          impacts: { 'EF 3.1': { gwp: { A1A2A3: { mean: e.gwp100, unit: 'kgCO2e' } } } },
          attachments: { openEPD: url, ILCD_EPD: e.links.ilcd, Summary: e.links.summary },
        });
        // The verifier and the steel data where known, and only there.
        if (e.verifierZh) {
          expect(doc.third_party_verifier?.name).toBe(
            lang === 'zh' ? e.verifierZh : (e.verifierEn ?? e.verifierZh),
          );
        } else expect(doc).not.toHaveProperty('third_party_verifier');
        if (e.makingRoute || e.recycledContent !== null) {
          expect(doc.specs?.Steel).toEqual({
            ...(e.makingRoute
              ? {
                  making_route: {
                    bof: e.makingRoute === 'BF-BOF',
                    eaf: e.makingRoute !== 'BF-BOF',
                    ohf: false,
                  },
                }
              : {}),
            ...(e.recycledContent === null ? {} : { recycled_content: e.recycledContent }),
          });
        } else expect(doc).not.toHaveProperty('specs');
        if (lang === 'zh') {
          if (e.verifierZh) known.verifier += 1;
          if (doc.specs) known.steel += 1;
          if (!e.verifierZh && !doc.specs) known.neither += 1;
        }
        if (e.status === 'withdrawn') {
          expect(Object.keys(doc.attachments).filter((k) => k.startsWith('Report'))).toEqual([]);
          expect(doc.ext['steel-epd-platform'].status).toBe('withdrawn');
        } else {
          expect(doc.attachments['Report (zh)']).toMatch(/\/apppdf\/[A-Za-z0-9_-]{22}$/);
        }
      }
    }
    expect(english).toBeGreaterThan(all.length * 0.8);
    // Most seeded records name their verifier and steel data; some do not ("where known").
    expect(known.verifier).toBeGreaterThan(all.length * 0.7);
    expect(known.verifier).toBeLessThan(all.length);
    expect(known.steel).toBeGreaterThan(all.length * 0.7);
    expect(known.steel).toBeLessThan(all.length);
    // The API's own view holds what the catalogue holds.
    const stored = await t.db
      .selectFrom('epds')
      .select(['business_id', 'verifier_zh', 'verifier_en', 'making_route', 'recycled_content'])
      .execute();
    for (const e of all) {
      const row = stored.find((x) => x.business_id === e.id);
      expect([e.verifierZh, e.verifierEn, e.makingRoute, e.recycledContent]).toEqual([
        row?.verifier_zh,
        row?.verifier_en,
        row?.making_route,
        row?.recycled_content,
      ]);
    }
  }, 120_000);

  it('exports every seeded version as ILCD+EPD XML valid against EPD_DataSet.xsd, names in zh and en, GWP-total A1-A3', async () => {
    nextIp();
    const all = await listAll({ limit: 100 });
    const documents: Record<string, string> = {};
    for (const e of all) {
      const res = await rawGet(e.links.ilcd);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      const xml = res.body;
      documents[e.id] = xml;
      expect(xml).toContain(`<baseName xml:lang="zh">`);
      if (e.productNameEn) expect(xml).toContain(`<baseName xml:lang="en">`);
      expect(xml).toContain(`refObjectId="${GWP_TOTAL_EF31}"`);
      expect(xml).toContain(`<epd:amount epd:module="A1-A3">${e.gwp100}</epd:amount>`);
      expect(xml).toContain(`<common:registrationNumber>${e.registrationNumber}</common:registrationNumber>`);
      expect(xml).toContain(`<common:referenceYear>${e.issueDate.slice(0, 4)}</common:referenceYear>`);
      expect(xml).toContain(
        `<common:dataSetValidUntil>${e.expiryDate.slice(0, 4)}</common:dataSetValidUntil>`,
      );
      expect(xml).toMatch(/<epd2:publicationDateOfEPD>\d{4}-\d{2}-\d{2}<\/epd2:publicationDateOfEPD>/);
      if (e.verifierZh) {
        expect(xml).toContain(
          '<validation><review type="Independent external review"><common:referenceToNameOfReviewerAndInstitution type="contact data set">' +
            `<common:shortDescription xml:lang="zh">${e.verifierZh}</common:shortDescription>`,
        );
        if (e.verifierEn)
          expect(xml).toContain(
            `<common:shortDescription xml:lang="en">${e.verifierEn.replace('&', '&amp;')}</common:shortDescription>`,
          );
      } else expect(xml).not.toContain('<validation>');
      expect(xml).toContain(
        `<common:dataSetVersion>01.00.${String(e.version).padStart(3, '0')}</common:dataSetVersion>`,
      );
    }
    expect(validateIlcd(documents)).toEqual([]);
    // The validation can fail: a document without its required name is refused.
    const broken = Object.values(documents)[0]?.replace(/<name>.*?<\/name>/, '<name><wrong/></name>') ?? '';
    expect(validateIlcd({ broken }).length).toBeGreaterThan(0);
  }, 120_000);

  it('counts a version up on every correction and renewal; the record keeps its chain id', async () => {
    nextIp();
    const all = await listAll({ limit: 100 });
    const renewed = all.find((e) => e.previous !== null);
    const old = all.find((e) => e.id === renewed?.previous);
    expect(old?.status).toBe('superseded');
    expect(old?.supersededBy).toBe(renewed?.id);
    expect(renewed?.version).toBe((old?.version ?? 0) + 1);

    const target = all.find((e) => e.status === 'valid' && e.previous === null && !e.supersededBy);
    if (!target) throw new Error('no valid record');
    expect(target.version).toBe(1);
    const docBefore = (await rawGet(target.links.openEpdZh)).json() as { id: string; version: number };
    const { id: rowId } = await t.db
      .selectFrom('epds')
      .select('id')
      .where('business_id', '=', target.id)
      .executeTakeFirstOrThrow();
    for (const [n, gwp] of [
      [2, 1777.7],
      [3, 1666.6],
    ] as const) {
      await t.data(
        c.epdCorrect,
        { params: { id: rowId }, body: { gwp100: gwp, reason: 'LCA data updated' } },
        { as: editor },
      );
      const one = await t.data(r.epdOne, { params: { id: target.id } }, { ip });
      expect(one.version).toBe(n);
      expect(one.gwp100).toBe(gwp);
      expect(one.updatedAt > target.updatedAt).toBe(true);
      const doc = (await rawGet(target.links.openEpdZh)).json() as OpenEpdDocument;
      expect(doc.version).toBe(n);
      expect(doc.id).toBe(docBefore.id);
      expect(doc.impacts['EF 3.1'].gwp.A1A2A3.mean).toBe(gwp);
      expect((await rawGet(target.links.ilcd)).body).toContain(
        `<common:dataSetVersion>01.00.00${n}</common:dataSetVersion>`,
      );
    }
  });

  it('pages with updatedSince and the cursor return every version exactly once while records are added', async () => {
    nextIp();
    const company = await insertCompany(t, '沙钢集团');
    const pcr = await insertPcr(t);
    const before = await t.db
      .selectFrom('epds')
      .select('business_id')
      .where('status', '!=', 'draft')
      .execute();
    const added: string[] = [];
    const seen = await listAll({ limit: 7 }, async (n) => {
      // After each of the first pages, two records are published elsewhere.
      if (n < 3) {
        for (let i = 0; i < 2; i += 1)
          added.push((await insertEpd(t, { companyId: company.id, pcrId: pcr.id })).businessId);
      }
    });
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...before.map((b) => b.business_id), ...added].sort());

    // A later sync from the last change seen returns what changed since, and nothing twice.
    const since =
      seen
        .map((e) => e.updatedAt)
        .sort()
        .at(-1) ?? '';
    const late = await insertEpd(t, { companyId: company.id, pcrId: pcr.id });
    const again = await listAll({ updatedSince: since, limit: 2 });
    expect(again.map((e) => e.id)).toContain(late.businessId);
    expect(again.every((e) => e.updatedAt >= since)).toBe(true);
    expect(new Set(again.map((e) => e.id)).size).toBe(again.length);
    // A draft is never listed.
    const draft = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'draft' });
    expect((await listAll({ updatedSince: since })).map((e) => e.id)).not.toContain(draft.businessId);
    expect((await t.call(r.epdOne, { params: { id: draft.businessId } }, { ip })).error).toBe('NOT_FOUND');
  }, 60_000);

  it('filters by company, PCR, keyword and validity day; refuses a cursor it did not hand out', async () => {
    nextIp();
    const company = await insertCompany(t, '鞍钢股份');
    const pcr = await insertPcr(t, { registerNo: 'PCR-OPEN-FILTER' });
    const a = await insertEpd(t, {
      companyId: company.id,
      pcrId: pcr.id,
      productNameEn: 'Seamless 100%_tube',
      issueDate: '2024-01-01',
      expiryDate: '2024-12-31',
    });
    const b = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, productNameEn: 'Wire rod' });
    const ids = async (query: TOpenEpdQuery) => (await listAll(query)).map((e) => e.id).sort();
    expect(await ids({ company: company.code })).toEqual([a.businessId, b.businessId].sort());
    expect(await ids({ pcr: 'PCR-OPEN-FILTER' })).toEqual([a.businessId, b.businessId].sort());
    expect(await ids({ company: company.code, keyword: '100%_TUBE' })).toEqual([a.businessId]);
    expect(await ids({ company: company.code, keyword: '100%x' })).toEqual([]);
    expect(await ids({ company: company.code, validOn: '2024-06-30' })).toEqual([a.businessId]);
    expect(await ids({ company: company.code, validOn: '2026-06-30' })).toEqual([b.businessId]);
    const bad = await list({ cursor: 'bm90IGEgY3Vyc29y' });
    expect(bad.status).toBe(400);
    expect(bad.error).toBe('OPEN_CURSOR_INVALID');
    expect((await list({ updatedSince: 'yesterday' })).error).toBe('VALIDATION_FAILED');
    expect((await list({ limit: 101 })).error).toBe('VALIDATION_FAILED');
  });

  it('answers a withdrawn version with its status; it never disappears', async () => {
    nextIp();
    const company = await insertCompany(t, '首钢股份');
    const pcr = await insertPcr(t);
    const e = await insertEpd(t, { companyId: company.id, pcrId: pcr.id });
    const { id: rowId } = await t.db
      .selectFrom('epds')
      .select('id')
      .where('business_id', '=', e.businessId)
      .executeTakeFirstOrThrow();
    await t.data(c.epdWithdraw, { params: { id: rowId }, body: { reason: '数据有误' } }, { as: editor });
    const one = await t.data(r.epdOne, { params: { id: e.businessId } }, { ip });
    expect(one.status).toBe('withdrawn');
    expect(one.withdrawnAt).not.toBeNull();
    expect((await listAll({ company: company.code })).map((x) => [x.id, x.status])).toEqual([
      [e.businessId, 'withdrawn'],
    ]);
    expect((await rawGet(one.links.ilcd)).statusCode).toBe(200);
  });

  it('answers 304 on If-None-Match and If-Modified-Since, and 200 again after a change', async () => {
    nextIp();
    const company = await insertCompany(t, '马钢股份');
    const pcr = await insertPcr(t);
    const e = await insertEpd(t, { companyId: company.id, pcrId: pcr.id });
    const one = await t.data(r.epdOne, { params: { id: e.businessId } }, { ip });
    for (const url of [
      one.links.self,
      one.links.openEpdZh,
      one.links.openEpdEn ?? '',
      one.links.ilcd,
      `/api/open/v1/epds?company=${company.code}`,
    ]) {
      const first = await rawGet(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(etag).toMatch(/"/);
      expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
      expect((await rawGet(url, { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await rawGet(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
      expect((await rawGet(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
      const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await rawGet(url, { 'if-modified-since': earlier })).statusCode).toBe(200);
    }
    const before = await rawGet(one.links.openEpdZh);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { id: rowId } = await t.db
      .selectFrom('epds')
      .select('id')
      .where('business_id', '=', e.businessId)
      .executeTakeFirstOrThrow();
    await t.data(
      c.epdCorrect,
      { params: { id: rowId }, body: { siteZh: '安徽省马鞍山市', reason: '地址更正' } },
      { as: editor },
    );
    const after = await rawGet(one.links.openEpdZh, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('安徽省马鞍山市');
    expect(
      (await rawGet(one.links.openEpdZh, { 'if-modified-since': String(before.headers['last-modified']) }))
        .statusCode,
    ).toBe(200);
  });

  it('allows any origin for GET on /open/v1 only, with a preflight', async () => {
    nextIp();
    const res = await rawGet('/api/open/v1/epds?limit=1', { origin: 'https://ec3.example' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers'])).toContain('ETag');
    const bare = await rawGet('/open/v1/epds?limit=1', { origin: 'https://ec3.example' });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['access-control-allow-origin']).toBe('*');
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/open/v1/epds',
      headers: { origin: 'https://ec3.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('If-None-Match');
    // Other routes stay same-origin.
    const other = await rawGet('/api/p/company/list', { origin: 'https://ec3.example' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // A POST is no part of the open API.
    const post = await t.inject({ method: 'POST', url: '/api/open/v1/epds', payload: {} });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits each client address: past the limit 429 in the envelope, other addresses unaffected', async () => {
    nextIp();
    const limited = ip;
    for (let i = 0; i < OPEN_API_LIMIT.limit; i += 1) {
      const res = await rawGet('/api/open/v1/epds?limit=1');
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.call(r.epdList, { query: { limit: 1 } }, { ip: limited, lang: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.error).toBe('OPEN_RATE_LIMITED');
    expect(refused.code).toBe(2302);
    expect(refused.message).toBe('Too many open data requests from this address, please try again later');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    nextIp();
    expect((await list({ limit: 1 })).ok).toBe(true);
  }, 60_000);
});
