import { attachmentRoutes, applicationRoutes as p, consoleApplicationRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../../../platform/messaging/notice-mail.ts';
import { readOutbox } from '../../../platform/messaging/outbox-reader.ts';
import {
  applicationState,
  inboxOf,
  insertApplication,
  makeApplicant,
  uploadDealFile,
} from '../../../test/application-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import { appWithMailAway } from '../../../test/mail-fixtures.ts';

describe(`applications: quotes and contracts (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;
  let user: TestUser;
  let colleague: TestUser;

  const issueQuote = async (id: number, owner = user) => {
    const file = await uploadDealFile(t, reviewer, 'QUOTE');
    await t.data(r.applicationQuote, { params: { id }, body: { attachmentId: file.id } }, { as: reviewer });
    return { file, quote: await t.data(p.priceInfo, { body: { id } }, { as: owner }) };
  };
  const issueContract = async (id: number, count = 1, owner = user) => {
    const files = [];
    for (let i = 0; i < count; i += 1) files.push(await uploadDealFile(t, reviewer, 'CONTRACT'));
    await t.data(
      r.applicationContract,
      { params: { id }, body: { attachmentIds: files.map((f) => f.id) } },
      { as: reviewer },
    );
    return { files, contract: await t.data(p.contractInfo, { body: { id } }, { as: owner }) };
  };
  /** An application at stage 20 with a quote awaiting the user's decision. */
  const withPendingQuote = async (owner = user) => {
    const app = await insertApplication(t, owner, { stage: 20 });
    return { app, ...(await issueQuote(app.id, owner)) };
  };
  /** An application at stage 20 with a confirmed quote and a contract awaiting signature. */
  const withPendingContract = async (owner = user, count = 1) => {
    const app = await insertApplication(t, owner, { stage: 20, quoteStatus: 0 });
    const { quote } = await issueQuote(app.id, owner);
    await t.data(p.priceConfirm, { body: { id: quote.id ?? 0 } }, { as: owner });
    return { app, ...(await issueContract(app.id, count, owner)) };
  };
  const eventsOf = async (id: number, kind: string) =>
    (
      await t.db
        .selectFrom('application_events')
        .select('id')
        .where('application_id', '=', id)
        .where('kind', '=', kind)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
    user = await makeApplicant(t);
    colleague = await t.loginAs({ colleagueOf: user });
  });
  afterAll(() => t.close());

  it('answers status 0 and no file before anything is issued', async () => {
    const { id } = await insertApplication(t, user);
    expect(await t.data(p.priceInfo, { body: { id } }, { as: user })).toEqual({
      id: null,
      applyId: id,
      status: 0,
      attachmentPdfId: null,
      fileName: null,
      issuedAt: null,
      decidedAt: null,
      refusalReason: null,
    });
    expect(await t.data(p.contractInfo, { body: { id } }, { as: colleague })).toEqual({
      id: null,
      applyId: id,
      status: 0,
      contractAttachmentVO: [],
      issuedAt: null,
      decidedAt: null,
      refusalReason: null,
    });
  });

  it('refuses other companies’ ids and users without a certified company on every call, writing nothing', async () => {
    const q = await withPendingQuote();
    const c = await withPendingContract(user, 2);
    const own = await insertApplication(t, user, { stage: 20 });
    const rival = await makeApplicant(t, '另一家钢铁有限公司');
    const rivalApp = await insertApplication(t, rival, { stage: 20 });
    const outsiders = [
      rival,
      await t.loginAs(),
      await t.loginAs({ company: { name: '审核中钢铁有限公司', status: 0 } }),
      await t.loginAs({ company: { name: '未通过钢铁有限公司', status: 2 } }),
      await t.loginAs({ company: { name: '未认证钢铁有限公司', status: null } }),
    ];
    const quoteId = q.quote.id ?? 0;
    const contractId = c.contract.id ?? 0;
    const calls = (as: TestUser) => [
      () => t.call(p.priceInfo, { body: { id: q.app.id } }, { as }),
      () => t.call(p.priceConfirm, { body: { id: quoteId } }, { as }),
      () => t.call(p.priceRefuse, { body: { id: quoteId, reason: '价格过高' } }, { as }),
      () => t.call(p.contractInfo, { body: { id: c.app.id } }, { as }),
      () => t.call(p.contractConfirm, { body: { applyId: c.app.id, id: contractId } }, { as }),
      () =>
        t.call(p.contractRefuse, { body: { applyId: c.app.id, id: contractId, reason: '价格过高' } }, { as }),
      // Their own application with someone else's contract.
      () => t.call(p.contractConfirm, { body: { applyId: rivalApp.id, id: contractId } }, { as }),
      () => t.call(attachmentRoutes.attachmentDownload, { params: { id: q.file.id } }, { as }),
      () => t.call(attachmentRoutes.attachmentDownload, { params: { id: c.files[1]?.id ?? 0 } }, { as }),
    ];
    for (const as of outsiders) {
      for (const call of calls(as)) {
        const before = [await applicationState(t, q.app.id), await applicationState(t, c.app.id)];
        const answer = await call();
        expect(answer.error, answer.body).toBe('NOT_FOUND');
        expect([await applicationState(t, q.app.id), await applicationState(t, c.app.id)]).toEqual(before);
      }
    }
    // Unknown ids, and the company's own application with another application's contract.
    for (const call of [
      () => t.call(p.priceInfo, { body: { id: 999_999 } }, { as: user }),
      () => t.call(p.priceConfirm, { body: { id: 999_999 } }, { as: user }),
      () => t.call(p.contractConfirm, { body: { applyId: own.id, id: contractId } }, { as: user }),
      () =>
        t.call(
          p.contractRefuse,
          { body: { applyId: c.app.id, id: 999_999, reason: '价格过高' } },
          { as: user },
        ),
    ]) {
      expect((await call()).error).toBe('NOT_FOUND');
    }
    // The company's own users read and download them.
    for (const as of [user, colleague]) {
      expect((await t.data(p.priceInfo, { body: { id: q.app.id } }, { as })).attachmentPdfId).toBe(q.file.id);
      expect((await t.data(p.contractInfo, { body: { id: c.app.id } }, { as })).contractAttachmentVO).toEqual(
        c.files.map((f) => ({ attachmentId: f.id, name: expect.stringMatching(/^contract-.*\.pdf$/) })),
      );
      for (const file of [q.file, ...c.files]) {
        const got = await t.call(attachmentRoutes.attachmentDownload, { params: { id: file.id } }, { as });
        expect(Buffer.compare(got.bytes, file.bytes)).toBe(0);
      }
    }
  });

  it('decides once: a retried decision answers unchanged, the other one conflicts', async () => {
    const q = await withPendingQuote();
    const quoteId = q.quote.id ?? 0;
    const confirmed = await t.data(p.priceConfirm, { body: { id: quoteId } }, { as: user });
    expect(confirmed.status).toBe(2);
    const before = await applicationState(t, q.app.id);
    expect(await t.data(p.priceConfirm, { body: { id: quoteId } }, { as: colleague })).toEqual(confirmed);
    const refused = await t.call(p.priceRefuse, { body: { id: quoteId, reason: '价格过高' } }, { as: user });
    expect(refused.error).toBe('APPLICATION_STATE_CONFLICT');
    expect(await applicationState(t, q.app.id)).toEqual(before);
    expect(await eventsOf(q.app.id, 'quoteConfirmed')).toBe(1);

    // A rejected quote stays rejected once a new one is issued.
    const r2 = await withPendingQuote();
    const oldId = r2.quote.id ?? 0;
    await t.data(p.priceRefuse, { body: { id: oldId, reason: '价格过高' } }, { as: user });
    const reissued = await issueQuote(r2.app.id);
    expect(reissued.quote.id).not.toBe(oldId);
    expect((await t.call(p.priceConfirm, { body: { id: oldId } }, { as: user })).error).toBe(
      'APPLICATION_STATE_CONFLICT',
    );
    expect(
      (await t.data(p.priceRefuse, { body: { id: oldId, reason: '价格过高' } }, { as: user })).status,
    ).toBe(3);
    expect((await t.data(p.priceInfo, { body: { id: r2.app.id } }, { as: user })).status).toBe(1);

    const c = await withPendingContract();
    const contract = { applyId: c.app.id, id: c.contract.id ?? 0 };
    const signed = await t.data(p.contractConfirm, { body: contract }, { as: user });
    expect(signed.status).toBe(3);
    expect(await t.data(p.contractConfirm, { body: contract }, { as: user })).toEqual(signed);
    expect(
      (await t.call(p.contractRefuse, { body: { ...contract, reason: '条款' } }, { as: colleague })).error,
    ).toBe('APPLICATION_STATE_CONFLICT');
    expect(await eventsOf(c.app.id, 'contractSigned')).toBe(1);
    expect(await eventsOf(c.app.id, 'contractRefused')).toBe(0);
  });

  it('leaves one decision and one event when decisions race', async () => {
    const twice = await withPendingQuote();
    const both = await Promise.all(
      [user, colleague].map((as) => t.call(p.priceConfirm, { body: { id: twice.quote.id ?? 0 } }, { as })),
    );
    expect(both.map((a) => a.ok)).toEqual([true, true]);
    expect(both.map((a) => a.data?.status)).toEqual([2, 2]);
    expect(await eventsOf(twice.app.id, 'quoteConfirmed')).toBe(1);

    const split = await withPendingQuote();
    const answers = await Promise.all([
      t.call(p.priceConfirm, { body: { id: split.quote.id ?? 0 } }, { as: user }),
      t.call(p.priceRefuse, { body: { id: split.quote.id ?? 0, reason: '价格过高' } }, { as: colleague }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)?.error).toBe('APPLICATION_STATE_CONFLICT');
    expect(
      (await eventsOf(split.app.id, 'quoteConfirmed')) + (await eventsOf(split.app.id, 'quoteRejected')),
    ).toBe(1);
    const row = (await applicationState(t, split.app.id)).row;
    expect(row?.quote_status).toBe(answers[0]?.ok ? 2 : 3);

    const c = await withPendingContract();
    const body = { applyId: c.app.id, id: c.contract.id ?? 0 };
    const contracts = await Promise.all([
      t.call(p.contractConfirm, { body }, { as: user }),
      t.call(p.contractRefuse, { body: { ...body, reason: '条款' } }, { as: colleague }),
      t.call(p.contractConfirm, { body }, { as: colleague }),
    ]);
    const decided = (await applicationState(t, c.app.id)).row?.contract_status;
    expect([3, 4]).toContain(decided);
    for (const answer of contracts) {
      if (answer.ok) expect(answer.data.status).toBe(decided);
      else expect(answer.error).toBe('APPLICATION_STATE_CONFLICT');
    }
    expect((await eventsOf(c.app.id, 'contractSigned')) + (await eventsOf(c.app.id, 'contractRefused'))).toBe(
      1,
    );

    // Two operators issue a quote at once: one quote, one file given to the company.
    const app = await insertApplication(t, user, { stage: 20 });
    const files = [await uploadDealFile(t, reviewer, 'QUOTE'), await uploadDealFile(t, reviewer, 'QUOTE')];
    const before = await applicationState(t, app.id);
    const issued = await Promise.all(
      files.map((f) =>
        t.call(
          r.applicationQuote,
          { params: { id: app.id }, body: { attachmentId: f.id } },
          { as: reviewer },
        ),
      ),
    );
    expect(issued.filter((a) => a.ok)).toHaveLength(1);
    expect(['APPLICATION_STATE_CONFLICT', 'APPLICATION_STAGE_WRONG']).toContain(
      issued.find((a) => !a.ok)?.error,
    );
    const after = await applicationState(t, app.id);
    expect(after.quotes).toBe(before.quotes + 1);
    expect(after.shared).toBe(before.shared + 1);
  });

  it('issues contracts only from 1 to 5 fitting files', async () => {
    const app = await insertApplication(t, user, { stage: 20, quoteStatus: 2 });
    const contract = async (attachmentIds: number[]) =>
      t.call(r.applicationContract, { params: { id: app.id }, body: { attachmentIds } }, { as: reviewer });
    const good = (await uploadDealFile(t, reviewer, 'CONTRACT')).id;
    const quoteFile = (await uploadDealFile(t, reviewer, 'QUOTE')).id;
    const issued = (await withPendingContract()).files[0]?.id ?? 0;
    const six = [];
    for (let i = 0; i < 6; i += 1) six.push((await uploadDealFile(t, reviewer, 'CONTRACT')).id);
    const cases: [number[], string[]][] = [
      [[], ['body.attachmentIds']],
      [six, ['body.attachmentIds']],
      [[good, good], ['attachmentIds.1']],
      [[good, quoteFile], ['attachmentIds.1']],
      [[issued, good], ['attachmentIds.0']],
      [[999_999], ['attachmentIds.0']],
    ];
    for (const [ids, paths] of cases) {
      const before = await applicationState(t, app.id);
      const answer = await contract(ids);
      expect(answer.error, answer.body).toBe('VALIDATION_FAILED');
      expect(answer.fields?.map((f) => f.path)).toEqual(paths);
      expect(await applicationState(t, app.id)).toEqual(before);
    }
    const five = await contract(six.slice(0, 5));
    expect(five.ok, five.body).toBe(true);
    expect(five.data?.contracts.at(-1)?.files.map((f) => f.attachmentId)).toEqual(six.slice(0, 5));
  });

  it('tells the company: inner messages in the reader’s language, mail to the applicant or the company', async () => {
    // An applicant whose account is an e-mail address gets the mail.
    const { app } = await withPendingQuote();
    const account = (
      await t.db.selectFrom('users').select('account').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).account;
    const mail = readOutbox(t.app.config.DATA_DIR).findLast((m) => m.to === account);
    expect(mail?.text).toBe(
      '秘书处已为您的申请（产品：热轧带肋钢筋 / 冷轧薄板）出具服务报价，请在“我的申请”中查看并确认。\n\n' +
        `请前往办理：${publicBaseUrl(t.app.config)}/Epd/mineEpd`,
    );
    expect((await inboxOf(t, colleague, 'en'))[0]).toBe(
      'The secretariat has sent a quote for your application (products: 热轧带肋钢筋 / 冷轧薄板); please look at it and confirm it under My applications.',
    );
    expect(await eventsOf(app.id, 'messageSent')).toBe(1);

    // A phone account: the company's e-mail, if it has one.
    const phoneUser = await t.loginAs({ company: { name: '手机用户钢铁有限公司', status: 1 } });
    await t.db
      .updateTable('companies')
      .set({ email: 'office@phone-steel.example.cn' })
      .where('id', '=', phoneUser.companyId ?? 0)
      .execute();
    const sentBefore = readOutbox(t.app.config.DATA_DIR).length;
    await withPendingQuote(phoneUser);
    const sent = readOutbox(t.app.config.DATA_DIR).slice(sentBefore);
    expect(sent.map((m) => m.to)).toEqual(['office@phone-steel.example.cn']);
    const noMail = await t.loginAs({ company: { name: '无邮箱钢铁有限公司', status: 1 } });
    const quiet = await withPendingQuote(noMail);
    expect(readOutbox(t.app.config.DATA_DIR).length).toBe(sentBefore + 1);
    expect((await inboxOf(t, noMail, 'zh'))[0]).toContain('出具服务报价');
    const event = await t.db
      .selectFrom('application_events')
      .select('detail')
      .where('application_id', '=', quiet.app.id)
      .where('kind', '=', 'messageSent')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.detail ?? '{}')).toEqual({
      key: 'inbox.applications.quoteIssued',
      userIds: [noMail.id],
      mail: false,
    });
  });

  it('keeps the change when the mail cannot be sent, and logs it', async () => {
    const { app: smtp, loggedUnsent } = await appWithMailAway();
    try {
      const op = await smtp.loginAsOperator('reviewer');
      const applicant = await smtp.loginAs({
        account: 'mail-fails@steel.example.cn',
        company: { name: '邮件失败钢铁有限公司', status: 1 },
      });
      const app = await insertApplication(smtp, applicant, { stage: 20 });
      const file = await uploadDealFile(smtp, op, 'QUOTE');
      const answer = await smtp.call(
        r.applicationQuote,
        { params: { id: app.id }, body: { attachmentId: file.id } },
        { as: op },
      );
      expect(answer.ok, answer.body).toBe(true);
      expect(answer.data?.quoteStatus).toBe(1);
      expect(
        (await smtp.data(p.priceInfo, { body: { id: app.id } }, { as: applicant })).attachmentPdfId,
      ).toBe(file.id);
      expect(await inboxOf(smtp, applicant, 'en')).toHaveLength(1);
      expect(loggedUnsent({ applicationId: app.id })).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});
