import { accountRoutes, type TNameUpdate } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';

describe(`supplement and profession forms (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs();
  });
  afterAll(() => t.close());

  const update = (body: TNameUpdate, as = user, lang?: 'en') =>
    t.call(accountRoutes.nameUpdate, { body }, { as, ...(lang ? { lang } : {}) });

  it('saves the supplement form with an industry path and a channel', async () => {
    const res = await update({
      userName: '  王小明  ',
      companyName: ' 宝山钢铁股份有限公司 ',
      companyType: '1',
      contacts: '王工',
      department: '技术中心',
      job: '工程师',
      professionId: 311,
      productTypeHierarchy: '[301,311]',
      channelId: 201,
      newchannelId: 211,
      demand: '申请热轧产品EPD',
    });
    // The person's name and the company's are two answers: the header shows the company's.
    expect(res).toMatchObject({
      code: 1,
      data: { userName: '王小明', companyName: '宝山钢铁股份有限公司', companyType: '1' },
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_name: '王小明',
      contacts: '王工',
      profession_id: 311,
      profession_hierarchy: '[301,311]',
      channel_id: 211,
    });
    const company = await t.db
      .selectFrom('companies')
      .select(['name', 'status', 'company_type'])
      .where('id', '=', row.company_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({ name: '宝山钢铁股份有限公司', status: null, company_type: '1' });
  });

  it('submits a registration under review with its answers, once, and names its company (decision 198)', async () => {
    const fresh = await t.loginAs({ account: 'fresh@steel.cn' });
    await t.db.updateTable('users').set({ audit_status: 0 }).where('id', '=', fresh.id).execute();
    const submittedAt = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('registration_submitted_at')
          .where('id', '=', fresh.id)
          .executeTakeFirstOrThrow()
      ).registration_submitted_at;
    expect(await submittedAt()).toBeNull();
    const answers = { userName: '张三', companyName: '鞍钢股份有限公司', companyType: '1', contacts: '张工' };
    expect((await update(answers, fresh)).data).toMatchObject({
      companyName: '鞍钢股份有限公司',
      auditStatus: 0,
    });
    const first = await submittedAt();
    expect(first).not.toBeNull();
    // Saved again (another tab): the same company renamed, the first submission kept.
    const again = await update({ ...answers, companyName: '鞍钢集团有限公司' }, fresh);
    expect(again.data).toMatchObject({ companyName: '鞍钢集团有限公司' });
    expect(await submittedAt()).toBe(first);
    const companies = await t.db
      .selectFrom('companies')
      .select('name')
      .where('name', 'in', ['鞍钢股份有限公司', '鞍钢集团有限公司'])
      .execute();
    expect(companies).toEqual([{ name: '鞍钢集团有限公司' }]);

    // A certification vouches for a company's name: the answers cannot change it.
    const vouched = await t.loginAs({ company: { name: '已认证钢铁有限公司', status: 1 } });
    const renamed = await update({ ...answers, companyName: '改名钢铁有限公司' }, vouched, 'en');
    expect(renamed.status).toBe(400);
    expect(renamed.fields).toEqual([
      {
        path: 'body.companyName',
        message: 'Your company is certified or under review; its name cannot be changed here',
      },
    ]);
    expect((await update({ ...answers, companyName: '已认证钢铁有限公司' }, vouched)).code).toBe(1);
  });

  it('requires the company type and contacts of the supplement form', async () => {
    const res = await update({ userName: '宝钢', contacts: '' }, user, 'en');
    expect(res.status).toBe(400);
    expect(res.fields?.map((f) => f.path)).toEqual(['body.companyName', 'body.companyType', 'body.contacts']);
    expect(res.fields?.[0]?.message).toBe('Please enter the company name');
  });

  it("needs the free text when 'other' is chosen, and refuses ids outside the dictionary", async () => {
    const other = await update({
      userName: '宝钢',
      companyName: '宝山钢铁股份有限公司',
      companyType: '1',
      contacts: '王工',
      professionId: 399,
      channelId: 299,
    });
    expect(other.fields?.map((f) => [f.path, f.message])).toEqual([
      ['body.otherProfession', '请填写其他行业'],
      ['body.otherChannel', '请填写其他渠道'],
    ]);
    const ok = await update({
      userName: '宝钢',
      companyName: '宝山钢铁股份有限公司',
      companyType: '1',
      contacts: '王工',
      professionId: 399,
      otherProfession: '矿山',
      channelId: 299,
      otherChannel: '展会',
    });
    expect(ok.code).toBe(1);
    const foreign = await update({
      userName: '宝钢',
      companyName: '宝山钢铁股份有限公司',
      companyType: '1',
      contacts: '王工',
      professionId: 101,
      channelId: 311,
    });
    expect(foreign.fields?.map((f) => f.path)).toEqual(['body.professionId', 'body.channelId']);
    const wrongPath = await update({
      userName: '宝钢',
      professionId: 311,
      productTypeHierarchy: '[302,311]',
    });
    expect(wrongPath.fields?.[0]?.path).toBe('body.productTypeHierarchy');
  });

  it('saves the mobile profession form (name and industry only)', async () => {
    const res = await update({ userName: '李雷', professionId: 301, productTypeHierarchy: '[301]' });
    expect(res.data?.userName).toBe('李雷');
    expect((await update({ userName: '李雷' })).fields?.[0]?.path).toBe('body.professionId');
  });

  it("changes only the caller's own name", async () => {
    const other = await t.loginAs();
    const rename = (userName: string, as?: TestUser) =>
      t.call(accountRoutes.updateUserName, { body: { userName } }, as ? { as } : {});
    await rename('韩梅梅', other);
    const mine = await t.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(mine.user_name).toBe('李雷');
    const theirs = await t.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(theirs.user_name).toBe('韩梅梅');
    const long = await rename('x'.repeat(33), other);
    expect(long.message).toBe('名称不能超过32个字符');
    expect((await rename('x')).status).toBe(401);
  });
});
