import { createHash } from 'node:crypto';
import {
  attachmentRoutes,
  catalogueSearchRoutes,
  evidenceRoutes,
  consoleEpdsRoutes as r,
  referenceRoutes,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertPcr } from '../../../test/catalogue-fixtures.ts';
import { pdfBytes } from '../../../test/file-bytes.ts';
import {
  buildTestApp,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import {
  type Catalogue,
  createDraft,
  fullForm,
  makeCatalogue,
  publishNew,
  uploadDataFile,
  uploadReport,
  verifyFile,
} from '../../../test/publishing-fixtures.ts';
import { upload } from '../../../test/uploads.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe(`EPD publishing (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let admin: TestOperator;
  let user: TestUser;
  let c: Catalogue;

  const counts = async () => ({
    ledger: Number(
      (
        await t.db
          .selectFrom('evidence_ledger')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    qr: Number(
      (
        await t.db
          .selectFrom('attachments')
          .select((e) => e.fn.countAll().as('n'))
          .where('business_type', '=', 'EPD_QR')
          .executeTakeFirstOrThrow()
      ).n,
    ),
    published: Number(
      (
        await t.db
          .selectFrom('epds')
          .select((e) => e.fn.countAll().as('n'))
          .where('status', '!=', 'draft')
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  /** The verifier and steel columns of a record as stored, with its last change. */
  const steelRow = (id: number) =>
    t.db
      .selectFrom('epds')
      .select(['verifier_zh', 'verifier_en', 'making_route', 'recycled_content', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Renews a record as an editor: new dates and a new Chinese report. */
  const renew = (id: number, reportZhId: number) =>
    t.data(
      r.epdRenew,
      { params: { id }, body: { issueDate: '2031-01-15', expiryDate: '2036-01-14', reportZhId } },
      { as: editor },
    );

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BASE_URL: 'https://epd.example.org/' } });
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    admin = await t.loginAsOperator('administrator');
    user = await t.loginAs({ company: { name: '用户钢铁有限公司', status: 1 } });
    c = await makeCatalogue(t);
  });
  afterAll(() => t.close());

  it('publishes a draft: report rows, public files, a public QR code and the ledger entries', async () => {
    const { draft, zh, en, data } = await createDraft(t, editor, c);
    expect(draft.status).toBe('draft');
    expect(draft.draftReportZhId).toBe(zh.id);
    expect(draft.publicUrl).toBeNull();
    // A draft is not public: its files are not.
    expect((await t.call(attachmentRoutes.attachmentOnline, { params: { id: zh.id } })).status).toBe(404);

    const published = await t.data(r.epdPublish, { params: { id: draft.id } }, { as: editor });
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(published.publicUrl).toBe(`https://epd.example.org/app/epd/${published.businessId}`);
    expect(published.businessId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const reports = await t.db.selectFrom('epd_reports').selectAll().where('epd_id', '=', draft.id).execute();
    expect(reports.map((x) => [x.lang, x.sha256, x.current]).sort()).toEqual(
      [
        ['en', sha(en.bytes), 1],
        ['zh', sha(zh.bytes), 1],
      ].sort(),
    );
    for (const x of reports) expect(x.business_id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const files = await t.db
      .selectFrom('attachments')
      .select(['id', 'published_at'])
      .where('id', 'in', [zh.id, en.id, data.id])
      .execute();
    expect(files.every((f) => f.published_at !== null)).toBe(true);

    // The QR image is public to anyone, a PNG.
    expect(published.qrAttachmentId).not.toBeNull();
    const qr = await t.call(attachmentRoutes.attachmentOnline, {
      params: { id: published.qrAttachmentId ?? 0 },
    });
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.bytes.subarray(1, 4).toString()).toBe('PNG');
    const qrRow = await t.db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', published.qrAttachmentId ?? 0)
      .executeTakeFirstOrThrow();
    expect(qrRow).toMatchObject({ business_type: 'EPD_QR', owner_user_id: 0, operator_id: editor.id });

    // The ledger: the data and each report, chained.
    expect(published.ledger.map((l) => [l.kind, l.lang]).sort()).toEqual(
      [
        ['EPD_DATA', null],
        ['EPD_REPORT', 'en'],
        ['EPD_REPORT', 'zh'],
      ].sort(),
    );
    const reportEntries = published.ledger.filter((l) => l.kind === 'EPD_REPORT');
    expect(reportEntries.map((l) => l.digest).sort()).toEqual([sha(zh.bytes), sha(en.bytes)].sort());
    for (let i = 1; i < published.ledger.length; i += 1) {
      expect(published.ledger[i]?.prevHash).toBe(published.ledger[i - 1]?.entryHash);
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'epd.publish')
      .where('target_id', '=', String(draft.id))
      .executeTakeFirst();
    expect(audit?.operator_id).toBe(editor.id);

    // Listed as published in the console.
    const list = await t.data(
      r.epdList,
      { query: { status: 'published', keyword: draft.registrationNumber } },
      { as: editor },
    );
    expect(list.list.map((x) => x.id)).toEqual([draft.id]);
  });

  it('refuses a draft with a missing field, leaving nothing written', async () => {
    const { draft } = await createDraft(t, editor, c, { holderZh: '', siteZh: '' });
    const before = await counts();
    const res = await t.call(r.epdPublish, { params: { id: draft.id } }, { as: editor });
    expect(res.error).toBe('VALIDATION_FAILED');
    expect(res.fields?.map((f) => f.path).sort()).toEqual(['holderZh', 'siteZh']);
    expect(await counts()).toEqual(before);
    expect((await t.data(r.epdDetail, { params: { id: draft.id } }, { as: editor })).status).toBe('draft');
  });

  it('refuses a draft without a zh report, or whose dates are the wrong way round', async () => {
    const en = await uploadReport(t, editor);
    const noZh = await t.data(r.epdCreate, { body: fullForm(c, { reportEnId: en.id }) }, { as: editor });
    const res = await t.call(r.epdPublish, { params: { id: noZh.id } }, { as: editor });
    expect(res.fields).toEqual([{ path: 'reportZhId', message: expect.any(String) }]);

    const { draft } = await createDraft(t, editor, c, { issueDate: '2030-01-01', expiryDate: '2029-12-31' });
    const late = await t.call(r.epdPublish, { params: { id: draft.id } }, { as: editor });
    expect(late.fields?.map((f) => f.path)).toEqual(['expiryDate']);
  });

  it('refuses a registration number that is taken or does not match the pattern', async () => {
    const { published } = await publishNew(t, editor, c);
    const zh = await uploadReport(t, editor);
    const taken = await t.call(
      r.epdCreate,
      { body: fullForm(c, { registrationNumber: published.registrationNumber, reportZhId: zh.id }) },
      { as: editor },
    );
    expect(taken.error).toBe('VALIDATION_FAILED');
    expect(taken.fields?.map((f) => f.path)).toEqual(['registrationNumber']);
    for (const bad of ['sepd 2026', 'S-', '1SEPD-2026', 'SEPD_2026_1', 'SEPD']) {
      const res = await t.call(
        r.epdCreate,
        { body: fullForm(c, { registrationNumber: bad }) },
        { as: editor },
      );
      expect(
        res.fields?.map((f) => f.path),
        bad,
      ).toEqual(['body.registrationNumber']);
    }
  });

  it('refuses an uncertified company and a disabled PCR at publishing', async () => {
    const uncertified = await insertCompany(t, '未认证钢铁');
    await t.db.updateTable('companies').set({ status: 0 }).where('id', '=', uncertified.id).execute();
    const disabled = await insertPcr(t, { enabled: false });
    const { draft } = await createDraft(t, editor, { companyId: uncertified.id, pcrId: disabled.id });
    const before = await counts();
    const res = await t.call(r.epdPublish, { params: { id: draft.id } }, { as: editor });
    expect(res.fields?.map((f) => f.path).sort()).toEqual(['companyId', 'pcrId']);
    expect(await counts()).toEqual(before);
    // The form offers only certified companies and enabled PCRs.
    const options = await t.data(r.epdOptions, {}, { as: editor });
    expect(options.companies.map((x) => x.id)).toContain(c.companyId);
    expect(options.companies.map((x) => x.id)).not.toContain(uncertified.id);
    expect(options.pcrs.map((x) => x.id)).not.toContain(disabled.id);
    // Each with both names, for the console's language (issue 29).
    const names = await t.db.selectFrom('pcrs').select(['id', 'product_name', 'product_name_en']).execute();
    for (const p of options.pcrs) {
      const row = names.find((n) => n.id === p.id);
      expect(p).toMatchObject({
        productName: row?.product_name,
        productNameEn: row?.product_name_en || null,
      });
    }
  });

  it('refuses report ids that are not operator-uploaded PDFs of type EPD, or used by another record', async () => {
    const data = await uploadDataFile(t, editor);
    const userUpload = await upload(t, {
      as: user,
      fields: { businessType: 'EPD' },
      file: { name: 'mine.pdf', bytes: pdfBytes() },
    });
    const userFileId = (userUpload.data as { id: number }).id;
    const { draft: other, zh: used } = await createDraft(t, editor, c);
    const pcrFile = await upload(t, {
      route: attachmentRoutes.consoleUpload,
      as: editor,
      fields: { businessType: 'PCR' },
      file: { name: 'pcr.pdf', bytes: pdfBytes() },
    });
    const pcrFileId = (pcrFile.data as { id: number }).id;
    for (const [label, id] of [
      ['a zip as report', data.id],
      ["a portal user's upload", userFileId],
      ["another record's report", used.id],
      ['a PCR document', pcrFileId],
      ['a missing file', 99_999],
    ] as const) {
      const res = await t.call(r.epdCreate, { body: fullForm(c, { reportZhId: id }) }, { as: editor });
      expect(res.fields, label).toEqual([{ path: 'reportZhId', message: expect.any(String) }]);
    }
    // A report as the data file is refused too.
    const res = await t.call(r.epdCreate, { body: fullForm(c, { dataFileId: used.id }) }, { as: editor });
    expect(res.fields?.map((f) => f.path)).toEqual(['dataFileId']);
    expect(other.status).toBe('draft');
  });

  it('refuses reviewers and portal users; administrators may', async () => {
    const zh = await uploadReport(t, editor);
    const form = fullForm(c, { reportZhId: zh.id });
    expect((await t.call(r.epdCreate, { body: form }, { as: reviewer })).error).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    expect((await t.call(r.epdList, {}, { as: reviewer })).error).toBe('OPERATOR_ROLE_REQUIRED');
    expect((await t.call(r.epdCreate, { body: form }, { as: user })).error).toBe('UNAUTHENTICATED');
    const { draft } = await createDraft(t, editor, c);
    expect((await t.call(r.epdPublish, { params: { id: draft.id } }, { as: reviewer })).error).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    expect((await t.call(r.epdPublish, { params: { id: draft.id } }, { as: admin })).data?.status).toBe(
      'published',
    );
    // Published twice: refused.
    expect((await t.call(r.epdPublish, { params: { id: draft.id } }, { as: editor })).error).toBe(
      'EPD_STATE_CONFLICT',
    );
    // A published record is no longer edited as a draft.
    expect((await t.call(r.epdUpdate, { params: { id: draft.id }, body: form }, { as: editor })).error).toBe(
      'EPD_STATE_CONFLICT',
    );
  });

  it('edits a draft, replacing its report', async () => {
    const { draft, zh } = await createDraft(t, editor, c);
    const zh2 = await uploadReport(t, editor);
    const edited = await t.data(
      r.epdUpdate,
      {
        params: { id: draft.id },
        body: fullForm(c, {
          registrationNumber: draft.registrationNumber,
          productName: '盘条',
          reportZhId: zh2.id,
        }),
      },
      { as: editor },
    );
    expect(edited.productName).toBe('盘条');
    expect(edited.draftReportZhId).toBe(zh2.id);
    expect(edited.draftReportEnId).toBeNull();
    // The replaced file is free again.
    const again = await t.call(r.epdCreate, { body: fullForm(c, { reportZhId: zh.id }) }, { as: editor });
    expect(again.ok).toBe(true);
  });

  it('corrects a record: a data change and a replaced report are new ledger entries, the old report stays verifiable', async () => {
    const { published, zh } = await publishNew(t, editor, c);
    const zh2 = await uploadReport(t, editor, 'corrected');
    const corrected = await t.data(
      r.epdCorrect,
      { params: { id: published.id }, body: { gwp100: 1799.5, reportZhId: zh2.id, reason: '更正 GWP 数值' } },
      { as: editor },
    );
    expect(corrected.status).toBe('published');
    expect(corrected.gwp100).toBe(1799.5);
    const zhReports = corrected.reports.filter((x) => x.lang === 'zh');
    expect(zhReports.map((x) => [x.attachmentId, x.current])).toEqual([
      [zh.id, false],
      [zh2.id, true],
    ]);
    const added = corrected.ledger.slice(published.ledger.length);
    expect(added.map((l) => l.kind).sort()).toEqual(['EPD_DATA', 'EPD_REPORT']);
    expect(added.find((l) => l.kind === 'EPD_REPORT')?.digest).toBe(sha(zh2.bytes));

    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'epd.correct')
      .where('target_id', '=', String(published.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}')).toMatchObject({
      reason: '更正 GWP 数值',
      before: { gwp100: 1850.25 },
      after: { gwp100: 1799.5 },
    });

    const old = await verifyFile(t, zh.bytes);
    expect(old.data?.registered).toBe(true);
    expect(old.data?.matches[0]).toMatchObject({ current: false, epdStatus: 'valid', lang: 'zh' });
    const fresh = await verifyFile(t, zh2.bytes);
    expect(fresh.data?.matches[0]).toMatchObject({
      current: true,
      registrationNumber: published.registrationNumber,
    });

    // Nothing changed: refused; a draft cannot be corrected.
    const none = await t.call(
      r.epdCorrect,
      { params: { id: published.id }, body: { reason: 'x' } },
      { as: editor },
    );
    expect(none.error).toBe('VALIDATION_FAILED');
    const { draft } = await createDraft(t, editor, c);
    const onDraft = await t.call(
      r.epdCorrect,
      { params: { id: draft.id }, body: { gwp100: 1, reason: 'x' } },
      { as: editor },
    );
    expect(onDraft.error).toBe('EPD_STATE_CONFLICT');
  });

  it('publishes and corrects the verifier and steel fields; a correction of them is logged like the others', async () => {
    const steel = {
      verifierZh: '  青岚环境产品验证中心 ',
      verifierEn: 'Qinglan Environmental Product Verification Centre',
      makingRoute: 'EAF-SCRAP' as const,
      recycledContent: 0.9234,
    };
    const { published } = await publishNew(t, editor, c, steel);
    expect(published).toMatchObject({ ...steel, verifierZh: '青岚环境产品验证中心' });
    const row = () => steelRow(published.id);
    expect(await row()).toMatchObject({
      verifier_zh: '青岚环境产品验证中心',
      verifier_en: steel.verifierEn,
      making_route: 'EAF-SCRAP',
      recycled_content: 0.9234,
    });

    // A correction of the steel data: a new EPD_DATA entry, before and after in the audit log.
    const before = await row();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const corrected = await t.data(
      r.epdCorrect,
      {
        params: { id: published.id },
        body: { makingRoute: 'DRI-EAF', recycledContent: 0.35, verifierEn: null, reason: '工艺路线更正' },
      },
      { as: editor },
    );
    expect(corrected).toMatchObject({
      makingRoute: 'DRI-EAF',
      recycledContent: 0.35,
      verifierZh: '青岚环境产品验证中心',
      verifierEn: null,
    });
    const after = await row();
    expect(after.updated_at > before.updated_at).toBe(true);
    const added = corrected.ledger.slice(published.ledger.length);
    expect(added.map((l) => l.kind)).toEqual(['EPD_DATA']);
    expect(added[0]?.digest).not.toBe(published.ledger.find((l) => l.kind === 'EPD_DATA')?.digest);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['detail', 'operator_id'])
      .where('action', '=', 'epd.correct')
      .where('target_id', '=', String(published.id))
      .executeTakeFirstOrThrow();
    expect(audit.operator_id).toBe(editor.id);
    expect(JSON.parse(audit.detail ?? '{}')).toMatchObject({
      reason: '工艺路线更正',
      before: { making_route: 'EAF-SCRAP', recycled_content: 0.9234, verifier_en: steel.verifierEn },
      after: { making_route: 'DRI-EAF', recycled_content: 0.35, verifier_en: null },
    });

    // Cleared: no longer known. The same values again change nothing.
    const cleared = await t.data(
      r.epdCorrect,
      {
        params: { id: published.id },
        body: { verifierZh: '', makingRoute: null, recycledContent: null, reason: '验证信息待确认' },
      },
      { as: editor },
    );
    expect(cleared).toMatchObject({
      verifierZh: null,
      verifierEn: null,
      makingRoute: null,
      recycledContent: null,
    });
    const same = await t.call(
      r.epdCorrect,
      { params: { id: published.id }, body: { makingRoute: null, reason: 'x' } },
      { as: editor, lang: 'en' },
    );
    expect(same.fields).toEqual([{ path: 'reason', message: 'Nothing was changed' }]);

    // A renewal keeps them.
    const { published: kept } = await publishNew(t, editor, c, steel);
    const zh = await uploadReport(t, editor, 'renewal');
    const renewed = await renew(kept.id, zh.id);
    expect(renewed).toMatchObject({ ...steel, verifierZh: '青岚环境产品验证中心' });
    // Without them a record publishes as before, each one unknown.
    const { published: plain } = await publishNew(t, editor, c);
    expect(plain).toMatchObject({
      verifierZh: null,
      verifierEn: null,
      makingRoute: null,
      recycledContent: null,
    });
  });

  it('refuses hostile verifier and steel values with their fields, writing nothing', async () => {
    const epdCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('epds')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const zh = await uploadReport(t, editor);
    const { published } = await publishNew(t, editor, c, { makingRoute: 'BF-BOF', recycledContent: 0.15 });
    const stored = () => steelRow(published.id);
    const was = await stored();
    const anyText = expect.any(String) as unknown as string;
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'an unknown route',
        { makingRoute: 'OHF' },
        'body.makingRoute',
        'The route must be one of BF-BOF, EAF-SCRAP and DRI-EAF',
      ],
      [
        'a route in lower case',
        { makingRoute: 'bf-bof' },
        'body.makingRoute',
        'The route must be one of BF-BOF, EAF-SCRAP and DRI-EAF',
      ],
      [
        'a route as a number',
        { makingRoute: 1 },
        'body.makingRoute',
        'The route must be one of BF-BOF, EAF-SCRAP and DRI-EAF',
      ],
      [
        'a share above 1',
        { recycledContent: 1.2 },
        'body.recycledContent',
        'The recycled content must be a share from 0 to 1 (0.85 is 85 %)',
      ],
      [
        'a negative share',
        { recycledContent: -0.01 },
        'body.recycledContent',
        'The recycled content must be a share from 0 to 1 (0.85 is 85 %)',
      ],
      [
        'a percentage',
        { recycledContent: 85 },
        'body.recycledContent',
        'The recycled content must be a share from 0 to 1 (0.85 is 85 %)',
      ],
      [
        'a share as text',
        { recycledContent: '0.5' },
        'body.recycledContent',
        'The recycled content must be a share from 0 to 1 (0.85 is 85 %)',
      ],
      [
        'five decimals',
        { recycledContent: 0.12345 },
        'body.recycledContent',
        'The recycled content may have at most 4 decimals',
      ],
      ['a verifier too long', { verifierZh: '验'.repeat(201) }, 'body.verifierZh', 'This value is too long'],
      ['a control character', { verifierEn: 'Cert\u0000Co' }, 'body.verifierEn', anyText],
      ['a verifier as an object', { verifierZh: { name: 'x' } }, 'body.verifierZh', anyText],
    ];
    const before = await epdCount();
    for (const [label, values, path, message] of cases) {
      const created = await t.call(
        r.epdCreate,
        { body: invalid({ ...fullForm(c, { reportZhId: zh.id }), ...values }) },
        { as: editor, lang: 'en' },
      );
      expect(created.status, label).toBe(400);
      expect(created.error, label).toBe('VALIDATION_FAILED');
      expect(created.fields, label).toEqual([{ path, message }]);
      const correction = await t.call(
        r.epdCorrect,
        { params: { id: published.id }, body: invalid({ ...values, reason: label }) },
        { as: editor, lang: 'en' },
      );
      expect(correction.error, label).toBe('VALIDATION_FAILED');
      expect(correction.fields, label).toEqual([{ path, message }]);
    }
    // An English verifier needs the Chinese name it falls back to: at a draft and a correction.
    const enOnly = await t.call(
      r.epdCreate,
      { body: fullForm(c, { reportZhId: zh.id, verifierEn: 'Hengyuan Certification' }) },
      { as: editor, lang: 'en' },
    );
    expect(enOnly.fields).toEqual([
      { path: 'verifierZh', message: 'Give the Chinese name too when there is an English one' },
    ]);
    const enOnlyCorrection = await t.call(
      r.epdCorrect,
      { params: { id: published.id }, body: { verifierEn: 'Hengyuan Certification', reason: 'x' } },
      { as: editor, lang: 'en' },
    );
    expect(enOnlyCorrection.fields?.map((f) => f.path)).toEqual(['verifierZh']);
    expect(await epdCount()).toBe(before);
    expect(await stored()).toEqual(was);

    // Only an editor (or an administrator) corrects them.
    const body = { makingRoute: 'EAF-SCRAP' as const, reason: '路线更正' };
    expect((await t.call(r.epdCorrect, { params: { id: published.id }, body }, { as: reviewer })).error).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    expect((await t.call(r.epdCorrect, { params: { id: published.id }, body }, { as: user })).error).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await t.call(r.epdCreate, { body: fullForm(c, { makingRoute: 'BF-BOF' }) }, { as: reviewer })).error,
    ).toBe('OPERATOR_ROLE_REQUIRED');
    expect(await stored()).toEqual(was);
    expect(
      (await t.data(r.epdCorrect, { params: { id: published.id }, body }, { as: admin })).makingRoute,
    ).toBe('EAF-SCRAP');
  });

  it('refuses a renewal whose dates are not dates or end before they begin, the record unchanged', async () => {
    const { published } = await publishNew(t, editor, c);
    const zh = await uploadReport(t, editor, 'renewal-dates');
    const renewal = (issueDate: string, expiryDate: string) =>
      t.call(
        r.epdRenew,
        { params: { id: published.id }, body: { issueDate, expiryDate, reportZhId: zh.id } },
        { as: editor, lang: 'en' },
      );
    const backwards = await renewal('2031-01-15', '2031-01-14');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('expiryDate');
    const typed = await renewal('15.01.2031', '2036-01-14');
    expect(typed.status).toBe(400);
    expect(JSON.stringify(typed.body)).toContain('issueDate');
    const still = await t.data(r.epdDetail, { params: { id: published.id } }, { as: editor });
    expect(still).toMatchObject({ status: 'published', supersededById: null });
  });

  it('renews a record: a new published version, the old one superseded and linked', async () => {
    const { published } = await publishNew(t, editor, c);
    const zh = await uploadReport(t, editor, 'renewal');
    const renewed = await renew(published.id, zh.id);
    expect(renewed.status).toBe('published');
    expect(renewed.registrationNumber).toBe(`${published.registrationNumber}-R1`);
    expect(renewed.previousId).toBe(published.id);
    expect(renewed.businessId).not.toBe(published.businessId);
    expect(renewed.versions.map((v) => [v.id, v.status])).toEqual([
      [published.id, 'superseded'],
      [renewed.id, 'published'],
    ]);
    const old = await t.data(r.epdDetail, { params: { id: published.id } }, { as: editor });
    expect(old).toMatchObject({ status: 'superseded', supersededById: renewed.id });
    // A superseded record is not renewed again; the renewal's renewal is -R2.
    expect(
      (
        await t.call(
          r.epdRenew,
          {
            params: { id: published.id },
            body: { issueDate: '2031-01-15', expiryDate: '2036-01-14', reportZhId: zh.id },
          },
          { as: editor },
        )
      ).error,
    ).toBe('EPD_STATE_CONFLICT');
    const zh3 = await uploadReport(t, editor);
    const second = await t.data(
      r.epdRenew,
      {
        params: { id: renewed.id },
        body: { issueDate: '2036-01-15', expiryDate: '2041-01-14', reportZhId: zh3.id },
      },
      { as: editor },
    );
    expect(second.registrationNumber).toBe(`${published.registrationNumber}-R2`);
  });

  it('withdraws a record: reports no longer public, the QR code still shows it', async () => {
    const { published, zh, en } = await publishNew(t, editor, c);
    const withdrawn = await t.data(
      r.epdWithdraw,
      { params: { id: published.id }, body: { reason: '企业申请撤回' } },
      { as: editor },
    );
    expect(withdrawn).toMatchObject({ status: 'withdrawn', withdrawReason: '企业申请撤回' });
    const files = await t.db
      .selectFrom('attachments')
      .select('published_at')
      .where('id', 'in', [zh.id, en.id])
      .execute();
    expect(files.every((f) => f.published_at === null)).toBe(true);
    const qr = await t.call(attachmentRoutes.attachmentOnline, {
      params: { id: withdrawn.qrAttachmentId ?? 0 },
    });
    expect(qr.status).toBe(200);
    expect((await verifyFile(t, zh.bytes)).data?.matches[0]?.epdStatus).toBe('withdrawn');
    expect(
      (
        await t.call(
          r.epdWithdraw,
          { params: { id: published.id }, body: { reason: 'again' } },
          { as: editor },
        )
      ).error,
    ).toBe('EPD_STATE_CONFLICT');
  });

  it('sets qrShow (editor or administrator), which the portal reads', async () => {
    expect((await t.data(r.qrShowSet, { body: { value: false } }, { as: editor })).value).toBe(false);
    expect((await t.data(referenceRoutes.qrShow, {}, { as: user })).fieldValue).toBe('false');
    expect((await t.data(r.qrShowGet, {}, { as: admin })).value).toBe(false);
    await t.data(r.qrShowSet, { body: { value: true } }, { as: admin });
    expect((await t.data(referenceRoutes.qrShow, {}, { as: user })).fieldValue).toBe('true');
    expect((await t.call(r.qrShowSet, { body: { value: false } }, { as: reviewer })).error).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    expect((await t.data(referenceRoutes.qrShow, {}, { as: user })).fieldValue).toBe('true');
  });

  it('counts views per EPD', async () => {
    const { published } = await publishNew(t, editor, c);
    const now = new Date().toISOString();
    await t.db
      .insertInto('access_records')
      .values([
        {
          epd_id: published.id,
          report_id: null,
          access_page: 'ProductInformation',
          user_id: null,
          created_at: now,
        },
        {
          epd_id: published.id,
          report_id: null,
          access_page: 'ProductInformation',
          user_id: user.id,
          created_at: now,
        },
        {
          epd_id: published.id,
          report_id: null,
          access_page: 'ProductPdf',
          user_id: user.id,
          created_at: now,
        },
      ])
      .execute();
    const page = await t.data(r.epdAccess, { query: { pageSize: 100 } }, { as: editor });
    expect(page.list.find((x) => x.epdId === published.id)).toMatchObject({
      summaryViews: 2,
      reportViews: 1,
      lastViewAt: now,
    });
    const detail = await t.data(r.epdDetail, { params: { id: published.id } }, { as: editor });
    const pcr = await t.db
      .selectFrom('pcrs')
      .select(['product_name', 'product_name_en'])
      .where('id', '=', detail.pcrId)
      .executeTakeFirstOrThrow();
    expect(detail).toMatchObject({
      pcrProductName: pcr.product_name,
      pcrProductNameEn: pcr.product_name_en || null,
    });
    expect(detail.access).toEqual({ summaryViews: 2, reportViews: 1, lastViewAt: now });
  });

  it('filters the list by company and keyword', async () => {
    const other = await makeCatalogue(t, '河钢集团');
    const { published } = await publishNew(t, editor, other, {
      productName: '镀锌板 DX51D',
      productNameEn: 'Galvanised sheet',
    });
    const byCompany = await t.data(r.epdList, { query: { companyId: other.companyId } }, { as: editor });
    expect(byCompany.list.map((x) => x.id)).toEqual([published.id]);
    expect(byCompany.list[0]?.companyName).toBe('河钢集团');
    const byKeyword = await t.data(r.epdList, { query: { keyword: 'galvanised' } }, { as: editor });
    expect(byKeyword.list.map((x) => x.id)).toEqual([published.id]);
    const percent = await t.data(r.epdList, { query: { keyword: '%' } }, { as: editor });
    expect(percent.totals).toBe(0);
    expect((await t.call(r.epdDetail, { params: { id: 99_999 } }, { as: editor })).error).toBe('NOT_FOUND');
  });

  it('the verify call answers registered for a published report and not for an unknown file', async () => {
    const { zh, published } = await publishNew(t, editor, c);
    const hit = await t.data(evidenceRoutes.verifyDigest, { body: { digest: sha(zh.bytes).toUpperCase() } });
    expect(hit).toMatchObject({ registered: true, digest: sha(zh.bytes) });
    expect(hit.matches).toEqual([
      expect.objectContaining({
        registrationNumber: published.registrationNumber,
        productName: published.productName,
        lang: 'zh',
        epdStatus: 'valid',
        businessId: published.businessId,
        current: true,
      }),
    ]);
    const miss = await verifyFile(t, pdfBytes());
    expect(miss.data).toMatchObject({ registered: false, matches: [] });
    // The digest of the data entry is not a report.
    const dataEntry = published.ledger.find((l) => l.kind === 'EPD_DATA');
    expect(
      (await t.data(evidenceRoutes.verifyDigest, { body: { digest: dataEntry?.digest ?? '' } })).registered,
    ).toBe(false);
    expect((await t.call(evidenceRoutes.verifyDigest, { body: { digest: 'xyz' } })).error).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('recognises the stamped copy a reader downloaded as one of the registered report, and keeps whose it is', async () => {
    const { zh, published } = await publishNew(t, editor, c);
    const card = await t.data(
      catalogueSearchRoutes.epdPage,
      { body: { epdKeyword: published.registrationNumber } },
      { as: user },
    );
    const reportId = card.list[0]?.cnAttachmentId ?? 0;
    const copy = await t.call(
      catalogueSearchRoutes.reportDownload,
      { params: { id: reportId } },
      { as: user },
    );
    expect(copy.status).toBe(200);
    // Once more: within the same minute the same reader gets the same bytes, still one match.
    await t.call(catalogueSearchRoutes.reportDownload, { params: { id: reportId } }, { as: user });
    const answer = await verifyFile(t, copy.bytes);
    expect(answer.data?.registered).toBe(true);
    expect(answer.data?.matches).toEqual([
      expect.objectContaining({
        registrationNumber: published.registrationNumber,
        lang: 'zh',
        current: true,
      }),
    ]);
    expect(answer.data?.matches[0]?.copyIssuedAt).toEqual(expect.any(String));
    const kept = await t.db
      .selectFrom('report_copies as c')
      .innerJoin('epd_reports as r', 'r.id', 'c.report_id')
      .select(['c.user_id', 'r.attachment_id'])
      .where('c.sha256', '=', sha(copy.bytes))
      .execute();
    expect(kept[0]).toEqual({ user_id: user.id, attachment_id: reportId });
    // The registered file itself is no copy.
    const original = await t.data(evidenceRoutes.verifyDigest, { body: { digest: sha(zh.bytes) } });
    expect(original.matches[0]?.copyIssuedAt).toBeNull();
  });
});
