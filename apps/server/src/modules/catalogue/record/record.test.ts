import { epdRecordRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertEpd, insertPcr } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../../test/helper.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const BASE = 'https://epd.example.cn';

describe(`the public EPD page, its report download and the sitemap (${engineName})`, () => {
  let t: TestApp;
  let reader: TestUser;
  let company: { id: number; name: string };
  let pcr: { id: number; registerNo: string };
  let old: Awaited<ReturnType<typeof insertEpd>>;
  let renewed: Awaited<ReturnType<typeof insertEpd>>;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BASE_URL: BASE } });
    company = await insertCompany(t, '宝山钢铁股份有限公司');
    pcr = await insertPcr(t);
    old = await insertEpd(t, {
      companyId: company.id,
      pcrId: pcr.id,
      productName: '热轧带肋钢筋 HRB400E',
      status: 'superseded',
      issueDate: '2020-01-01',
      expiryDate: '2025-01-01',
    });
    renewed = await insertEpd(t, {
      companyId: company.id,
      pcrId: pcr.id,
      productName: '热轧带肋钢筋 HRB400E',
    });
    await t.db.updateTable('epds').set({ superseded_by_id: renewed.id }).where('id', '=', old.id).execute();
    await t.db
      .updateTable('epds')
      .set({
        previous_id: old.id,
        verifier_zh: '中环联合认证中心',
        verifier_en: 'China Environmental United Certification Center',
        making_route: 'EAF-SCRAP',
        recycled_content: 0.82,
      })
      .where('id', '=', renewed.id)
      .execute();
    reader = await t.loginAs({
      account: 'reader@example.com',
      company: { name: '中建三局建材采购部', status: 1 },
    });
  });
  afterAll(() => t.close());

  const record = (id: string, lang: 'zh' | 'en' = 'zh') => t.call(r.epdRecord, { params: { id } }, { lang });

  describe('GET /n/epd/record/{id}', () => {
    it('answers an anonymous visitor the whole public record of a valid version', async () => {
      const res = await record(renewed.businessId);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        id: renewed.id,
        businessId: renewed.businessId,
        registrationNumber: renewed.registrationNumber,
        productType: 'EPD',
        productName: '热轧带肋钢筋 HRB400E',
        productNameEn: 'Hot-rolled ribbed bar',
        holder: '宝山钢铁股份有限公司',
        holderEn: 'Baoshan Iron & Steel Co., Ltd.',
        site: '上海市宝山区',
        siteEn: 'Baoshan, Shanghai',
        pcrRegisterNo: pcr.registerNo,
        pcrName: '钢筋混凝土用热轧带肋钢筋',
        pcrNameEn: 'Hot-rolled ribbed steel bars',
        pcrAuthor: '中国钢铁工业协会',
        verifier: '中环联合认证中心',
        verifierEn: 'China Environmental United Certification Center',
        issueDate: '2025-01-01',
        expiryDate: '2030-01-01',
        publishedAt: expect.any(String),
        status: 'valid',
        supersededBy: null,
        previous: old.businessId,
        version: 2,
        versions: [
          {
            businessId: old.businessId,
            registrationNumber: old.registrationNumber,
            issueDate: '2020-01-01',
            expiryDate: '2025-01-01',
            status: 'superseded',
            current: false,
          },
          {
            businessId: renewed.businessId,
            registrationNumber: renewed.registrationNumber,
            issueDate: '2025-01-01',
            expiryDate: '2030-01-01',
            status: 'valid',
            current: true,
          },
        ],
        gwp100: 1850.5,
        makingRoute: 'EAF-SCRAP',
        recycledContent: 0.82,
        reportLangs: ['zh', 'en'],
        qrAttachmentId: null,
      });
    });

    it('shows a superseded version with the one that replaced it, and no steel data where none is known', async () => {
      const res = await record(old.businessId, 'en');
      expect(res.data).toMatchObject({
        status: 'superseded',
        supersededBy: renewed.businessId,
        previous: null,
        version: 1,
        verifier: null,
        makingRoute: null,
        recycledContent: null,
      });
      expect(res.data?.versions.map((v) => v.current)).toEqual([true, false]);
    });

    it('names the QR label image of a version that has one', async () => {
      const labelled = await insertEpd(t, { companyId: company.id, pcrId: pcr.id });
      const qr = labelled.reports.zh?.attachmentId ?? 0;
      await t.db.updateTable('epds').set({ qr_attachment_id: qr }).where('id', '=', labelled.id).execute();
      expect((await record(labelled.businessId)).data?.qrAttachmentId).toBe(qr);
    });

    it('says expired after the expiry date and lists only the languages it has reports in', async () => {
      const expired = await insertEpd(t, {
        companyId: company.id,
        pcrId: pcr.id,
        expiryDate: '2021-06-30',
        reports: ['zh'],
      });
      expect((await record(expired.businessId)).data).toMatchObject({
        status: 'expired',
        reportLangs: ['zh'],
      });
    });

    it('answers 404 NOT_FOUND in the envelope for a draft, a withdrawn version, an unknown id and a report id', async () => {
      const draft = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'draft' });
      const withdrawn = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'withdrawn' });
      for (const id of [
        draft.businessId,
        withdrawn.businessId,
        'Q'.repeat(22),
        renewed.reports.zh?.businessId ?? '',
      ]) {
        const res = await record(id, 'en');
        expect(res.status, id).toBe(404);
        expect(res.error).toBe('NOT_FOUND');
        expect(res.message).toBe('The requested resource does not exist');
      }
      expect(t.bodies.at(-4)).not.toContain(draft.registrationNumber);
    });

    it('refuses an id that is no business id', async () => {
      for (const id of ['1', 'mineEpd', `${'a'.repeat(21)}!`]) {
        expect((await record(id)).error).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('GET /p/epd/download/{id} (spec 02 §7 "Files")', () => {
    const download = (id: number, as?: TestUser, lang?: 'zh' | 'en') =>
      t.call(r.epdDownload, { params: { id }, query: lang ? { lang } : {} }, { as, lang: 'en' });

    it('refuses an anonymous visitor', async () => {
      const res = await download(renewed.id);
      expect(res.status).toBe(401);
      expect(res.error).toBe('UNAUTHENTICATED');
    });

    it('gives a user of another company the report in the language asked, stamped for them, named after the product', async () => {
      const zh = await download(renewed.id, reader);
      expect(zh.status).toBe(200);
      expect(zh.headers['content-type']).toBe('application/pdf');
      const name = `热轧带肋钢筋 HRB400E-${renewed.registrationNumber}-zh.pdf`;
      // RFC 5987's filename* carries the Chinese name; filename= an ASCII stand-in for old clients.
      expect(zh.headers['content-disposition']).toBe(
        `attachment; filename="______ HRB400E-${renewed.registrationNumber}-zh.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      const [page] = await pdfText(zh.bytes);
      expect(page).toContain('language zh');
      expect(page).toContain('reader@example.com');
      const en = await download(renewed.id, reader, 'en');
      expect(en.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`Hot-rolled ribbed bar-${renewed.registrationNumber}-en.pdf`)}`,
      );
      expect((await pdfText(en.bytes))[0]).toContain('language en');
      // Every stamped copy is kept by digest, as on the other report paths.
      const copies = await t.db
        .selectFrom('report_copies')
        .select('user_id')
        .where('user_id', '=', reader.id)
        .execute();
      expect(copies.length).toBeGreaterThanOrEqual(2);
    });

    it('takes the token from the query for a plain link, and falls back to the language the version has', async () => {
      const zhOnly = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, reports: ['zh'] });
      const res = await t.inject({
        method: 'GET',
        url: `/api/p/epd/download/${zhOnly.id}?lang=en&Authorization=${encodeURIComponent(reader.token)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-disposition'])).toContain(
        encodeURIComponent(`-${zhOnly.registrationNumber}-zh.pdf`),
      );
    });

    it("answers NOT_FOUND for another company's draft or withdrawn version and an unknown id, and refuses a bad language", async () => {
      const other = await insertCompany(t, '其他钢铁公司');
      const draft = await insertEpd(t, { companyId: other.id, pcrId: pcr.id, status: 'draft' });
      const withdrawn = await insertEpd(t, { companyId: other.id, pcrId: pcr.id, status: 'withdrawn' });
      for (const id of [draft.id, withdrawn.id, 9_999_999]) {
        const res = await download(id, reader);
        expect(res.status, String(id)).toBe(404);
        expect(res.error).toBe('NOT_FOUND');
      }
      // The holder's own user gets no more of a draft than anyone else.
      const holder = await t.loginAs({ company: { name: '其他钢铁公司员工', status: 1 } });
      await t.db.updateTable('users').set({ company_id: other.id }).where('id', '=', holder.id).execute();
      expect((await download(draft.id, holder)).error).toBe('NOT_FOUND');
      const bad = await t.inject({
        method: 'GET',
        url: `/api/p/epd/download/${renewed.id}?lang=fr`,
        headers: { authorization: reader.token },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('refuses a user whose registration is under review', async () => {
      const reviewing = await t.loginAs({ company: { name: '待审核公司', status: 1 } });
      await t.db.updateTable('users').set({ audit_status: 0 }).where('id', '=', reviewing.id).execute();
      expect((await download(renewed.id, reviewing)).error).toBe('REPORT_REVIEW_PENDING');
    });
  });

  describe('GET /sitemap.xml and robots.txt', () => {
    it('lists the open pages and every version with a page, with absolute addresses, and no draft or withdrawn one', async () => {
      const draft = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'draft' });
      const withdrawn = await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'withdrawn' });
      const res = await t.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(locs).toEqual(
        expect.arrayContaining([`${BASE}/`, `${BASE}/Epd`, `${BASE}/news`, `${BASE}/Pcr`]),
      );
      expect(locs).toContain(`${BASE}/Epd/${renewed.businessId}`);
      expect(locs).toContain(`${BASE}/Epd/${old.businessId}`);
      expect(locs).not.toContain(`${BASE}/Epd/${draft.businessId}`);
      expect(locs).not.toContain(`${BASE}/Epd/${withdrawn.businessId}`);
      expect(locs.every((loc) => loc?.startsWith(`${BASE}/`))).toBe(true);
      expect(res.body).toMatch(
        new RegExp(`<loc>${BASE}/Epd/${renewed.businessId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    });

    it('names the sitemap in robots.txt', async () => {
      const res = await t.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    });
  });
});
