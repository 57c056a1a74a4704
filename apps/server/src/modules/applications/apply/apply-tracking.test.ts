import { applicationRoutes as r, textOf } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEpd } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, engineName, invalid, type TestApp, type TestUser } from '../../../test/helper.ts';
import { applyFixtures } from './apply-fixtures.ts';

const en = (key: string) => textOf(key, 'en');

describe(`Tracking an application and correcting its data (${engineName})`, () => {
  let t: TestApp;
  let fx: ReturnType<typeof applyFixtures>;
  let ann: TestUser;
  let annie: TestUser;
  let bob: TestUser;
  let pcr: { id: number; registerNo: string };

  const productsOf = (applicationId: number) =>
    t.db
      .selectFrom('application_products')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('sort')
      .execute();

  /** The secretariat's request for corrected LCA data, written directly (through the console: lifecycle.test.ts). */
  const askCorrection = (id: number, note = '请核对GWP数据') =>
    t.db
      .updateTable('applications')
      .set({ lca_validate_status: 2, lca_validate_note: note })
      .where('id', '=', id)
      .execute();

  const eventsOf = (id: number, kind: string) =>
    t.db
      .selectFrom('application_events')
      .selectAll()
      .where('application_id', '=', id)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  const detail = (id: number, as: TestUser = ann, lang: 'zh' | 'en' = 'en') =>
    t.call(r.applicationDetail, { body: { id } }, { as, lang });

  const replaceLca = (epdId: number, attachmentId: number, as: TestUser = ann) =>
    t.call(r.lcaAttachmentUpdate, { body: { epdId, attachmentId } }, { as, lang: 'en' });
  const replaceEpd = (epdId: number, attachmentId: number, as: TestUser = ann) =>
    t.call(r.epdAttachmentUpdate, { body: { epdId, attachmentId } }, { as, lang: 'en' });
  const replaceData = (epdId: number, dataAttachment: number, as: TestUser = ann) =>
    t.call(r.dataAttachmentUpdate, { body: { epdId, dataAttachment } }, { as, lang: 'en' });
  const confirm = (applyId: number, as: TestUser = ann) =>
    t.call(r.lcaValidateUpdate, { body: { status: 0, applyId } }, { as, lang: 'en' });

  beforeAll(async () => {
    t = await buildTestApp();
    fx = applyFixtures(t);
    ({ ann, annie, bob, pcr } = await fx.cast());
  });
  afterAll(() => t?.close());

  it("lists the company's applications newest first, by type", async () => {
    const epdId = await fx.apply(
      ann,
      fx.form(pcr.registerNo, [{ productName: '螺纹钢' }, { productName: '盘螺' }]),
    );
    const cfpId = await fx.apply(
      annie,
      fx.form(pcr.registerNo, [{ productName: '线材' }], { productType: 'CFP' }),
    );
    const bobsId = await fx.apply(bob, fx.form(pcr.registerNo, [{ productName: '钢轨' }]));

    const all = await t.data(r.myApplications, {}, { as: ann });
    expect(all.map((a) => a.id)).toEqual([cfpId, epdId]);
    expect(all[1]).toMatchObject({
      productType: 'EPD',
      pcrName: '钢筋混凝土用热轧带肋钢筋',
      pcrNameEn: 'Hot-rolled ribbed bars',
      applyStatus: 10,
      quoteStatus: 0,
      contractStatus: 0,
      lcaValidateStatus: 0,
    });
    expect(JSON.parse(all[1]!.epdList)).toEqual({
      epds: [{ epdProductName: '螺纹钢' }, { epdProductName: '盘螺' }],
    });
    expect(Date.parse(all[1]!.applicationTime)).not.toBeNaN();

    expect(
      (await t.data(r.myApplications, { query: { type: 'EPD' } }, { as: annie })).map((a) => a.id),
    ).toEqual([epdId]);
    expect(
      (await t.data(r.myApplications, { query: { type: 'PCR' } }, { as: ann })).map((a) => a.id),
    ).toEqual([cfpId]);
    expect((await t.data(r.myApplications, {}, { as: bob })).map((a) => a.id)).toEqual([bobsId]);
    expect(await t.data(r.myApplications, {}, { as: await t.loginAs() })).toEqual([]);
    expect((await t.call(r.myApplications, { query: { type: invalid('CFP') } }, { as: ann })).status).toBe(
      400,
    );
    expect((await t.call(r.myApplications)).status).toBe(401);
  });

  it('shows the seven stages with the date each was last reached, by whom and the note', async () => {
    const id = await fx.apply(ann, fx.form(pcr.registerNo, [{ productName: '螺纹钢' }]));
    const submitted = (await eventsOf(id, 'submitted'))[0]!.created_at;
    const fresh = await t.data(r.applicationSteps, { params: { id } }, { as: annie });
    expect(fresh.applyStatus).toBe(10);
    expect(fresh.steps).toEqual([
      { stage: 10, done: true, reachedAt: submitted, by: 'applicant', note: null },
      ...[20, 30, 40, 50, 60, 70].map((stage) => ({
        stage,
        done: false,
        reachedAt: null,
        by: null,
        note: null,
      })),
    ]);

    // The secretariat's moves, as the workflow writes them (stage = the stage reached), at chosen dates.
    const move = (kind: string, stage: number, at: string, note: string | null = null) =>
      t.db
        .insertInto('application_events')
        .values({
          application_id: id,
          kind,
          stage,
          note,
          detail: null,
          actor_kind: 'operator',
          actor_id: 1,
          created_at: at,
        })
        .execute();
    await move('advanced', 20, '2026-03-01T02:00:00.000Z', '已受理');
    await move('quoteIssued', 20, '2026-03-02T02:00:00.000Z');
    await move('advanced', 30, '2026-03-05T02:00:00.000Z');
    await move('movedBack', 20, '2026-03-06T02:00:00.000Z', '合同需重新签署');
    await move('advanced', 30, '2026-03-09T02:00:00.000Z', '合同已签署');
    await t.db.updateTable('applications').set({ stage: 30 }).where('id', '=', id).execute();

    const moved = await t.data(r.applicationSteps, { params: { id } }, { as: ann });
    expect(moved.applyStatus).toBe(30);
    expect(moved.steps.slice(0, 4)).toEqual([
      { stage: 10, done: true, reachedAt: submitted, by: 'applicant', note: null },
      {
        stage: 20,
        done: true,
        reachedAt: '2026-03-06T02:00:00.000Z',
        by: 'secretariat',
        note: '合同需重新签署',
      },
      { stage: 30, done: true, reachedAt: '2026-03-09T02:00:00.000Z', by: 'secretariat', note: '合同已签署' },
      { stage: 40, done: false, reachedAt: null, by: null, note: null },
    ]);

    for (const [stage, day] of [
      [40, '10'],
      [50, '11'],
      [60, '12'],
    ] as const) {
      await move('advanced', stage, `2026-03-${day}T02:00:00.000Z`);
    }
    await move('released', 70, '2026-03-13T02:00:00.000Z');
    await t.db.updateTable('applications').set({ stage: 70 }).where('id', '=', id).execute();
    const released = await t.data(r.applicationSteps, { params: { id } }, { as: ann });
    expect(released.steps.every((s) => s.done && s.reachedAt !== null)).toBe(true);
    expect(released.steps[6]).toEqual({
      stage: 70,
      done: true,
      reachedAt: '2026-03-13T02:00:00.000Z',
      by: 'secretariat',
      note: null,
    });
  });

  it("details each entry with its files in use in the reader's language, and the report after release", async () => {
    const galvanized = await fx.categoryNamed('镀锌板');
    const electro = await fx.technologyNamed('电镀锌', galvanized);
    const entry = await fx.entryWithFiles(ann, '电镀锌板');
    const id = await fx.apply(
      ann,
      fx.form(pcr.registerNo, [
        { ...entry, categoryId: galvanized, technologyId: electro },
        { productName: '冷轧板卷' },
      ]),
    );
    const rows = await detail(id);
    expect(rows.status, rows.body).toBe(200);
    const [first, second] = rows.data!;
    expect(first).toMatchObject({
      applyId: id,
      productName: '电镀锌板',
      productType: 'EPD',
      categoryName: 'Galvanized sheet',
      technologyName: 'Electro-galvanizing',
      lcaAttachmentCn: { attachmentId: entry.lcaAttachmentId, fileName: 'LCA报告.pdf', version: 1 },
      epdAttachmentTest: { attachmentId: entry.epdAttachmentId, fileName: 'EPD预报告.pdf', version: 1 },
      dataAttachment: { attachmentId: entry.dataAttachment, fileName: '数据收集表.zip', version: 1 },
      epdAttachmentCn: null,
      epdAttachmentEn: null,
      epdRegistrationNumber: null,
      lcaValidateStatus: 0,
      lcaValidateNote: null,
      history: [],
    });
    expect(second).toMatchObject({ categoryName: null, technologyName: null, lcaAttachmentCn: null });
    expect((await detail(id, annie, 'zh')).data![0]).toMatchObject({
      categoryName: '镀锌板',
      technologyName: '电镀锌',
    });

    // A release, written directly: the entry points at its catalogue record and the application is released.
    const record = await insertEpd(t, { companyId: ann.companyId!, pcrId: pcr.id });
    const [product] = await productsOf(id);
    await t.db
      .updateTable('application_products')
      .set({ epd_id: record.id })
      .where('id', '=', product!.id)
      .execute();
    expect((await detail(id)).data![0]!.epdRegistrationNumber).toBeNull();
    await t.db
      .updateTable('applications')
      .set({ stage: 70, released_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const released = (await detail(id)).data![0]!;
    expect(released).toMatchObject({
      epdRegistrationNumber: record.registrationNumber,
      epdAttachmentCn: { attachmentId: record.reports.zh!.attachmentId, version: 1 },
      epdAttachmentEn: { attachmentId: record.reports.en!.attachmentId, version: 1 },
    });
  });

  describe('corrected LCA data (spec 02 §4 "LCA validation status")', () => {
    it('replaces files only while asked, keeps every version and confirms once', async () => {
      const entries = [await fx.entryWithFiles(ann, '热轧板卷'), await fx.entryWithFiles(ann, '冷轧板卷')];
      const id = await fx.apply(ann, fx.form(pcr.registerNo, entries));
      const [p1, p2] = await productsOf(id);
      const newLca = await fx.uploadFile(ann, 'lca');

      for (const res of [await replaceLca(p1!.id, newLca), await confirm(id)]) {
        expect(res.status).toBe(409);
        expect(res.error).toBe('APPLICATION_STATE_CONFLICT');
      }

      await askCorrection(id);
      expect((await detail(id)).data![1]).toMatchObject({
        lcaValidateStatus: 2,
        lcaValidateNote: '请核对GWP数据',
      });

      const v2 = await replaceLca(p1!.id, newLca);
      expect(v2.status, v2.body).toBe(200);
      expect(v2.data!.lcaAttachmentCn).toMatchObject({ attachmentId: newLca, version: 2 });
      expect(v2.data!.history).toMatchObject([
        { kind: 'lca', attachmentId: entries[0]!.lcaAttachmentId, version: 1 },
      ]);

      const newest = await fx.uploadFile(annie, 'lca');
      const v3 = await replaceLca(p1!.id, newest, annie);
      expect(v3.data!.lcaAttachmentCn).toMatchObject({ attachmentId: newest, version: 3 });
      expect(v3.data!.history.map((h) => h.version)).toEqual([2, 1]);

      const data = await fx.uploadFile(ann, 'data');
      expect((await replaceData(p2!.id, data)).data!.dataAttachment).toMatchObject({
        attachmentId: data,
        version: 2,
      });
      const epd = await fx.uploadFile(ann, 'epd');
      expect((await replaceEpd(p2!.id, epd)).data!.epdAttachmentTest).toMatchObject({
        attachmentId: epd,
        version: 2,
      });

      const replaced = await eventsOf(id, 'fileReplaced');
      expect(replaced.map((e) => JSON.parse(e.detail!))).toEqual([
        { kind: 'lca', productId: p1!.id, version: 2, attachmentId: newLca },
        { kind: 'lca', productId: p1!.id, version: 3, attachmentId: newest },
        { kind: 'data', productId: p2!.id, version: 2, attachmentId: data },
        { kind: 'epd', productId: p2!.id, version: 2, attachmentId: epd },
      ]);
      expect(replaced.map((e) => e.actor_id)).toEqual([ann.id, annie.id, ann.id, ann.id]);

      expect(await t.data(r.lcaValidateUpdate, { body: { status: 0, applyId: id } }, { as: ann })).toEqual({
        lcaValidateStatus: 0,
      });
      expect(await eventsOf(id, 'lcaCorrected')).toHaveLength(1);
      expect((await confirm(id)).error).toBe('APPLICATION_STATE_CONFLICT');
      expect((await replaceLca(p1!.id, await fx.uploadFile(ann, 'lca'))).error).toBe(
        'APPLICATION_STATE_CONFLICT',
      );
      const files = await t.db
        .selectFrom('application_files')
        .selectAll()
        .where('application_id', '=', id)
        .execute();
      expect(files).toHaveLength(10);
      expect(files.filter((f) => f.current === 1)).toHaveLength(6);
    });

    it('refuses a replacement that is not an unused upload of the kind, and changes nothing', async () => {
      const entry = await fx.entryWithFiles(ann, '中厚板');
      const id = await fx.apply(ann, fx.form(pcr.registerNo, [entry]));
      const [product] = await productsOf(id);
      await askCorrection(id);
      const before = await fx.counts();
      const cases = [
        [
          await replaceLca(product!.id, await fx.uploadFile(ann, 'data')),
          'body.attachmentId',
          'apply.lcaFileWrong',
        ],
        [
          await replaceEpd(product!.id, await fx.uploadFile(ann, 'lca')),
          'body.attachmentId',
          'apply.epdFileWrong',
        ],
        [
          await replaceData(product!.id, await fx.uploadFile(ann, 'epd')),
          'body.dataAttachment',
          'apply.dataFileWrong',
        ],
        [await replaceLca(product!.id, entry.lcaAttachmentId!), 'body.attachmentId', 'apply.fileUsed'],
        [
          await replaceLca(product!.id, await fx.uploadFile(bob, 'lca')),
          'body.attachmentId',
          'apply.fileNotYours',
        ],
      ] as const;
      for (const [res, path, key] of cases) {
        expect(res.status, key).toBe(400);
        expect(res.fields).toEqual([{ path, message: en(key) }]);
      }
      expect(await fx.counts()).toEqual(before);
    });

    it('confirms only when every entry has its LCA report and data sheet', async () => {
      const lcaOnly = { productName: '热轧板卷', lcaAttachmentId: await fx.uploadFile(ann, 'lca') };
      const id = await fx.apply(ann, fx.form(pcr.registerNo, [lcaOnly]));
      const [product] = await productsOf(id);
      await askCorrection(id);
      const missing = await confirm(id);
      expect(missing.status).toBe(409);
      expect(missing.error).toBe('APPLICATION_FILES_MISSING');
      expect((await replaceData(product!.id, await fx.uploadFile(ann, 'data'))).status).toBe(200);
      expect((await confirm(id)).status).toBe(200);
    });

    it('leaves one decision when requests race', async () => {
      const id = await fx.apply(ann, fx.form(pcr.registerNo, [await fx.entryWithFiles(ann, '螺纹钢')]));
      const [product] = await productsOf(id);
      await askCorrection(id);
      const files = [await fx.uploadFile(ann, 'lca'), await fx.uploadFile(ann, 'lca')];
      const replaced = await Promise.all(files.map((f) => replaceLca(product!.id, f)));
      expect(replaced.every((res) => res.status === 200 || res.error === 'APPLICATION_STATE_CONFLICT')).toBe(
        true,
      );
      const lca = await t.db
        .selectFrom('application_files')
        .selectAll()
        .where('product_id', '=', product!.id)
        .where('kind', '=', 'lca')
        .execute();
      expect(lca.filter((f) => f.current === 1)).toHaveLength(1);
      expect(new Set(lca.map((f) => f.version)).size).toBe(lca.length);

      const answers = await Promise.all([confirm(id), confirm(id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await eventsOf(id, 'lcaCorrected')).toHaveLength(1);
    });
  });

  describe('another company and an uncertified user', () => {
    let id: number;
    let productId: number;

    beforeAll(async () => {
      id = await fx.apply(ann, fx.form(pcr.registerNo, [await fx.entryWithFiles(ann, '螺纹钢')]));
      productId = (await productsOf(id))[0]!.id;
      await askCorrection(id);
    });

    it("answers NOT_FOUND for another company's application, entries and unknown ids", async () => {
      const bobs = {
        lca: await fx.uploadFile(bob, 'lca'),
        epd: await fx.uploadFile(bob, 'epd'),
        data: await fx.uploadFile(bob, 'data'),
      };
      for (const [target, entry] of [
        [id, productId],
        [999_999, 999_999],
      ] as const) {
        for (const res of [
          await t.call(r.applicationSteps, { params: { id: target } }, { as: bob }),
          await detail(target, bob),
          await replaceLca(entry, bobs.lca, bob),
          await replaceEpd(entry, bobs.epd, bob),
          await replaceData(entry, bobs.data, bob),
          await confirm(target, bob),
        ]) {
          expect(res.status, res.body).toBe(404);
          expect(res.error).toBe('NOT_FOUND');
        }
      }
      expect(
        (await t.data(r.applicationDetail, { body: { id } }, { as: ann }))[0]!.lcaAttachmentCn!.version,
      ).toBe(1);
    });

    it('keeps reads from users of no company and refuses their changes at the gate', async () => {
      for (const [user, gate] of [
        [await t.loginAs(), 'COMPANY_CERTIFICATION_REQUIRED'],
        [await t.loginAs({ company: { name: '审核中钢铁', status: 0 } }), 'COMPANY_CERTIFICATION_PENDING'],
      ] as const) {
        expect((await t.call(r.applicationSteps, { params: { id } }, { as: user })).error).toBe('NOT_FOUND');
        expect((await detail(id, user)).error).toBe('NOT_FOUND');
        for (const res of [
          await replaceLca(productId, 1, user),
          await replaceEpd(productId, 1, user),
          await replaceData(productId, 1, user),
          await confirm(id, user),
        ]) {
          expect(res.status).toBe(409);
          expect(res.error).toBe(gate);
        }
      }
    });

    it('needs a login for every call', async () => {
      for (const res of [
        await t.call(r.applicationSteps, { params: { id } }),
        await t.call(r.applicationDetail, { body: { id } }),
        await t.call(r.lcaAttachmentUpdate, { body: { epdId: productId, attachmentId: 1 } }),
        await t.call(r.lcaValidateUpdate, { body: { status: 0, applyId: id } }),
      ]) {
        expect(res.status).toBe(401);
      }
    });
  });
});
