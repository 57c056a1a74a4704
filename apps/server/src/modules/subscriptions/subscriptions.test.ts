import {
  accountRoutes,
  applicationRoutes,
  COMPANY_STATUS,
  captchaRoutes,
  consoleEpdsRoutes,
  LCA_TRIAL_DAYS_DEFAULT,
  messageRoutes,
  subscriptionRoutes as r,
  referenceRoutes,
  type TLcaSubscribe,
  type TPlatformSettingsUpdate,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../platform/days.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LCA_DEFAULT = 'https://lca-default.example.com/start';
const EPD_DEFAULT = 'https://epd-default.example.com/fill';

/** A day n days from today in the platform's zone (the test config's), as the console sends it. */
const dayFromNow = (n: number) => todayIn('Asia/Shanghai', new Date(Date.now() + n * DAY_MS));

describe(`LCA tool subscription (${engineName})`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let reviewer: TestOperator;
  let editor: TestOperator;
  let admin: TestOperator;

  const accountOf = async (u: TestUser) =>
    (await t.db.selectFrom('users').select('account').where('id', '=', u.id).executeTakeFirstOrThrow())
      .account;
  const formOf = async (u: TestUser, patch: Partial<TLcaSubscribe> = {}): Promise<TLcaSubscribe> => ({
    mobile: await accountOf(u),
    username: '王工',
    companyName: 'whatever the body says',
    industryCategory: 'whatever the body says',
    position: 'LCA engineer',
    ...patch,
  });
  const rowsOf = (u: TestUser) =>
    t.db.selectFrom('lca_subscriptions').selectAll().where('user_id', '=', u.id).execute();
  const messagesOf = (u: TestUser) =>
    t.db.selectFrom('messages').selectAll().where('user_id', '=', u.id).orderBy('id').execute();
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'detail'])
      .where('target_type', '=', 'lca_subscription')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
  const steelUser = async (name: string) => {
    const u = await t.loginAs({ company: { name, status: COMPANY_STATUS.certified } });
    await t.db
      .updateTable('companies')
      .set({ industry_category: '1' })
      .where('id', '=', u.companyId ?? 0)
      .execute();
    return u;
  };
  const SETTINGS: TPlatformSettingsUpdate = {
    lcaToolUrl: '',
    epdToolUrl: '',
    lcaTrialDays: LCA_TRIAL_DAYS_DEFAULT,
    lcaToolSwitch: true,
    qrShow: true,
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { LCA_TOOL_URL: LCA_DEFAULT, EPD_TOOL_URL: EPD_DEFAULT } });
    alice = await steelUser('宝钢测试一有限公司');
    bob = await steelUser('宝钢测试二有限公司');
    admin = await t.loginAsOperator('administrator');
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
  });
  afterAll(() => t.close());

  it('fills the form from the records: account, company name and industry in the caller language', async () => {
    const zh = await t.data(r.subscribeForm, {}, { as: alice, lang: 'zh' });
    expect(zh).toEqual({
      mobile: await accountOf(alice),
      username: null,
      companyName: '宝钢测试一有限公司',
      industryCategory: '钢铁',
      trialDays: LCA_TRIAL_DAYS_DEFAULT,
    });
    const en = await t.data(r.subscribeForm, {}, { as: alice, lang: 'en' });
    expect(en.industryCategory).toBe('Iron and steel');
    expect((await t.call(r.subscribeForm)).status).toBe(401);
  });

  it.each([
    ['mobile', 'The account is missing'],
    ['username', 'Please enter the user name'],
    ['companyName', 'Please enter the company name'],
    ['industryCategory', 'Please enter the industry'],
    ['position', 'Please enter the position'],
  ] as const)('refuses an empty %s with its message, writing nothing', async (field, message) => {
    for (const value of ['', '   ']) {
      const res = await t.call(
        r.subscribe,
        { body: await formOf(alice, { [field]: value }) },
        { as: alice, lang: 'en' },
      );
      expect(res).toMatchObject({ ok: false, status: 400 });
      expect(res.fields?.map((f) => f.message)).toContain(message);
    }
    const zh = await t.call(
      r.subscribe,
      { body: await formOf(alice, { [field]: '' }) },
      { as: alice, lang: 'zh' },
    );
    expect(zh.fields?.[0]?.message).toMatch(/^请输入|^缺少/);
    expect(await rowsOf(alice)).toHaveLength(0);
  });

  it('refuses anonymous callers and a form sent for another account', async () => {
    expect((await t.call(r.subscribe, { body: await formOf(alice) })).status).toBe(401);
    expect((await t.call(r.checkSubscription)).status).toBe(401);
    const forBob = await t.call(
      r.subscribe,
      { body: await formOf(alice, { mobile: await accountOf(bob) }) },
      { as: alice, lang: 'en' },
    );
    expect(forBob).toMatchObject({ ok: false, error: 'LCA_SUBSCRIPTION_ACCOUNT_MISMATCH' });
    expect(await rowsOf(alice)).toHaveLength(0);
    expect(await rowsOf(bob)).toHaveLength(0);
  });

  it('checks false before, starts a trial of the set length, checks true after with the end date', async () => {
    expect(await t.data(r.checkSubscription, {}, { as: alice })).toBeNull();
    const started = Date.now();
    const trial = await t.data(r.subscribe, { body: await formOf(alice) }, { as: alice, lang: 'zh' });
    expect(trial.state).toBe('trial');
    const length = Date.parse(trial.endsAt) - Date.parse(trial.startsAt);
    expect(length).toBe(LCA_TRIAL_DAYS_DEFAULT * DAY_MS);
    expect(Date.parse(trial.startsAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(trial.toolUrl).toBe(LCA_DEFAULT);

    const check = await t.data(r.checkSubscription, {}, { as: alice });
    expect(check).toEqual(trial);
    // The company and industry are the record's, not the body's.
    const [row] = await rowsOf(alice);
    expect(row).toMatchObject({
      username: '王工',
      position: 'LCA engineer',
      company_name: '宝钢测试一有限公司',
      industry: '钢铁',
      company_id: alice.companyId,
      granted_by: null,
    });
    // Bob sees nothing of Alice's.
    expect(await t.data(r.checkSubscription, {}, { as: bob })).toBeNull();
  });

  it('answers a second subscribe while the trial runs with the same subscription', async () => {
    const before = await t.data(r.checkSubscription, {}, { as: alice });
    const again = await t.data(
      r.subscribe,
      { body: await formOf(alice, { position: 'CTO' }) },
      { as: alice },
    );
    expect(again).toEqual(before);
    const rows = await rowsOf(alice);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.position).toBe('LCA engineer');
  });

  it('refuses a user without a company, or whose records name no industry', async () => {
    const loner = await t.loginAs();
    const res = await t.call(r.subscribe, { body: await formOf(loner) }, { as: loner, lang: 'en' });
    expect(res).toMatchObject({
      ok: false,
      error: 'LCA_SUBSCRIPTION_NO_COMPANY',
      message: 'Your account has no company on record, so it cannot subscribe',
    });
    const noIndustry = await t.loginAs({ company: { name: '无行业测试公司' } });
    expect(await t.call(r.subscribe, { body: await formOf(noIndustry) }, { as: noIndustry })).toMatchObject({
      ok: false,
      error: 'LCA_SUBSCRIPTION_NO_INDUSTRY',
    });
    // The user's own industry (the supplement form) stands in for the company's.
    const profession = await t.db
      .selectFrom('dict_items')
      .select('id')
      .where('type_code', '=', 'INDUSTRY_CLASSIFICATION')
      .where('parent_id', 'is', null)
      .where('enabled', '=', 1)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ profession_id: profession.id })
      .where('id', '=', noIndustry.id)
      .execute();
    const started = await t.data(r.subscribe, { body: await formOf(noIndustry) }, { as: noIndustry });
    expect(started.state).toBe('trial');
    expect(await rowsOf(loner)).toHaveLength(0);
  });

  it.each([
    ['a second-level item', false],
    ["the 'other' item with its text", true],
  ] as const)(
    'subscribes a certified user without an industry once they choose %s (/lcaTools)',
    async (_, other) => {
      const u = await t.loginAs({
        company: { name: `无行业认证公司${other ? '二' : '一'}`, status: COMPANY_STATUS.certified },
      });
      expect((await t.data(r.subscribeForm, {}, { as: u, lang: 'zh' })).industryCategory).toBeNull();
      expect(await t.call(r.subscribe, { body: await formOf(u) }, { as: u })).toMatchObject({
        ok: false,
        error: 'LCA_SUBSCRIPTION_NO_INDUSTRY',
      });
      // The portal's choice: the INDUSTRY_CLASSIFICATION tree, saved by the profession form's call.
      const tree = await t.data(
        referenceRoutes.dictTree,
        { params: { type: 'INDUSTRY_CLASSIFICATION' } },
        { as: u, lang: 'zh' },
      );
      const parent = tree.find((item) => item.childrens.some((c) => c.itemDesc !== 'other'));
      const item = other
        ? [...tree, ...tree.flatMap((i) => i.childrens)].find((i) => i.itemDesc === 'other')
        : parent?.childrens.find((c) => c.itemDesc !== 'other');
      if (!item) throw new Error('the seeded tree has no such item');
      const path = item.parentId === null ? [item.id] : [item.parentId, item.id];
      await t.data(
        accountRoutes.nameUpdate,
        {
          body: {
            userName: '王工',
            iprofessionId: path[0],
            professionId: item.id,
            productTypeHierarchy: JSON.stringify(path),
            ...(other ? { otherProfession: '废钢回收' } : {}),
          },
        },
        { as: u, lang: 'zh' },
      );
      const industry = other ? '废钢回收' : item.itemValue;
      expect((await t.data(r.subscribeForm, {}, { as: u, lang: 'zh' })).industryCategory).toBe(industry);
      const started = await t.data(r.subscribe, { body: await formOf(u) }, { as: u, lang: 'zh' });
      expect(started.state).toBe('trial');
      expect((await rowsOf(u)).map((row) => row.industry)).toEqual([industry]);
    },
  );

  it('an expired trial is not running, and a used trial cannot start again', async () => {
    const carol = await steelUser('过期测试钢铁公司');
    await t.data(r.subscribe, { body: await formOf(carol) }, { as: carol });
    await t.db
      .updateTable('lca_subscriptions')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', carol.id)
      .execute();
    expect(await t.data(r.checkSubscription, {}, { as: carol })).toBeNull();
    expect(await t.call(r.subscribe, { body: await formOf(carol) }, { as: carol, lang: 'en' })).toMatchObject(
      {
        ok: false,
        error: 'LCA_TRIAL_USED',
        status: 409,
      },
    );
    const expired = await t.data(r.subscriptionList, { query: { filter: 'expired' } }, { as: reviewer });
    expect(expired.list.map((s) => s.userId)).toContain(carol.id);
    expect(expired.list.find((s) => s.userId === carol.id)?.running).toBe(false);
  });

  it('grants, extends and ends in the console, each with an audit entry and an inner message', async () => {
    const dave = await steelUser('开通测试钢铁公司');
    const account = await accountOf(dave);
    const end = dayFromNow(90);
    const granted = await t.data(
      r.subscriptionGrant,
      { body: { account, kind: 'active', endDate: end } },
      { as: reviewer },
    );
    expect(granted).toMatchObject({
      userId: dave.id,
      state: 'active',
      running: true,
      grantedBy: reviewer.username,
    });
    expect(todayIn('Asia/Shanghai', new Date(Date.parse(granted.endsAt) - 1))).toBe(end);
    const check = await t.data(r.checkSubscription, {}, { as: dave });
    expect(check?.state).toBe('active');
    expect(check?.endsAt).toBe(granted.endsAt);
    // The day picked is the last day shown, in the console and to the user (not the midnight after).
    expect(granted.lastDay).toBe(end);
    expect(check?.lastDay).toBe(end);

    // A second grant while it runs is refused; so is a date in the past or an impossible one.
    expect(
      await t.call(r.subscriptionGrant, { body: { account, kind: 'trial', endDate: end } }, { as: reviewer }),
    ).toMatchObject({ ok: false, error: 'LCA_SUBSCRIPTION_RUNNING' });
    for (const endDate of [dayFromNow(-1), '2027-02-31', dayFromNow(4000)]) {
      expect(
        await t.call(
          r.subscriptionExtend,
          { params: { id: granted.id }, body: { endDate } },
          { as: reviewer },
        ),
      ).toMatchObject({ ok: false, error: 'LCA_SUBSCRIPTION_END_DATE' });
    }
    expect(
      await t.call(
        r.subscriptionGrant,
        { body: { account: '13900000000', kind: 'trial', endDate: end } },
        { as: reviewer, lang: 'en' },
      ),
    ).toMatchObject({
      ok: false,
      error: 'LCA_SUBSCRIPTION_USER_UNKNOWN',
      message: 'No user has this account',
    });

    const later = dayFromNow(200);
    const extended = await t.data(
      r.subscriptionExtend,
      { params: { id: granted.id }, body: { endDate: later } },
      { as: admin },
    );
    expect(extended.endsAt > granted.endsAt).toBe(true);
    expect(extended.lastDay).toBe(later);

    const ended = await t.data(
      r.subscriptionEnd,
      { params: { id: granted.id }, body: { reason: '合同到期 <b>x</b>' } },
      { as: reviewer },
    );
    expect(ended).toMatchObject({ state: 'ended', running: false });
    expect(await t.data(r.checkSubscription, {}, { as: dave })).toBeNull();
    expect(
      await t.call(
        r.subscriptionEnd,
        { params: { id: granted.id }, body: { reason: 'again' } },
        { as: reviewer },
      ),
    ).toMatchObject({ ok: false, error: 'LCA_SUBSCRIPTION_ENDED' });
    expect(
      await t.call(
        r.subscriptionExtend,
        { params: { id: granted.id }, body: { endDate: later } },
        { as: reviewer },
      ),
    ).toMatchObject({ ok: false, error: 'LCA_SUBSCRIPTION_ENDED' });

    expect((await auditOf(granted.id)).map((a) => [a.action, a.operator_id])).toEqual([
      ['subscription.grant', reviewer.id],
      ['subscription.extend', admin.id],
      ['subscription.end', reviewer.id],
    ]);
    expect((await messagesOf(dave)).map((m) => [m.text_key, JSON.parse(m.params ?? '{}')])).toEqual([
      ['inbox.subscription.granted.active', { date: end }],
      ['inbox.subscription.extended', { date: later }],
      ['inbox.subscription.ended', { reason: '合同到期 <b>x</b>' }],
    ]);
    // The user reads them rendered in their language, the reason escaped.
    const inbox = await t.data(
      messageRoutes.innerList,
      { body: { pageNum: 1, pageSize: 10 } },
      { as: dave, lang: 'en' },
    );
    const texts = inbox.list.map((m) => m.sendMsg);
    expect(texts).toContain('Your LCA tool subscription has ended. Reason: 合同到期 &lt;b&gt;x&lt;/b&gt;');
    expect(texts.some((m) => m.includes(`extended until ${later}`))).toBe(true);

    // An ended subscription may be granted again: a new trial.
    const again = await t.data(
      r.subscriptionGrant,
      { body: { account, kind: 'trial', endDate: dayFromNow(14) } },
      { as: reviewer },
    );
    expect(again).toMatchObject({ id: granted.id, state: 'trial', running: true });
    expect(await rowsOf(dave)).toHaveLength(1);
  });

  it('lists with filters and a keyword', async () => {
    const running = await t.data(r.subscriptionList, { query: { filter: 'running' } }, { as: reviewer });
    expect(running.list.every((s) => s.running)).toBe(true);
    expect(running.list.map((s) => s.userId)).toContain(alice.id);
    const byCompany = await t.data(r.subscriptionList, { query: { keyword: '测试一' } }, { as: reviewer });
    expect(byCompany.list.map((s) => s.userId)).toEqual([alice.id]);
    const wildcard = await t.data(r.subscriptionList, { query: { keyword: '%' } }, { as: reviewer });
    expect(wildcard.list).toHaveLength(0);
  });

  it('refuses the console calls to portal users, editors and anonymous callers', async () => {
    const [row] = await rowsOf(alice);
    const id = row?.id ?? 0;
    const end = dayFromNow(30);
    for (const as of [alice, editor] as const) {
      expect((await t.call(r.subscriptionList, {}, { as })).ok).toBe(false);
      expect(
        (await t.call(r.subscriptionGrant, { body: { account: 'x', kind: 'trial', endDate: end } }, { as }))
          .ok,
      ).toBe(false);
      expect(
        (await t.call(r.subscriptionExtend, { params: { id }, body: { endDate: end } }, { as })).ok,
      ).toBe(false);
      expect((await t.call(r.subscriptionEnd, { params: { id }, body: { reason: 'x' } }, { as })).ok).toBe(
        false,
      );
    }
    expect((await t.call(r.subscriptionList, {})).status).toBe(401);
    expect(
      await t.call(r.subscriptionEnd, { params: { id: 999_999 }, body: { reason: 'x' } }, { as: reviewer }),
    ).toMatchObject({
      ok: false,
      error: 'NOT_FOUND',
    });
    // Alice's subscription is unchanged by all of it.
    expect((await rowsOf(alice))[0]?.state).toBe('trial');
  });

  describe('settings', () => {
    it('are read and changed by administrators only', async () => {
      for (const as of [reviewer, editor, alice] as const) {
        expect((await t.call(r.settingsGet, {}, { as })).ok).toBe(false);
        expect((await t.call(r.settingsSet, { body: SETTINGS }, { as })).ok).toBe(false);
      }
      expect(await t.data(r.settingsGet, {}, { as: admin })).toMatchObject({
        lcaToolUrl: '',
        epdToolUrl: '',
        lcaTrialDays: LCA_TRIAL_DAYS_DEFAULT,
        lcaToolSwitch: true,
        qrShow: true,
        captchaType: 'blockPuzzle',
        defaults: { lcaToolUrl: LCA_DEFAULT, epdToolUrl: EPD_DEFAULT, lcaTrialDays: LCA_TRIAL_DAYS_DEFAULT },
      });
    });

    it.each([
      ['lcaToolUrl', 'ftp://tool.example.com/'],
      ['lcaToolUrl', 'javascript:alert(1)'],
      ['epdToolUrl', 'not an address'],
      ['epdToolUrl', `https://example.com/${'a'.repeat(600)}`],
      ['lcaTrialDays', 0],
      ['lcaTrialDays', 367],
      ['lcaTrialDays', 2.5],
    ] as const)('refuses %s = %j', async (field, value) => {
      const res = await t.call(
        r.settingsSet,
        { body: { ...SETTINGS, [field]: value } },
        { as: admin, lang: 'en' },
      );
      expect(res).toMatchObject({ ok: false, status: 400 });
      expect((await t.data(r.settingsGet, {}, { as: admin })).lcaToolUrl).toBe('');
    });

    it('are used by the application references and the subscription, with an audit entry', async () => {
      const lca = 'http://127.0.0.1:4713/about?from=lca';
      const epd = 'https://epd.example.org/tool';
      const saved = await t.data(
        r.settingsSet,
        { body: { lcaToolUrl: lca, epdToolUrl: epd, lcaTrialDays: 7, lcaToolSwitch: false, qrShow: false } },
        { as: admin, lang: 'en' },
      );
      expect(saved).toMatchObject({
        lcaToolUrl: lca,
        epdToolUrl: epd,
        lcaTrialDays: 7,
        lcaToolSwitch: false,
        qrShow: false,
      });
      // The switch is off: the LCA tool button is hidden; the EPD tool is the set address.
      expect(await t.data(applicationRoutes.toolLinks, {}, { as: bob })).toEqual({
        epdToolUrl: epd,
        lcaToolEnabled: false,
        lcaToolUrl: null,
      });
      // The dictionary item is the same switch.
      const item = await t.db
        .selectFrom('dict_items')
        .select(['value_zh', 'value_en'])
        .where('type_code', '=', 'LCA_TOOL_SWITCH')
        .where('item_code', '=', 'ENABLED')
        .executeTakeFirstOrThrow();
      expect(item).toEqual({ value_zh: 'false', value_en: 'false' });
      expect((await t.data(consoleEpdsRoutes.qrShowGet, {}, { as: admin })).value).toBe(false);

      // A new trial takes the set length and the set address.
      const trial = await t.data(r.subscribe, { body: await formOf(bob) }, { as: bob });
      expect(Date.parse(trial.endsAt) - Date.parse(trial.startsAt)).toBe(7 * DAY_MS);
      expect(trial.toolUrl).toBe(lca);

      await t.data(
        r.settingsSet,
        { body: { ...SETTINGS, lcaToolSwitch: true, epdToolUrl: epd } },
        { as: admin },
      );
      expect(await t.data(applicationRoutes.toolLinks, {}, { as: bob })).toEqual({
        epdToolUrl: epd,
        lcaToolEnabled: true,
        lcaToolUrl: LCA_DEFAULT,
      });
      // Cleared addresses fall back to the configuration.
      await t.data(r.settingsSet, { body: SETTINGS }, { as: admin });
      expect(await t.data(applicationRoutes.toolLinks, {}, { as: bob })).toMatchObject({
        epdToolUrl: EPD_DEFAULT,
      });
      expect((await t.data(r.checkSubscription, {}, { as: bob }))?.toolUrl).toBe(LCA_DEFAULT);

      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'operator_id', 'detail'])
        .where('action', '=', 'setting.platform')
        .orderBy('id')
        .execute();
      expect(audit).toHaveLength(3);
      expect(audit.every((a) => a.operator_id === admin.id)).toBe(true);
      expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({
        before: { lcaToolUrl: '', lcaToolSwitch: true },
        after: { lcaToolUrl: lca, lcaToolSwitch: false, lcaTrialDays: 7 },
      });
    });

    it("choose the portal's captcha, which anyone may ask for (decision 225)", async () => {
      const portalKind = async () => (await t.data(captchaRoutes.captchaType, {})).captchaType;
      expect(await portalKind()).toBe('blockPuzzle');
      const saved = await t.data(
        r.settingsSet,
        { body: { ...SETTINGS, captchaType: 'clickWord' } },
        { as: admin },
      );
      expect(saved.captchaType).toBe('clickWord');
      expect(await portalKind()).toBe('clickWord');
      const row = await t.db
        .selectFrom('system_settings')
        .select('value')
        .where('key', '=', 'captchaType')
        .executeTakeFirstOrThrow();
      expect(row.value).toBe('clickWord');
      // A save without it (an older console) keeps it; an unknown kind is refused.
      await t.data(r.settingsSet, { body: SETTINGS }, { as: admin });
      expect(await portalKind()).toBe('clickWord');
      const wrong = await t.call(
        r.settingsSet,
        { body: { ...SETTINGS, captchaType: 'rotate' as 'clickWord' } },
        { as: admin, lang: 'en' },
      );
      expect(wrong).toMatchObject({ ok: false, status: 400, error: 'VALIDATION_FAILED' });
      expect(await portalKind()).toBe('clickWord');
      await t.data(r.settingsSet, { body: { ...SETTINGS, captchaType: 'blockPuzzle' } }, { as: admin });
      expect(await portalKind()).toBe('blockPuzzle');
      expect(
        (await t.call(r.settingsSet, { body: { ...SETTINGS, captchaType: 'clickWord' } }, { as: reviewer }))
          .ok,
      ).toBe(false);
      expect(await portalKind()).toBe('blockPuzzle');
    });
  });
});
