import {
  APPLY_STAGE,
  type ApplicationFileKind,
  applicationRoutes as r,
  type TApplyProduct,
  textOf,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPcr, makePdf } from '../../../test/catalogue-fixtures.ts';
import { pdfBytes, zipBytes } from '../../../test/file-bytes.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../../test/helper.ts';
import { attachmentCount, storedFiles, upload } from '../../../test/uploads.ts';
import { applyFixtures } from './apply-fixtures.ts';

const en = (key: string) => textOf(key, 'en');

describe(`Applying for an EPD or CFP (${engineName})`, () => {
  let t: TestApp;
  let fx: ReturnType<typeof applyFixtures>;
  let ann: TestUser;
  let annie: TestUser;
  let bob: TestUser;
  let pcr: { id: number; registerNo: string };

  beforeAll(async () => {
    t = await buildTestApp();
    fx = applyFixtures(t);
    ({ ann, annie, bob, pcr } = await fx.cast());
  });
  afterAll(() => t?.close());

  describe('the action gate (spec 01 §4)', () => {
    const uncertified = async () => [
      { user: await t.loginAs(), error: 'COMPANY_CERTIFICATION_REQUIRED' },
      {
        user: await t.loginAs({ company: { name: '未认证钢铁', status: null } }),
        error: 'COMPANY_CERTIFICATION_REQUIRED',
      },
      {
        user: await t.loginAs({ company: { name: '审核中钢铁', status: 0 } }),
        error: 'COMPANY_CERTIFICATION_PENDING',
      },
      {
        user: await t.loginAs({ company: { name: '被驳回钢铁', status: 2 } }),
        error: 'COMPANY_CERTIFICATION_REQUIRED',
      },
    ];

    it('refuses an application without a certified company and writes nothing', async () => {
      const before = await fx.counts();
      for (const { user, error } of await uncertified()) {
        const res = await fx.submit(user, fx.form(pcr.registerNo, [{ productName: '螺纹钢' }]));
        expect(res.status).toBe(409);
        expect(res.error).toBe(error);
      }
      expect(await fx.counts()).toEqual(before);
    });

    it('refuses LCA and EPD uploads without a certified company and stores nothing', async () => {
      const rows = await attachmentCount(t);
      const files = storedFiles(t);
      for (const { user, error } of await uncertified()) {
        for (const kind of ['lca', 'epd', 'data'] as const) {
          await expect(fx.uploadFile(user, kind)).rejects.toThrow(error);
        }
      }
      expect(await attachmentCount(t)).toBe(rows);
      expect(storedFiles(t)).toEqual(files);
    });

    it('keeps the other uploads open to everyone', async () => {
      const { user } = (await uncertified())[0]!;
      const res = await upload(t, {
        as: user,
        fields: { businessType: 'EPD_VERIFY' },
        file: { name: 'verify.pdf', bytes: pdfBytes() },
      });
      expect(res.status, res.body).toBe(200);
    });
  });

  describe('the form rules (spec 02 §5)', () => {
    it('needs an enabled PCR', async () => {
      const disabled = await insertPcr(t, { enabled: false });
      for (const [pcrNumber, message] of [
        ['', en('apply.pcrRequired')],
        ['PCR-NO-SUCH', en('apply.pcrUnavailable')],
        [disabled.registerNo, en('apply.pcrUnavailable')],
      ] as const) {
        const res = await fx.submit(ann, fx.form(pcrNumber, [{ productName: '螺纹钢' }]));
        expect(res.error, pcrNumber).toBe('VALIDATION_FAILED');
        expect(res.fields).toEqual([{ path: 'body.apply.pcrNumber', message }]);
      }
    });

    it('takes 1 to 3 entries, each named in at most 24 characters', async () => {
      const refusal = async (epd: TApplyProduct[]) =>
        (await fx.submit(ann, fx.form(pcr.registerNo, epd))).fields;
      expect(await refusal([])).toEqual([{ path: 'body.epd', message: en('apply.productsMin') }]);
      const four = ['a', 'b', 'c', 'd'].map((productName) => ({ productName }));
      expect(await refusal(four)).toEqual([{ path: 'body.epd', message: en('apply.productsMax') }]);
      expect(await refusal([{ productName: '钢'.repeat(25) }])).toEqual([
        { path: 'body.epd.0.productName', message: en('validation.productNameTooLong') },
      ]);
      expect(await refusal([{ productName: '螺纹钢' }, { productName: '' }])).toEqual([
        { path: 'body.epd.1.productName', message: en('validation.productRequired') },
      ]);
      const three = ['钢'.repeat(24), '热轧板卷', '冷轧板卷'].map((productName) => ({ productName }));
      expect((await fx.submit(ann, fx.form(pcr.registerNo, three))).status).toBe(200);
    });

    it("names every entry whose file is not the caller's unused upload of its kind, and writes nothing", async () => {
      const file = (kind: ApplicationFileKind, as: TestUser = ann) => fx.uploadFile(as, kind);
      const shared = await file('data');
      const epd = [
        {
          productName: '热轧板卷',
          lcaAttachmentId: await file('epd'),
          epdAttachmentId: await file('epd', bob),
          dataAttachment: await file('lca'),
        },
        {
          productName: '冷轧板卷',
          lcaAttachmentId: 999_999,
          epdAttachmentId: await file('data'),
          dataAttachment: shared,
        },
        { productName: '镀锌板', dataAttachment: shared },
      ];
      const before = await fx.counts();
      const res = await fx.submit(ann, fx.form(pcr.registerNo, epd));
      expect(res.status).toBe(400);
      expect(res.fields).toEqual([
        { path: 'body.epd.0.lcaAttachmentId', message: en('apply.lcaFileWrong') },
        { path: 'body.epd.0.epdAttachmentId', message: en('apply.fileNotYours') },
        { path: 'body.epd.0.dataAttachment', message: en('apply.dataFileWrong') },
        { path: 'body.epd.1.lcaAttachmentId', message: en('apply.fileNotYours') },
        { path: 'body.epd.1.epdAttachmentId', message: en('apply.epdFileWrong') },
        { path: 'body.epd.2.dataAttachment', message: en('apply.fileUsed') },
      ]);
      expect(await fx.counts()).toEqual(before);
    });

    it("takes a colleague's upload, and refuses a file another application uses", async () => {
      const entry = await fx.entryWithFiles(annie, '线材');
      expect((await fx.submit(ann, fx.form(pcr.registerNo, [entry]))).status).toBe(200);
      const again = await fx.submit(
        annie,
        fx.form(pcr.registerNo, [{ ...entry, productName: '棒材' }]),
        'zh',
      );
      expect(again.fields).toEqual(
        (['lcaAttachmentId', 'epdAttachmentId', 'dataAttachment'] as const).map((f) => ({
          path: `body.epd.0.${f}`,
          message: textOf('apply.fileUsed', 'zh'),
        })),
      );
    });

    it('judges the files by their bytes and their names at upload', async () => {
      const send = (fields: Record<string, string>, name: string, bytes: Buffer) =>
        upload(t, { as: ann, fields, file: { name, bytes } });
      const zip = zipBytes([{ name: 'a.txt', data: 'a' }]);
      expect((await send({ businessType: 'LCA' }, 'report.pdf', zip)).message).toBe(en('validation.pdfOnly'));
      expect((await send({ businessType: 'EPD' }, 'report.zip', pdfBytes())).message).toBe(
        en('validation.pdfOnly'),
      );
      expect((await send({ businessType: 'EPD', reportType: 'data' }, 'data.zip', pdfBytes())).message).toBe(
        en('validation.zipOnly'),
      );
      const long = (n: number) => `${'报'.repeat(n - 4)}.pdf`;
      expect((await send({ businessType: 'LCA' }, long(161), pdfBytes())).message).toBe(
        en('validation.fileNameTooLong'),
      );
      const ok = await send({ businessType: 'LCA' }, long(160), Buffer.from(await makePdf(['LCA'])));
      expect(ok.status, ok.body).toBe(200);
      const entry = { productName: 'H型钢', lcaAttachmentId: ok.data!.id };
      expect((await fx.submit(ann, fx.form(pcr.registerNo, [entry]))).status).toBe(200);
    });

    it('checks that the category exists and the technology belongs to it', async () => {
      const galvanized = await fx.categoryNamed('镀锌板');
      const rebar = await fx.categoryNamed('螺纹钢');
      const electro = await fx.technologyNamed('电镀锌', galvanized);
      const bfBof = await fx.technologyNamed('高炉-转炉长流程', await fx.categoryNamed('板材'));
      const res = await fx.submit(
        ann,
        fx.form(pcr.registerNo, [
          { productName: '镀锌板', categoryId: 999_999 },
          { productName: '螺纹钢', categoryId: rebar, technologyId: electro },
          { productName: '镀锌板', technologyId: electro },
        ]),
      );
      expect(res.fields).toEqual([
        { path: 'body.epd.0.categoryId', message: en('apply.categoryUnknown') },
        { path: 'body.epd.1.technologyId', message: en('apply.technologyUnknown') },
        { path: 'body.epd.2.technologyId', message: en('apply.technologyUnknown') },
      ]);
      const ok = await fx.submit(
        ann,
        fx.form(pcr.registerNo, [
          { productName: '镀锌板', categoryId: galvanized, technologyId: electro },
          { productName: '镀锌板', categoryId: galvanized, technologyId: bfBof },
        ]),
      );
      expect(ok.status, ok.body).toBe(200);
    });
  });

  describe('submitting', () => {
    it('writes the application, its entries, their files and the submitted event together', async () => {
      const epd = [await fx.entryWithFiles(ann, '热轧带肋钢筋'), await fx.entryWithFiles(annie, '盘螺')];
      const body = fx.form(pcr.registerNo, epd, { productType: 'CFP', companyName: '别的公司' });
      const id = await fx.apply(ann, body);

      const application = await t.db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        company_id: ann.companyId,
        user_id: ann.id,
        product_type: 'CFP',
        pcr_id: pcr.id,
        company_name: '鞍钢股份有限公司',
        stage: APPLY_STAGE.application,
        quote_status: 0,
        contract_status: 0,
        lca_validate_status: 0,
        request_key: body.apply.requestKey,
        released_at: null,
      });
      const products = await t.db
        .selectFrom('application_products')
        .selectAll()
        .where('application_id', '=', id)
        .orderBy('sort')
        .execute();
      expect(products.map((p) => [p.sort, p.product_name, p.epd_id])).toEqual([
        [1, '热轧带肋钢筋', null],
        [2, '盘螺', null],
      ]);
      const files = await t.db
        .selectFrom('application_files')
        .selectAll()
        .where('application_id', '=', id)
        .orderBy('id')
        .execute();
      expect(files).toHaveLength(6);
      expect(files.every((f) => f.version === 1 && f.current === 1 && f.user_id === ann.id)).toBe(true);
      expect(
        files.filter((f) => f.product_id === products[1]!.id).map((f) => [f.kind, f.attachment_id]),
      ).toEqual([
        ['lca', epd[1]!.lcaAttachmentId],
        ['epd', epd[1]!.epdAttachmentId],
        ['data', epd[1]!.dataAttachment],
      ]);
      const events = await t.db
        .selectFrom('application_events')
        .selectAll()
        .where('application_id', '=', id)
        .execute();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ kind: 'submitted', stage: 10, actor_kind: 'user', actor_id: ann.id });
      expect(JSON.parse(events[0]!.detail!)).toMatchObject({
        productType: 'CFP',
        pcrNumber: pcr.registerNo,
        products: [{ productName: '热轧带肋钢筋' }, { productName: '盘螺' }],
      });
    });

    it('answers the same application for the same request key', async () => {
      const body = fx.form(pcr.registerNo, [await fx.entryWithFiles(ann, '钢轨')]);
      const before = await fx.count('applications');
      const first = await fx.apply(ann, body);
      expect(await fx.apply(ann, body)).toBe(first);
      expect(await fx.count('applications')).toBe(before + 1);
      // The key is the user's: a colleague's form with the same key is another application.
      const colleague = await fx.apply(annie, { ...body, epd: [{ productName: '钢轨' }] });
      expect(colleague).not.toBe(first);
    });

    it('makes two submits racing with one key one application', async () => {
      for (let round = 0; round < 3; round += 1) {
        const body = fx.form(pcr.registerNo, [await fx.entryWithFiles(ann, `无缝钢管${round}`)]);
        const answers = await Promise.all([fx.submit(ann, body), fx.submit(ann, body)]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        expect(answers[0]!.data!.id).toBe(answers[1]!.data!.id);
        const rows = await t.db
          .selectFrom('applications')
          .select('id')
          .where('request_key', '=', body.apply.requestKey)
          .execute();
        expect(rows).toHaveLength(1);
      }
    });

    it('needs a login', async () => {
      const res = await t.call(r.applySave, { body: fx.form(pcr.registerNo, [{ productName: '螺纹钢' }]) });
      expect(res.status).toBe(401);
    });
  });
});
