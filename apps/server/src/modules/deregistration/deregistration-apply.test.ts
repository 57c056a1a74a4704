import { COMPANY_STATUS, deregistrationRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../test/catalogue-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { upload } from '../../test/uploads.ts';
import { requestDeregistration, userRow } from './deregistration-fixtures.ts';

describe(`no new application while one's deregistration is pending (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses the uploads and the application, in the caller’s language, until the request is withdrawn', async () => {
    const user = await t.loginAs({ company: { name: '注销中的钢铁公司', status: COMPANY_STATUS.certified } });
    const report = async (lang: 'zh' | 'en') =>
      upload(t, {
        as: user,
        lang,
        fields: { businessType: 'LCA' },
        file: { name: 'LCA报告.pdf', bytes: Buffer.from(await makePdf(['LCA report'])) },
      });
    expect((await report('en')).ok).toBe(true);

    await requestDeregistration(t, user, (await userRow(t, user.id)).account);
    const files = async () =>
      Number(
        (
          await t.db
            .selectFrom('attachments')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await files();
    const en = await report('en');
    expect(en).toMatchObject({ status: 409, error: 'DEREGISTRATION_PENDING' });
    expect(en.message).toMatch(/withdraw the deregistration request to apply again/);
    const zh = await report('zh');
    expect(zh.message).toContain('账号注销审核中');
    expect(await files()).toBe(before);

    expect((await t.call(deregistrationRoutes.revokeLogoff, {}, { as: user })).code).toBe(1);
    expect((await report('en')).ok).toBe(true);
  });
});
