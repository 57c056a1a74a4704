import {
  attachmentRoutes,
  consolePcrRoutes,
  messageRoutes,
  PCR_REQUEST_LIMIT,
  pcrRoutes,
  type TPcrForm,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPcr, makePdf } from '../../../test/catalogue-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../../test/helper.ts';
import { upload } from '../../../test/uploads.ts';

describe(`PCRs: search, downloads, requests and the console (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let ann: TestUser;
  let bob: TestUser;

  const uploadPcrFile = async (name: string, as: TestOperator = editor) => {
    const res = await upload(t, {
      route: attachmentRoutes.consoleUpload,
      as,
      fields: { businessType: 'PCR' },
      file: { name, bytes: Buffer.from(await makePdf(['PCR document'])) },
    });
    expect(res.status, res.body).toBe(200);
    return res.data!.id;
  };

  const form = (over: Partial<TPcrForm> = {}): TPcrForm => ({
    registerNo: `PCR-T-${Math.random().toString(36).slice(2, 8)}`.toUpperCase(),
    productName: '热轧卷板',
    productNameEn: 'Hot-rolled coil',
    author: '冶金工业规划研究院',
    productClass: '板材',
    descriptionHtml: '<p>适用于热轧卷板。</p>',
    enabled: true,
    ...over,
  });

  const create = (body: TPcrForm, as: TestOperator = editor) =>
    t.call(consolePcrRoutes.pcrCreate, { body }, { as, lang: 'en' });

  const search = (body: { pcrNumber?: string; pcrKeyword?: string; pageNum?: number; pageSize?: number }) =>
    t.data(pcrRoutes.pcrPage, { body }, { as: ann });

  const auditOf = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(id))
      .execute();

  const inboxOf = (user: TestUser, lang: 'zh' | 'en' = 'en') =>
    t.data(messageRoutes.innerList, { body: { pageNum: 1, pageSize: 50 } }, { as: user, lang });

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    ann = await t.loginAs({ company: { name: '鞍山钢铁集团有限公司', status: 1 } });
    bob = await t.loginAs();
  });
  afterAll(() => t?.close());

  describe('search', () => {
    let rebar: { id: number; registerNo: string };
    let plate: { id: number; registerNo: string };

    beforeAll(async () => {
      // Register numbers sort the results: Z… keeps them after anything other tests add.
      rebar = await insertPcr(t, {
        registerNo: 'ZS-PCR-REBAR-01',
        productName: '钢筋混凝土用热轧带肋钢筋',
        productNameEn: 'Hot-rolled Ribbed Steel Bars',
      });
      plate = await insertPcr(t, {
        registerNo: 'ZS-PCR-PLATE-02',
        productName: '船舶及海洋工程用结构钢板',
        productNameEn: 'Structural Steel Plate for Ships',
      });
      await insertPcr(t, {
        registerNo: 'ZS-PCR-WIRE-03',
        productName: '预应力混凝土用钢丝',
        productNameEn: null,
      });
      await insertPcr(t, {
        registerNo: 'ZS-PCR-HIDDEN-04',
        productName: '停用的钢板规则',
        productNameEn: 'Disabled plate rules',
        enabled: false,
      });
    });

    it('needs a login (spec 02 §6); the dropdown does not', async () => {
      const res = await t.call(pcrRoutes.pcrPage, { body: {} }, { lang: 'en' });
      expect(res.error).toBe('UNAUTHENTICATED');
      const options = await t.data(pcrRoutes.pcrList);
      const mine = options.filter((o) => o.pcrNumber.startsWith('ZS-PCR-'));
      expect(mine.map((o) => o.pcrNumber)).toEqual(['ZS-PCR-PLATE-02', 'ZS-PCR-REBAR-01', 'ZS-PCR-WIRE-03']);
      expect(mine[1]).toEqual({
        id: rebar.id,
        pcrNumber: 'ZS-PCR-REBAR-01',
        productName: '钢筋混凝土用热轧带肋钢筋',
        productNameEn: 'Hot-rolled Ribbed Steel Bars',
      });
    });

    it('filters by a Chinese keyword of one, two and three characters, never showing a disabled PCR', async () => {
      const numbers = async (pcrKeyword: string) =>
        (await search({ pcrKeyword, pageSize: 50 })).list
          .map((p) => p.registerNo)
          .filter((n) => n.startsWith('ZS-'));
      expect(await numbers('钢')).toEqual(['ZS-PCR-PLATE-02', 'ZS-PCR-REBAR-01', 'ZS-PCR-WIRE-03']);
      expect(await numbers('钢板')).toEqual(['ZS-PCR-PLATE-02']);
      expect(await numbers('钢丝')).toEqual(['ZS-PCR-WIRE-03']);
      expect(await numbers('带肋钢')).toEqual(['ZS-PCR-REBAR-01']);
    });

    it('matches English names, register numbers, authors and classes case-insensitively', async () => {
      const numbers = async (pcrKeyword: string) =>
        (await search({ pcrKeyword, pageSize: 50 })).list
          .map((p) => p.registerNo)
          .filter((n) => n.startsWith('ZS-'));
      expect(await numbers('ribbed STEEL')).toEqual(['ZS-PCR-REBAR-01']);
      expect(await numbers('zs-pcr-plate')).toEqual(['ZS-PCR-PLATE-02']);
      expect(await numbers('ships')).toEqual(['ZS-PCR-PLATE-02']);
      expect(await numbers('disabled')).toEqual([]);
      // % and _ are literal characters, not wildcards.
      expect(await numbers('%')).toEqual([]);
      expect(await numbers('ZS_PCR')).toEqual([]);
      const byAuthor = await search({ pcrKeyword: '钢铁工业协会', pageSize: 50 });
      expect(byAuthor.list.map((p) => p.registerNo)).toContain('ZS-PCR-REBAR-01');
    });

    it('filters by register number (the dropdown) alone and with a keyword', async () => {
      const one = await search({ pcrNumber: 'ZS-PCR-PLATE-02' });
      expect(one.totals).toBe(1);
      expect(one.list[0]).toEqual({
        id: plate.id,
        productName: '船舶及海洋工程用结构钢板',
        enProductName: 'Structural Steel Plate for Ships',
        registerNo: 'ZS-PCR-PLATE-02',
        author: '中国钢铁工业协会',
        productClass: '长材',
        pcrDesc: '<p>适用于热轧带肋钢筋。</p>',
        enAuthor: null,
        enProductClass: null,
        enPcrDesc: null,
        attachmentId: null,
        enAttachmentId: null,
        isDownload: false,
      });
      expect((await search({ pcrNumber: 'ZS-PCR-PLATE-02', pcrKeyword: '钢筋' })).totals).toBe(0);
      expect((await search({ pcrNumber: 'ZS-PCR-HIDDEN-04' })).totals).toBe(0);
    });

    it('pages 4 by default: exactly a page, a page plus one, past the end', async () => {
      for (let i = 0; i < 5; i += 1) {
        await insertPcr(t, {
          registerNo: `ZT-PAGE-${i}`,
          productName: `分页测试规则${i}`,
          productNameEn: 'Paging',
        });
      }
      const first = await search({ pcrKeyword: '分页测试' });
      expect(first).toMatchObject({ totals: 5, pageSize: 4, pageNum: 1 });
      expect(first.list.map((p) => p.registerNo)).toEqual([
        'ZT-PAGE-0',
        'ZT-PAGE-1',
        'ZT-PAGE-2',
        'ZT-PAGE-3',
      ]);
      const second = await search({ pcrKeyword: '分页测试', pageNum: 2 });
      expect(second.list.map((p) => p.registerNo)).toEqual(['ZT-PAGE-4']);
      expect((await search({ pcrKeyword: '分页测试', pageNum: 3 })).list).toEqual([]);
      expect((await search({ pcrKeyword: '分页测试', pageSize: 5 })).list).toHaveLength(5);
      expect((await search({ pcrKeyword: '没有这样的规则' })).totals).toBe(0);
    });
  });

  describe('the console and downloads', () => {
    it('creates a PCR with sanitised HTML and its files, which logged-in users can download', async () => {
      const cn = await uploadPcrFile('热轧卷板PCR.pdf');
      const en = await uploadPcrFile('hot-rolled-coil-pcr.pdf');
      const res = await create(
        form({
          registerNo: 'pcr-hrc-2026-001',
          descriptionHtml:
            '<p onclick="steal()">规则<script>alert(1)</script><img src=x onerror=alert(2)>' +
            '<a href="javascript:alert(3)">x</a><a href="https://example.org/pcr">link</a></p>',
          cnAttachmentId: cn,
          enAttachmentId: en,
        }),
      );
      expect(res.status, res.body).toBe(200);
      const id = res.data!.id;
      const row = await t.db.selectFrom('pcrs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // Stored upper case; script, handlers, images and javascript: links are gone.
      expect(row.register_no).toBe('PCR-HRC-2026-001');
      expect(row.description_html).toBe(
        '<p>规则<a target="_blank" rel="noopener noreferrer">x</a><a href="https://example.org/pcr" target="_blank" rel="noopener noreferrer">link</a></p>',
      );
      expect((await auditOf('pcr.create', id)).length).toBe(1);

      const found = await search({ pcrNumber: 'PCR-HRC-2026-001' });
      expect(found.list[0]).toMatchObject({ attachmentId: cn, enAttachmentId: en, isDownload: true });

      const download = await t.call(pcrRoutes.pcrDownload, { params: { id: cn } }, { as: bob });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // A plain link carries the token in the query (spec 02 §4 download flow).
      const byLink = await t.call(pcrRoutes.pcrDownload, {
        params: { id: en },
        query: { Authorization: bob.token },
      });
      expect(byLink.status).toBe(200);
      const anonymous = await t.call(pcrRoutes.pcrDownload, { params: { id: en } }, { lang: 'en' });
      expect(anonymous.error).toBe('UNAUTHENTICATED');

      // Disabled: its files are gone from the portal.
      const off = await t.call(
        consolePcrRoutes.pcrUpdate,
        {
          params: { id },
          body: form({
            registerNo: 'PCR-HRC-2026-001',
            cnAttachmentId: cn,
            enAttachmentId: en,
            enabled: false,
          }),
        },
        { as: editor },
      );
      expect(off.status, off.body).toBe(200);
      expect((await t.call(pcrRoutes.pcrDownload, { params: { id: cn } }, { as: bob })).error).toBe(
        'NOT_FOUND',
      );
      expect((await search({ pcrNumber: 'PCR-HRC-2026-001' })).totals).toBe(0);
      const update = await auditOf('pcr.update', id);
      expect(update).toHaveLength(1);
      expect(JSON.parse(update[0]!.detail ?? '{}')).toMatchObject({
        changed: { enabled: { from: 1, to: 0 } },
      });
    });

    it('keeps the English author, class and description (sanitised), answers them to the portal, empty as none', async () => {
      const res = await create(
        form({
          registerNo: 'PCR-EN-TEXTS-001',
          authorEn: 'China Metallurgical Industry Planning and Research Institute',
          productClassEn: 'Flat products',
          descriptionHtmlEn: '<p onclick="steal()">Applies to hot-rolled coil.<script>alert(1)</script></p>',
        }),
      );
      expect(res.status, res.body).toBe(200);
      const id = res.data!.id;
      const row = await t.db.selectFrom('pcrs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        author_en: 'China Metallurgical Industry Planning and Research Institute',
        product_class_en: 'Flat products',
        description_html_en: '<p>Applies to hot-rolled coil.</p>',
      });
      const [found] = (await search({ pcrNumber: 'PCR-EN-TEXTS-001' })).list;
      expect(found).toMatchObject({
        author: '冶金工业规划研究院',
        enAuthor: 'China Metallurgical Industry Planning and Research Institute',
        productClass: '板材',
        enProductClass: 'Flat products',
        enPcrDesc: '<p>Applies to hot-rolled coil.</p>',
      });
      // The English class is a keyword too.
      expect((await search({ pcrKeyword: 'flat PRODUCTS' })).list.map((p) => p.registerNo)).toContain(
        'PCR-EN-TEXTS-001',
      );
      const listed = await t.data(
        consolePcrRoutes.pcrAdminList,
        { query: { keyword: 'PCR-EN-TEXTS' } },
        { as: editor },
      );
      expect(listed.list[0]).toMatchObject({ authorEn: row.author_en, productClassEn: 'Flat products' });
      // Emptied (or only markup left after sanitising): none, the portal falls back to the Chinese.
      const cleared = await t.call(
        consolePcrRoutes.pcrUpdate,
        {
          params: { id },
          body: form({
            registerNo: 'PCR-EN-TEXTS-001',
            authorEn: ' ',
            descriptionHtmlEn: '<p><script>x</script></p>',
          }),
        },
        { as: editor },
      );
      expect(cleared.status, cleared.body).toBe(200);
      const [plain] = (await search({ pcrNumber: 'PCR-EN-TEXTS-001' })).list;
      expect(plain).toMatchObject({ enAuthor: null, enProductClass: null, enPcrDesc: null });
      // Too long is refused with the field named.
      const long = await create(form({ productClassEn: 'x'.repeat(101) }));
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body)).toContain('productClassEn');
    });

    it('serves only files that are a document of an enabled PCR', async () => {
      const loose = await uploadPcrFile('not-attached.pdf');
      expect((await t.call(pcrRoutes.pcrDownload, { params: { id: loose } }, { as: ann })).error).toBe(
        'NOT_FOUND',
      );
      // A user's own upload is not a PCR document either.
      const own = await upload(t, {
        as: ann,
        fields: { businessType: 'EPD_VERIFY' },
        file: { name: 'mine.pdf', bytes: Buffer.from(await makePdf(['mine'])) },
      });
      expect((await t.call(pcrRoutes.pcrDownload, { params: { id: own.data!.id } }, { as: ann })).error).toBe(
        'NOT_FOUND',
      );
      expect((await t.call(pcrRoutes.pcrDownload, { params: { id: 999_999 } }, { as: ann })).error).toBe(
        'NOT_FOUND',
      );
    });

    it('refuses a taken register number (any case), a bad pattern and files that are not PCR documents', async () => {
      const first = await create(form({ registerNo: 'PCR-DUP-001' }));
      expect(first.status, first.body).toBe(200);
      const dup = await create(form({ registerNo: 'pcr-dup-001' }));
      expect(dup.error).toBe('PCR_REGISTER_NO_TAKEN');
      expect(dup.message).toBe('A PCR with this register number already exists');

      const other = await create(form({ registerNo: 'PCR-DUP-002' }));
      const renamed = await t.call(
        consolePcrRoutes.pcrUpdate,
        { params: { id: other.data!.id }, body: form({ registerNo: 'PCR-DUP-001' }) },
        { as: editor, lang: 'zh' },
      );
      expect(renamed.error).toBe('PCR_REGISTER_NO_TAKEN');
      expect(renamed.message).toBe('该PCR注册号已存在');

      const bad = await create(form({ registerNo: 'PCR 001 <b>' }));
      expect(bad.error).toBe('VALIDATION_FAILED');
      expect(bad.fields).toEqual([
        {
          path: 'body.registerNo',
          message: 'The register number has 3 to 40 capital letters, digits, “-”, “.” or “/”',
        },
      ]);

      const userFile = await upload(t, {
        as: ann,
        fields: { businessType: 'EPD_VERIFY' },
        file: { name: 'user.pdf', bytes: Buffer.from(await makePdf(['user'])) },
      });
      const wrongFile = await create(form({ cnAttachmentId: userFile.data!.id }));
      expect(wrongFile.error).toBe('VALIDATION_FAILED');
      expect(wrongFile.fields?.[0]?.path).toBe('body.cnAttachmentId');

      const missing = await t.call(
        consolePcrRoutes.pcrUpdate,
        { params: { id: 999_999 }, body: form() },
        { as: editor },
      );
      expect(missing.error).toBe('NOT_FOUND');
    });

    it('lists every PCR for editors, disabled ones too, with file names', async () => {
      const cn = await uploadPcrFile('镀锌板PCR.pdf');
      await create(
        form({ registerNo: 'PCR-GALV-009', productName: '热镀锌钢板', cnAttachmentId: cn, enabled: false }),
      );
      const page = await t.data(
        consolePcrRoutes.pcrAdminList,
        { query: { keyword: 'galv' } },
        { as: editor },
      );
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({
        registerNo: 'PCR-GALV-009',
        enabled: false,
        cnAttachmentId: cn,
        cnFileName: '镀锌板PCR.pdf',
        enFileName: null,
      });
    });

    it('refuses reviewers and portal users', async () => {
      expect((await create(form(), reviewer)).error).toBe('OPERATOR_ROLE_REQUIRED');
      expect((await t.call(consolePcrRoutes.pcrAdminList, {}, { as: reviewer })).error).toBe(
        'OPERATOR_ROLE_REQUIRED',
      );
      expect((await t.call(consolePcrRoutes.pcrRequestQueue, {}, { as: reviewer })).error).toBe(
        'OPERATOR_ROLE_REQUIRED',
      );
      expect(
        (await t.call(consolePcrRoutes.pcrRequestAccept, { params: { id: 1 } }, { as: reviewer })).error,
      ).toBe('OPERATOR_ROLE_REQUIRED');
      expect((await t.call(consolePcrRoutes.pcrAdminList, {}, { as: ann })).status).toBe(401);
    });
  });

  describe('requests', () => {
    /** A request with the required description and contact filled (decision 221). */
    const insert = (body: { productName: string; product: string }, as: TestUser, lang: 'zh' | 'en' = 'en') =>
      t.call(
        pcrRoutes.pcrInsert,
        {
          body: {
            description: 'What the PCR should cover',
            contactName: 'Li Lei',
            contactPhone: '13800138000',
            contactEmail: 'li@example.com',
            ...body,
          },
        },
        { as, lang },
      );
    const mine = (as: TestUser) => t.data(pcrRoutes.pcrMine, { body: { pageSize: 50 } }, { as });

    it("refuses empty fields with the spec's messages in zh and en", async () => {
      const en = await insert({ productName: ' ', product: '' }, bob, 'en');
      expect(en.error).toBe('VALIDATION_FAILED');
      expect(en.fields).toEqual([
        { path: 'body.productName', message: 'The company name cannot be empty' },
        { path: 'body.product', message: 'The applied product cannot be empty' },
      ]);
      const zh = await insert({ productName: '', product: '  ' }, bob, 'zh');
      expect(zh.fields?.map((f) => f.message)).toEqual(['企业名称不能为空', '申请产品不能为空']);
      expect(await mine(bob)).toMatchObject({ totals: 0 });
    });

    it("stores the user's company's own name whatever the form says, and an audit entry", async () => {
      const res = await insert({ productName: '别的公司', product: '耐候钢' }, ann);
      expect(res.status, res.body).toBe(200);
      const row = await t.db
        .selectFrom('pcr_requests')
        .selectAll()
        .where('id', '=', res.data!.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: ann.id,
        company_id: ann.companyId,
        company_name: '鞍山钢铁集团有限公司',
        product: '耐候钢',
        status: 'pending',
      });
      expect(await auditOf('pcrRequest.create', res.data!.id)).toHaveLength(1);
      // Without a company, the typed name is kept.
      const own = await insert({ productName: 'Bob Steel Trading', product: 'Stainless strip' }, bob);
      const bobRow = await t.db
        .selectFrom('pcr_requests')
        .select('company_name')
        .where('id', '=', own.data!.id)
        .executeTakeFirstOrThrow();
      expect(bobRow.company_name).toBe('Bob Steel Trading');
    });

    it('shows each user only their own requests, newest first', async () => {
      const carl = await t.loginAs();
      await insert({ productName: 'Carl Co', product: 'first' }, carl);
      await insert({ productName: 'Carl Co', product: 'second' }, carl);
      const carls = await mine(carl);
      expect(carls.totals).toBe(2);
      expect(carls.list.map((r) => r.product)).toEqual(['second', 'first']);
      expect(carls.list[0]).toMatchObject({
        companyName: 'Carl Co',
        status: 'pending',
        reason: null,
        decidedAt: null,
      });
      const bobs = await mine(bob);
      expect(bobs.list.map((r) => r.product)).not.toContain('first');
      expect((await t.call(pcrRoutes.pcrMine, { body: {} })).error).toBe('UNAUTHENTICATED');
    });

    it('limits requests per user and day', async () => {
      const dora = await t.loginAs();
      for (let i = 0; i < PCR_REQUEST_LIMIT.perDay; i += 1) {
        expect((await insert({ productName: 'Dora Co', product: `p${i}` }, dora)).status).toBe(200);
      }
      const over = await insert({ productName: 'Dora Co', product: 'one more' }, dora);
      expect(over.error).toBe('PCR_REQUESTS_DAILY');
      expect(over.status).toBe(429);
      expect((await mine(dora)).totals).toBe(PCR_REQUEST_LIMIT.perDay);
      // Another user is not affected.
      expect((await insert({ productName: 'Eve Co', product: 'x' }, await t.loginAs())).status).toBe(200);
    });

    it('refuses a second open request of the same company for the same product, naming its date', async () => {
      const owner = await t.loginAs({ company: { name: 'Dup Steel', status: 1 } });
      const colleague = await t.loginAs({ colleagueOf: owner });
      const first = await insert({ productName: 'x', product: 'HRB400 钢筋' }, owner);
      expect(first.status).toBe(200);
      const date = (
        await t.db
          .selectFrom('pcr_requests')
          .select('created_at')
          .where('id', '=', first.data!.id)
          .executeTakeFirstOrThrow()
      ).created_at.slice(0, 10);
      // Trimmed, case- and width-insensitive, by a colleague of the same company, in both languages.
      const en = await insert({ productName: 'x', product: '  ｈｒｂ４００  钢筋 ' }, colleague, 'en');
      expect(en.status).toBe(409);
      expect(en.error).toBe('PCR_REQUEST_DUPLICATE');
      expect(en.message).toBe(
        `Your company already requested a PCR for this product on ${date}; it is being handled, so it is not sent again`,
      );
      const zh = await insert({ productName: 'x', product: 'Hrb400 钢筋' }, owner, 'zh');
      expect(zh.message).toBe(`您的企业已于${date}提交过该产品的PCR申请，正在处理中，请勿重复提交`);
      // Accepted still blocks; another company or another product does not.
      await t.data(consolePcrRoutes.pcrRequestAccept, { params: { id: first.data!.id } }, { as: editor });
      expect((await insert({ productName: 'x', product: 'hrb400 钢筋' }, owner)).error).toBe(
        'PCR_REQUEST_DUPLICATE',
      );
      expect((await insert({ productName: 'x', product: 'HRB400 钢筋' }, ann)).status).toBe(200);
      expect((await insert({ productName: 'x', product: 'HRB500 钢筋' }, owner)).status).toBe(200);
      const rows = await t.db
        .selectFrom('pcr_requests')
        .select('product')
        .where('company_id', '=', owner.companyId)
        .execute();
      expect(rows.map((r) => r.product).sort()).toEqual(['HRB400 钢筋', 'HRB500 钢筋']);
    });

    it('lets a declined request be asked again, and of two parallel requests stores one', async () => {
      const frank = await t.loginAs({ company: { name: 'Race Steel', status: 1 } });
      const first = await insert({ productName: 'x', product: 'Wire rod' }, frank);
      await t.data(
        consolePcrRoutes.pcrRequestDecline,
        { params: { id: first.data!.id }, body: { reason: 'Not yet' } },
        { as: editor },
      );
      const both = await Promise.all([
        insert({ productName: 'x', product: 'wire rod' }, frank),
        insert({ productName: 'x', product: 'WIRE ROD' }, frank),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.status === 409)?.error).toBe('PCR_REQUEST_DUPLICATE');
      const rows = await t.db
        .selectFrom('pcr_requests')
        .select(['status', 'active_key'])
        .where('company_id', '=', frank.companyId)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['declined', 'pending']);
      expect(rows[0]?.active_key).toBeNull();
    });

    it('declines with a reason: inbox message, audit entry, state on the user’s list; never twice', async () => {
      const { id } = (await insert({ productName: 'x', product: '冷轧硅钢' }, ann)).data!;
      const queue = await t.data(
        consolePcrRoutes.pcrRequestQueue,
        { query: { pageSize: 100 } },
        { as: editor },
      );
      expect(queue.list.find((r) => r.id === id)).toMatchObject({
        userId: ann.id,
        companyName: '鞍山钢铁集团有限公司',
        product: '冷轧硅钢',
        status: 'pending',
      });

      const noReason = await t.call(
        consolePcrRoutes.pcrRequestDecline,
        { params: { id }, body: { reason: ' ' } },
        { as: editor, lang: 'en' },
      );
      expect(noReason.fields).toEqual([{ path: 'body.reason', message: 'Please give a reason' }]);

      const declined = await t.call(
        consolePcrRoutes.pcrRequestDecline,
        { params: { id }, body: { reason: '已有适用的PCR：PCR-SEPD-2025-007 <b>' } },
        { as: editor },
      );
      expect(declined.data).toEqual({ id, status: 'declined' });

      const row = (await mine(ann)).list.find((r) => r.id === id);
      expect(row).toMatchObject({ status: 'declined', reason: '已有适用的PCR：PCR-SEPD-2025-007 <b>' });
      expect(row?.decidedAt).not.toBeNull();

      const messages = (await inboxOf(ann, 'zh')).list.map((m) => m.sendMsg);
      expect(messages[0]).toContain('未被受理，原因：已有适用的PCR：PCR-SEPD-2025-007 &lt;b&gt;');
      expect(messages[0]).toContain('冷轧硅钢');
      const audit = await auditOf('pcrRequest.decline', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.operator_id).toBe(editor.id);

      const again = await t.call(
        consolePcrRoutes.pcrRequestAccept,
        { params: { id } },
        { as: editor, lang: 'en' },
      );
      expect(again.error).toBe('PCR_REQUEST_DECIDED');
      expect(again.message).toBe('This PCR request has already been decided');
      expect((await mine(ann)).list.find((r) => r.id === id)?.status).toBe('declined');
      expect(await auditOf('pcrRequest.accept', id)).toHaveLength(0);

      const decided = await t.data(
        consolePcrRoutes.pcrRequestQueue,
        { query: { status: 'declined', pageSize: 100 } },
        { as: editor },
      );
      expect(decided.list.map((r) => r.id)).toContain(id);
      const pending = await t.data(
        consolePcrRoutes.pcrRequestQueue,
        { query: { pageSize: 100 } },
        { as: editor },
      );
      expect(pending.list.map((r) => r.id)).not.toContain(id);
    });

    it('accepts: inbox message in the reader’s language and an audit entry', async () => {
      const { id } = (await insert({ productName: 'Bob Steel Trading', product: 'Rail steel' }, bob)).data!;
      const before = (await inboxOf(bob)).totals;
      const res = await t.call(consolePcrRoutes.pcrRequestAccept, { params: { id } }, { as: editor });
      expect(res.data).toEqual({ id, status: 'accepted' });
      const inbox = await inboxOf(bob, 'en');
      expect(inbox.totals).toBe(before + 1);
      expect(inbox.list[0]?.sendMsg).toContain('(product: Rail steel) has been accepted');
      expect(await auditOf('pcrRequest.accept', id)).toHaveLength(1);
      expect((await mine(bob)).list.find((r) => r.id === id)).toMatchObject({
        status: 'accepted',
        reason: null,
      });
      expect(
        (await t.call(consolePcrRoutes.pcrRequestAccept, { params: { id: 999_999 } }, { as: editor })).error,
      ).toBe('NOT_FOUND');
    });

    it('lets exactly one of two parallel decisions win', async () => {
      const { id } = (await insert({ productName: 'Bob Steel Trading', product: 'Tinplate' }, bob)).data!;
      const before = (await inboxOf(bob)).totals;
      const [a, b] = await Promise.all([
        t.call(consolePcrRoutes.pcrRequestAccept, { params: { id } }, { as: editor }),
        t.call(
          consolePcrRoutes.pcrRequestDecline,
          { params: { id }, body: { reason: 'duplicate' } },
          { as: editor },
        ),
      ]);
      expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
      expect([a.error, b.error].filter(Boolean)).toEqual(['PCR_REQUEST_DECIDED']);
      expect((await inboxOf(bob)).totals).toBe(before + 1);
      const audits = [
        ...(await auditOf('pcrRequest.accept', id)),
        ...(await auditOf('pcrRequest.decline', id)),
      ];
      expect(audits).toHaveLength(1);
    });
  });
});
