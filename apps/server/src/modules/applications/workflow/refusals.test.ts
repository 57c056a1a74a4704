import {
  epdMobileRoutes,
  applicationRoutes as p,
  REFUSAL_REASON_MAX,
  consoleApplicationRoutes as r,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationState,
  insertApplication,
  makeApplicant,
  releaseProducts,
  uploadDealFile,
} from '../../../test/application-fixtures.ts';
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
 * Issue 29 (decision 196): a refused quote or contract carries the company's reason to the
 * secretariat, a move back to stage 10 asks the applicant to resubmit, and the company's cards
 * flag both and name a released application's records.
 */
describe(`applications: refusals and resubmission (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;
  let user: TestUser;
  let colleague: TestUser;
  let rival: TestUser;

  const issueQuote = async (id: number) => {
    const file = await uploadDealFile(t, reviewer, 'QUOTE');
    await t.data(r.applicationQuote, { params: { id }, body: { attachmentId: file.id } }, { as: reviewer });
    return t.data(p.priceInfo, { body: { id } }, { as: user });
  };
  const issueContract = async (id: number) => {
    const file = await uploadDealFile(t, reviewer, 'CONTRACT');
    await t.data(
      r.applicationContract,
      { params: { id }, body: { attachmentIds: [file.id] } },
      { as: reviewer },
    );
    return t.data(p.contractInfo, { body: { id } }, { as: user });
  };
  const card = async (id: number, as = user) =>
    (await t.data(p.myApplications, { query: {} }, { as })).find((a) => a.id === id);
  const consoleDetail = (id: number) =>
    t.data(r.applicationAdminDetail, { params: { id } }, { as: reviewer });
  const newLca = async (as: TestUser) => {
    const uploaded = await upload(t, {
      as,
      fields: { businessType: 'LCA' },
      file: { name: 'corrected-lca.pdf', bytes: Buffer.from(await makePdf(['corrected lca report'])) },
    });
    if (!uploaded.ok) throw new Error(uploaded.body);
    return uploaded.data.id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
    user = await makeApplicant(t);
    colleague = await t.loginAs({ colleagueOf: user });
    rival = await makeApplicant(t, '另一家钢铁有限公司');
  });
  afterAll(() => t.close());

  it('refuses a quote refusal without a reason or with one too long, in the caller’s language', async () => {
    const app = await insertApplication(t, user, { stage: 20 });
    const quote = await issueQuote(app.id);
    const before = await applicationState(t, app.id);
    const missing = await t.call(
      p.priceRefuse,
      { body: { id: quote.id ?? 0, reason: '  ' } },
      { as: user, lang: 'en' },
    );
    expect(missing).toMatchObject({ status: 400, error: 'VALIDATION_FAILED' });
    expect(missing.fields).toEqual([
      { path: 'body.reason', message: 'Please give the reason for the refusal' },
    ]);
    const absent = await t.inject({
      method: 'POST',
      url: '/api/p/price/refuse',
      token: user.token,
      lang: 'zh',
      payload: { id: quote.id },
    });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().message).toBe('请填写拒绝原因');
    const long = await t.call(
      p.priceRefuse,
      { body: { id: quote.id ?? 0, reason: 'x'.repeat(REFUSAL_REASON_MAX + 1) } },
      { as: user, lang: 'zh' },
    );
    expect(long).toMatchObject({ status: 400, message: '拒绝原因不能超过500个字符' });
    const contractLong = await t.call(
      p.contractRefuse,
      { body: { applyId: app.id, id: 1, reason: 'x'.repeat(REFUSAL_REASON_MAX + 1) } },
      { as: user, lang: 'en' },
    );
    expect(contractLong).toMatchObject({
      status: 400,
      message: 'The reason may have at most 500 characters',
    });
    expect(await applicationState(t, app.id)).toEqual(before);
    // Exactly the limit is fine.
    const atLimit = await t.data(
      p.priceRefuse,
      { body: { id: quote.id ?? 0, reason: '价'.repeat(REFUSAL_REASON_MAX) } },
      { as: user },
    );
    expect(atLimit.refusalReason).toBe('价'.repeat(REFUSAL_REASON_MAX));
  });

  it('keeps a refusal’s reason for the secretariat, flags the card, and lets a new quote or contract follow', async () => {
    const app = await insertApplication(t, user, { stage: 20 });
    const quote = await issueQuote(app.id);
    const reason = '报价高于预算，请按两个产品重新报价';
    const refused = await t.data(
      p.priceRefuse,
      { body: { id: quote.id ?? 0, reason: `  ${reason} ` } },
      { as: colleague },
    );
    expect(refused).toMatchObject({ status: 3, refusalReason: reason });
    const row = await t.db
      .selectFrom('application_quotes')
      .selectAll()
      .where('id', '=', quote.id ?? 0)
      .executeTakeFirst();
    expect(row).toMatchObject({ status: 3, refusal_reason: reason });
    expect(await card(app.id)).toMatchObject({
      quoteStatus: 3,
      flag: { kind: 'quoteRefused', note: reason },
    });

    const seen = await consoleDetail(app.id);
    expect(seen.quotes).toEqual([
      expect.objectContaining({ id: quote.id, status: 3, refusalReason: reason }),
    ]);
    expect(seen.timeline.find((e) => e.kind === 'quoteRejected')).toMatchObject({
      note: reason,
      actorKind: 'user',
    });
    const steps = await t.data(p.applicationSteps, { params: { id: app.id } }, { as: user });
    expect(steps.history.find((e) => e.kind === 'quoteRejected')).toMatchObject({
      note: reason,
      by: 'applicant',
    });

    // The secretariat acts: a new quote; the card's flag goes, the old reason stays on record.
    const second = await issueQuote(app.id);
    expect(second).toMatchObject({ status: 1, refusalReason: null });
    expect((await card(app.id))?.flag).toBeNull();
    await t.data(p.priceConfirm, { body: { id: second.id ?? 0 } }, { as: user });

    const contract = await issueContract(app.id);
    const why = '合同第5条付款期限需要调整';
    const refusedContract = await t.data(
      p.contractRefuse,
      { body: { applyId: app.id, id: contract.id ?? 0, reason: why } },
      { as: user },
    );
    expect(refusedContract).toMatchObject({ status: 4, refusalReason: why });
    expect(await card(app.id)).toMatchObject({ flag: { kind: 'contractRefused', note: why } });
    const after = await consoleDetail(app.id);
    expect(after.contracts[0]).toMatchObject({ status: 4, refusalReason: why });
    expect(after.timeline.find((e) => e.kind === 'contractRefused')?.note).toBe(why);
    expect(after.quotes.map((q) => q.refusalReason)).toEqual([reason, null]);
    const next = await issueContract(app.id);
    expect(next).toMatchObject({ status: 2, refusalReason: null });
    expect((await card(app.id))?.flag).toBeNull();
  });

  it('asks for a resubmission after a move back to stage 10, and moves on when the applicant resubmits', async () => {
    const app = await insertApplication(t, user, { stage: 30, quoteStatus: 2, contractStatus: 3 });
    const note = '请重新上传LCA报告：第3章缺少系统边界说明';
    await t.data(
      r.applicationBack,
      { params: { id: app.id }, body: { from: 30, to: 10, reason: note } },
      { as: reviewer },
    );
    expect(await card(app.id)).toMatchObject({ applyStatus: 10, flag: { kind: 'resubmit', note } });
    const rows = await t.data(p.applicationDetail, { body: { id: app.id } }, { as: colleague });
    expect(rows.map((row) => row.resubmitNote)).toEqual([note, note]);

    // The files asked for are replaced as a new version, the earlier one kept.
    const productId = app.productIds[0] ?? 0;
    const replaced = await t.data(
      p.lcaAttachmentUpdate,
      { body: { epdId: productId, attachmentId: await newLca(user) } },
      { as: user },
    );
    expect(replaced.lcaAttachmentCn).toMatchObject({ fileName: 'corrected-lca.pdf', version: 2 });

    const resubmitted = await t.data(p.applyResubmit, { body: { id: app.id } }, { as: colleague });
    expect(resubmitted).toEqual({ applyStatus: 20 });
    const stored = (await applicationState(t, app.id)).row;
    expect(stored).toMatchObject({ stage: 20, resubmit_note: null, quote_status: 2, contract_status: 3 });
    expect((await card(app.id))?.flag).toBeNull();
    const steps = await t.data(p.applicationSteps, { params: { id: app.id } }, { as: user });
    expect(steps.steps.find((s) => s.stage === 20)).toMatchObject({ done: true, by: 'applicant' });
    expect(steps.history.map((e) => e.kind)).toEqual(['submitted', 'movedBack', 'resubmitted']);
    expect(steps.history[1]).toMatchObject({ note, by: 'secretariat', stage: 10 });

    // The secretariat sees it in its timeline and queue, and may move it on at once.
    const seen = await consoleDetail(app.id);
    expect(seen.stage).toBe(20);
    expect(seen.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['movedBack', 'fileReplaced', 'resubmitted']),
    );
    expect(seen.timeline.at(-1)).toMatchObject({ kind: 'resubmitted', stage: 20, actorKind: 'user' });
    expect(seen.next.blockedBy).toBeNull();
    const queue = await t.data(r.applicationQueue, { query: { stage: 20 } }, { as: reviewer });
    expect(queue.list.find((row) => row.id === app.id)?.updatedAt).toBe(stored?.updated_at);

    // Once only; the files are closed again.
    expect((await t.call(p.applyResubmit, { body: { id: app.id } }, { as: user })).error).toBe(
      'APPLICATION_STATE_CONFLICT',
    );
    expect(
      (
        await t.call(
          p.lcaAttachmentUpdate,
          { body: { epdId: productId, attachmentId: await newLca(user) } },
          { as: user },
        )
      ).error,
    ).toBe('APPLICATION_STATE_CONFLICT');
  });

  it('asks nothing of a first submission, a move back elsewhere, or a secretariat that moved on itself', async () => {
    const fresh = await insertApplication(t, user);
    expect((await t.call(p.applyResubmit, { body: { id: fresh.id } }, { as: user })).error).toBe(
      'APPLICATION_STATE_CONFLICT',
    );
    expect((await card(fresh.id))?.flag).toBeNull();

    const elsewhere = await insertApplication(t, user, { stage: 40, quoteStatus: 2, contractStatus: 3 });
    const reason = '验证报告需要重新出具';
    await t.data(
      r.applicationBack,
      { params: { id: elsewhere.id }, body: { from: 40, to: 30, reason } },
      { as: reviewer },
    );
    expect(await card(elsewhere.id)).toMatchObject({ flag: { kind: 'movedBack', note: reason } });
    expect((await t.call(p.applyResubmit, { body: { id: elsewhere.id } }, { as: user })).error).toBe(
      'APPLICATION_STATE_CONFLICT',
    );

    const movedOn = await insertApplication(t, user, { stage: 20 });
    await t.data(
      r.applicationBack,
      { params: { id: movedOn.id }, body: { from: 20, to: 10, reason: '补充' } },
      { as: reviewer },
    );
    await t.data(r.applicationAdvance, { params: { id: movedOn.id }, body: { from: 10 } }, { as: reviewer });
    expect((await applicationState(t, movedOn.id)).row).toMatchObject({ stage: 20, resubmit_note: null });
    expect((await card(movedOn.id))?.flag).toBeNull();
    expect((await t.call(p.applyResubmit, { body: { id: movedOn.id } }, { as: user })).error).toBe(
      'APPLICATION_STATE_CONFLICT',
    );
  });

  it('refuses another company’s application id for the resubmission and its files, writing nothing', async () => {
    const app = await insertApplication(t, user, { stage: 20 });
    await t.data(
      r.applicationBack,
      { params: { id: app.id }, body: { from: 20, to: 10, reason: '补充数据' } },
      { as: reviewer },
    );
    const before = await applicationState(t, app.id);
    const uncertified = await t.loginAs({ company: { name: '未认证钢铁有限公司', status: null } });
    for (const as of [rival, await t.loginAs()]) {
      const answer = await t.call(p.applyResubmit, { body: { id: app.id } }, { as });
      expect(answer.error, answer.body).toBe(as === rival ? 'NOT_FOUND' : 'COMPANY_CERTIFICATION_REQUIRED');
      const file = await t.call(
        p.lcaAttachmentUpdate,
        { body: { epdId: app.productIds[0] ?? 0, attachmentId: await newLca(rival) } },
        { as },
      );
      expect(file.error).toBe(as === rival ? 'NOT_FOUND' : 'COMPANY_CERTIFICATION_REQUIRED');
    }
    expect((await t.call(p.applyResubmit, { body: { id: app.id } }, { as: uncertified })).error).toBe(
      'COMPANY_CERTIFICATION_REQUIRED',
    );
    expect((await t.call(p.applyResubmit, { body: { id: 999_999 } }, { as: user })).error).toBe('NOT_FOUND');
    expect(await applicationState(t, app.id)).toEqual(before);
    expect(await card(app.id, rival)).toBeUndefined();
    // The company's own users still may.
    expect(await t.data(p.applyResubmit, { body: { id: app.id } }, { as: colleague })).toEqual({
      applyStatus: 20,
    });
  });

  it('names a released application’s registration numbers and public records on its card', async () => {
    const app = await insertApplication(t, user, {
      stage: 60,
      quoteStatus: 2,
      contractStatus: 3,
      lcaValidateStatus: 1,
    });
    const products = await releaseProducts(t, reviewer, app.productIds);
    await t.data(
      r.applicationRelease,
      { params: { id: app.id }, body: { from: 60, products } },
      { as: reviewer },
    );
    const released = await card(app.id);
    expect(released?.applyStatus).toBe(70);
    expect(released?.epds.map((e) => e.registrationNumber)).toEqual(
      products.map((x) => x.registrationNumber),
    );
    expect(released?.epds.map((e) => e.productName)).toEqual(['热轧带肋钢筋', '冷轧薄板']);
    for (const epd of released?.epds ?? []) {
      expect(epd.businessId).toEqual(expect.any(String));
      const info = await t.data(epdMobileRoutes.epdInfo, { params: { id: epd.businessId ?? '' } });
      expect(info.epdRegistrationNumber).toBe(epd.registrationNumber);
    }
    expect((await card((await insertApplication(t, user)).id))?.epds).toEqual([]);
  });
});
