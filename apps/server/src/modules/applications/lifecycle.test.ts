import { createHash } from 'node:crypto';
import {
  APPLY_STAGES,
  attachmentRoutes,
  catalogueSearchRoutes,
  consoleEpdsRoutes,
  evidenceRoutes,
  applicationRoutes as p,
  consoleApplicationRoutes as r,
  type TextKey,
  textOf,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../platform/messaging/outbox-reader.ts';
import {
  inboxOf,
  journeyKinds,
  makeApplicant,
  releaseProducts,
  uploadDealFile,
} from '../../test/application-fixtures.ts';
import { insertPcr } from '../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { applyFixtures } from './apply/apply-fixtures.ts';
import { seedApplicationReferences } from './references/references.seed.ts';

const PRODUCTS = ['热轧带肋钢筋 HRB400E', '冷轧薄板 DC01'] as const;

/** A message as the inbox renders it (the parameters here carry no HTML). */
const rendered = (key: TextKey, lang: 'zh' | 'en', params: Record<string, string> = {}) =>
  textOf(key, lang).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * One application from the form to release, through the portal's calls and the console's, as the
 * applicant and the secretariat make them (issue 11 "Tests that prove it"): real uploads, quotes
 * and contracts refused and re-issued, the LCA correction cycle through the re-upload routes, the
 * release, and then everything the applicant sees. The two halves of the module meet here.
 */
describe(`applications: the lifecycle through both sides (${engineName})`, () => {
  let t: TestApp;
  let fx: ReturnType<typeof applyFixtures>;
  let reviewer: TestOperator;
  let editor: TestOperator;
  let user: TestUser;
  let colleague: TestUser;
  let pcr: { id: number; registerNo: string };

  const steps = (id: number, as: TestUser = user) => t.data(p.applicationSteps, { params: { id } }, { as });
  const consoleDetail = (id: number) =>
    t.data(r.applicationAdminDetail, { params: { id } }, { as: reviewer });
  const advance = (id: number, from: number, note?: string) =>
    t.data(
      r.applicationAdvance,
      { params: { id }, body: { from, ...(note ? { note } : {}) } },
      { as: reviewer },
    );
  const mine = async (id: number, as: TestUser = user) => {
    const row = (await t.data(p.myApplications, {}, { as })).find((a) => a.id === id);
    if (!row) throw new Error(`application ${id} is not among the company's`);
    return row;
  };
  const detail = (id: number, as: TestUser = user, lang: 'zh' | 'en' = 'en') =>
    t.data(p.applicationDetail, { body: { id } }, { as, lang });

  /** Through the contract stage: a quote and a contract each refused once, then confirmed and signed. */
  const dealsDone = async (id: number, refuseFirst: boolean) => {
    if (refuseFirst) {
      const first = await uploadDealFile(t, reviewer, 'QUOTE');
      await t.data(
        r.applicationQuote,
        { params: { id }, body: { attachmentId: first.id } },
        { as: reviewer },
      );
      const price = await t.data(p.priceInfo, { body: { id } }, { as: user });
      expect(price).toMatchObject({ status: 1, attachmentPdfId: first.id });
      expect(
        (await t.data(p.priceRefuse, { body: { id: price.id ?? 0, reason: '价格过高' } }, { as: user }))
          .status,
      ).toBe(3);
      expect((await mine(id)).quoteStatus).toBe(3);
    }
    const quote = await uploadDealFile(t, reviewer, 'QUOTE');
    await t.data(r.applicationQuote, { params: { id }, body: { attachmentId: quote.id } }, { as: reviewer });
    const price = await t.data(p.priceInfo, { body: { id } }, { as: colleague });
    expect(price).toMatchObject({ status: 1, attachmentPdfId: quote.id });
    const quotePdf = await t.call(
      attachmentRoutes.attachmentDownload,
      { params: { id: quote.id } },
      { as: user },
    );
    expect(Buffer.compare(quotePdf.bytes, quote.bytes)).toBe(0);
    expect((await t.data(p.priceConfirm, { body: { id: price.id ?? 0 } }, { as: user })).status).toBe(2);
    expect((await mine(id)).quoteStatus).toBe(2);

    if (refuseFirst) {
      const files = [
        await uploadDealFile(t, reviewer, 'CONTRACT'),
        await uploadDealFile(t, reviewer, 'CONTRACT'),
      ];
      await t.data(
        r.applicationContract,
        { params: { id }, body: { attachmentIds: files.map((f) => f.id) } },
        { as: reviewer },
      );
      const contract = await t.data(p.contractInfo, { body: { id } }, { as: user });
      expect(contract.status).toBe(2);
      expect(contract.contractAttachmentVO.map((f) => f.attachmentId)).toEqual(files.map((f) => f.id));
      const refused = await t.data(
        p.contractRefuse,
        { body: { applyId: id, id: contract.id ?? 0, reason: '条款需要修改' } },
        { as: user },
      );
      expect(refused.status).toBe(4);
      expect((await mine(id)).contractStatus).toBe(4);
    }
    const file = await uploadDealFile(t, reviewer, 'CONTRACT');
    await t.data(
      r.applicationContract,
      { params: { id }, body: { attachmentIds: [file.id] } },
      { as: reviewer },
    );
    const contract = await t.data(p.contractInfo, { body: { id } }, { as: user });
    expect(contract).toMatchObject({ status: 2, contractAttachmentVO: [{ attachmentId: file.id }] });
    const signed = await t.call(
      attachmentRoutes.attachmentDownload,
      { params: { id: file.id } },
      { as: colleague },
    );
    expect(Buffer.compare(signed.bytes, file.bytes)).toBe(0);
    expect(
      (await t.data(p.contractConfirm, { body: { applyId: id, id: contract.id ?? 0 } }, { as: user })).status,
    ).toBe(3);
    expect((await mine(id)).contractStatus).toBe(3);
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BASE_URL: 'https://epd.example.org/' } });
    fx = applyFixtures(t);
    await seedApplicationReferences(t.app.services);
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
    user = await makeApplicant(t, '宝武钢铁生命周期有限公司');
    colleague = await t.loginAs({ colleagueOf: user });
    pcr = await insertPcr(t, {
      productName: '钢筋混凝土用热轧带肋钢筋',
      productNameEn: 'Hot-rolled ribbed bars',
    });
  });
  afterAll(() => t?.close());

  it('takes an application from the form to release, and the applicant sees every step of it', async () => {
    // The applicant uploads real files and applies with two products.
    const category = await fx.categoryNamed('镀锌板');
    const technology = await fx.technologyNamed('电镀锌', category);
    const entries = [
      { ...(await fx.entryWithFiles(user, PRODUCTS[0])), categoryId: category, technologyId: technology },
      await fx.entryWithFiles(colleague, PRODUCTS[1]),
    ];
    const form = fx.form(pcr.registerNo, entries);
    const saved = await t.call(p.applySave, { body: form }, { as: user, lang: 'zh' });
    if (!saved.ok) throw new Error(saved.body);
    const id = saved.data.id;
    expect((await t.data(p.applySave, { body: form }, { as: user })).id).toBe(id);
    expect(await mine(id, colleague)).toMatchObject({ applyStatus: 10, quoteStatus: 0, contractStatus: 0 });
    const [first, second] = await detail(id);
    const productIds = [first?.id ?? 0, second?.id ?? 0];

    // The secretariat accepts it, quotes twice, contracts twice.
    expect((await advance(id, 10, '资料齐全，已受理')).stage).toBe(20);
    await dealsDone(id, true);
    expect((await advance(id, 20)).stage).toBe(30);

    // Corrected LCA data asked for: the applicant sees the status and the note.
    const note = '请补充电力排放因子的来源并更新数据收集表。';
    await t.data(r.applicationLcaCorrection, { params: { id }, body: { note } }, { as: reviewer });
    expect((await mine(id)).lcaValidateStatus).toBe(2);
    const asked = await detail(id, colleague, 'zh');
    expect(asked.map((row) => [row.lcaValidateStatus, row.lcaValidateNote])).toEqual([
      [2, note],
      [2, note],
    ]);

    // Every file of every entry re-uploaded through its update route, then the data confirmed.
    const replaced: Record<'lca' | 'epd' | 'data', number>[] = [];
    for (const productId of productIds) {
      const next = {
        lca: await fx.uploadFile(user, 'lca'),
        epd: await fx.uploadFile(user, 'epd'),
        data: await fx.uploadFile(user, 'data'),
      };
      replaced.push(next);
      const byLca = await t.data(
        p.lcaAttachmentUpdate,
        { body: { epdId: productId, attachmentId: next.lca } },
        { as: user },
      );
      expect(byLca.lcaAttachmentCn).toMatchObject({ attachmentId: next.lca, version: 2 });
      const byEpd = await t.data(
        p.epdAttachmentUpdate,
        { body: { epdId: productId, attachmentId: next.epd } },
        { as: user },
      );
      expect(byEpd.epdAttachmentTest).toMatchObject({ attachmentId: next.epd, version: 2 });
      const byData = await t.data(
        p.dataAttachmentUpdate,
        { body: { epdId: productId, dataAttachment: next.data } },
        { as: user },
      );
      expect(byData.dataAttachment).toMatchObject({ attachmentId: next.data, version: 2 });
      expect(byData.history.map((h) => h.kind).sort()).toEqual(['data', 'epd', 'lca']);
    }
    expect(await t.data(p.lcaValidateUpdate, { body: { status: 0, applyId: id } }, { as: user })).toEqual({
      lcaValidateStatus: 0,
    });
    expect((await mine(id)).lcaValidateStatus).toBe(0);

    // The secretariat sees the new versions, accepts, and moves on to release.
    const checked = await consoleDetail(id);
    for (const [i, product] of checked.products.entries()) {
      const current = product.files.filter((f) => f.current);
      expect(current.map((f) => [f.kind, f.attachmentId, f.version]).sort()).toEqual(
        (['data', 'epd', 'lca'] as const).map((kind) => [kind, replaced[i]?.[kind], 2]),
      );
      expect(product.files.filter((f) => !f.current).map((f) => f.version)).toEqual([1, 1, 1]);
    }
    expect(
      (await t.data(r.applicationLcaAccept, { params: { id } }, { as: reviewer })).lcaValidateStatus,
    ).toBe(1);
    expect((await mine(id)).lcaValidateStatus).toBe(1);
    await advance(id, 30, '数据已确认');
    await advance(id, 40);
    await advance(id, 50, '报告已编制');
    const releasing = await releaseProducts(t, reviewer, productIds);
    const releaseNote = '评审通过，准予发布';
    const released = await t.call(
      r.applicationRelease,
      { params: { id }, body: { from: 60, note: releaseNote, products: releasing } },
      { as: reviewer },
    );
    if (!released.ok) throw new Error(released.body);
    const numbers = releasing.map((x) => x.registrationNumber);

    // The seven steps, each with its date, who and the note.
    const timeline = (await consoleDetail(id)).timeline;
    const reachedBy = (kind: string, stage: number) =>
      timeline.findLast((e) => e.kind === kind && e.stage === stage)?.createdAt;
    const tracked = await steps(id, colleague);
    expect(tracked.applyStatus).toBe(70);
    expect(tracked.steps).toEqual([
      { stage: 10, done: true, reachedAt: reachedBy('submitted', 10), by: 'applicant', note: null },
      {
        stage: 20,
        done: true,
        reachedAt: reachedBy('advanced', 20),
        by: 'secretariat',
        note: '资料齐全，已受理',
      },
      { stage: 30, done: true, reachedAt: reachedBy('advanced', 30), by: 'secretariat', note: null },
      { stage: 40, done: true, reachedAt: reachedBy('advanced', 40), by: 'secretariat', note: '数据已确认' },
      { stage: 50, done: true, reachedAt: reachedBy('advanced', 50), by: 'secretariat', note: null },
      { stage: 60, done: true, reachedAt: reachedBy('advanced', 60), by: 'secretariat', note: '报告已编制' },
      { stage: 70, done: true, reachedAt: reachedBy('released', 70), by: 'secretariat', note: releaseNote },
    ]);
    expect(tracked.steps.every((s) => typeof s.reachedAt === 'string')).toBe(true);
    const dates = tracked.steps.map((s) => s.reachedAt ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(await mine(id)).toMatchObject({
      applyStatus: 70,
      quoteStatus: 2,
      contractStatus: 3,
      lcaValidateStatus: 1,
    });

    // The detail: registration numbers, the files in use, the earlier versions, the reports.
    const rows = await detail(id);
    for (const [i, row] of rows.entries()) {
      const entry = entries[i];
      const now = replaced[i];
      const release = releasing[i];
      if (!entry || !now || !release) throw new Error('an entry is missing');
      expect(row).toMatchObject({
        productName: PRODUCTS[i],
        epdRegistrationNumber: release.registrationNumber,
        lcaAttachmentCn: { attachmentId: now.lca, version: 2 },
        epdAttachmentTest: { attachmentId: now.epd, version: 2 },
        dataAttachment: { attachmentId: now.data, version: 2 },
        epdAttachmentCn: { attachmentId: release.reportZhId, version: 1 },
        epdAttachmentEn: { attachmentId: release.reportEnId, version: 1 },
        lcaValidateStatus: 1,
      });
      expect(row.epdId).toBe(released.data.products[i]?.epdId);
      expect(row.history.map((h) => [h.kind, h.attachmentId, h.version]).sort()).toEqual(
        [
          ['data', entry.dataAttachment, 1],
          ['epd', entry.epdAttachmentId, 1],
          ['lca', entry.lcaAttachmentId, 1],
        ].sort(),
      );
      // Every file the detail names, the company's users download: their own through the
      // attachment route, the released reports through the card route the detail points at.
      for (const file of [row.lcaAttachmentCn, row.epdAttachmentTest, row.dataAttachment, ...row.history]) {
        const got = await t.call(
          attachmentRoutes.attachmentDownload,
          { params: { id: file?.attachmentId ?? 0 } },
          { as: colleague },
        );
        expect(got.status, `file ${file?.attachmentId}`).toBe(200);
      }
      for (const report of [row.epdAttachmentCn, row.epdAttachmentEn]) {
        const got = await t.call(
          catalogueSearchRoutes.reportDownload,
          { params: { id: report?.attachmentId ?? 0 } },
          { as: colleague },
        );
        expect(got.status, got.body).toBe(200);
        expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }

    // The records are public: found by the search with their QR label, registered in the ledger.
    for (const [i, release] of releasing.entries()) {
      const found = await t.data(catalogueSearchRoutes.epdPage, {
        body: { epdKeyword: release.registrationNumber, pageNum: 1, pageSize: 4 },
      });
      expect(found.list).toHaveLength(1);
      const card = found.list[0];
      expect(card).toMatchObject({
        id: rows[i]?.epdId,
        productName: PRODUCTS[i],
        companyName: '宝武钢铁生命周期有限公司',
        epdRegistrationNumber: release.registrationNumber,
        cnAttachmentId: release.reportZhId,
        enAttachmentId: release.reportEnId,
        isDataStubs: true,
        isReportStubs: true,
        status: 'valid',
      });
      // The detail's epdId opens the record's QR label, the card's.
      const qrId = (await t.data(catalogueSearchRoutes.qrAttachment, { params: { id: rows[i]?.epdId ?? 0 } }))
        .attachmentId;
      expect(qrId).toBe(card?.gssQrCodeAttachmentId);
      const qr = await t.call(attachmentRoutes.attachmentOnline, { params: { id: qrId } });
      expect(qr.headers['content-type']).toBe('image/png');
      for (const [lang, reportId] of [
        ['zh', release.reportZhId],
        ['en', release.reportEnId],
      ] as const) {
        const report = await t.call(
          catalogueSearchRoutes.reportDownload,
          { params: { id: reportId ?? 0 } },
          { as: user },
        );
        const evidence = await t.data(evidenceRoutes.verifyDigest, {
          body: { digest: sha256(report.bytes) },
        });
        expect(evidence).toMatchObject({
          registered: true,
          matches: [{ registrationNumber: release.registrationNumber, lang, current: true }],
        });
      }
    }

    // The inbox: one message for each stage change, quote, contract, correction request and the
    // release, in both languages, newest first.
    const products = PRODUCTS.join(' / ');
    const expected: [TextKey, Record<string, string>][] = [
      ['inbox.applications.released', { products, numbers: numbers.join(' / ') }],
      ['inbox.applications.reached.60', { products }],
      ['inbox.applications.reached.50', { products }],
      ['inbox.applications.reached.40', { products }],
      ['inbox.applications.lcaAccepted', { products }],
      ['inbox.applications.lcaCorrection', { products, note }],
      ['inbox.applications.reached.30', { products }],
      ['inbox.applications.contractIssued', { products }],
      ['inbox.applications.contractIssued', { products }],
      ['inbox.applications.quoteIssued', { products }],
      ['inbox.applications.quoteIssued', { products }],
      ['inbox.applications.reached.20', { products }],
    ];
    for (const reader of [user, colleague]) {
      for (const lang of ['zh', 'en'] as const) {
        expect(await inboxOf(t, reader, lang)).toEqual(
          expected.map(([key, params]) => rendered(key, lang, params)),
        );
      }
    }
    // The applicant's account is an e-mail address: the same news by mail, oldest first, each
    // with the link to their applications.
    const account = (
      await t.db.selectFrom('users').select('account').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).account;
    const link = `\n\n请前往办理：${t.app.config.PUBLIC_BASE_URL}/Epd/mineEpd`;
    expect(
      readOutbox(t.app.config.DATA_DIR)
        .filter((m) => m.to === account)
        .map((m) => m.text),
    ).toEqual(expected.map(([key, params]) => `${rendered(key, 'zh', params)}${link}`).reverse());

    // The console's timeline: everything, in order, with who.
    const withoutMessages = timeline.filter((e) => e.kind !== 'messageSent');
    expect(withoutMessages.map((e) => e.kind)).toEqual(journeyKinds(3 * productIds.length));
    expect(timeline.filter((e) => e.kind === 'messageSent')).toHaveLength(expected.length);
    expect(timeline.map((e) => e.id)).toEqual([...timeline.map((e) => e.id)].sort((a, b) => a - b));
    const at = timeline.map((e) => e.createdAt);
    expect(at).toEqual([...at].sort());
    for (const e of withoutMessages) {
      const byUser = ['submitted', 'quoteRejected', 'quoteConfirmed', 'contractRefused', 'contractSigned'];
      const userSide = byUser.includes(e.kind) || e.kind === 'fileReplaced' || e.kind === 'lcaCorrected';
      expect([e.kind, e.actorKind, e.actorName]).toEqual([
        e.kind,
        userSide ? 'user' : 'operator',
        userSide ? account : reviewer.username,
      ]);
    }
    expect(withoutMessages.find((e) => e.kind === 'lcaCorrectionAsked')?.note).toBe(note);
    expect(withoutMessages.filter((e) => e.kind === 'fileReplaced').every((e) => e.stage === 30)).toBe(true);
    expect(withoutMessages.find((e) => e.kind === 'released')).toMatchObject({
      stage: 70,
      note: releaseNote,
    });

    // A withdrawn record's reports are no longer downloadable: the detail stops offering them.
    const withdrawnId = rows[1]?.epdId ?? 0;
    const withdrawnReport = rows[1]?.epdAttachmentCn?.attachmentId ?? 0;
    await t.data(
      consoleEpdsRoutes.epdWithdraw,
      { params: { id: withdrawnId }, body: { reason: '数据有误' } },
      { as: editor },
    );
    const after = await detail(id);
    expect(after[0]).toEqual(rows[0]);
    expect(after[1]).toMatchObject({
      epdId: withdrawnId,
      epdRegistrationNumber: releasing[1]?.registrationNumber,
      epdAttachmentCn: null,
      epdAttachmentEn: null,
    });
    expect(
      (await t.call(catalogueSearchRoutes.reportDownload, { params: { id: withdrawnReport } }, { as: user }))
        .error,
    ).toBe('NOT_FOUND');
  });

  it('shows only the stages up to the current one after a move back, and the new date once moved on', async () => {
    const id = await fx.apply(user, fx.form(pcr.registerNo, [await fx.entryWithFiles(user, '热轧H型钢')]));
    await advance(id, 10);
    await dealsDone(id, false);
    await advance(id, 20, '合同已签署');
    const firstAt = (await steps(id)).steps[2]?.reachedAt;
    expect(firstAt).not.toBeNull();

    const reason = '合同条款需要调整';
    await t.data(r.applicationBack, { params: { id }, body: { from: 30, to: 20, reason } }, { as: reviewer });
    const back = await steps(id);
    const movedAt = (await consoleDetail(id)).timeline.findLast((e) => e.kind === 'movedBack')?.createdAt;
    expect(back.applyStatus).toBe(20);
    expect(back.steps.map((s) => [s.stage, s.done])).toEqual(APPLY_STAGES.map((s) => [s, s <= 20]));
    expect(back.steps[1]).toEqual({
      stage: 20,
      done: true,
      reachedAt: movedAt,
      by: 'secretariat',
      note: reason,
    });
    expect(back.steps.slice(2).every((s) => s.reachedAt === null && s.by === null && s.note === null)).toBe(
      true,
    );
    expect(await mine(id)).toMatchObject({ applyStatus: 20, quoteStatus: 2, contractStatus: 3 });
    expect((await inboxOf(t, user, 'en'))[0]).toBe(
      rendered('inbox.applications.movedBack.20', 'en', { products: '热轧H型钢', reason }),
    );

    await advance(id, 20, '条款已调整');
    const again = await steps(id);
    const third = again.steps[2];
    expect(again.steps.map((s) => s.done)).toEqual(APPLY_STAGES.map((s) => s <= 30));
    expect(third).toMatchObject({ stage: 30, done: true, by: 'secretariat', note: '条款已调整' });
    expect((third?.reachedAt ?? '') > (firstAt ?? '')).toBe(true);
    expect((third?.reachedAt ?? '') > (movedAt ?? '')).toBe(true);
  });

  it('gives an application submitted without files its files through a correction request', async () => {
    // Decision 112: the files are optional when applying; decision 111: 30 → 40 needs them.
    const id = await fx.apply(user, fx.form(pcr.registerNo, [{ productName: '镀锌钢板' }]));
    await advance(id, 10);
    await dealsDone(id, false);
    await advance(id, 20);
    const [entry] = await detail(id);
    expect(entry).toMatchObject({ lcaAttachmentCn: null, dataAttachment: null, epdAttachmentTest: null });
    expect((await consoleDetail(id)).next).toEqual({
      stage: 40,
      blockedBy: 'console.applications.blocked.files',
    });
    const productId = entry?.id ?? 0;

    // Nothing to put in place before the secretariat asks.
    const early = await t.call(
      p.lcaAttachmentUpdate,
      { body: { epdId: productId, attachmentId: await fx.uploadFile(user, 'lca') } },
      { as: user },
    );
    expect(early.error).toBe('APPLICATION_STATE_CONFLICT');

    await t.data(
      r.applicationLcaCorrection,
      { params: { id }, body: { note: '请上传LCA报告和数据收集表。' } },
      { as: reviewer },
    );
    const lca = await fx.uploadFile(user, 'lca');
    await t.data(p.lcaAttachmentUpdate, { body: { epdId: productId, attachmentId: lca } }, { as: user });
    // The data sheet still missing: the confirmation is refused and the request stays open.
    const tooSoon = await t.call(p.lcaValidateUpdate, { body: { status: 0, applyId: id } }, { as: user });
    expect(tooSoon.error).toBe('APPLICATION_FILES_MISSING');
    expect((await mine(id)).lcaValidateStatus).toBe(2);
    const data = await fx.uploadFile(user, 'data');
    const row = await t.data(
      p.dataAttachmentUpdate,
      { body: { epdId: productId, dataAttachment: data } },
      { as: user },
    );
    expect(row).toMatchObject({
      lcaAttachmentCn: { attachmentId: lca, version: 1 },
      dataAttachment: { attachmentId: data, version: 1 },
      epdAttachmentTest: null,
      history: [],
    });
    await t.data(p.lcaValidateUpdate, { body: { status: 0, applyId: id } }, { as: user });
    expect((await consoleDetail(id)).next).toEqual({ stage: 40, blockedBy: null });
    expect((await advance(id, 30)).stage).toBe(40);
    expect((await steps(id)).steps.map((s) => s.done)).toEqual(APPLY_STAGES.map((s) => s <= 40));
  });
});
