import fs from 'node:fs';
import path from 'node:path';
import {
  COMPANY_STATUS,
  consoleEpdsRoutes,
  openDataRoutes,
  lowCarbonRoutes as r,
  referenceRoutes,
  type TLowCarbonBlockInput,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKey } from '../../platform/limits/limiter.ts';
import { inboxOf } from '../../test/application-fixtures.ts';
import { insertEpd, insertPcr, makePdf } from '../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { asXlsm } from '../../test/low-carbon-workbooks.ts';
import { openEpdValidator, validateIlcd } from '../../test/open-formats.ts';
import { storedFiles, upload } from '../../test/uploads.ts';
import { MAX_UNZIPPED_BYTES } from './carbon/index.ts';
import { sharedStringsWorkbook } from './hostile-workbooks.ts';
import { certifiedUser, fillTemplate, SCRAP_EAF, uploadWorkbook, workbookId } from './low-carbon-fixtures.ts';
import { seedLowCarbonTemplate } from './template.ts';
import { workbookReader } from './workbook-reader.ts';

const block = (
  attachmentId: number | null,
  over: Partial<TLowCarbonBlockInput> = {},
): TLowCarbonBlockInput => ({
  companyName: 'ignored',
  introduction: '江苏沙钢集团电炉短流程钢厂，年产粗钢100万吨。',
  productName: '热轧带肋钢筋',
  process: 'EAF;HOT_ROLLING',
  attachmentId,
  ...over,
});

describe(`low-carbon steel applications (${engineName})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let user: TestUser;
  let colleague: TestUser;
  let other: TestUser;
  let reviewer: TestOperator;
  let editor: TestOperator;

  const count = async (
    table: 'attachments' | 'low_carbon_applications' | 'low_carbon_blocks' | 'audit_log' | 'messages',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** What an upload can leave: rows, stored files (temp files too) and the day's bytes taken. */
  const kept = async (as: TestUser) => ({
    rows: await count('attachments'),
    files: storedFiles(t).length,
    bytesToday: (await t.app.services.limiter.peek(limitKey('upload.bytes', as.id))).count,
  });
  const apply = (as: TestUser, list: TLowCarbonBlockInput[], lang: 'zh' | 'en' = 'en') =>
    t.call(r.lowCarbonApply, { body: { list } }, { as, lang });
  const applied = async (as: TestUser, list: TLowCarbonBlockInput[]) => {
    const res = await apply(as, list);
    if (!res.ok) throw new Error(`apply answered ${res.status}: ${res.body}`);
    return res.data.id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    user = await certifiedUser(t);
    colleague = await t.loginAs({ colleagueOf: user });
    other = await certifiedUser(t, '河钢测试有限公司');
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
  });
  afterAll(() => t.close());

  describe('upload', () => {
    it('accepts a workbook filled from the template and keeps it', async () => {
      const before = await count('attachments');
      const id = await workbookId(t, user);
      expect(await count('attachments')).toBe(before + 1);
      const preview = await t.data(r.lowCarbonPreview, { params: { id } }, { as: user });
      expect(preview).toEqual({
        attachmentId: id,
        fileName: '数据收集表.xlsx',
        site: SCRAP_EAF.Site,
        route: 'EAF-SCRAP',
        year: '2025',
        crudeSteelT: 1_000_000,
      });
      // No figure before approval: the preview says what the workbook is, not what it scores.
      expect(JSON.stringify(preview)).not.toContain('0.252');
    });

    it('accepts a real .xlsm and an upper-case extension (judged by content)', async () => {
      const bytes = await fillTemplate(SCRAP_EAF);
      expect((await uploadWorkbook(t, user, bytes, 'DATA.XLSX')).ok).toBe(true);
      const xlsm = await uploadWorkbook(t, user, asXlsm(bytes), 'data.xlsm');
      expect(xlsm.ok).toBe(true);
      if (!xlsm.ok) return;
      const row = await t.db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', xlsm.data.id)
        .executeTakeFirstOrThrow();
      expect(row.mime_type).toBe('application/vnd.ms-excel.sheet.macroEnabled.12');
    });

    it('refuses an Excel 97-2003 .xls and a password-protected workbook, storing nothing', async () => {
      const rows = await count('attachments');
      // Real files (the engine's fixtures): an Excel 97-2003 workbook and an encrypted .xlsx.
      const fixture = (name: string) =>
        fs.readFileSync(path.join(import.meta.dirname, 'carbon', 'fixtures', name));
      const old = await uploadWorkbook(t, user, fixture('legacy.xls'), 'old.xls');
      expect(old.ok).toBe(false);
      expect(old.message).toContain('Excel 97-2003');
      const secret = await uploadWorkbook(t, user, fixture('password-protected.xlsx'), 'secret.xlsx', 'zh');
      expect(secret.ok).toBe(false);
      expect(secret.message).toContain('密码');
      expect(await count('attachments')).toBe(rows);
    });

    it('refuses a renamed PDF by its content, storing nothing', async () => {
      const rows = await count('attachments');
      const files = storedFiles(t).length;
      const res = await uploadWorkbook(t, user, Buffer.from(await makePdf(['not a table'])), 'data.xlsx');
      expect(res.ok).toBe(false);
      expect(res.status).toBe(400);
      expect(res.message).toBe('Please upload an Excel table');
      expect(await count('attachments')).toBe(rows);
      expect(storedFiles(t).length).toBe(files);
    });

    it('refuses a malformed workbook naming sheet and cell in the caller language, storing nothing', async () => {
      const rows = await count('attachments');
      const files = storedFiles(t).length;
      const bytes = await fillTemplate({ ...SCRAP_EAF, CrudeSteel_t: 0, Scrap_t: -5 });
      const en = await uploadWorkbook(t, user, bytes, 'bad.xlsx', 'en');
      expect(en.ok).toBe(false);
      expect(en.status).toBe(400);
      expect(en.message).toMatch(/^Sheet "数据 Inputs", cell [A-Z]+\d+: /);
      const zh = await uploadWorkbook(t, user, bytes, 'bad.xlsx', 'zh');
      expect(zh.message).toMatch(/^工作表“数据 Inputs”单元格 [A-Z]+\d+：/);
      const text = await uploadWorkbook(
        t,
        user,
        await fillTemplate({ ...SCRAP_EAF, Scrap_t: 'lots' }),
        'text.xlsx',
      );
      expect(text.ok).toBe(false);
      expect(text.message).toContain('Sheet "数据 Inputs"');
      expect(await count('attachments')).toBe(rows);
      expect(storedFiles(t).length).toBe(files);
    });

    it('passes the action gate: an uncertified or pending company cannot upload a workbook', async () => {
      const bytes = await fillTemplate(SCRAP_EAF);
      const none = await t.loginAs();
      const pending = await t.loginAs({ company: { name: '待审企业', status: COMPANY_STATUS.pending } });
      const rows = await count('attachments');
      const a = await uploadWorkbook(t, none, bytes);
      const b = await uploadWorkbook(t, pending, bytes);
      expect(a.ok ? null : a.error).toBe('COMPANY_CERTIFICATION_REQUIRED');
      expect(b.ok ? null : b.error).toBe('COMPANY_CERTIFICATION_PENDING');
      expect(await count('attachments')).toBe(rows);
    });

    it("accepts the standard's PDF by its exact name, but a block cannot be filed with it", async () => {
      const pdf = Buffer.from(await makePdf(['standard']));
      const ok = await uploadWorkbook(t, user, pdf, '低碳排放钢评价标准.pdf');
      expect(ok.ok).toBe(true);
      const other = await uploadWorkbook(t, user, pdf, 'standard.pdf');
      expect(other.ok).toBe(false);
      if (!ok.ok) return;
      const res = await apply(user, [block(await workbookId(t, user)), block(ok.data.id)]);
      expect(res.ok).toBe(false);
      expect(res.message).toBe(
        "Block 2 has the standard's PDF; upload the data collection workbook filled in from the template",
      );
      // Its preview is not a workbook's.
      expect((await t.call(r.lowCarbonPreview, { params: { id: ok.data.id } }, { as: user })).status).toBe(
        404,
      );
    });

    it("refuses the issue's workbook (shared strings to 48 MB) by its unpacked size, keeping nothing", async () => {
      const bomb = await sharedStringsWorkbook(48_000_000);
      expect(bomb.length).toBeLessThan(256 * 1024);
      const before = await kept(user);
      const en = await uploadWorkbook(t, user, bomb, 'big.xlsx', 'en');
      expect(en.status).toBe(400);
      expect(en.ok ? null : en.error).toBe('LOW_CARBON_WORKBOOK_INVALID');
      expect(en.message).toContain('unpacks to more than 8 MB');
      const zh = await uploadWorkbook(t, user, bomb, 'big.xlsx', 'zh');
      expect(zh.status).toBe(400);
      expect(zh.message).toContain('解压后超过 8 MB');
      expect(await kept(user)).toEqual(before);
    });

    it('refuses a workbook past the reading time limit in the caller language, keeping nothing; the next is read', async () => {
      // Just under the unpacked cap (about half a second to read) against a limit of 1 ms.
      const heavy = await sharedStringsWorkbook(MAX_UNZIPPED_BYTES - 64 * 1024);
      const before = await kept(user);
      const { limits } = workbookReader();
      const saved = limits.timeoutMs;
      limits.timeoutMs = 1;
      try {
        const en = await uploadWorkbook(t, user, heavy, 'heavy.xlsx', 'en');
        expect(en.status).toBe(400);
        expect(en.ok ? null : en.error).toBe('LOW_CARBON_WORKBOOK_INVALID');
        expect(en.message).toContain('too much to be read within the time and memory allowed');
        const zh = await uploadWorkbook(t, user, heavy, 'heavy.xlsx', 'zh');
        expect(zh.status).toBe(400);
        expect(zh.message).toContain('无法在限定的时间和内存内读取');
      } finally {
        limits.timeoutMs = saved;
      }
      expect(await kept(user)).toEqual(before);
      // The ended workers were replaced: within the server's own limit a workbook reads again.
      expect((await uploadWorkbook(t, user, await fillTemplate(SCRAP_EAF))).ok).toBe(true);
    });

    it('previews only the caller own workbook uploads', async () => {
      const id = await workbookId(t, user);
      for (const as of [other, colleague]) {
        const res = await t.call(r.lowCarbonPreview, { params: { id } }, { as });
        expect(res.status).toBe(404);
      }
    });
  });

  describe('filing', () => {
    it('files 1 to 3 blocks, stores each computed result, audits and tells the user; the form answer is the id', async () => {
      const ids = [await workbookId(t, user), await workbookId(t, user)];
      const [audits, messages] = [await count('audit_log'), await count('messages')];
      const id = await applied(user, [
        block(ids[0] ?? 0),
        block(ids[1] ?? 0, { productName: '盘条', process: '' }),
      ]);
      const app = await t.db
        .selectFrom('low_carbon_applications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(app).toMatchObject({
        company_id: user.companyId,
        user_id: user.id,
        company_name: '江苏沙钢测试有限公司',
        state: 'submitted',
        grid_factor: 0.504,
      });
      const blocks = await t.db
        .selectFrom('low_carbon_blocks')
        .selectAll()
        .where('application_id', '=', id)
        .orderBy('position')
        .execute();
      expect(blocks.map((b) => [b.position, b.product_name, b.processes])).toEqual([
        [1, '热轧带肋钢筋', 'EAF;HOT_ROLLING'],
        [2, '盘条', ''],
      ]);
      const first = blocks[0];
      expect(first?.intensity).toBeCloseTo(0.252, 9);
      expect(first).toMatchObject({
        scrap_share: 1,
        grid_factor: 0.504,
        iea_grade: 'E',
        iea_scheme: 'IEA-2022/2024',
        rs_level: 2,
        rs_scheme: 'ResponsibleSteel-IPS-v2',
        route: 'EAF-SCRAP',
        crude_steel_t: 1_000_000,
        method_version: 'carbon-method-2026.1',
        epd_id: null,
      });
      expect(JSON.parse(first?.breakdown ?? '[]')).toEqual([
        { source: 'purchasedElectricity', kind: 'electricity', tCO2: 252_000 },
      ]);
      expect(await count('audit_log')).toBe(audits + 1);
      expect(await count('messages')).toBe(messages + 1);
      expect((await inboxOf(t, user, 'en'))[0]).toContain('热轧带肋钢筋, 盘条');
    });

    it('names the blocks without a data file in one error, in zh and en, and stores nothing', async () => {
      const rows = await count('low_carbon_applications');
      const id = await workbookId(t, user);
      const en = await apply(user, [block(id), block(null), block(null)]);
      expect(en.ok).toBe(false);
      expect(en.error).toBe('LOW_CARBON_BLOCKS_WITHOUT_FILE');
      expect(en.message).toBe('Blocks 2 and 3 have no data file');
      const zh = await apply(user, [block(id), block(null), block(null)], 'zh');
      expect(zh.message).toBe('第2、3个产品没有上传数据文件');
      const one = await apply(user, [block(null)]);
      expect(one.message).toBe('Block 1 has no data file');
      const omitted = await t.call(
        r.lowCarbonApply,
        { body: { list: [{ introduction: 'x', productName: 'y' }] } },
        { as: user, lang: 'en' },
      );
      expect(omitted.message).toBe('Block 1 has no data file');
      expect(await count('low_carbon_applications')).toBe(rows);
    });

    it('enforces every form rule on the server', async () => {
      const id = await workbookId(t, user);
      const cases: [unknown, string][] = [
        [{ list: [] }, 'At least one product'],
        [{ list: [block(id), block(id), block(id), block(id)] }, 'At most 3 products'],
        [{ list: [block(id, { introduction: '   ' })] }, 'Please enter the company introduction'],
        [{ list: [block(id, { productName: '' })] }, ''],
        [{ list: [block(id, { productName: 'x'.repeat(51) })] }, ''],
        [{ list: [block(id, { process: 'EAF;MAGIC' })] }, 'Block 1 names a process that is not on the list'],
      ];
      for (const [body, message] of cases) {
        const res = await t.call(r.lowCarbonApply, { body: invalid(body) }, { as: user, lang: 'en' });
        expect(res.ok, JSON.stringify(body).slice(0, 80)).toBe(false);
        expect(res.status).toBe(400);
        if (message)
          expect(res.message).toContain(
            message.replace('At least one product', 'Please add at least one product'),
          );
      }
      // 50 characters is allowed; the same workbook cannot serve two blocks.
      const fifty = await apply(user, [block(await workbookId(t, user), { productName: '钢'.repeat(50) })]);
      expect(fifty.ok).toBe(true);
      const twice = await apply(user, [block(id), block(id)]);
      expect(twice.message).toBe('Blocks 1 and 2 use the same data file; upload one for each product');
    });

    it("refuses another user's, a colleague's, a filed or a non-workbook attachment, naming the block", async () => {
      const foreign = await workbookId(t, other);
      const colleagues = await workbookId(t, colleague);
      const filed = await workbookId(t, user);
      await applied(user, [block(filed)]);
      const image = await upload(t, {
        as: user,
        fields: { businessType: 'COMPANY_LICENSE' },
        file: {
          name: 'licence.png',
          bytes: Buffer.from(
            await (await import('sharp'))
              .default({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
              .png()
              .toBuffer(),
          ),
        },
      });
      if (!image.ok) throw new Error(image.body);
      for (const id of [foreign, colleagues, filed, image.data.id, 999_999]) {
        const res = await apply(user, [block(await workbookId(t, user)), block(id)]);
        expect(res.ok).toBe(false);
        expect(res.message).toBe('The data file of block 2 is not a workbook you uploaded; upload it again');
      }
    });

    it('refuses a company that is not certified (the action gate)', async () => {
      const id = await workbookId(t, user);
      const pending = await t.loginAs({ company: { name: '待审企业二', status: COMPANY_STATUS.pending } });
      const none = await t.loginAs();
      expect((await apply(pending, [block(id)])).error).toBe('COMPANY_CERTIFICATION_PENDING');
      expect((await apply(none, [block(id)])).error).toBe('COMPANY_CERTIFICATION_REQUIRED');
      expect((await t.call(r.lowCarbonApply, { body: { list: [block(id)] } })).status).toBe(401);
    });
  });

  describe('the secretariat and the company', () => {
    it('shows figures to the company only after approval; never another company', async () => {
      const id = await applied(user, [block(await workbookId(t, user))]);
      const mine = async (as: TestUser) =>
        (await t.data(r.lowCarbonMine, undefined, { as })).find((a) => a.id === id);
      const before = await mine(colleague);
      expect(before?.state).toBe('submitted');
      expect(before?.blocks[0]?.figure).toBeNull();
      expect(await mine(other)).toBeUndefined();
      expect(JSON.stringify(await t.data(r.lowCarbonMine, undefined, { as: other }))).not.toContain(
        String(user.companyId === null ? 'x' : '江苏沙钢'),
      );

      await t.data(r.lowCarbonApprove, { params: { id } }, { as: reviewer });
      const after = await mine(user);
      expect(after?.state).toBe('approved');
      expect(after?.blocks[0]?.figure).toMatchObject({
        scrapShare: 1,
        gridFactor: 0.504,
        ieaGrade: 'E',
        responsibleSteelLevel: 2,
        methodVersion: 'carbon-method-2026.1',
      });
      expect(after?.blocks[0]?.figure?.intensity).toBeCloseTo(0.252, 9);
      expect(await mine(other)).toBeUndefined();
    });

    it('recomputes with another grid factor, stored with the result, with message and audit', async () => {
      const id = await applied(user, [block(await workbookId(t, user))]);
      const [audits, messages] = [await count('audit_log'), await count('messages')];
      const detail = await t.data(
        r.lowCarbonRecompute,
        { params: { id }, body: { gridFactor: 0.3 } },
        { as: reviewer },
      );
      expect(detail.gridFactor).toBe(0.3);
      const figure = detail.blocks[0]?.figure;
      // 500,000 MWh x 0.3 / 1,000,000 t = 0.150: IEA 3x line at s = 1 is 0.150 (band B), RS level 3 (0.20).
      expect(figure?.intensity).toBeCloseTo(0.15, 9);
      expect(figure).toMatchObject({ gridFactor: 0.3, ieaGrade: 'B', responsibleSteelLevel: 3 });
      expect(await count('audit_log')).toBe(audits + 1);
      expect(await count('messages')).toBe(messages + 1);
      expect((await inboxOf(t, user, 'zh'))[0]).toContain('0.3');
      const bad = await t.call(
        r.lowCarbonRecompute,
        { params: { id }, body: { gridFactor: 3 } },
        { as: reviewer, lang: 'en' },
      );
      expect(bad.message).toBe('Enter a grid factor between 0 and 2');
    });

    it('rejects with a required reason; a decided application is not decided again', async () => {
      const id = await applied(user, [block(await workbookId(t, user))]);
      const empty = await t.call(
        r.lowCarbonReject,
        { params: { id }, body: { reason: ' ' } },
        { as: reviewer, lang: 'en' },
      );
      expect(empty.message).toBe('Please give the reason');
      const [audits, messages] = [await count('audit_log'), await count('messages')];
      const detail = await t.data(
        r.lowCarbonReject,
        { params: { id }, body: { reason: '数据年份不完整' } },
        { as: reviewer },
      );
      expect(detail).toMatchObject({ state: 'rejected', reason: '数据年份不完整' });
      expect(await count('audit_log')).toBe(audits + 1);
      expect(await count('messages')).toBe(messages + 1);
      expect((await inboxOf(t, user, 'en'))[0]).toContain('Reason: 数据年份不完整');
      const mine = (await t.data(r.lowCarbonMine, undefined, { as: user })).find((a) => a.id === id);
      expect(mine).toMatchObject({ state: 'rejected', reason: '数据年份不完整' });
      expect(mine?.blocks[0]?.figure).toBeNull();
      for (const call of [
        t.call(r.lowCarbonApprove, { params: { id } }, { as: reviewer }),
        t.call(r.lowCarbonReject, { params: { id }, body: { reason: 'again' } }, { as: reviewer }),
        t.call(r.lowCarbonRecompute, { params: { id }, body: { gridFactor: 0.1 } }, { as: reviewer }),
      ]) {
        expect((await call).error).toBe('LOW_CARBON_DECIDED');
      }
    });

    it("links an approved block only to its company's published EPD", async () => {
      const pcr = await insertPcr(t);
      const own = await insertEpd(t, { companyId: user.companyId ?? 0, pcrId: pcr.id });
      const draft = await insertEpd(t, { companyId: user.companyId ?? 0, pcrId: pcr.id, status: 'draft' });
      const foreign = await insertEpd(t, { companyId: other.companyId ?? 0, pcrId: pcr.id });
      const id = await applied(user, [block(await workbookId(t, user))]);
      const blockId =
        (await t.data(r.lowCarbonDetail, { params: { id } }, { as: reviewer })).blocks[0]?.id ?? 0;
      const early = await t.call(
        r.lowCarbonLinkEpd,
        { params: { id: blockId }, body: { epdId: own.id } },
        { as: reviewer },
      );
      expect(early.error).toBe('LOW_CARBON_NOT_APPROVED');
      await t.data(r.lowCarbonApprove, { params: { id } }, { as: reviewer });
      const options = await t.data(r.lowCarbonCompanyEpds, { params: { id } }, { as: reviewer });
      expect(options.map((e) => e.id)).toEqual([own.id]);
      for (const epdId of [draft.id, foreign.id, 999_999]) {
        const res = await t.call(
          r.lowCarbonLinkEpd,
          { params: { id: blockId }, body: { epdId } },
          { as: reviewer },
        );
        expect(res.error).toBe('LOW_CARBON_EPD_NOT_LINKABLE');
      }
      const linked = await t.data(
        r.lowCarbonLinkEpd,
        { params: { id: blockId }, body: { epdId: own.id } },
        { as: reviewer },
      );
      expect(linked.blocks[0]?.epd?.id).toBe(own.id);
      const mine = (await t.data(r.lowCarbonMine, undefined, { as: user })).find((a) => a.id === id);
      expect(mine?.blocks[0]?.epd?.registrationNumber).toBe(own.registrationNumber);
    });

    it("writes a linked block's route and scrap share into an EPD without steel data; hand-entered ones are kept", async () => {
      const ip = '203.0.113.14';
      const pcr = await insertPcr(t);
      const bare = await insertEpd(t, { companyId: user.companyId ?? 0, pcrId: pcr.id });
      const byHand = await insertEpd(t, { companyId: user.companyId ?? 0, pcrId: pcr.id });
      const manual = { makingRoute: 'EAF-SCRAP' as const, recycledContent: 0.95 };
      await t.data(
        consoleEpdsRoutes.epdCorrect,
        { params: { id: byHand.id }, body: { ...manual, reason: '补充钢铁参数' } },
        { as: editor },
      );
      // A blast furnace site that also charges scrap: s = 183,456 / 1,083,456.
      const bfBof = {
        Site: '沙钢高炉厂',
        Route: 'BF-BOF',
        Year: 2025,
        CrudeSteel_t: 1_000_000,
        HotMetal_t: 900_000,
        Scrap_t: 183_456,
        CokingCoal_t: 500_000,
        PurchasedElectricity_MWh: 100_000,
      };
      const id = await applied(user, [
        block(await workbookId(t, user, bfBof)),
        block(await workbookId(t, user), { productName: '盘条' }),
      ]);
      await t.data(r.lowCarbonApprove, { params: { id } }, { as: reviewer });
      const [first, second] = (await t.data(r.lowCarbonDetail, { params: { id } }, { as: reviewer })).blocks;
      const stored = await t.db
        .selectFrom('low_carbon_blocks')
        .select(['route', 'scrap_share'])
        .where('id', '=', first?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(stored.route).toBe('BF-BOF');
      expect(stored.scrap_share).toBeCloseTo(183_456 / 1_083_456, 12);

      const steelOf = (epdId: number) =>
        t.db
          .selectFrom('epds')
          .select(['making_route', 'recycled_content', 'updated_at'])
          .where('id', '=', epdId)
          .executeTakeFirstOrThrow();
      const fills = (epdId: number) =>
        t.db
          .selectFrom('audit_log')
          .select(['detail', 'operator_id'])
          .where('action', '=', 'epd.fillSteel')
          .where('target_id', '=', String(epdId))
          .execute();
      const dataEntries = async (epdId: number) =>
        (
          await t.db
            .selectFrom('evidence_ledger')
            .select('id')
            .where('epd_id', '=', epdId)
            .where('kind', '=', 'EPD_DATA')
            .execute()
        ).length;
      const open = async (businessId: string) => {
        const res = await t.call(openDataRoutes.epdOne, { params: { id: businessId } }, { ip });
        if (!res.ok) throw new Error(`open answered ${res.status}`);
        return { data: res.data, lastModified: String(res.headers['last-modified']) };
      };
      const before = await open(bare.businessId);
      expect(before.data).toMatchObject({ version: 1, makingRoute: null, recycledContent: null });
      const handBefore = await steelOf(byHand.id);
      const handOpen = await open(byHand.businessId);
      // Last-Modified counts whole seconds.
      await new Promise((resolve) => setTimeout(resolve, 1100));

      // An editor may not link (the reviewers' queue): nothing is filled.
      expect(
        (
          await t.call(
            r.lowCarbonLinkEpd,
            { params: { id: first?.id ?? 0 }, body: { epdId: bare.id } },
            { as: editor },
          )
        ).ok,
      ).toBe(false);
      expect(await fills(bare.id)).toEqual([]);

      const ledgerBefore = await dataEntries(bare.id);
      await t.data(
        r.lowCarbonLinkEpd,
        { params: { id: first?.id ?? 0 }, body: { epdId: bare.id } },
        { as: reviewer },
      );
      const filled = await steelOf(bare.id);
      expect(filled.making_route).toBe('BF-BOF');
      expect(filled.recycled_content).toBe(0.1693);
      const fill = await fills(bare.id);
      expect(fill).toHaveLength(1);
      expect(fill[0]?.operator_id).toBe(reviewer.id);
      expect(JSON.parse(fill[0]?.detail ?? '{}')).toMatchObject({
        before: { making_route: null, recycled_content: null },
        after: { making_route: 'BF-BOF', recycled_content: 0.1693 },
        lowCarbonApplicationId: id,
        lowCarbonBlockId: first?.id,
      });
      expect(await dataEntries(bare.id)).toBe(ledgerBefore + 1);

      // Open data follows: a new version, a later Last-Modified, specs.Steel in openEPD.
      const after = await open(bare.businessId);
      expect(after.data).toMatchObject({ version: 2, makingRoute: 'BF-BOF', recycledContent: 0.1693 });
      expect(after.data.updatedAt > before.data.updatedAt).toBe(true);
      expect(Date.parse(after.lastModified)).toBeGreaterThan(Date.parse(before.lastModified));
      const since = await t.inject({
        method: 'GET',
        url: `/api/open/v1/epds/${bare.businessId}`,
        headers: { 'if-modified-since': before.lastModified },
        remoteAddress: ip,
      });
      expect(since.statusCode).toBe(200);
      const synced = await t.data(
        openDataRoutes.epdList,
        { query: { updatedSince: before.data.updatedAt, company: after.data.companyCode } },
        { ip },
      );
      expect(synced.list.map((e) => e.id)).toContain(bare.businessId);
      const doc = (
        await t.inject({
          method: 'GET',
          url: after.data.links.openEpdZh.replace(/^https?:\/\/[^/]+/, ''),
          remoteAddress: ip,
        })
      ).json() as { version: number; specs?: unknown };
      expect(doc.version).toBe(2);
      expect(doc.specs).toEqual({
        Steel: { making_route: { bof: true, eaf: false, ohf: false }, recycled_content: 0.1693 },
      });
      expect(openEpdValidator()(doc)).toBe(true);
      const ilcd = await t.inject({
        method: 'GET',
        url: `/api/open/v1/epds/${bare.businessId}/ilcd`,
        remoteAddress: ip,
      });
      expect(validateIlcd({ ilcd: ilcd.body })).toEqual([]);
      expect(ilcd.body).toContain('<common:dataSetVersion>01.00.002</common:dataSetVersion>');

      // Values entered by hand are kept: no fill, no audit entry, no change.
      const link = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'lowCarbon.linkEpd')
        .execute();
      await t.data(
        r.lowCarbonLinkEpd,
        { params: { id: first?.id ?? 0 }, body: { epdId: byHand.id } },
        { as: reviewer },
      );
      expect(await steelOf(byHand.id)).toEqual(handBefore);
      expect(await fills(byHand.id)).toEqual([]);
      expect((await open(byHand.businessId)).data.version).toBe(handOpen.data.version);
      const linkAudit = await t.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'lowCarbon.linkEpd')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(linkAudit.detail ?? '{}')).toMatchObject({ epdId: byHand.id, steelFilled: false });
      expect(
        (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'lowCarbon.linkEpd').execute())
          .length,
      ).toBe(link.length + 1);

      // Once filled, the EPD keeps them: another block's link (s = 1, scrap EAF) and an unlink change nothing.
      await t.data(
        r.lowCarbonLinkEpd,
        { params: { id: second?.id ?? 0 }, body: { epdId: bare.id } },
        { as: reviewer },
      );
      await t.data(
        r.lowCarbonLinkEpd,
        { params: { id: second?.id ?? 0 }, body: { epdId: null } },
        { as: reviewer },
      );
      expect(await steelOf(bare.id)).toEqual(filled);
      expect(await fills(bare.id)).toHaveLength(1);
    });

    it('keeps the queue and its calls to reviewers; a user or an editor is refused', async () => {
      const id = await applied(user, [block(await workbookId(t, user))]);
      const queue = await t.data(r.lowCarbonQueue, { query: { state: 'submitted' } }, { as: reviewer });
      expect(queue.list.some((i) => i.id === id)).toBe(true);
      expect(queue.list.every((i) => i.state === 'submitted')).toBe(true);
      const detail = await t.data(r.lowCarbonDetail, { params: { id } }, { as: reviewer });
      expect(detail.blocks[0]?.breakdown.length).toBeGreaterThan(0);
      expect((await t.call(r.lowCarbonDetail, { params: { id: 999_999 } }, { as: reviewer })).status).toBe(
        404,
      );
      for (const as of [editor, user]) {
        expect((await t.call(r.lowCarbonQueue, { query: {} }, { as })).ok).toBe(false);
        expect((await t.call(r.lowCarbonDetail, { params: { id } }, { as })).ok).toBe(false);
        expect((await t.call(r.lowCarbonApprove, { params: { id } }, { as })).ok).toBe(false);
      }
    });
  });

  describe('template', () => {
    it('generates the workbook template at start and links it from LCES_MODEL_DOWNLOAD', async () => {
      await seedLowCarbonTemplate(t.app.services);
      await seedLowCarbonTemplate(t.app.services);
      const items = await t.data(referenceRoutes.dictListPublic, { params: { type: 'LCES_MODEL_DOWNLOAD' } });
      const item = items.find((i) => i.itemCode === 'DATA_LIST_TEMPLATE');
      const id = Number(item?.itemDesc);
      expect(id).toBeGreaterThan(0);
      expect(
        await t.db
          .selectFrom('attachments')
          .select('id')
          .where('business_type', '=', 'LCES_TEMPLATE')
          .execute(),
      ).toHaveLength(1);
      const res = await t.inject({ method: 'GET', url: `/api/n/carbon/template/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      // The template as downloaded is a workbook the upload takes once filled.
      const ExcelJS = (await import('exceljs')).default;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.definedNames.getRanges('CrudeSteel_t').ranges).toHaveLength(1);
      const someone = await workbookId(t, user);
      const other = await t.inject({ method: 'GET', url: `/api/n/carbon/template/${someone}` });
      expect(other.statusCode).toBe(404);
    });
  });
});
