import {
  attachmentRoutes,
  catalogueSearchRoutes,
  type ErrorName,
  applicationRoutes as p,
  consoleApplicationRoutes as r,
  type TReleaseProduct,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../platform/messaging/outbox-reader.ts';
import {
  applicationState,
  correctLcaData,
  inboxOf,
  insertApplication,
  insertUserFile,
  journeyKinds,
  makeApplicant,
  releaseProducts,
  timelineKinds,
  uploadDealFile,
} from '../../../test/application-fixtures.ts';
import { insertPcr } from '../../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import { storedFiles } from '../../../test/uploads.ts';

describe(`applications: the secretariat's workflow (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;
  let editor: TestOperator;
  let admin: TestOperator;
  let user: TestUser;
  let colleague: TestUser;
  let account: string;

  const detailOf = (id: number, as: TestOperator = reviewer) =>
    t.data(r.applicationAdminDetail, { params: { id } }, { as });
  const advance = (id: number, from: number, as: TestOperator = reviewer) =>
    t.call(r.applicationAdvance, { params: { id }, body: { from } }, { as });
  const back = (id: number, from: number, to: number, reason = '数据需要重新核对') =>
    t.call(r.applicationBack, { params: { id }, body: { from, to, reason } }, { as: reviewer });
  const release = (id: number, products: TReleaseProduct[], from = 60) =>
    t.call(r.applicationRelease, { params: { id }, body: { from, products } }, { as: reviewer });

  /** Calls that must be refused with the error, and write nothing. */
  const refusedUnchanged = async (
    id: number,
    error: ErrorName,
    calls: (() => Promise<{ error?: string }>)[],
  ) => {
    for (const call of calls) {
      const before = await applicationState(t, id);
      const answer = await call();
      expect(answer.error, JSON.stringify(answer)).toBe(error);
      expect(await applicationState(t, id)).toEqual(before);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BASE_URL: 'https://epd.example.org/' } });
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
    admin = await t.loginAsOperator('administrator');
    user = await makeApplicant(t);
    colleague = await t.loginAs({ colleagueOf: user });
    account = (
      await t.db.selectFrom('users').select('account').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).account;
  });
  afterAll(() => t.close());

  it('takes an application from submission to release, with every quote and contract status', async () => {
    const a = await insertApplication(t, user, { products: ['热轧带肋钢筋 HRB400E', '冷轧薄板 DC01'] });
    const id = a.id;
    const queued = await t.data(r.applicationQueue, { query: { stage: 10 } }, { as: reviewer });
    expect(queued.list.find((row) => row.id === id)).toMatchObject({
      stage: 10,
      productNames: ['热轧带肋钢筋 HRB400E', '冷轧薄板 DC01'],
      applicantAccount: account,
      quoteStatus: 0,
    });
    expect(queued.counts.find((c) => c.stage === 10)?.count).toBeGreaterThanOrEqual(1);
    // The PCR's both names (an English console shows the English one, issue 29).
    const pcr = await t.db
      .selectFrom('applications as a')
      .innerJoin('pcrs as p', 'p.id', 'a.pcr_id')
      .select(['p.product_name', 'p.product_name_en'])
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(queued.list.find((row) => row.id === id)).toMatchObject({
      pcrName: pcr.product_name,
      pcrNameEn: pcr.product_name_en || null,
    });

    // 10 → 20: accepted.
    let d = await t.data(
      r.applicationAdvance,
      { params: { id }, body: { from: 10, note: '资料齐全' } },
      { as: reviewer },
    );
    expect(d.stage).toBe(20);
    expect(d.next).toEqual({ stage: 30, blockedBy: 'console.applications.blocked.quote' });

    // A quote, rejected, then another, confirmed.
    const quote1 = await uploadDealFile(t, reviewer, 'QUOTE');
    expect(
      (await t.call(attachmentRoutes.attachmentDownload, { params: { id: quote1.id } }, { as: user })).error,
    ).toBe('NOT_FOUND');
    d = await t.data(
      r.applicationQuote,
      { params: { id }, body: { attachmentId: quote1.id } },
      { as: reviewer },
    );
    expect(d.quoteStatus).toBe(1);
    let price = await t.data(p.priceInfo, { body: { id } }, { as: colleague });
    expect(price).toMatchObject({ applyId: id, status: 1, attachmentPdfId: quote1.id });
    const download = await t.call(
      attachmentRoutes.attachmentDownload,
      { params: { id: quote1.id } },
      { as: colleague },
    );
    expect(download.ok).toBe(true);
    expect(Buffer.compare(download.bytes, quote1.bytes)).toBe(0);
    price = await t.data(p.priceRefuse, { body: { id: price.id ?? 0, reason: '价格过高' } }, { as: user });
    expect(price.status).toBe(3);
    const quote2 = await uploadDealFile(t, reviewer, 'QUOTE');
    await t.data(r.applicationQuote, { params: { id }, body: { attachmentId: quote2.id } }, { as: reviewer });
    price = await t.data(p.priceInfo, { body: { id } }, { as: user });
    expect(price).toMatchObject({ status: 1, attachmentPdfId: quote2.id });
    price = await t.data(p.priceConfirm, { body: { id: price.id ?? 0 } }, { as: user });
    expect(price.status).toBe(2);
    expect(price.decidedAt).not.toBeNull();
    expect((await detailOf(id)).next.blockedBy).toBe('console.applications.blocked.contract');

    // A contract, refused, then another, signed.
    const c1 = [await uploadDealFile(t, reviewer, 'CONTRACT'), await uploadDealFile(t, reviewer, 'CONTRACT')];
    d = await t.data(
      r.applicationContract,
      { params: { id }, body: { attachmentIds: c1.map((f) => f.id) } },
      { as: reviewer },
    );
    expect(d.contractStatus).toBe(2);
    let contract = await t.data(p.contractInfo, { body: { id } }, { as: user });
    expect(contract.status).toBe(2);
    expect(contract.contractAttachmentVO.map((f) => f.attachmentId)).toEqual(c1.map((f) => f.id));
    expect(contract.contractAttachmentVO[0]?.name).toMatch(/^contract-.*\.pdf$/);
    contract = await t.data(
      p.contractRefuse,
      { body: { applyId: id, id: contract.id ?? 0, reason: '价格过高' } },
      { as: user },
    );
    expect(contract.status).toBe(4);
    const c2 = await uploadDealFile(t, reviewer, 'CONTRACT');
    await t.data(
      r.applicationContract,
      { params: { id }, body: { attachmentIds: [c2.id] } },
      { as: reviewer },
    );
    contract = await t.data(p.contractInfo, { body: { id } }, { as: user });
    contract = await t.data(
      p.contractConfirm,
      { body: { applyId: id, id: contract.id ?? 0 } },
      { as: colleague },
    );
    expect(contract.status).toBe(3);

    // 20 → 30, a request for corrected LCA data, the applicant's correction, accepted.
    d = await t.data(r.applicationAdvance, { params: { id }, body: { from: 20 } }, { as: reviewer });
    expect(d.stage).toBe(30);
    expect(d.next).toEqual({ stage: 40, blockedBy: null });
    d = await t.data(
      r.applicationLcaCorrection,
      { params: { id }, body: { note: '请补充电力排放因子的来源。' } },
      { as: reviewer },
    );
    expect(d).toMatchObject({ lcaValidateStatus: 2, lcaValidateNote: '请补充电力排放因子的来源。' });
    expect(d.next.blockedBy).toBe('console.applications.blocked.lcaCorrection');
    expect((await advance(id, 30)).error).toBe('APPLICATION_LCA_CORRECTION_OPEN');
    await correctLcaData(t, user, id, a.productIds[0] ?? 0);
    d = await t.data(r.applicationLcaAccept, { params: { id } }, { as: reviewer });
    expect(d.lcaValidateStatus).toBe(1);
    const lcaFiles = d.products[0]?.files.filter((f) => f.kind === 'lca');
    expect(lcaFiles?.map((f) => [f.version, f.current])).toEqual([
      [2, true],
      [1, false],
    ]);

    // 30 → 40 → 50 → 60; 60 → 70 only by releasing.
    for (const from of [30, 40, 50]) {
      d = await t.data(r.applicationAdvance, { params: { id }, body: { from } }, { as: reviewer });
      expect(d.stage).toBe(from + 10);
    }
    expect(d.next).toEqual({ stage: 70, blockedBy: null });
    expect((await advance(id, 60)).error).toBe('APPLICATION_RELEASE_ONLY');

    const products = await releaseProducts(t, reviewer, a.productIds);
    const ledgerBefore = (await applicationState(t, id)).ledger;
    const released = await release(id, products);
    if (!released.ok) throw new Error(released.body);
    d = released.data;
    expect(d.stage).toBe(70);
    expect(d.releasedAt).not.toBeNull();
    expect(d.next).toEqual({ stage: null, blockedBy: null });
    expect(d.products.map((x) => x.registrationNumber)).toEqual(products.map((x) => x.registrationNumber));
    // Two entries: each an EPD_DATA entry and one per report.
    expect((await applicationState(t, id)).ledger).toBe(ledgerBefore + 6);

    // The records are public: searchable, with their QR code and ledger entries.
    for (const [i, product] of products.entries()) {
      const found = await t.data(catalogueSearchRoutes.epdPage, {
        body: { epdKeyword: product.registrationNumber, pageNum: 1, pageSize: 4 },
      });
      expect(found.list).toHaveLength(1);
      const card = found.list[0];
      expect(card).toMatchObject({
        id: d.products[i]?.epdId,
        productName: ['热轧带肋钢筋 HRB400E', '冷轧薄板 DC01'][i],
        productType: 'EPD',
        companyName: '宝武钢铁测试有限公司',
        isDataStubs: true,
        isReportStubs: true,
        cnAttachmentId: product.reportZhId,
      });
      expect(card?.gssQrCodeAttachmentId).not.toBeNull();
    }
    const records = await t.db
      .selectFrom('epds')
      .select(['status', 'company_id', 'pcr_id', 'qr_attachment_id'])
      .where(
        'id',
        'in',
        d.products.map((x) => x.epdId ?? 0),
      )
      .execute();
    expect(
      records.every((e) => e.status === 'published' && e.company_id === a.companyId && e.pcr_id === a.pcrId),
    ).toBe(true);

    // The timeline, in order, with who.
    expect(await timelineKinds(t, id)).toEqual(journeyKinds(1));
    const timeline = d.timeline;
    expect(timeline.map((e) => e.id)).toEqual([...timeline.map((e) => e.id)].sort((x, y) => x - y));
    expect(timeline[0]).toMatchObject({ kind: 'submitted', actorKind: 'user', actorName: account });
    expect(timeline.find((e) => e.kind === 'advanced')).toMatchObject({
      stage: 20,
      note: '资料齐全',
      actorKind: 'operator',
      actorName: reviewer.username,
    });
    expect(timeline.find((e) => e.kind === 'contractSigned')?.actorName).not.toBe(account);
    const sent = timeline.filter((e) => e.kind === 'messageSent');
    expect(sent).toHaveLength(12);

    // Every console action is in the audit log.
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'application')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((e) => e.action)).toEqual([
      'application.advance',
      'application.quote',
      'application.quote',
      'application.contract',
      'application.contract',
      'application.advance',
      'application.lcaCorrection',
      'application.lcaAccept',
      'application.advance',
      'application.advance',
      'application.advance',
      'application.release',
    ]);

    // The company's users read the messages in their own language; the applicant got the mails.
    for (const reader of [user, colleague]) {
      const en = await inboxOf(t, reader, 'en');
      const zh = await inboxOf(t, reader, 'zh');
      expect(en).toHaveLength(12);
      expect(en[0]).toBe(
        `The reports of your application (products: 热轧带肋钢筋 HRB400E / 冷轧薄板 DC01) have been released; registration numbers: ${products.map((x) => x.registrationNumber).join(' / ')}.`,
      );
      expect(en).toContain(
        'Your application (products: 热轧带肋钢筋 HRB400E / 冷轧薄板 DC01) is now at LCA calculation.',
      );
      expect(zh).toContain('您的申请（产品：热轧带肋钢筋 HRB400E / 冷轧薄板 DC01）已进入“LCA计算”阶段。');
      expect(zh.some((m) => m.includes('请补充电力排放因子的来源。'))).toBe(true);
    }
    const mails = readOutbox(t.app.config.DATA_DIR).filter((m) => m.to === account);
    expect(mails).toHaveLength(12);
    expect(mails.every((m) => m.channel === 'mail' && m.subject === '您的EPD/CFP申请有新进展')).toBe(true);
    expect(mails.at(-1)?.text).toContain('的报告已发布，注册号：');

    // Released: no move any more.
    await refusedUnchanged(id, 'APPLICATION_RELEASED', [
      () => advance(id, 70),
      () => advance(id, 60),
      () => back(id, 70, 60),
      () => back(id, 70, 10),
      () => release(id, products, 70),
    ]);
  });

  it('refuses every illegal move of decision 111 with its error and writes nothing', async () => {
    const pcrId = (await insertPcr(t)).id;
    const at = (input: Parameters<typeof insertApplication>[2]) =>
      insertApplication(t, user, { pcrId, ...input });
    const quoteFile = async () => (await uploadDealFile(t, reviewer, 'QUOTE')).id;
    const quote = async (id: number) =>
      t.call(
        r.applicationQuote,
        { params: { id }, body: { attachmentId: await quoteFile() } },
        { as: reviewer },
      );
    const contract = async (id: number) =>
      t.call(
        r.applicationContract,
        { params: { id }, body: { attachmentIds: [(await uploadDealFile(t, reviewer, 'CONTRACT')).id] } },
        { as: reviewer },
      );
    const correction = (id: number) =>
      t.call(r.applicationLcaCorrection, { params: { id }, body: { note: '请修改' } }, { as: reviewer });
    const accept = (id: number) => t.call(r.applicationLcaAccept, { params: { id } }, { as: reviewer });

    const someRelease: TReleaseProduct[] = [{ productId: 1, registrationNumber: 'SEPD-2026-NONE' }];
    const s10 = (await at({})).id;
    await refusedUnchanged(s10, 'APPLICATION_STAGE_WRONG', [
      () => quote(s10),
      () => contract(s10),
      () => correction(s10),
      () => accept(s10),
    ]);
    await refusedUnchanged(s10, 'APPLICATION_STATE_CONFLICT', [
      () => advance(s10, 20),
      () => back(s10, 20, 10),
    ]);
    await refusedUnchanged(s10, 'APPLICATION_RELEASE_ONLY', [async () => release(s10, someRelease, 10)]);
    await refusedUnchanged(s10, 'VALIDATION_FAILED', [() => back(s10, 10, 10)]);

    const noQuote = (await at({ stage: 20 })).id;
    await refusedUnchanged(noQuote, 'APPLICATION_QUOTE_NOT_CONFIRMED', [
      () => contract(noQuote),
      () => advance(noQuote, 20),
    ]);
    const pending = (await at({ stage: 20, quoteStatus: 1 })).id;
    await refusedUnchanged(pending, 'APPLICATION_STAGE_WRONG', [() => quote(pending)]);
    await refusedUnchanged(pending, 'APPLICATION_QUOTE_NOT_CONFIRMED', [
      () => contract(pending),
      () => advance(pending, 20),
    ]);
    const unsigned = (await at({ stage: 20, quoteStatus: 2 })).id;
    await refusedUnchanged(unsigned, 'APPLICATION_STAGE_WRONG', [() => quote(unsigned)]);
    await refusedUnchanged(unsigned, 'APPLICATION_CONTRACT_NOT_SIGNED', [() => advance(unsigned, 20)]);
    const contractPending = (await at({ stage: 20, quoteStatus: 2, contractStatus: 2 })).id;
    await refusedUnchanged(contractPending, 'APPLICATION_STAGE_WRONG', [() => contract(contractPending)]);
    await refusedUnchanged(contractPending, 'APPLICATION_CONTRACT_NOT_SIGNED', [
      () => advance(contractPending, 20),
    ]);
    const refused = (await at({ stage: 20, quoteStatus: 2, contractStatus: 4 })).id;
    await refusedUnchanged(refused, 'APPLICATION_CONTRACT_NOT_SIGNED', [() => advance(refused, 20)]);

    const signed = { quoteStatus: 2, contractStatus: 3 };
    const noFiles = (await at({ stage: 30, files: false, ...signed })).id;
    await refusedUnchanged(noFiles, 'APPLICATION_FILES_MISSING', [() => advance(noFiles, 30)]);
    expect((await detailOf(noFiles)).next.blockedBy).toBe('console.applications.blocked.files');
    for (const stage of [30, 40, 50]) {
      const open = (await at({ stage, lcaValidateStatus: 2, ...signed })).id;
      await refusedUnchanged(open, 'APPLICATION_LCA_CORRECTION_OPEN', [() => advance(open, stage)]);
      if (stage !== 50)
        await refusedUnchanged(open, 'APPLICATION_LCA_CORRECTION_OPEN', [
          () => correction(open),
          () => accept(open),
        ]);
    }
    const s50 = (await at({ stage: 50, ...signed })).id;
    await refusedUnchanged(s50, 'APPLICATION_STAGE_WRONG', [
      () => correction(s50),
      () => accept(s50),
      () => quote(s50),
    ]);
    await refusedUnchanged(s50, 'APPLICATION_RELEASE_ONLY', [async () => release(s50, someRelease, 50)]);
    const s60 = (await at({ stage: 60, ...signed })).id;
    await refusedUnchanged(s60, 'APPLICATION_RELEASE_ONLY', [() => advance(s60, 60)]);
    await refusedUnchanged(s60, 'APPLICATION_STATE_CONFLICT', [async () => release(s60, someRelease, 50)]);

    // Unknown ids.
    expect((await advance(999_999, 10)).error).toBe('NOT_FOUND');
    expect(
      (await t.call(r.applicationAdminDetail, { params: { id: 999_999 } }, { as: reviewer })).error,
    ).toBe('NOT_FOUND');

    // A quote must be an operator's unused QUOTE PDF.
    const s20 = (await at({ stage: 20 })).id;
    const epdUpload = (await uploadDealFile(t, reviewer, 'EPD')).id;
    const contractUpload = (await uploadDealFile(t, reviewer, 'CONTRACT')).id;
    const userFile = await insertUserFile(t, user, 'lca', 'own');
    const issued = await quoteFile();
    expect(
      (
        await t.call(
          r.applicationQuote,
          { params: { id: pending }, body: { attachmentId: issued } },
          { as: reviewer },
        )
      ).error,
    ).toBe('APPLICATION_STAGE_WRONG');
    const other = (await at({ stage: 20 })).id;
    expect(
      (
        await t.call(
          r.applicationQuote,
          { params: { id: other }, body: { attachmentId: issued } },
          { as: reviewer },
        )
      ).ok,
    ).toBe(true);
    for (const attachmentId of [epdUpload, contractUpload, userFile, issued, 999_999]) {
      const before = await applicationState(t, s20);
      const answer = await t.call(
        r.applicationQuote,
        { params: { id: s20 }, body: { attachmentId } },
        { as: reviewer },
      );
      expect(answer.error).toBe('VALIDATION_FAILED');
      expect(answer.fields).toEqual([{ path: 'attachmentId', message: expect.any(String) }]);
      expect(await applicationState(t, s20)).toEqual(before);
    }
  });

  it('moves back with a reason, keeps the quote and contract, and tells the applicant', async () => {
    const id = (
      await insertApplication(t, user, { stage: 40, quoteStatus: 2, contractStatus: 3, lcaValidateStatus: 1 })
    ).id;
    const noReason = await t.call(
      r.applicationBack,
      { params: { id }, body: { from: 40, to: 20, reason: '   ' } },
      { as: reviewer, lang: 'en' },
    );
    expect(noReason.error).toBe('VALIDATION_FAILED');
    expect(noReason.fields?.[0]?.path).toBe('body.reason');
    const moved = await back(id, 40, 20, 'Contract terms changed');
    if (!moved.ok) throw new Error(moved.body);
    expect(moved.data).toMatchObject({ stage: 20, quoteStatus: 2, contractStatus: 3, lcaValidateStatus: 1 });
    expect(moved.data.timeline.at(-2)).toMatchObject({
      kind: 'movedBack',
      stage: 20,
      note: 'Contract terms changed',
      actorName: reviewer.username,
    });
    expect((await back(id, 40, 10)).error).toBe('APPLICATION_STATE_CONFLICT');
    expect((await inboxOf(t, user, 'en'))[0]).toBe(
      'Your application (products: 热轧带肋钢筋 / 冷轧薄板) has been moved back to contract generation. Reason: Contract terms changed',
    );
    // The signed contract still holds: forward again.
    expect((await advance(id, 20)).ok).toBe(true);
  });

  it('leaves one decision and one event when requests race', async () => {
    const events = async (id: number, kind: string) =>
      (
        await t.db
          .selectFrom('application_events')
          .select('id')
          .where('application_id', '=', id)
          .where('kind', '=', kind)
          .execute()
      ).length;

    // Two operators advance from the same stage.
    const a = (await insertApplication(t, user)).id;
    const advances = await Promise.all([advance(a, 10), advance(a, 10, admin)]);
    expect(advances.filter((x) => x.ok)).toHaveLength(1);
    expect(advances.find((x) => !x.ok)?.error).toBe('APPLICATION_STATE_CONFLICT');
    expect(await events(a, 'advanced')).toBe(1);
    expect(await events(a, 'messageSent')).toBe(1);
    expect((await detailOf(a)).stage).toBe(20);

    // Two corrections asked at once; two acceptances at once.
    const b = (await insertApplication(t, user, { stage: 30, quoteStatus: 2, contractStatus: 3 })).id;
    const asks = await Promise.all(
      [1, 2].map((n) =>
        t.call(
          r.applicationLcaCorrection,
          { params: { id: b }, body: { note: `note ${n}` } },
          { as: reviewer },
        ),
      ),
    );
    expect(asks.filter((x) => x.ok)).toHaveLength(1);
    expect(['APPLICATION_STATE_CONFLICT', 'APPLICATION_LCA_CORRECTION_OPEN']).toContain(
      asks.find((x) => !x.ok)?.error,
    );
    expect(await events(b, 'lcaCorrectionAsked')).toBe(1);
    await correctLcaData(t, user, b, (await detailOf(b)).products[0]?.id ?? 0);
    const accepts = await Promise.all(
      [1, 2].map(() => t.call(r.applicationLcaAccept, { params: { id: b } }, { as: reviewer })),
    );
    expect(accepts.every((x) => x.ok)).toBe(true);
    expect(await events(b, 'lcaAccepted')).toBe(1);

    // Two releases at once: one publishes, the other writes nothing.
    const c = await insertApplication(t, user, {
      stage: 60,
      quoteStatus: 2,
      contractStatus: 3,
      lcaValidateStatus: 1,
    });
    const bodies = [
      await releaseProducts(t, reviewer, c.productIds),
      await releaseProducts(t, reviewer, c.productIds),
    ];
    const epdsBefore = (await applicationState(t, c.id)).epds;
    const releases = await Promise.all(bodies.map((products) => release(c.id, products)));
    expect(releases.filter((x) => x.ok)).toHaveLength(1);
    expect(['APPLICATION_STATE_CONFLICT', 'APPLICATION_RELEASED']).toContain(
      releases.find((x) => !x.ok)?.error,
    );
    expect((await applicationState(t, c.id)).epds).toBe(epdsBefore + 2);
    expect(await events(c.id, 'released')).toBe(1);
  });

  it('refuses a release whose entries break the publishing rules, naming the entry, and writes nothing', async () => {
    const c = await insertApplication(t, user, {
      stage: 60,
      quoteStatus: 2,
      contractStatus: 3,
      lcaValidateStatus: 1,
    });
    const products = await releaseProducts(t, reviewer, c.productIds);
    const [first, second] = products as [TReleaseProduct, TReleaseProduct];
    const cases: [TReleaseProduct[], { path: string }[]][] = [
      [[first], [{ path: 'products' }]],
      [[first, { ...second, productId: first.productId }], [{ path: 'products' }]],
      [[first, { ...second, productId: 999_999 }], [{ path: 'products' }]],
      [
        [first, { ...second, registrationNumber: first.registrationNumber }],
        [{ path: 'products.1.registrationNumber' }],
      ],
      [[first, { ...second, reportZhId: first.reportZhId }], [{ path: 'products.1.reportZhId' }]],
      [
        [
          { ...first, gwp100: null, holderZh: '' },
          { ...second, reportZhId: await insertUserFile(t, user, 'epd', 'x') },
        ],
        [{ path: 'products.0.gwp100' }, { path: 'products.0.holderZh' }, { path: 'products.1.reportZhId' }],
      ],
    ];
    for (const [body, fields] of cases) {
      const before = await applicationState(t, c.id);
      const stored = storedFiles(t);
      const answer = await release(c.id, body);
      expect(answer.error, answer.body).toBe('VALIDATION_FAILED');
      expect(answer.fields?.map((f) => ({ path: f.path }))).toEqual(fields);
      expect(await applicationState(t, c.id)).toEqual(before);
      // The QR code made for an entry published before the refusal is removed with the rollback.
      expect(storedFiles(t)).toEqual(stored);
    }
    expect((await release(c.id, products)).ok).toBe(true);
  });

  it('lists the queue by stage, type, company and submission day (platform time zone) with counts', async () => {
    const marker = `筛选测试钢铁${Date.now()}`;
    const applicant = await makeApplicant(t, marker);
    // 01:00 on 5 March in Shanghai is still 4 March in UTC.
    const early = await insertApplication(t, applicant, { createdAt: '2026-03-04T17:00:00.000Z' });
    const cfp = await insertApplication(t, applicant, {
      productType: 'CFP',
      stage: 20,
      createdAt: '2026-03-06T03:00:00.000Z',
    });
    const late = await insertApplication(t, applicant, { stage: 20, createdAt: '2026-03-07T15:59:59.000Z' });
    const ids = async (query: Record<string, string | number>) =>
      (
        await t.data(
          r.applicationQueue,
          { query: { company: marker.slice(0, 10), ...query } },
          { as: reviewer },
        )
      ).list.map((row) => row.id);
    expect(await ids({})).toEqual([late.id, cfp.id, early.id]);
    expect(await ids({ from: '2026-03-05', to: '2026-03-05' })).toEqual([early.id]);
    expect(await ids({ to: '2026-03-04' })).toEqual([]);
    expect(await ids({ from: '2026-03-06' })).toEqual([late.id, cfp.id]);
    expect(await ids({ from: '2026-03-08' })).toEqual([]);
    expect(await ids({ productType: 'CFP' })).toEqual([cfp.id]);
    expect(await ids({ stage: 20 })).toEqual([late.id, cfp.id]);
    expect(await ids({ pageSize: 1, pageNum: 2 })).toEqual([cfp.id]);
    const page = await t.data(
      r.applicationQueue,
      { query: { company: marker, stage: 10 } },
      { as: reviewer },
    );
    expect(page.totals).toBe(1);
    expect(page.counts).toEqual([
      { stage: 10, count: 1 },
      { stage: 20, count: 2 },
      { stage: 30, count: 0 },
      { stage: 40, count: 0 },
      { stage: 50, count: 0 },
      { stage: 60, count: 0 },
      { stage: 70, count: 0 },
    ]);
    // Case-insensitive, and % or _ match themselves.
    expect((await t.data(r.applicationQueue, { query: { company: '%' } }, { as: reviewer })).totals).toBe(0);
  });

  it('is the reviewers’ and administrators’ only', async () => {
    const id = (await insertApplication(t, user)).id;
    const calls = [
      (as: TestOperator | TestUser) => t.call(r.applicationQueue, {}, { as }),
      (as: TestOperator | TestUser) => t.call(r.applicationAdminDetail, { params: { id } }, { as }),
      (as: TestOperator | TestUser) =>
        t.call(r.applicationAdvance, { params: { id }, body: { from: 10 } }, { as }),
      (as: TestOperator | TestUser) =>
        t.call(r.applicationBack, { params: { id }, body: { from: 10, to: 10, reason: 'x' } }, { as }),
      (as: TestOperator | TestUser) =>
        t.call(r.applicationQuote, { params: { id }, body: { attachmentId: 1 } }, { as }),
      (as: TestOperator | TestUser) =>
        t.call(r.applicationContract, { params: { id }, body: { attachmentIds: [1] } }, { as }),
      (as: TestOperator | TestUser) =>
        t.call(r.applicationLcaCorrection, { params: { id }, body: { note: 'x' } }, { as }),
      (as: TestOperator | TestUser) => t.call(r.applicationLcaAccept, { params: { id } }, { as }),
      (as: TestOperator | TestUser) =>
        t.call(
          r.applicationRelease,
          {
            params: { id },
            body: { from: 60, products: [{ productId: 1, registrationNumber: 'SEPD-2026-NONE' }] },
          },
          { as },
        ),
    ];
    for (const call of calls) {
      const before = await applicationState(t, id);
      expect((await call(editor)).error).toBe('OPERATOR_ROLE_REQUIRED');
      expect((await call(user)).error).toBe('UNAUTHENTICATED');
      expect(await applicationState(t, id)).toEqual(before);
    }
    expect((await t.call(r.applicationAdminDetail, { params: { id } }, { as: admin })).ok).toBe(true);
    // The console's own operators are no portal users either.
    expect((await t.call(p.priceInfo, { body: { id } }, { as: reviewer })).error).toBe('UNAUTHENTICATED');
  });
});
