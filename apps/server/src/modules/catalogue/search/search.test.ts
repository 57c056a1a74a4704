import zlib from 'node:zlib';
import { catalogueSearchRoutes as r, type TEpdSearch, textOf } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EpdInput, insertEpd, insertPcr } from '../../../test/catalogue-fixtures.ts';
import { asOf } from '../../../test/clock.ts';
import { pngBytes } from '../../../test/file-bytes.ts';
import { buildTestApp, type Caller, engineName, type TestApp, type TestUser } from '../../../test/helper.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { catalogueSearchOf } from './search.routes.ts';

/**
 * EPD search through the contract: filters, keywords in both languages, paging, expiry, the
 * own-company QR rule, the QR image and the report downloads of a card.
 */

interface Company {
  id: number;
  code: string;
  user: TestUser;
}

const setup = async () => {
  const t = await buildTestApp();
  /** A certified company with one user in it (the fixtures' companies have no users). */
  const company = async (name: string): Promise<Company> => {
    const user = await t.loginAs({ company: { name, status: 1 } });
    const id = user.companyId as number;
    const { code } = await t.db
      .selectFrom('companies')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, code, user };
  };
  let minute = 0;
  /** A record published a minute after the one before (newest first in the answers). */
  const epd = async (input: EpdInput & { holderEn?: string }) => {
    minute += 1;
    const made = await insertEpd(t, {
      publishedAt: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
      ...input,
    });
    if (input.holderEn !== undefined) {
      await t.db.updateTable('epds').set({ holder_en: input.holderEn }).where('id', '=', made.id).execute();
    }
    return made;
  };
  const changed = () => catalogueSearchOf(t.db)?.changes.changed();
  return { t, company, epd, changed };
};

describe(`EPD search (${engineName})`, () => {
  let t: TestApp;
  let changed: () => void;
  let bao: Company;
  let shou: Company;
  let pcrLong: { id: number; registerNo: string };
  let pcrFlat: { id: number; registerNo: string };
  let rebar: Awaited<ReturnType<typeof insertEpd>>;
  let thread: Awaited<ReturnType<typeof insertEpd>>;
  let galvanised: Awaited<ReturnType<typeof insertEpd>>;
  let oldRebar: Awaited<ReturnType<typeof insertEpd>>;
  let withdrawn: Awaited<ReturnType<typeof insertEpd>>;
  let draft: Awaited<ReturnType<typeof insertEpd>>;
  let wire: Awaited<ReturnType<typeof insertEpd>>;
  let qrImage: number;

  beforeAll(async () => {
    const s = await setup();
    t = s.t;
    changed = s.changed;
    bao = await s.company('宝山钢铁股份有限公司');
    shou = await s.company('首都钢铁集团');
    pcrLong = await insertPcr(t, {
      registerNo: 'PCR-LONG',
      productName: '长材产品',
      productNameEn: 'Long products',
    });
    pcrFlat = await insertPcr(t, {
      registerNo: 'PCR-FLAT',
      productName: '扁平材产品',
      productNameEn: 'Flat products',
    });
    const baoHolder = 'Baoshan Iron & Steel Co., Ltd.';
    const shouHolder = 'Shougang Group';
    rebar = await s.epd({
      companyId: bao.id,
      pcrId: pcrLong.id,
      productName: '热轧带肋钢筋 HRB400E',
      productNameEn: 'Hot-rolled Ribbed Bar HRB400E',
      registrationNumber: 'SEPD-2026-0001',
      issueDate: '2025-01-10',
      expiryDate: '2030-01-10',
      holderEn: baoHolder,
    });
    await s.epd({
      companyId: bao.id,
      pcrId: pcrFlat.id,
      productName: '热轧钢板 Q355B',
      productNameEn: 'Hot-rolled Steel Plate Q355B',
      registrationNumber: 'SEPD-2026-0002',
      issueDate: '2025-03-01',
      expiryDate: '2029-03-01',
      holderEn: baoHolder,
    });
    thread = await s.epd({
      companyId: shou.id,
      pcrId: pcrLong.id,
      productName: '螺纹钢筋',
      productNameEn: 'Threaded Rebar',
      registrationNumber: 'SEPD-2026-0003',
      issueDate: '2025-06-01',
      expiryDate: '2031-06-01',
      holderEn: shouHolder,
    });
    galvanised = await s.epd({
      companyId: shou.id,
      pcrId: pcrFlat.id,
      productName: '镀锌钢板',
      productNameEn: 'Galvanised Sheet',
      registrationNumber: 'SEPD-2019-0004',
      issueDate: '2019-01-01',
      expiryDate: '2020-01-01',
      publishedAt: '2019-01-01T00:00:00.000Z',
      holderEn: shouHolder,
    });
    oldRebar = await s.epd({
      companyId: shou.id,
      pcrId: pcrLong.id,
      productName: '螺纹钢筋（旧版）',
      productNameEn: 'Old Rebar',
      registrationNumber: 'SEPD-2023-0005',
      status: 'superseded',
      publishedAt: '2023-01-01T00:00:00.000Z',
      issueDate: '2023-01-01',
      expiryDate: '2028-01-01',
      holderEn: shouHolder,
    });
    withdrawn = await s.epd({
      companyId: bao.id,
      pcrId: pcrFlat.id,
      productName: '冷轧钢板',
      productNameEn: 'Withdrawn Sheet',
      registrationNumber: 'SEPD-2026-0006',
      status: 'withdrawn',
      holderEn: baoHolder,
    });
    draft = await s.epd({
      companyId: bao.id,
      pcrId: pcrLong.id,
      productName: '线材草稿',
      productNameEn: 'Draft Wire Rod',
      registrationNumber: 'SEPD-2026-0007',
      status: 'draft',
      holderEn: baoHolder,
    });
    // Only an English report; a Chinese name only.
    wire = await s.epd({
      companyId: shou.id,
      pcrId: pcrLong.id,
      productName: '高速线材',
      productNameEn: null,
      registrationNumber: 'SEPD-2026-0008',
      issueDate: '2025-09-01',
      expiryDate: '2030-09-01',
      holderEn: shouHolder,
      reports: ['en'],
    });
    const qr = await t.app.services.attachments.putFile({
      operatorId: null,
      businessType: 'EPD_QR',
      fileName: 'qr.png',
      mimeType: 'image/png',
      bytes: await pngBytes(),
      published: true,
    });
    qrImage = qr.id;
    for (const id of [rebar.id, oldRebar.id, withdrawn.id, draft.id]) {
      await t.db.updateTable('epds').set({ qr_attachment_id: qrImage }).where('id', '=', id).execute();
    }
  });
  afterAll(() => t.close());

  const search = async (body: TEpdSearch = {}, as?: Caller) => {
    const answer = await t.call(r.epdPage, { body }, { as, lang: 'en' });
    if (!answer.ok) throw new Error(answer.body);
    return answer.data;
  };
  const numbers = async (body: TEpdSearch = {}, as?: Caller) =>
    (await search({ pageSize: 50, ...body }, as)).list.map((c) => c.epdRegistrationNumber);

  const valid = ['SEPD-2026-0008', 'SEPD-2026-0003', 'SEPD-2026-0002', 'SEPD-2026-0001'];

  it('lists valid published records newest first, anonymously, four per page by default', async () => {
    const page = await search();
    expect(page.totals).toBe(4);
    expect(page.pageSize).toBe(4);
    expect(page.pageNum).toBe(1);
    expect(page.list.map((c) => c.epdRegistrationNumber)).toEqual(valid);
    expect(page.list.every((c) => c.status === 'valid' && !c.ownCompany && !c.qrEnlarge)).toBe(true);
  });

  it('adds expired and superseded records on request, never withdrawn or drafts', async () => {
    const all = await numbers({ includeExpired: true });
    expect(all).toEqual([...valid, 'SEPD-2023-0005', 'SEPD-2019-0004']);
    const cards = (await search({ includeExpired: true, pageSize: 50 })).list;
    expect(cards.find((c) => c.id === oldRebar.id)?.status).toBe('superseded');
    expect(cards.find((c) => c.id === galvanised.id)?.status).toBe('expired');
    for (const hidden of ['SEPD-2026-0006', 'SEPD-2026-0007']) {
      expect(await numbers({ epdKeyword: hidden, includeExpired: true })).toEqual([]);
    }
    expect(withdrawn.id).not.toBe(draft.id);
  });

  it('filters by company, by PCR and by both', async () => {
    expect(await numbers({ companyCode: bao.code })).toEqual(['SEPD-2026-0002', 'SEPD-2026-0001']);
    expect(await numbers({ companyCode: shou.code, includeExpired: true })).toEqual([
      'SEPD-2026-0008',
      'SEPD-2026-0003',
      'SEPD-2023-0005',
      'SEPD-2019-0004',
    ]);
    expect(await numbers({ pcrNumber: 'PCR-LONG' })).toEqual([
      'SEPD-2026-0008',
      'SEPD-2026-0003',
      'SEPD-2026-0001',
    ]);
    expect(await numbers({ companyCode: bao.code, pcrNumber: 'PCR-LONG' })).toEqual(['SEPD-2026-0001']);
    expect(await numbers({ companyCode: shou.code, pcrNumber: 'PCR-FLAT' })).toEqual([]);
    expect(await numbers({ companyCode: 'CNOSUCH' })).toEqual([]);
    expect(await numbers({ pcrNumber: 'PCR-NOSUCH' })).toEqual([]);
    // Empty texts filter nothing.
    expect(await numbers({ companyCode: '', pcrNumber: '', epdKeyword: '   ' })).toEqual(valid);
  });

  it('matches one-, two- and three-character Chinese terms', async () => {
    // 钢 is in every company name.
    expect(await numbers({ epdKeyword: '钢' })).toEqual(valid);
    expect(await numbers({ epdKeyword: '钢板' })).toEqual(['SEPD-2026-0002']);
    expect(await numbers({ epdKeyword: '钢板', includeExpired: true })).toEqual([
      'SEPD-2026-0002',
      'SEPD-2019-0004',
    ]);
    expect(await numbers({ epdKeyword: '螺纹' })).toEqual(['SEPD-2026-0003']);
    expect(await numbers({ epdKeyword: '带肋钢' })).toEqual(['SEPD-2026-0001']);
    expect(await numbers({ epdKeyword: '线' })).toEqual(['SEPD-2026-0008']);
    // Company name and PCR product name.
    expect(await numbers({ epdKeyword: '首都' })).toEqual(['SEPD-2026-0008', 'SEPD-2026-0003']);
    expect(await numbers({ epdKeyword: '扁平材' })).toEqual(['SEPD-2026-0002']);
    expect(await numbers({ epdKeyword: '不锈' })).toEqual([]);
  });

  it('matches English terms case-insensitively, full-width forms too', async () => {
    expect(await numbers({ epdKeyword: 'REBAR', includeExpired: true })).toEqual([
      'SEPD-2026-0003',
      'SEPD-2023-0005',
    ]);
    expect(await numbers({ epdKeyword: 'ｒｅｂａｒ' })).toEqual(['SEPD-2026-0003']);
    expect(await numbers({ epdKeyword: 'hot-rolled' })).toEqual(['SEPD-2026-0002', 'SEPD-2026-0001']);
    // Holder, PCR English name, registration number.
    expect(await numbers({ epdKeyword: 'shougang' })).toEqual(['SEPD-2026-0008', 'SEPD-2026-0003']);
    expect(await numbers({ epdKeyword: 'flat PRODUCTS' })).toEqual(['SEPD-2026-0002']);
    expect(await numbers({ epdKeyword: 'sepd-2026-000' })).toEqual(valid);
    expect(await numbers({ epdKeyword: '2026-0003' })).toEqual(['SEPD-2026-0003']);
    // A keyword never spans two fields or two records' numbers.
    expect(await numbers({ epdKeyword: '00012026' })).toEqual([]);
    expect(await numbers({ epdKeyword: 'hrb400e hot' })).toEqual([]);
  });

  it('combines keyword, company, PCR and dates', async () => {
    expect(await numbers({ epdKeyword: '钢筋', companyCode: shou.code })).toEqual(['SEPD-2026-0003']);
    expect(await numbers({ epdKeyword: '钢筋', pcrNumber: 'PCR-LONG', companyCode: bao.code })).toEqual([
      'SEPD-2026-0001',
    ]);
    expect(await numbers({ epdKeyword: 'plate', companyCode: shou.code })).toEqual([]);
    expect(await numbers({ epdEffectiveDate: '2025-03-01' })).toEqual([
      'SEPD-2026-0008',
      'SEPD-2026-0003',
      'SEPD-2026-0002',
    ]);
    expect(await numbers({ epdExpirationDate: '2030-01-10' })).toEqual(['SEPD-2026-0002', 'SEPD-2026-0001']);
    expect(
      await numbers({ epdEffectiveDate: '2025-02-01', epdExpirationDate: '2030-12-31', epdKeyword: 'steel' }),
    ).toEqual(['SEPD-2026-0002']);
  });

  it('fills the card from the record, its company, PCR, reports and QR image', async () => {
    const [card] = (await search({ epdKeyword: 'SEPD-2026-0001' })).list;
    expect(card).toMatchObject({
      id: rebar.id,
      businessId: rebar.businessId,
      productName: '热轧带肋钢筋 HRB400E',
      productNameEn: 'Hot-rolled Ribbed Bar HRB400E',
      productType: 'EPD',
      companyCode: bao.code,
      companyName: '宝山钢铁股份有限公司',
      holderEn: 'Baoshan Iron & Steel Co., Ltd.',
      epdExpirationDate: '2030-01-10',
      pcrProductName: '长材产品',
      pcrProductNameEn: 'Long products',
      gwp100: 1850.5,
      cnAttachmentId: rebar.reports.zh?.attachmentId,
      enAttachmentId: rebar.reports.en?.attachmentId,
      gssQrCodeAttachmentId: qrImage,
      isDataStubs: false,
      isReportStubs: false,
      dataStubsTxhash: null,
    });
    const [wireCard] = (await search({ epdKeyword: 'SEPD-2026-0008' })).list;
    expect(wireCard).toMatchObject({ cnAttachmentId: null, enAttachmentId: wire.reports.en?.attachmentId });
    expect(wireCard?.gssQrCodeAttachmentId).toBeNull();
  });

  it('pages: exactly a page, a page plus one, past the end, and nothing found', async () => {
    const first = await search({ includeExpired: true, pageSize: 3 });
    expect(first.list).toHaveLength(3);
    expect(first.totals).toBe(6);
    const second = await search({ includeExpired: true, pageSize: 3, pageNum: 2 });
    expect(second.list.map((c) => c.epdRegistrationNumber)).toEqual([
      'SEPD-2026-0001',
      'SEPD-2023-0005',
      'SEPD-2019-0004',
    ]);
    const exactly = await search({ pageSize: 4 });
    expect([exactly.list.length, exactly.totals]).toEqual([4, 4]);
    expect((await search({ pageSize: 4, pageNum: 2 })).list).toEqual([]);
    const plusOne = await search({ includeExpired: true, pageSize: 5, pageNum: 2 });
    expect(plusOne.list.map((c) => c.epdRegistrationNumber)).toEqual(['SEPD-2019-0004']);
    expect(plusOne.totals).toBe(6);
    const past = await search({ pageNum: 99 });
    expect([past.list.length, past.totals, past.pageNum]).toEqual([0, 4, 99]);
    const none = await search({ epdKeyword: 'no such steel' });
    expect([none.list.length, none.totals]).toEqual([0, 0]);
  });

  it('refuses a page size over 50, a keyword over 50 characters and a malformed date', async () => {
    for (const body of [
      { pageSize: 51 },
      { pageNum: 0 },
      { epdKeyword: '钢'.repeat(51) },
      { epdEffectiveDate: '2025/01/01' },
    ]) {
      const answer = await t.call(r.epdPage, { body }, { lang: 'en' });
      expect(answer.error).toBe('VALIDATION_FAILED');
    }
  });

  it('marks a record expired once its expiry day has passed in the platform time zone', async () => {
    // SEPD-2026-0002 expires on 2029-03-01; Shanghai is 8 hours ahead of UTC.
    const onTheDay = await asOf('2029-03-01T15:00:00Z', () => numbers({ companyCode: bao.code }));
    expect(onTheDay).toEqual(['SEPD-2026-0002', 'SEPD-2026-0001']);
    const nextDay = await asOf('2029-03-01T16:30:00Z', () => numbers({ companyCode: bao.code }));
    expect(nextDay).toEqual(['SEPD-2026-0001']);
    // The same page asked twice in the day's last millisecond (the second answer is a kept
    // one), then at midnight: the kept page is not answered on the next day.
    const lastMoment = () => asOf('2029-03-01T15:59:59.999Z', () => numbers({ companyCode: bao.code }));
    expect(await lastMoment()).toEqual(['SEPD-2026-0002', 'SEPD-2026-0001']);
    expect(await lastMoment()).toEqual(['SEPD-2026-0002', 'SEPD-2026-0001']);
    const midnight = await asOf('2029-03-01T16:00:00.000Z', () => numbers({ companyCode: bao.code }));
    expect(midnight).toEqual(['SEPD-2026-0001']);
    const stamped = await asOf('2029-03-01T16:30:00Z', () =>
      search({ companyCode: bao.code, includeExpired: true }),
    );
    expect(stamped.list.map((c) => [c.epdRegistrationNumber, c.status])).toEqual([
      ['SEPD-2026-0002', 'expired'],
      ['SEPD-2026-0001', 'valid'],
    ]);
  });

  it('offers the enlarged QR only to the own company, and only while qrShow is true', async () => {
    const cardsFor = async (as?: Caller, loginCompanyCode?: string) =>
      (await search({ companyCode: bao.code, loginCompanyCode }, as)).list.map((c) => [
        c.epdRegistrationNumber,
        c.ownCompany,
        c.qrEnlarge,
      ]);
    expect(await cardsFor(bao.user)).toEqual([
      ['SEPD-2026-0002', true, true],
      ['SEPD-2026-0001', true, true],
    ]);
    const colleague = await t.loginAs({ colleagueOf: bao.user });
    expect((await cardsFor(colleague))[0]).toEqual(['SEPD-2026-0002', true, true]);
    // Another company's user, even naming the company in the body; nobody; an operator.
    expect(await cardsFor(shou.user, bao.code)).toEqual([
      ['SEPD-2026-0002', false, false],
      ['SEPD-2026-0001', false, false],
    ]);
    expect(await cardsFor(undefined, bao.code)).toEqual([
      ['SEPD-2026-0002', false, false],
      ['SEPD-2026-0001', false, false],
    ]);
    const operator = await t.loginAsOperator('editor');
    expect((await cardsFor(operator))[0]).toEqual(['SEPD-2026-0002', false, false]);
    // A token that is no session is an anonymous caller.
    expect((await cardsFor('x'.repeat(43)))[0]).toEqual(['SEPD-2026-0002', false, false]);

    await t.db.updateTable('system_settings').set({ value: 'false' }).where('key', '=', 'qrShow').execute();
    try {
      expect(await cardsFor(bao.user)).toEqual([
        ['SEPD-2026-0002', true, false],
        ['SEPD-2026-0001', true, false],
      ]);
    } finally {
      await t.db.updateTable('system_settings').set({ value: 'true' }).where('key', '=', 'qrShow').execute();
    }
  });

  it('answers a kept page alike to everyone but a member of a company on it, who gets the marks', async () => {
    const ask = (body: TEpdSearch, as?: Caller) => t.call(r.epdPage, { body }, { as, lang: 'en' });
    const marks = (answer: Awaited<ReturnType<typeof ask>>) =>
      answer.data?.list.map((c) => [c.epdRegistrationNumber, c.ownCompany, c.qrEnlarge]);
    const baoPage = { companyCode: bao.code, pageSize: 2 };
    const anonymous = await ask(baoPage);
    // Asked again: the kept page's bytes.
    expect((await ask(baoPage)).body).toBe(anonymous.body);
    expect(marks(anonymous)).toEqual([
      ['SEPD-2026-0002', false, false],
      ['SEPD-2026-0001', false, false],
    ]);
    // The owner of the kept page's cards gets their marks; the same answer otherwise.
    const owner = await ask(baoPage, bao.user);
    expect(marks(owner)).toEqual([
      ['SEPD-2026-0002', true, true],
      ['SEPD-2026-0001', true, true],
    ]);
    expect(owner.data?.list.map((c) => ({ ...c, ownCompany: false, qrEnlarge: false }))).toEqual(
      anonymous.data?.list,
    );
    expect([owner.data?.totals, owner.data?.pageSize, owner.data?.pageNum]).toEqual([2, 2, 1]);
    // Another company's user, an operator and nobody again: the kept bytes.
    expect((await ask(baoPage, shou.user)).body).toBe(anonymous.body);
    expect((await ask(baoPage, await t.loginAsOperator('editor'))).body).toBe(anonymous.body);
    expect((await ask(baoPage)).body).toBe(anonymous.body);
    // The owner on a page of another company's cards: everyone's bytes.
    const wirePage = { epdKeyword: 'SEPD-2026-0008' };
    expect((await ask(wirePage, bao.user)).body).toBe((await ask(wirePage)).body);
    // A page with the owner's and others' cards: marks on their own only.
    expect(marks(await ask({ pageSize: 4 }, shou.user))).toEqual([
      ['SEPD-2026-0008', true, true],
      ['SEPD-2026-0003', true, true],
      ['SEPD-2026-0002', false, false],
      ['SEPD-2026-0001', false, false],
    ]);
  });

  it("answers a kept page in the caller's language, compressed as the client accepts, never as a 304", async () => {
    const zh = await t.call(r.epdPage, { body: {} }, { lang: 'zh' });
    const en = await t.call(r.epdPage, { body: {} }, { lang: 'en' });
    expect([zh.message, en.message]).toEqual([
      textOf('common.success', 'zh'),
      textOf('common.success', 'en'),
    ]);
    expect(zh.data).toEqual(en.data);
    expect((await t.call(r.epdPage, { body: {} }, { lang: 'zh' })).body).toBe(zh.body);
    expect((await t.call(r.epdPage, { body: {} }, { lang: 'en' })).body).toBe(en.body);

    const post = (headers: Record<string, string>, payload: TEpdSearch = {}) =>
      t.inject({ method: 'POST', url: '/api/p/epd/page', payload, lang: 'en', headers });
    for (const [coding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      // Twice: compressed at the first ask, kept for the second.
      for (const _ of [1, 2]) {
        const res = await post({
          'accept-encoding': `gzip, deflate, ${coding === 'br' ? 'br' : 'identity'}`,
        });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(decode(res.rawPayload).toString()).toBe(en.body);
      }
    }
    expect(en.headers['content-encoding']).toBeUndefined();
    // Nothing found: under 1 KB, sent as it is.
    const none = await post({ 'accept-encoding': 'br' }, { epdKeyword: 'no such steel' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().data).toEqual({ list: [], totals: 0, pageSize: 4, pageNum: 1 });
    // A search answer is no representation to revalidate: no ETag, no 304, kept by nobody.
    const conditional = await post({ 'if-none-match': '*' });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.body).toBe(en.body);
    expect(conditional.headers.etag).toBeUndefined();
    expect(conditional.headers['cache-control']).toBe('no-store');
  });

  /** A company whose only records are a draft and a withdrawn one. */
  const setupCompanyWithOnlyHiddenRecords = async () => {
    const user = await t.loginAs({ company: { name: '鞍山钢铁', status: 1 } });
    const companyId = user.companyId as number;
    await insertEpd(t, { companyId, pcrId: pcrLong.id, status: 'draft' });
    await insertEpd(t, { companyId, pcrId: pcrLong.id, status: 'withdrawn' });
    changed();
    const { code } = await t.db
      .selectFrom('companies')
      .select('code')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    return code;
  };

  it('lists the companies with a published record, by name', async () => {
    const lonely = await setupCompanyWithOnlyHiddenRecords();
    const options = await t.data(r.companyList);
    expect(options).toEqual(
      [
        { companyCode: shou.code, companyName: '首都钢铁集团' },
        { companyCode: bao.code, companyName: '宝山钢铁股份有限公司' },
      ].sort((a, b) => a.companyName.localeCompare(b.companyName, 'zh-CN')),
    );
    expect(options.map((o) => o.companyCode)).not.toContain(lonely);
  });

  it('answers the QR image of a published or superseded record only', async () => {
    expect(await t.data(r.qrAttachment, { params: { id: rebar.id } })).toEqual({ attachmentId: qrImage });
    expect(await t.data(r.qrAttachment, { params: { id: oldRebar.id } }, { bare: true })).toEqual({
      attachmentId: qrImage,
    });
    for (const id of [withdrawn.id, draft.id, thread.id, 999_999]) {
      const answer = await t.call(r.qrAttachment, { params: { id } });
      expect([answer.status, answer.error]).toEqual([404, 'NOT_FOUND']);
    }
  });

  describe('report downloads', () => {
    const download = (id: number, as?: Caller) =>
      t.call(r.reportDownload, { params: { id } }, { as, lang: 'en' });

    /** The account of a test user, as the stamp names it. */
    const accountOf = async (user: TestUser) =>
      (await t.db.selectFrom('users').select('account').where('id', '=', user.id).executeTakeFirstOrThrow())
        .account;

    it("gives any logged-in user another company's published report, stamped with the reader", async () => {
      const answer = await download(thread.reports.zh?.attachmentId as number, bao.user);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(String(answer.headers['content-disposition'])).toMatch(/^attachment;/);
      // Never the stored, unmarked bytes: the same stamp as the summary's full report (issue 28).
      const stored = Buffer.from(thread.reports.zh?.bytes as Uint8Array);
      expect(Buffer.compare(answer.bytes, stored)).not.toBe(0);
      const pages = await pdfText(answer.bytes);
      expect(pages).toHaveLength((await pdfText(stored)).length);
      for (const text of pages) {
        expect(text).toContain(await accountOf(bao.user));
        expect(text).toContain('宝山钢铁股份有限公司');
      }
    });

    it('takes the token from the query, for a plain link, and stamps that reader', async () => {
      const id = rebar.reports.en?.attachmentId as number;
      const answer = await t.call(r.reportDownload, {
        params: { id },
        query: { Authorization: shou.user.token },
      });
      expect(answer.status).toBe(200);
      const [first] = await pdfText(answer.bytes);
      expect(first).toContain(await accountOf(shou.user));
      expect(first).toContain('首都钢铁集团');
    });

    it('serves expired and superseded records too', async () => {
      for (const record of [galvanised, oldRebar]) {
        expect((await download(record.reports.zh?.attachmentId as number, shou.user)).status).toBe(200);
      }
    });

    it('refuses anonymous callers, withdrawn and draft records, replaced reports and other files', async () => {
      const anonymous = await download(rebar.reports.zh?.attachmentId as number);
      expect([anonymous.status, anonymous.error]).toEqual([401, 'UNAUTHENTICATED']);
      const wrongQuery = await t.call(r.reportDownload, {
        params: { id: rebar.reports.zh?.attachmentId as number },
        query: { Authorization: 'y'.repeat(43) },
      });
      expect(wrongQuery.error).toBe('UNAUTHENTICATED');
      for (const record of [withdrawn, draft]) {
        // Even for the record's own company.
        const answer = await download(record.reports.zh?.attachmentId as number, bao.user);
        expect([answer.status, answer.error]).toEqual([404, 'NOT_FOUND']);
      }
      expect((await download(qrImage, bao.user)).error).toBe('NOT_FOUND');
      expect((await download(999_999, bao.user)).error).toBe('NOT_FOUND');
      const replaced = await insertEpd(t, { companyId: shou.id, pcrId: pcrLong.id });
      await t.db
        .updateTable('epd_reports')
        .set({ current: 0 })
        .where('id', '=', replaced.reports.zh?.reportId as number)
        .execute();
      expect((await download(replaced.reports.zh?.attachmentId as number, shou.user)).error).toBe(
        'NOT_FOUND',
      );
      expect((await download(replaced.reports.en?.attachmentId as number, shou.user)).status).toBe(200);
    });

    it('refuses a user whose registration is under review', async () => {
      const pending = await t.loginAs({ company: { name: '待审核钢铁', status: 1 } });
      await t.db.updateTable('users').set({ audit_status: 0 }).where('id', '=', pending.id).execute();
      const answer = await download(rebar.reports.zh?.attachmentId as number, pending);
      expect([answer.status, answer.error]).toEqual([403, 'REPORT_REVIEW_PENDING']);
    });
  });
});

describe(`EPD search index freshness and evidence (${engineName})`, () => {
  let s: Awaited<ReturnType<typeof setup>>;
  let company: Company;
  let pcr: { id: number; registerNo: string };

  beforeAll(async () => {
    s = await setup();
    company = await s.company('沙钢集团');
    pcr = await insertPcr(s.t, { registerNo: 'PCR-WIRE', productName: '线材', productNameEn: 'Wire rod' });
  });
  afterAll(() => s.t.close());

  const numbers = async (body: TEpdSearch = {}) =>
    (await s.t.data(r.epdPage, { body: { pageSize: 50, ...body } })).list.map((c) => c.epdRegistrationNumber);

  it('sees a publication after changes.changed(), and a withdrawal', async () => {
    await s.epd({ companyId: company.id, pcrId: pcr.id, registrationNumber: 'SG-1' });
    s.changed();
    expect(await numbers()).toEqual(['SG-1']);
    await s.epd({ companyId: company.id, pcrId: pcr.id, registrationNumber: 'SG-2' });
    // Answered from the index until publishing says something changed.
    expect(await numbers()).toEqual(['SG-1']);
    s.changed();
    expect(await numbers()).toEqual(['SG-2', 'SG-1']);
    await s.t.db
      .updateTable('epds')
      .set({ status: 'withdrawn' })
      .where('registration_number', '=', 'SG-1')
      .execute();
    s.changed();
    expect(await numbers()).toEqual(['SG-2']);
  });

  it("picks up another process's change at its periodic check", async () => {
    const search = catalogueSearchOf(s.t.db);
    await s.epd({ companyId: company.id, pcrId: pcr.id, registrationNumber: 'SG-3' });
    expect(await numbers()).not.toContain('SG-3');
    await search?.index.check();
    expect(await numbers()).toEqual(['SG-3', 'SG-2']);
    const builds = search?.index.builds;
    await search?.index.check();
    expect(search?.index.builds).toBe(builds);
  });

  it("drops kept pages at a publication and at another process's change", async () => {
    const wire = { pcrNumber: pcr.registerNo };
    const kept = await numbers(wire);
    expect(await numbers(wire)).toEqual(kept);
    await s.epd({ companyId: company.id, pcrId: pcr.id, registrationNumber: 'SG-K1' });
    expect(await numbers(wire)).toEqual(kept);
    s.changed();
    expect(await numbers(wire)).toEqual(['SG-K1', ...kept]);
    expect(await numbers(wire)).toEqual(['SG-K1', ...kept]);
    await s.epd({ companyId: company.id, pcrId: pcr.id, registrationNumber: 'SG-K2' });
    await catalogueSearchOf(s.t.db)?.index.check();
    expect(await numbers(wire)).toEqual(['SG-K2', 'SG-K1', ...kept]);
  });

  it('shows the latest data entry and the entry of the current Chinese report as evidence', async () => {
    const record = await s.epd({ companyId: company.id, pcrId: pcr.id, registrationNumber: 'SG-4' });
    const entry = async (kind: string, hash: string, at: string, reportId: number | null = null) =>
      s.t.db
        .insertInto('evidence_ledger')
        .values({
          kind,
          epd_id: record.id,
          report_id: reportId,
          lang: null,
          digest: hash.padEnd(64, 'd'),
          // Each entry a link of its own: the ledger forbids two entries after the same one.
          prev_hash: hash.padEnd(64, 'f'),
          entry_hash: hash.padEnd(64, '0'),
          created_at: at,
        })
        .execute();
    await entry('EPD_DATA', 'a1', '2026-01-01T00:00:00.000Z');
    await entry('EPD_DATA', 'a2', '2026-02-01T00:00:00.000Z');
    await entry('EPD_REPORT', 'b1', '2026-01-01T00:00:01.000Z', record.reports.en?.reportId ?? null);
    await entry('EPD_REPORT', 'b2', '2026-01-01T00:00:02.000Z', record.reports.zh?.reportId ?? null);
    s.changed();
    const [card] = (await s.t.data(r.epdPage, { body: { epdKeyword: 'SG-4' } })).list;
    expect(card).toMatchObject({
      isDataStubs: true,
      dataStubsTxhash: 'a2'.padEnd(64, '0'),
      dataStubsBlocktime: '2026-02-01T00:00:00.000Z',
      isReportStubs: true,
      reportStubsTxhash: 'b2'.padEnd(64, '0'),
      reportStubsBlocktime: '2026-01-01T00:00:02.000Z',
    });
    const [other] = (await s.t.data(r.epdPage, { body: { epdKeyword: 'SG-3' } })).list;
    expect(other).toMatchObject({ isDataStubs: false, isReportStubs: false, reportStubsTxhash: null });
  });
});
