import { applicationRoutes as p, consoleApplicationRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationState, insertApplication, makeApplicant } from '../../../test/application-fixtures.ts';
import { makePdf } from '../../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import { upload } from '../../../test/uploads.ts';

/**
 * Issue 29: corrected LCA data is confirmed only after a file was uploaded since the
 * secretariat asked for it; another company cannot confirm it either.
 */
describe(`applications: confirming corrected data (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;
  let user: TestUser;
  let rival: TestUser;

  const confirm = (applyId: number, as: TestUser, lang: 'zh' | 'en' = 'en') =>
    t.call(p.lcaValidateUpdate, { body: { status: 0, applyId } }, { as, lang });

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
    user = await makeApplicant(t);
    rival = await makeApplicant(t, '另一家钢铁有限公司');
  });
  afterAll(() => t.close());

  it('refuses the confirmation before any file is replaced, in the caller’s language', async () => {
    const app = await insertApplication(t, user, { stage: 30, quoteStatus: 2, contractStatus: 3 });
    await t.data(
      r.applicationLcaCorrection,
      { params: { id: app.id }, body: { note: '请补充电力消耗数据' } },
      { as: reviewer },
    );
    const before = await applicationState(t, app.id);
    const en = await confirm(app.id, user);
    expect(en.status).toBe(409);
    expect(en.error).toBe('APPLICATION_NOTHING_REPLACED');
    expect(en.message).toBe('Upload the corrected file first, then confirm the data has been corrected');
    const zh = await confirm(app.id, user, 'zh');
    expect(zh.message).toBe('请先重新上传需要更正的文件，再确认数据已修改');
    // Another company's confirmation finds no application of its own.
    expect((await confirm(app.id, rival)).ok).toBe(false);
    expect(await applicationState(t, app.id)).toEqual(before);

    const uploaded = await upload(t, {
      as: user,
      fields: { businessType: 'LCA' },
      file: { name: 'lca-corrected.pdf', bytes: Buffer.from(await makePdf(['corrected lca'])) },
    });
    if (!uploaded.ok) throw new Error(uploaded.body);
    await t.data(
      p.lcaAttachmentUpdate,
      { body: { epdId: app.productIds[0] ?? 0, attachmentId: uploaded.data.id } },
      { as: user },
    );
    expect((await confirm(app.id, rival)).ok).toBe(false);
    const confirmed = await confirm(app.id, user);
    expect(confirmed.ok, confirmed.body).toBe(true);
    expect(
      (
        await t.db
          .selectFrom('applications')
          .select('lca_validate_status')
          .where('id', '=', app.id)
          .executeTakeFirstOrThrow()
      ).lca_validate_status,
    ).toBe(0);
  });
});
