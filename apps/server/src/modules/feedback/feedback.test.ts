import { COMPANY_STATUS, FEEDBACK_LIMITS, feedbackRoutes, type TFeedbackSave } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passCaptcha } from '../../test/account-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { feedbackLimitKeys } from './feedback.service.ts';

const FORM: Omit<TFeedbackSave, 'token'> = {
  companyName: '宝钢测试有限公司',
  nickname: '李雷',
  mail: 'lilei@steel.cn',
  phone: '+86 21-5555 0101',
  information: '请问EPD申请需要准备哪些材料？',
};

describe(`feedback (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  let editor: TestOperator;
  let reviewer: TestOperator;

  const rows = () => t.db.selectFrom('feedback').selectAll().orderBy('id').execute();
  const send = async (as: TestUser, form: Partial<TFeedbackSave> = {}, ip = '198.51.100.20') =>
    t.call(
      feedbackRoutes.feedbackSave,
      { body: { ...FORM, token: await passCaptcha(t), ...form } },
      { as, lang: 'en', ip },
    );

  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs({ company: { name: '宝钢测试有限公司', status: COMPANY_STATUS.certified } });
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
  });
  afterAll(() => t.close());

  it('stores a message sent through a passed captcha, which is consumed', async () => {
    const token = await passCaptcha(t);
    const first = await t.call(feedbackRoutes.feedbackSave, { body: { ...FORM, token } }, { as: user });
    expect(first.ok).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({
      user_id: user.id,
      company_name: FORM.companyName,
      nickname: FORM.nickname,
      mail: FORM.mail,
      phone: FORM.phone,
      information: FORM.information,
      state: 'new',
    });
    // The same proof a second time is refused: one captcha, one message.
    const again = await t.call(
      feedbackRoutes.feedbackSave,
      { body: { ...FORM, token } },
      { as: user, lang: 'en' },
    );
    expect(again).toMatchObject({
      ok: false,
      error: 'CAPTCHA_REQUIRED',
      message: 'Please complete the security check first',
    });
    expect(await rows()).toHaveLength(1);
  });

  it('refuses a missing or made-up captcha, and anonymous callers', async () => {
    const none = await t.call(feedbackRoutes.feedbackSave, { body: { ...FORM, token: '' } }, { as: user });
    expect(none).toMatchObject({ ok: false, status: 400 });
    const forged = await t.call(
      feedbackRoutes.feedbackSave,
      { body: { ...FORM, token: 'x'.repeat(40) } },
      { as: user },
    );
    expect(forged).toMatchObject({ ok: false, error: 'CAPTCHA_REQUIRED' });
    const anonymous = await t.call(feedbackRoutes.feedbackSave, {
      body: { ...FORM, token: await passCaptcha(t) },
    });
    expect(anonymous.ok).toBe(false);
    expect(anonymous.status).toBe(401);
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    ['companyName', '', 'Please enter the company name'],
    ['companyName', 'x'.repeat(FEEDBACK_LIMITS.companyName + 1), 'This value is too long'],
    ['nickname', '  ', 'Please enter your name'],
    ['nickname', 'y'.repeat(FEEDBACK_LIMITS.nickname + 1), 'This value is too long'],
    ['mail', '', 'Please enter your e-mail'],
    ['mail', 'not-an-address', 'Please enter a correct e-mail'],
    ['mail', `${'a'.repeat(24)}@steel.cn`, null],
    ['phone', '', 'Please enter a phone number'],
    ['phone', 'call me', 'Please enter a correct phone number'],
    ['phone', '1'.repeat(FEEDBACK_LIMITS.phone + 1), null],
    ['information', '', 'Please enter your question'],
    ['information', 'z'.repeat(FEEDBACK_LIMITS.information + 1), 'This value is too long'],
    ['information', 'a\u0000b', null],
  ])('refuses %s = %j in the caller language, writing nothing', async (field, value, message) => {
    const res = await t.call(
      feedbackRoutes.feedbackSave,
      { body: { ...FORM, token: 'unused-proof-of-a-refused-form', [field]: value } },
      { as: user, lang: 'en' },
    );
    expect(res.ok).toBe(false);
    expect(res.status).toBe(400);
    if (message) expect(res.fields?.map((f) => f.message)).toContain(message);
    expect(await rows()).toHaveLength(1);
  });

  it('counts sends per user within the limit', async () => {
    const sender = await t.loginAs({
      company: { name: '限流测试钢铁公司', status: COMPANY_STATUS.certified },
    });
    await t.app.services.limiter.hit(
      feedbackLimitKeys(sender.id, null).user,
      0,
      FEEDBACK_LIMITS.windowMs,
      FEEDBACK_LIMITS.perUser,
    );
    const refused = await send(sender, {}, '198.51.100.99');
    expect(refused).toMatchObject({ ok: false, error: 'RATE_LIMITED', status: 429 });
    expect((await rows()).filter((r) => r.user_id === sender.id)).toHaveLength(0);
  });

  it('lists, marks read and answers in the console, with audit entries; filters by state', async () => {
    const id = (await rows())[0]?.id ?? 0;
    const list = await t.data(feedbackRoutes.feedbackList, { query: { state: 'new' } }, { as: editor });
    expect(list.list.map((f) => f.id)).toContain(id);
    expect(list.list[0]).toMatchObject({ nickname: FORM.nickname, state: 'new', answerNote: null });

    const read = await t.data(feedbackRoutes.feedbackRead, { params: { id } }, { as: editor });
    expect(read.state).toBe('read');
    expect(
      (await t.data(feedbackRoutes.feedbackList, { query: { state: 'new' } }, { as: editor })).list,
    ).toHaveLength(0);

    const answered = await t.data(
      feedbackRoutes.feedbackAnswer,
      { params: { id }, body: { answerNote: 'Called back on 2026-11-23' } },
      { as: editor },
    );
    expect(answered).toMatchObject({ state: 'answered', answerNote: 'Called back on 2026-11-23' });
    // Reading an answered message again leaves it answered.
    expect((await t.data(feedbackRoutes.feedbackRead, { params: { id } }, { as: editor })).state).toBe(
      'answered',
    );
    const answeredList = await t.data(
      feedbackRoutes.feedbackList,
      { query: { state: 'answered' } },
      { as: editor },
    );
    expect(answeredList.list.map((f) => f.id)).toEqual([id]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('target_type', '=', 'feedback')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'feedback.read', operator_id: editor.id },
      { action: 'feedback.answer', operator_id: editor.id },
    ]);
  });

  it('refuses the console calls to portal users, to reviewers, and hostile input', async () => {
    const id = (await rows())[0]?.id ?? 0;
    for (const as of [user, reviewer]) {
      expect((await t.call(feedbackRoutes.feedbackList, {}, { as })).ok).toBe(false);
      expect((await t.call(feedbackRoutes.feedbackRead, { params: { id } }, { as })).ok).toBe(false);
      expect(
        (await t.call(feedbackRoutes.feedbackAnswer, { params: { id }, body: { answerNote: 'x' } }, { as }))
          .ok,
      ).toBe(false);
    }
    expect((await t.call(feedbackRoutes.feedbackList, {})).status).toBe(401);
    expect(
      await t.call(feedbackRoutes.feedbackRead, { params: { id: 999_999 } }, { as: editor }),
    ).toMatchObject({
      ok: false,
      error: 'NOT_FOUND',
    });
    const empty = await t.call(
      feedbackRoutes.feedbackAnswer,
      { params: { id }, body: { answerNote: '   ' } },
      { as: editor, lang: 'en' },
    );
    expect(empty).toMatchObject({ ok: false, status: 400 });
    const wrongState = await t.inject({
      method: 'GET',
      url: '/api/c/feedback?state=deleted',
      token: `Bearer ${editor.token}`,
    });
    expect(wrongState.statusCode).toBe(400);
    // Nothing changed by the refusals.
    expect((await rows())[0]).toMatchObject({ state: 'answered', answer_note: 'Called back on 2026-11-23' });
  });
});

describe(`feedback from users of any company (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('takes feedback from any logged-in user, whatever their company (decision 192)', async () => {
    const pending = await t.loginAs({
      company: { name: '审核中测试有限公司', status: COMPANY_STATUS.pending },
    });
    const none = await t.loginAs();
    for (const as of [pending, none]) {
      const answer = await t.call(
        feedbackRoutes.feedbackSave,
        { body: { ...FORM, token: await passCaptcha(t) } },
        { as, lang: 'en' },
      );
      expect(answer.ok, answer.body).toBe(true);
    }
    const saved = await t.db.selectFrom('feedback').select('user_id').orderBy('id').execute();
    expect(saved.map((r) => r.user_id)).toEqual([pending.id, none.id]);
  });
});
