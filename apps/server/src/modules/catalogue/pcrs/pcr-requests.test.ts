import {
  consolePcrRoutes,
  messageRoutes,
  PCR_REQUEST_MAX,
  type PcrRequestStep,
  pcrRoutes,
  type TPcrInsert,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBytes, pdfBytes, pngBytes } from '../../../test/file-bytes.ts';
import {
  authorizationOf,
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import { upload } from '../../../test/uploads.ts';

/** Decision 221: a PCR request's fields, its document, its six steps and who may read it. */
describe(`PCR requests: fields, document, steps (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let ann: TestUser;
  let bob: TestUser;

  const filled = (over: Partial<TPcrInsert> = {}): TPcrInsert => ({
    productName: 'x',
    product: `Product ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Hot-rolled strip for car bodies; the PCR should cover cradle to gate.',
    standards: 'EN 15804+A2',
    contactName: 'Li Lei',
    contactPhone: '010-62345678',
    contactEmail: 'li@example.com',
    ...over,
  });
  const insert = (body: TPcrInsert, as: TestUser, lang: 'zh' | 'en' = 'en') =>
    t.call(pcrRoutes.pcrInsert, { body }, { as, lang });
  const uploadAs = async (as: TestUser, name: string, bytes: Buffer, businessType = 'PCR_REQUEST') =>
    upload(t, { as, fields: { businessType }, file: { name, bytes } });
  const detail = (id: number, as: TestUser, lang: 'zh' | 'en' = 'en') =>
    t.call(pcrRoutes.pcrMineDetail, { body: { id } }, { as, lang });
  const move = (
    id: number,
    step: PcrRequestStep,
    note = '',
    as: TestOperator = editor,
    lang: 'zh' | 'en' = 'en',
  ) => t.call(consolePcrRoutes.pcrRequestStep, { params: { id }, body: { step, note } }, { as, lang });
  const inboxOf = (user: TestUser, lang: 'zh' | 'en' = 'en') =>
    t.data(messageRoutes.innerList, { body: { pageNum: 1, pageSize: 50 } }, { as: user, lang });

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    ann = await t.loginAs({ company: { name: '鞍山钢铁集团有限公司', status: 1 } });
    bob = await t.loginAs({ company: { name: 'Bob Steel', status: 1 } });
  });
  afterAll(() => t?.close());

  it('refuses a missing description and contact, a bad phone and e-mail, in zh and en', async () => {
    const en = await insert(
      filled({ description: ' ', contactName: '', contactPhone: '12345x', contactEmail: 'not-mail' }),
      ann,
      'en',
    );
    expect(en.status).toBe(400);
    expect(en.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.description', message: 'Please describe the product and the request' },
        { path: 'body.contactName', message: 'Please name a contact person' },
        {
          path: 'body.contactPhone',
          message: 'Please enter a mobile number or a landline with its area code',
        },
        { path: 'body.contactEmail', message: 'Please enter the correct e-mail' },
      ]),
    );
    const zh = await insert(
      filled({
        description: 'x'.repeat(PCR_REQUEST_MAX.description + 1),
        standards: 's'.repeat(PCR_REQUEST_MAX.standards + 1),
        contactEmail: `${'a'.repeat(30)}@example.com`,
      }),
      ann,
      'zh',
    );
    expect(zh.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.description', message: '输入内容过长' },
        { path: 'body.standards', message: '输入内容过长' },
        { path: 'body.contactEmail', message: '邮箱不能超过32个字符' },
      ]),
    );
    expect(
      await t.db.selectFrom('pcr_requests').select('id').where('user_id', '=', ann.id).execute(),
    ).toHaveLength(0);
  });

  it('takes a PDF or Word document the user uploaded, and no one else’s or another kind', async () => {
    expect((await uploadAs(ann, 'brief.png', await pngBytes())).fields).toEqual([
      { path: 'file', message: 'Only PDF or Word files are accepted' },
    ]);
    expect((await uploadAs(ann, 'brief.pdf', await pngBytes())).fields).toEqual([
      { path: 'file', message: 'Only PDF or Word files are accepted' },
    ]);
    const word = await uploadAs(ann, 'brief.docx', docxBytes());
    expect(word.status, word.body).toBe(200);
    const bobs = (await uploadAs(bob, 'bob.pdf', pdfBytes())).data!.id;
    const verify = (await uploadAs(ann, 'report.pdf', pdfBytes(), 'EPD_VERIFY')).data!.id;
    for (const attachmentId of [bobs, verify, 999_999]) {
      const res = await insert(filled({ attachmentId }), ann, 'zh');
      expect(res.fields).toEqual([{ path: 'body.attachmentId', message: '附件无效，请重新上传' }]);
    }

    const pdf = (await uploadAs(ann, '需求说明.pdf', pdfBytes())).data!.id;
    const body = filled({ attachmentId: pdf });
    const { id } = (await insert(body, ann)).data!;
    const row = await t.db
      .selectFrom('pcr_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      description: body.description,
      standards: 'EN 15804+A2',
      contact_name: 'Li Lei',
      contact_phone: '010-62345678',
      contact_email: 'li@example.com',
      attachment_id: pdf,
      step: 'submitted',
      status: 'pending',
    });
    // The secretariat sees the fields and can read the document; the user reads their own detail.
    const queue = await t.data(
      consolePcrRoutes.pcrRequestQueue,
      { query: { pageSize: 100 } },
      { as: editor },
    );
    expect(queue.list.find((r) => r.id === id)).toMatchObject({
      contactName: 'Li Lei',
      attachmentId: pdf,
      attachmentName: '需求说明.pdf',
      step: 'submitted',
    });
    const file = await t.inject({
      method: 'GET',
      url: `/api/c/attachments/${pdf}`,
      token: authorizationOf(editor),
    });
    expect(file.statusCode).toBe(200);
    const own = await detail(id, ann);
    expect(own.data).toMatchObject({ attachmentName: '需求说明.pdf', contactEmail: 'li@example.com' });
  });

  it('answers a request only to its user: another company’s id and an unknown one are NOT_FOUND', async () => {
    const { id } = (await insert(filled(), ann)).data!;
    const other = await detail(id, bob, 'zh');
    expect(other.status).toBe(404);
    expect(other.error).toBe('NOT_FOUND');
    expect(other.body).not.toContain('Li Lei');
    expect((await detail(999_999, ann)).error).toBe('NOT_FOUND');
    expect((await detail(id, ann)).data?.steps.map((s) => s.step)).toEqual(['submitted']);
  });

  it('moves an accepted request along the six steps with notes, inbox links, audit; the last frees the product', async () => {
    const body = filled({ product: 'Galvanised sheet' });
    const { id } = (await insert(body, bob)).data!;

    // Not yet accepted: no step.
    const early = await move(id, 'lcaAssessment');
    expect(early.status).toBe(409);
    expect(early.message).toBe('This PCR request cannot move to that step now; please reload and try again');
    expect((await t.call(consolePcrRoutes.pcrRequestAccept, { params: { id } }, { as: editor })).ok).toBe(
      true,
    );

    // Only editors; only the next step.
    expect((await move(id, 'lcaAssessment', '', reviewer)).status).toBe(403);
    expect((await move(id, 'drafting', '', editor, 'zh')).message).toBe(
      '该PCR申请当前不能进入这一步，请刷新后重试',
    );
    expect((await move(id, 'submitted')).error).toBe('PCR_REQUEST_STEP_REFUSED');

    const before = (await inboxOf(bob)).totals;
    const moved = await move(id, 'lcaAssessment', 'Data collection starts on 5 January');
    expect(moved.data).toEqual({ id, status: 'accepted' });
    const inbox = await inboxOf(bob);
    expect(inbox.totals).toBe(before + 1);
    expect(inbox.list[0]?.sendMsg).toContain('(product: Galvanised sheet) has moved to the LCA assessment');
    expect(inbox.list[0]?.sendMsg).toContain('Data collection starts on 5 January');
    expect(inbox.list[0]?.link).toBe('/Pcr/minePcr');
    expect((await inboxOf(bob, 'zh')).list[0]?.sendMsg).toContain('已进入LCA评估阶段');

    // A stale screen moving the same step again is refused and changes nothing.
    expect((await move(id, 'lcaAssessment')).error).toBe('PCR_REQUEST_STEP_REFUSED');

    for (const step of ['drafting', 'verification', 'built'] as const) {
      expect((await move(id, step)).data?.status).toBe('accepted');
    }
    // Still open: the same product cannot be asked again.
    expect((await insert(filled({ product: 'galvanised  SHEET' }), bob)).error).toBe('PCR_REQUEST_DUPLICATE');

    const last = await move(id, 'published', 'PCR-SEPD-2027-001 is online');
    expect(last.data).toEqual({ id, status: 'finished' });
    expect((await move(id, 'published')).error).toBe('PCR_REQUEST_STEP_REFUSED');

    const shown = (await detail(id, bob)).data!;
    expect(shown.status).toBe('finished');
    expect(shown.step).toBe('published');
    expect(shown.steps.map((s) => s.step)).toEqual([
      'submitted',
      'lcaAssessment',
      'drafting',
      'verification',
      'built',
      'published',
    ]);
    expect(shown.steps[1]).toMatchObject({ note: 'Data collection starts on 5 January' });
    expect(shown.steps[2]?.note).toBeNull();
    expect(shown.steps.every((s) => /^\d{4}-\d\d-\d\dT/.test(s.at))).toBe(true);
    expect((await inboxOf(bob)).list[0]?.sendMsg).toContain(
      'announced on the platform; the request is finished',
    );

    const row = await t.db
      .selectFrom('pcr_requests')
      .select(['status', 'active_key', 'step'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'finished', active_key: null, step: 'published' });
    const steps = await t.db
      .selectFrom('pcr_request_steps')
      .select(['step', 'operator_id'])
      .where('request_id', '=', id)
      .orderBy('id')
      .execute();
    expect(steps.map((s) => s.step)).toEqual([
      'lcaAssessment',
      'drafting',
      'verification',
      'built',
      'published',
    ]);
    expect(steps.every((s) => s.operator_id === editor.id)).toBe(true);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'pcrRequest.step')
      .where('target_id', '=', String(id))
      .execute();
    expect(audits).toHaveLength(5);

    // The console lists it under finished, with the operator on each step.
    const finished = await t.data(
      consolePcrRoutes.pcrRequestQueue,
      { query: { status: 'finished', pageSize: 100 } },
      { as: editor },
    );
    const listed = finished.list.find((r) => r.id === id);
    expect(listed?.steps).toHaveLength(6);
    expect(listed?.steps[5]).toMatchObject({ step: 'published', note: 'PCR-SEPD-2027-001 is online' });
    expect(listed?.steps[5]?.actor).not.toBeNull();

    // Finished frees the product (decision 219).
    expect((await insert(filled({ product: 'Galvanised sheet' }), bob)).status).toBe(200);
    expect((await move(999_999, 'lcaAssessment')).error).toBe('NOT_FOUND');
  });

  it('moves of a declined request are refused', async () => {
    const { id } = (await insert(filled(), ann)).data!;
    await t.call(
      consolePcrRoutes.pcrRequestDecline,
      { params: { id }, body: { reason: 'exists' } },
      { as: editor },
    );
    expect((await move(id, 'lcaAssessment')).error).toBe('PCR_REQUEST_STEP_REFUSED');
    expect(
      await t.db.selectFrom('pcr_request_steps').select('id').where('request_id', '=', id).execute(),
    ).toHaveLength(0);
  });
});
