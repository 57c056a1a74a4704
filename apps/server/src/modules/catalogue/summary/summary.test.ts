import { epdMobileRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertEpd, insertPcr } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../../test/helper.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe(`EPD phone summary, full report and access records (${engineName})`, () => {
  let t: TestApp;
  let reader: TestUser;
  let company: { id: number; name: string };
  let pcrId: number;
  let valid: Awaited<ReturnType<typeof insertEpd>>;

  beforeAll(async () => {
    t = await buildTestApp();
    company = await insertCompany(t, '宝山钢铁股份有限公司');
    pcrId = (await insertPcr(t)).id;
    valid = await insertEpd(t, { companyId: company.id, pcrId, productName: '热轧带肋钢筋 HRB400E' });
    // A reader of ANOTHER company: reports of published records are open to every logged-in user.
    reader = await t.loginAs({
      account: 'reader@example.com',
      company: { name: '中建三局建材采购部', status: 1 },
    });
  });
  afterAll(() => t.close());

  const info = (id: string, lang: 'zh' | 'en' = 'zh') => t.call(r.epdInfo, { params: { id } }, { lang });

  describe('the summary /n/epd/{id}', () => {
    it('answers the EPD info of a valid record in both languages with the current report ids', async () => {
      const res = await info(valid.businessId);
      expect(res.ok).toBe(true);
      expect(res.data).toEqual({
        epdRegistrationNumber: valid.registrationNumber,
        productName: '热轧带肋钢筋 HRB400E',
        productNameEn: 'Hot-rolled ribbed bar',
        gwp100: 1850.5,
        companyName: '宝山钢铁股份有限公司',
        companyNameEn: 'Baoshan Iron & Steel Co., Ltd.',
        productAddress: '上海市宝山区',
        productAddressEn: 'Baoshan, Shanghai',
        epdExpirationDate: '2030-01-01',
        issueDate: '2025-01-01',
        businessId: valid.reports.zh?.businessId,
        businessIdEn: valid.reports.en?.businessId,
        status: 'valid',
        supersededBy: null,
      });
      // The same call from anonymous visitors in English answers the same data (language only changes messages).
      expect((await info(valid.businessId, 'en')).data).toEqual(res.data);
    });

    it('has no English names and no English report id when the record has none', async () => {
      const zhOnly = await insertEpd(t, {
        companyId: company.id,
        pcrId,
        productNameEn: null,
        reports: ['zh'],
      });
      const res = await info(zhOnly.businessId);
      expect(res.data).toMatchObject({
        productNameEn: null,
        businessIdEn: null,
        businessId: zhOnly.reports.zh?.businessId,
      });
    });

    it('says expired when the expiry date is before today, valid on the last day', async () => {
      const expired = await insertEpd(t, { companyId: company.id, pcrId, expiryDate: isoDay(-2) });
      const lastDay = await insertEpd(t, { companyId: company.id, pcrId, expiryDate: isoDay(1) });
      expect((await info(expired.businessId)).data?.status).toBe('expired');
      expect((await info(expired.businessId)).data?.businessId).toBe(expired.reports.zh?.businessId);
      expect((await info(lastDay.businessId)).data?.status).toBe('valid');
    });

    it('links a superseded version to the one that renewed it', async () => {
      const old = await insertEpd(t, { companyId: company.id, pcrId, status: 'superseded' });
      const renewed = await insertEpd(t, { companyId: company.id, pcrId });
      await t.db.updateTable('epds').set({ superseded_by_id: renewed.id }).where('id', '=', old.id).execute();
      await t.db.updateTable('epds').set({ previous_id: old.id }).where('id', '=', renewed.id).execute();
      const res = await info(old.businessId);
      expect(res.data).toMatchObject({ status: 'superseded', supersededBy: renewed.businessId });
      expect((await info(renewed.businessId)).data).toMatchObject({ status: 'valid', supersededBy: null });
    });

    it('shows a withdrawn record with its status and without report ids', async () => {
      const withdrawn = await insertEpd(t, { companyId: company.id, pcrId, status: 'withdrawn' });
      const res = await info(withdrawn.businessId);
      expect(res.data).toMatchObject({ status: 'withdrawn', businessId: null, businessIdEn: null });
      expect(res.body).not.toContain(withdrawn.reports.zh?.businessId);
    });

    it('answers NOT_FOUND for a draft, an unknown id, and a report id given as an EPD id', async () => {
      const draft = await insertEpd(t, { companyId: company.id, pcrId, status: 'draft' });
      for (const id of [draft.businessId, 'A'.repeat(22), valid.reports.zh?.businessId ?? '']) {
        const res = await info(id);
        expect(res.error).toBe('NOT_FOUND');
        expect(res.status).toBe(404);
      }
      expect(t.bodies.at(-3)).not.toContain(draft.registrationNumber);
    });

    it('refuses ids that are not 22 characters of base64url', async () => {
      for (const id of ['1', 'short', `${'a'.repeat(21)}!`, 'a'.repeat(23)]) {
        expect((await info(id)).error).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('the full report /p/attachment/download/epd/{businessId}', () => {
    const report = (businessId: string, as?: TestUser | string) =>
      t.call(r.epdReport, { params: { businessId } }, { as, lang: 'en' });

    it('refuses anonymous visitors', async () => {
      const res = await report(valid.reports.zh?.businessId ?? '');
      expect(res.status).toBe(401);
      expect(res.error).toBe('UNAUTHENTICATED');
    });

    it('does not take the token from the query string (a token there works only for downloads)', async () => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/p/attachment/download/epd/${valid.reports.zh?.businessId}?Authorization=${encodeURIComponent(reader.token)}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 402 });
    });

    it('refuses a user whose registration is under review (auditStatus 0)', async () => {
      const reviewing = await t.loginAs({ company: { name: '待审核用户公司', status: 1 } });
      await t.db.updateTable('users').set({ audit_status: 0 }).where('id', '=', reviewing.id).execute();
      const res = await report(valid.reports.zh?.businessId ?? '', reviewing);
      expect(res.error).toBe('REPORT_REVIEW_PENDING');
      expect(res.status).toBe(403);
      expect(res.bytes.subarray(0, 5).toString()).not.toBe('%PDF-');
    });

    it("stamps the viewer's account and company name (Chinese) on every page of a user of another company", async () => {
      const zh = valid.reports.zh;
      if (!zh) throw new Error('fixture has a zh report');
      const res = await report(zh.businessId, reader);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['cache-control'])).toContain('no-store');
      expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // Never the stored, unmarked bytes.
      expect(Buffer.compare(res.bytes, Buffer.from(zh.bytes))).not.toBe(0);
      const pages = await pdfText(res.bytes);
      const stored = await pdfText(zh.bytes);
      expect(pages).toHaveLength(stored.length);
      pages.forEach((text, i) => {
        expect(text).toContain(stored[i]?.slice(0, 20));
        expect(text).toContain('reader@example.com');
        expect(text).toContain('中建三局建材采购部');
      });
      expect(stored.join('')).not.toContain('reader@example.com');
    });

    it('stamps the account alone for a user without a company, and serves the English report too', async () => {
      const loner = await t.loginAs({ account: 'loner@example.com' });
      const res = await report(valid.reports.en?.businessId ?? '', loner);
      expect(res.status).toBe(200);
      const [first] = await pdfText(res.bytes);
      expect(first).toContain('loner@example.com');
      expect(first).toContain('language en');
    });

    it('serves the reports of expired and superseded records', async () => {
      const expired = await insertEpd(t, { companyId: company.id, pcrId, expiryDate: isoDay(-30) });
      const superseded = await insertEpd(t, { companyId: company.id, pcrId, status: 'superseded' });
      expect((await report(expired.reports.zh?.businessId ?? '', reader)).status).toBe(200);
      expect((await report(superseded.reports.en?.businessId ?? '', reader)).status).toBe(200);
    });

    it("serves the current report in the caller's language for the EPD's own id (decision 206)", async () => {
      const zhReader = (id: string, lang: 'zh' | 'en') =>
        t.call(r.epdReport, { params: { businessId: id } }, { as: reader, lang });
      const [zhPage] = await pdfText((await zhReader(valid.businessId, 'zh')).bytes);
      expect(zhPage).toContain('language zh');
      expect(zhPage).toContain('reader@example.com');
      const [enPage] = await pdfText((await zhReader(valid.businessId, 'en')).bytes);
      expect(enPage).toContain('language en');
      // A record with no English report serves its Chinese one in English too.
      const zhOnly = await insertEpd(t, {
        companyId: company.id,
        pcrId,
        productNameEn: null,
        reports: ['zh'],
      });
      const [only] = await pdfText((await zhReader(zhOnly.businessId, 'en')).bytes);
      expect(only).toContain('language zh');
      // The view is counted against the report that was served.
      const before = await t.db
        .selectFrom('access_records')
        .select('id')
        .where('report_id', '=', valid.reports.zh?.reportId ?? 0)
        .execute();
      const res = await t.call(
        r.accessRecordCreate,
        { body: { accessPage: 'ProductPdf', accessData: { businessId: valid.businessId } } },
        { as: reader },
      );
      expect(res.code).toBe(1);
      const after = await t.db
        .selectFrom('access_records')
        .select('id')
        .where('report_id', '=', valid.reports.zh?.reportId ?? 0)
        .execute();
      expect(after).toHaveLength(before.length + 1);
    });

    it('answers NOT_FOUND for a withdrawn record (by its own id too), a draft, a replaced report and an unknown id', async () => {
      const withdrawn = await insertEpd(t, { companyId: company.id, pcrId, status: 'withdrawn' });
      const draft = await insertEpd(t, { companyId: company.id, pcrId, status: 'draft' });
      const corrected = await insertEpd(t, { companyId: company.id, pcrId });
      await t.db
        .updateTable('epd_reports')
        .set({ current: 0 })
        .where('id', '=', corrected.reports.zh?.reportId ?? 0)
        .execute();
      for (const id of [
        withdrawn.reports.zh?.businessId,
        draft.reports.zh?.businessId,
        corrected.reports.zh?.businessId,
        withdrawn.businessId,
        draft.businessId,
        'Z'.repeat(22),
      ]) {
        const res = await report(id ?? '', reader);
        expect(res.error, id).toBe('NOT_FOUND');
      }
    });
  });

  describe('access records /n/access/records/create', () => {
    const records = (epdId: number) =>
      t.db.selectFrom('access_records').selectAll().where('epd_id', '=', epdId).orderBy('id').execute();

    it("writes a summary view and a report view with the token's user, ignoring the body's userId", async () => {
      const epd = await insertEpd(t, { companyId: company.id, pcrId });
      const other = await t.loginAs();
      const summary = await t.call(
        r.accessRecordCreate,
        {
          body: {
            userId: other.id,
            userCode: 'someone-else',
            accessPage: 'ProductInformation',
            accessData: { businessId: epd.businessId },
          },
        },
        { as: reader, ip: '10.1.0.1' },
      );
      expect(summary.ok).toBe(true);
      const pdf = await t.call(
        r.accessRecordCreate,
        {
          body: {
            userId: other.id,
            accessPage: 'ProductPdf',
            accessData: { businessId: epd.reports.en?.businessId ?? '' },
          },
        },
        { as: reader, ip: '10.1.0.1' },
      );
      expect(pdf.ok).toBe(true);
      // An anonymous scan counts too, without a user.
      await t.call(
        r.accessRecordCreate,
        {
          body: {
            userId: other.id,
            accessPage: 'ProductInformation',
            accessData: { businessId: epd.businessId },
          },
        },
        { ip: '10.1.0.1' },
      );
      expect(await records(epd.id)).toMatchObject([
        { access_page: 'ProductInformation', report_id: null, user_id: reader.id },
        { access_page: 'ProductPdf', report_id: epd.reports.en?.reportId, user_id: reader.id },
        { access_page: 'ProductInformation', report_id: null, user_id: null },
      ]);
    });

    it('answers NOT_FOUND for unknown ids, a draft, and a report id as a summary id, and writes nothing', async () => {
      const draft = await insertEpd(t, { companyId: company.id, pcrId, status: 'draft' });
      const before = await t.db
        .selectFrom('access_records')
        .select(({ fn }) => fn.countAll().as('n'))
        .executeTakeFirst();
      for (const [accessPage, businessId] of [
        ['ProductInformation', 'Q'.repeat(22)],
        ['ProductInformation', draft.businessId],
        ['ProductInformation', valid.reports.zh?.businessId ?? ''],
        ['ProductPdf', draft.businessId],
        ['ProductPdf', draft.reports.zh?.businessId ?? ''],
      ] as const) {
        const res = await t.call(
          r.accessRecordCreate,
          { body: { accessPage, accessData: { businessId } } },
          { as: reader, ip: '10.2.0.1' },
        );
        expect(res.error, `${accessPage} ${businessId}`).toBe('NOT_FOUND');
      }
      const after = await t.db
        .selectFrom('access_records')
        .select(({ fn }) => fn.countAll().as('n'))
        .executeTakeFirst();
      expect(Number(after?.n)).toBe(Number(before?.n));
    });

    it('refuses a flood from one address once the limit is spent, and still lets another address record', async () => {
      const epd = await insertEpd(t, { companyId: company.id, pcrId });
      const body = { accessPage: 'ProductInformation', accessData: { businessId: epd.businessId } } as const;
      const answers = [];
      for (let i = 0; i < 65; i += 1)
        answers.push(await t.call(r.accessRecordCreate, { body }, { ip: '10.3.0.1' }));
      expect(answers.filter((a) => a.ok)).toHaveLength(60);
      expect(answers.at(-1)?.error).toBe('RATE_LIMITED');
      expect(await records(epd.id)).toHaveLength(60);
      expect((await t.call(r.accessRecordCreate, { body }, { ip: '10.3.0.2' })).ok).toBe(true);
    });

    it('refuses an unknown access page', async () => {
      const res = await t.call(r.accessRecordCreate, {
        body: { accessPage: 'Other' as never, accessData: { businessId: valid.businessId } },
      });
      expect(res.error).toBe('VALIDATION_FAILED');
    });
  });
});
