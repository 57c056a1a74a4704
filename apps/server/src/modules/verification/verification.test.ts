import {
  attachmentRoutes,
  COMPANY_STATUS,
  consoleVerificationRoutes as c,
  verificationRoutes as r,
  type TVerificationForm,
  VERIFICATION_LIMITS,
  VERIFY_STATE,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertEpd, insertPcr, makePdf } from '../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { upload } from '../../test/uploads.ts';

const FORM: Omit<TVerificationForm, 'epdRegistrationNumber' | 'uploadAttachmentId'> = {
  userContact: '王芳',
  userPosition: '采购经理',
  companyName: '上海建工材料有限公司',
  country: 'domestic',
  // Shanghai's districts stand for its cities (the region routes answer them).
  region: ['31', '310115'],
  userEmail: 'wangfang@jiangong.cn',
  relationalId: 1,
  supplement: '',
  remarks: '项目招标需核实供应商EPD',
};

describe(`verification requests (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let colleague: TestUser;
  let reviewer: TestOperator;
  let editor: TestOperator;
  let registrationNumber: string;
  let withdrawnNumber: string;
  let pcrNumber: string;

  const requests = () => t.db.selectFrom('verification_requests').selectAll().orderBy('id').execute();
  const uploadPdf = async (as: TestUser, name = 'report.pdf') => {
    const res = await upload(t, {
      as,
      fields: { businessType: 'EPD_VERIFY' },
      file: { name, bytes: Buffer.from(await makePdf(['EPD report to verify'])) },
    });
    if (!res.ok) throw new Error(res.body);
    return res.data.id;
  };
  const operatorPdf = async (as: TestOperator, businessType = 'VERIFY_FEEDBACK') => {
    const res = await upload(t, {
      route: attachmentRoutes.consoleUpload,
      as,
      fields: { businessType },
      file: { name: 'verification-statement.pdf', bytes: Buffer.from(await makePdf(['statement'])) },
    });
    if (!res.ok) throw new Error(res.body);
    return (res.data as { id: number }).id;
  };
  const file = async (as: TestUser, name?: string) => ({
    ...FORM,
    epdRegistrationNumber: registrationNumber,
    uploadAttachmentId: await uploadPdf(as, name),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs({ company: { name: '上海建工材料有限公司', status: COMPANY_STATUS.certified } });
    colleague = await t.loginAs({ colleagueOf: user });
    other = await t.loginAs({ company: { name: '武汉钢铁检测有限公司', status: COMPANY_STATUS.certified } });
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
    const company = await insertCompany(t, '宝山钢铁股份有限公司');
    const pcr = await insertPcr(t);
    pcrNumber = pcr.registerNo;
    registrationNumber = (await insertEpd(t, { companyId: company.id, pcrId: pcr.id })).registrationNumber;
    withdrawnNumber = (await insertEpd(t, { companyId: company.id, pcrId: pcr.id, status: 'withdrawn' }))
      .registrationNumber;
  });
  afterAll(() => t.close());

  it('files a request that starts in progress, with the region names and the PDF', async () => {
    const form = await file(user, '供应商EPD报告.pdf');
    const res = await t.call(
      r.verifyInsert,
      { body: { ...form, epdRegistrationNumber: ` ${registrationNumber.toLowerCase()} ` } },
      { as: user, lang: 'en' },
    );
    expect(res.ok, res.body).toBe(true);
    const [row] = await requests();
    expect(row).toMatchObject({
      user_id: user.id,
      company_id: user.companyId,
      registration_number: registrationNumber,
      country: 'domestic',
      province_code: '31',
      city_code: '310115',
      region: '上海市 / 浦东新区',
      relational_id: 1,
      supplement: '',
      attachment_id: form.uploadAttachmentId,
      state: VERIFY_STATE.inProgress,
    });
    const list = await t.data(r.verifyList, { body: { pageNum: 1, pageSize: 10 } }, { as: user, lang: 'en' });
    expect(list).toMatchObject({ totals: 1, pageSize: 10, pageNum: 1 });
    expect(list.list[0]).toMatchObject({
      epdRegistrationNumber: registrationNumber,
      verifyState: 3,
      relational: 'Customer',
      remark: FORM.remarks,
      region: '上海市 / 浦东新区',
    });
    const detail = await t.data(r.verifyDetail, { params: { id: row?.id ?? 0 } }, { as: user });
    expect(detail.file).toMatchObject({
      attachmentId: form.uploadAttachmentId,
      fileName: '供应商EPD报告.pdf',
    });
    expect(detail.regionCodes).toEqual(['31', '310115']);
    expect(await t.data(r.verifyAttachments, { params: { id: row?.id ?? 0 } }, { as: user })).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'verification')
      .execute();
    expect(audit).toEqual([{ action: 'verification.create' }]);
  });

  it('files a foreign request without a region, and keeps the supplement only for relation 2', async () => {
    const foreign = await t.call(
      r.verifyInsert,
      {
        body: {
          ...(await file(user)),
          country: 'foreign',
          region: [],
          relationalId: 2,
          supplement: '认证咨询',
        },
      },
      { as: user },
    );
    expect(foreign.ok, foreign.body).toBe(true);
    const supplier = await t.call(
      r.verifyInsert,
      { body: { ...(await file(user)), relationalId: 0, supplement: 'ignored' } },
      { as: user },
    );
    expect(supplier.ok, supplier.body).toBe(true);
    const rows = await requests();
    expect(rows.at(-2)).toMatchObject({
      country: 'foreign',
      region: '',
      province_code: null,
      supplement: '认证咨询',
    });
    expect(rows.at(-1)).toMatchObject({ relational_id: 0, supplement: '' });
  });

  it.each([
    ['userContact', '', 'Please enter the contact person'],
    ['userContact', 'x'.repeat(VERIFICATION_LIMITS.userContact + 1), 'This value is too long'],
    ['epdRegistrationNumber', '  ', 'Please enter the registration number'],
    ['companyName', '', 'Please enter the company name'],
    ['userEmail', '', 'Please enter your e-mail'],
    ['userEmail', 'not-an-address', 'Please enter the correct e-mail'],
    ['relationalId', 3, 'Please choose your relation to the EPD'],
    ['relationalId', undefined, 'Please choose your relation to the EPD'],
    ['country', 'mars', 'Please choose the country'],
    ['region', [], 'Please choose the province and city'],
    ['region', ['31'], 'Please choose the province and city'],
    ['region', ['31', 'x'], 'This region is not valid'],
    ['uploadAttachmentId', undefined, 'Please upload a file'],
    ['remarks', 'r'.repeat(VERIFICATION_LIMITS.remarks + 1), 'This value is too long'],
    ['userPosition', 'a\u0000b', null],
  ])('refuses %s = %j with its field message, writing nothing', async (field, value, message) => {
    const before = (await requests()).length;
    const res = await t.call(
      r.verifyInsert,
      { body: { ...FORM, epdRegistrationNumber: registrationNumber, uploadAttachmentId: 1, [field]: value } },
      { as: user, lang: 'en' },
    );
    expect(res.ok).toBe(false);
    expect(res.status).toBe(400);
    if (message) expect(res.fields?.map((f) => f.message)).toContain(message);
    expect(await requests()).toHaveLength(before);
  });

  it('needs the supplement for relation 2, a region only in China, and real region codes', async () => {
    const before = (await requests()).length;
    const cases: [Partial<TVerificationForm>, string, string][] = [
      [{ relationalId: 2, supplement: ' ' }, 'body.supplement', 'Please say what the relation is'],
      [{ country: 'foreign', region: ['31', '310115'] }, 'body.region', 'This region is not valid'],
      // Codes of the right shape that the region routes do not offer, and a city of another province.
      [{ region: ['99', '9901'] }, 'body.region', 'This region is not valid'],
      [{ region: ['31', '4201'] }, 'body.region', 'This region is not valid'],
    ];
    for (const [patch, path, message] of cases) {
      const res = await t.call(
        r.verifyInsert,
        { body: { ...(await file(user)), ...patch } },
        { as: user, lang: 'en' },
      );
      expect(res.ok).toBe(false);
      expect(res.fields).toContainEqual({ path, message });
    }
    expect(await requests()).toHaveLength(before);
  });

  it('refuses an unknown, withdrawn or PCR registration number with a clear error', async () => {
    const before = (await requests()).length;
    for (const number of ['SEPD-1999-0000', withdrawnNumber, pcrNumber]) {
      const res = await t.call(
        r.verifyInsert,
        { body: { ...(await file(user)), epdRegistrationNumber: number } },
        { as: user, lang: 'en' },
      );
      expect(res).toMatchObject({
        ok: false,
        error: 'VERIFY_REGISTRATION_UNKNOWN',
        message: 'No published EPD or CFP has this registration number, please check it',
      });
    }
    const zh = await t.call(
      r.verifyInsert,
      { body: { ...(await file(user)), epdRegistrationNumber: 'SEPD-1999-0000' } },
      { as: user, lang: 'zh' },
    );
    expect(zh.message).toBe('未找到该注册号对应的已发布EPD或CFP，请核对注册号');
    expect(await requests()).toHaveLength(before);
  });

  it("refuses another user's file (even a colleague's), a file of another type, and an operator's", async () => {
    const before = (await requests()).length;
    const othersFile = await uploadPdf(other);
    const colleaguesFile = await uploadPdf(colleague);
    const licence = await upload(t, {
      as: user,
      fields: { businessType: 'LCA' },
      file: { name: 'lca.pdf', bytes: Buffer.from(await makePdf(['lca'])) },
    });
    const operators = await operatorPdf(reviewer);
    for (const id of [
      othersFile,
      colleaguesFile,
      licence.ok ? licence.data.id : 999_999,
      operators,
      999_999,
    ]) {
      const res = await t.call(
        r.verifyInsert,
        { body: { ...FORM, epdRegistrationNumber: registrationNumber, uploadAttachmentId: id } },
        { as: user, lang: 'en' },
      );
      expect(res.ok).toBe(false);
      expect(res.fields).toContainEqual({
        path: 'body.uploadAttachmentId',
        message: 'Please upload the file with this form (it must be your own verification upload)',
      });
    }
    expect(await requests()).toHaveLength(before);
  });

  it("needs a certified company, as the page's approval guard does, and a login", async () => {
    const pending = await t.loginAs({
      company: { name: '审核中材料有限公司', status: COMPANY_STATUS.pending },
    });
    const none = await t.loginAs();
    expect(await t.call(r.verifyInsert, { body: await file(pending) }, { as: pending })).toMatchObject({
      ok: false,
      error: 'COMPANY_CERTIFICATION_PENDING',
    });
    expect(await t.call(r.verifyInsert, { body: await file(none) }, { as: none })).toMatchObject({
      ok: false,
      error: 'COMPANY_CERTIFICATION_REQUIRED',
    });
    expect((await t.call(r.verifyInsert, { body: await file(user) })).status).toBe(401);
    expect((await t.call(r.verifyList, { body: {} })).status).toBe(401);
  });

  it("answers another user's ids as not found, and lists only the caller's own", async () => {
    const [mine] = await requests();
    const id = mine?.id ?? 0;
    for (const as of [other, colleague]) {
      expect(await t.call(r.verifyDetail, { params: { id } }, { as })).toMatchObject({
        ok: false,
        error: 'NOT_FOUND',
      });
      expect(await t.call(r.verifyAttachments, { params: { id } }, { as })).toMatchObject({
        ok: false,
        error: 'NOT_FOUND',
      });
      expect((await t.data(r.verifyList, { body: {} }, { as })).totals).toBe(0);
    }
    expect(await t.call(r.verifyDetail, { params: { id: 999_999 } }, { as: user })).toMatchObject({
      ok: false,
      error: 'NOT_FOUND',
    });
    const paged = await t.data(r.verifyList, { body: { pageNum: 1, pageSize: 2 } }, { as: user });
    expect(paged.list).toHaveLength(2);
    expect(paged.totals).toBe((await requests()).filter((q) => q.user_id === user.id).length);
    expect((await t.call(r.verifyList, { body: { pageSize: 51 } }, { as: user })).status).toBe(400);
  });

  it('lets a reviewer answer: a feedback row, the state, an inbox message and an audit entry together', async () => {
    const [mine] = await requests();
    const id = mine?.id ?? 0;
    const queue = await t.data(c.verificationQueue, { query: { state: 3 } }, { as: reviewer });
    expect(queue.list.map((q) => q.id)).toContain(id);
    const before = await t.data(c.verificationDetail, { params: { id } }, { as: reviewer });
    expect(before).toMatchObject({ verifyState: 3, feedback: [], productType: 'EPD', userId: user.id });
    expect(before.file?.attachmentId).toBe(mine?.attachment_id);

    const statement = await operatorPdf(reviewer);
    const answered = await t.data(
      c.verificationAnswer,
      {
        params: { id },
        body: { verifyState: 2, feedbackMsg: '报告与平台发布记录一致', attachmentIds: [statement] },
      },
      { as: reviewer },
    );
    expect(answered.verifyState).toBe(2);
    expect(answered.feedback).toHaveLength(1);
    expect(answered.feedback[0]).toMatchObject({
      verifyState: 2,
      feedbackMsg: '报告与平台发布记录一致',
      fileName: 'verification-statement.pdf',
      operatorName: reviewer.username,
    });

    // The user sees the new state, the answer and can download its file.
    const list = await t.data(r.verifyList, { body: {} }, { as: user });
    expect(list.list.find((q) => q.id === id)?.verifyState).toBe(2);
    const rows = await t.data(r.verifyAttachments, { params: { id } }, { as: user });
    expect(rows).toEqual([
      expect.objectContaining({
        fileName: 'verification-statement.pdf',
        feedbackMsg: '报告与平台发布记录一致',
        verifyState: 2,
        files: [expect.objectContaining({ attachmentId: statement })],
      }),
    ]);
    expect(rows[0]?.feedbackTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows[0]).not.toHaveProperty('operatorName');
    const download = await t.call(
      attachmentRoutes.attachmentDownload,
      { params: { id: statement } },
      { as: user },
    );
    expect(download.ok).toBe(true);
    expect(download.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Another company's user cannot download it.
    expect(
      (await t.call(attachmentRoutes.attachmentDownload, { params: { id: statement } }, { as: other })).ok,
    ).toBe(false);

    const messages = await t.db.selectFrom('messages').selectAll().where('user_id', '=', user.id).execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text_key).toBe('inbox.verification.2');
    expect(JSON.parse(messages[0]?.params ?? '{}')).toMatchObject({
      number: registrationNumber,
      message: '报告与平台发布记录一致',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'detail'])
      .where('target_type', '=', 'verification')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.operator_id])).toEqual([
      ['verification.create', null],
      ['verification.answer', reviewer.id],
    ]);
    expect(JSON.parse(audit[1]?.detail ?? '{}')).toMatchObject({ from: 3, to: 2 });

    // A later answer (failed, no file) adds a row and moves the state again.
    const failed = await t.data(
      c.verificationAnswer,
      { params: { id }, body: { verifyState: 1, feedbackMsg: 'Signature page differs' } },
      { as: reviewer },
    );
    expect(failed.feedback.map((f) => f.verifyState)).toEqual([2, 1]);
    expect(failed.feedback[1]).toMatchObject({ fileName: '', files: [] });
    expect((await t.data(r.verifyDetail, { params: { id } }, { as: user })).verifyState).toBe(1);
    expect(
      (await t.data(c.verificationQueue, { query: { state: 1 } }, { as: reviewer })).list.map((q) => q.id),
    ).toEqual([id]);
  });

  it('refuses an answer without a message, with a used, foreign or wrong-type file, writing nothing', async () => {
    const [, second] = await requests();
    const id = second?.id ?? 0;
    const usedBefore = await t.db.selectFrom('verification_feedback').select('id').execute();
    const used = (
      await t.db.selectFrom('verification_feedback_files').select('attachment_id').executeTakeFirstOrThrow()
    ).attachment_id;
    const quote = await operatorPdf(reviewer, 'QUOTE');
    const usersPdf = second?.attachment_id ?? 0;
    const fresh = await operatorPdf(reviewer);
    const cases: [unknown, string][] = [
      [{ verifyState: 2, feedbackMsg: '  ' }, 'Please write a message'],
      [{ verifyState: 4, feedbackMsg: 'x' }, 'This value is not valid'],
      [
        { verifyState: 2, feedbackMsg: 'x', attachmentIds: [used] },
        'Files must be verification answer PDFs uploaded for this answer',
      ],
      [
        { verifyState: 2, feedbackMsg: 'x', attachmentIds: [quote] },
        'Files must be verification answer PDFs uploaded for this answer',
      ],
      [
        { verifyState: 2, feedbackMsg: 'x', attachmentIds: [usersPdf] },
        'Files must be verification answer PDFs uploaded for this answer',
      ],
      [
        { verifyState: 2, feedbackMsg: 'x', attachmentIds: [fresh, fresh] },
        'Files must be verification answer PDFs uploaded for this answer',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call(
        c.verificationAnswer,
        { params: { id }, body: body as never },
        { as: reviewer, lang: 'en' },
      );
      expect(res.ok).toBe(false);
      expect(res.fields?.map((f) => f.message)).toContain(message);
    }
    expect(await t.db.selectFrom('verification_feedback').select('id').execute()).toEqual(usedBefore);
    expect((await requests())[1]?.state).toBe(3);
    expect(
      await t.call(
        c.verificationAnswer,
        { params: { id: 999_999 }, body: { verifyState: 2, feedbackMsg: 'x' } },
        { as: reviewer },
      ),
    ).toMatchObject({ ok: false, error: 'NOT_FOUND' });
  });

  it('keeps the console calls to reviewers (and administrators)', async () => {
    const [mine] = await requests();
    const id = mine?.id ?? 0;
    for (const as of [user, editor]) {
      expect((await t.call(c.verificationQueue, {}, { as })).ok).toBe(false);
      expect((await t.call(c.verificationDetail, { params: { id } }, { as })).ok).toBe(false);
      expect(
        (
          await t.call(
            c.verificationAnswer,
            { params: { id }, body: { verifyState: 2, feedbackMsg: 'x' } },
            { as },
          )
        ).ok,
      ).toBe(false);
    }
    const admin = await t.loginAsOperator('administrator');
    expect((await t.call(c.verificationQueue, {}, { as: admin })).ok).toBe(true);
    expect((await t.call(c.verificationQueue, { query: { state: 5 } }, { as: reviewer })).status).toBe(400);
  });
});
