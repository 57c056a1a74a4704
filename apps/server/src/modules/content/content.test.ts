import {
  attachmentRoutes,
  consoleNewsRoutes as c,
  newsRoutes as r,
  type TAnnouncementForm,
  type TNewsForm,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes } from '../../test/file-bytes.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { upload } from '../../test/uploads.ts';

const HOSTILE =
  '<p onclick="steal()">正文<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">' +
  '<a href="jav&#x61;script:alert(1)">x</a><svg onload="alert(1)"><script>alert(2)</script></svg></p>';
const HOSTILE_CLEAN = '<p>正文<img src="x" /><a target="_blank" rel="noopener noreferrer">x</a></p>';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe(`news, announcements and static pages (${engineName})`, () => {
  let t: TestApp;
  let editor: TestOperator;
  let reviewer: TestOperator;
  let user: TestUser;

  const news = (n: number, extra: Partial<TNewsForm> = {}): TNewsForm => ({
    titleZh: `新闻${n}`,
    titleEn: `News ${n}`,
    abstractZh: `摘要${n}`,
    abstractEn: '',
    contentZh: `<p>中文正文${n}</p>`,
    contentEn: `<p>English body ${n}</p>`,
    editor: n % 2 === 0 ? '技术委员会' : '平台秘书处',
    editorEn: n % 2 === 0 ? 'Technical committee' : '',
    publishTime: ago(n),
    ...extra,
  });
  const createNews = async (form: TNewsForm, publish = true) => {
    const { id } = await t.data(c.newsCreate, { body: form }, { as: editor });
    if (publish) await t.data(c.newsPublish, { params: { id } }, { as: editor });
    return id;
  };
  const consoleUpload = async (type: 'NOTICE' | 'NEWS_IMG', name: string, bytes: Buffer) => {
    const res = await upload(t, {
      route: attachmentRoutes.consoleUpload,
      as: editor,
      fields: { businessType: type },
      file: { name, bytes },
    });
    if (res.code !== 1) throw new Error(`upload refused: ${JSON.stringify(res)}`);
    return res.data?.id ?? 0;
  };
  const auditCount = async (action: string, id: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', action)
        .where('target_id', '=', String(id))
        .execute()
    ).length;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await t.loginAsOperator('editor');
    reviewer = await t.loginAsOperator('reviewer');
    user = await t.loginAs({ company: { name: '内容测试钢铁有限公司', status: 1 } });
  });
  afterAll(() => t.close());

  describe('news paging', () => {
    const list = (pageNum: number, lang: 'zh' | 'en' = 'zh', extra: object = {}) =>
      t.data(r.newsList, { body: { pageNum, pageSize: 4, ...extra } }, { lang });

    it('is empty before anything is published, and drafts never show', async () => {
      expect(await list(1)).toEqual({ list: [], totals: 0, pageSize: 4, pageNum: 1 });
      const draft = await createNews(news(90), false);
      expect((await list(1)).totals).toBe(0);
      const res = await t.call(r.newsGet, { body: { id: draft } }, { lang: 'en' });
      expect(res).toMatchObject({ status: 404, error: 'NOT_FOUND' });
      // The console sees it.
      const admin = await t.data(c.newsAdminList, { query: { status: 'draft' } }, { as: editor });
      expect(admin.list.map((n) => n.id)).toContain(draft);
    });

    it('answers exactly a page, then a page plus one, newest first', async () => {
      for (const n of [1, 2, 3, 4]) await createNews(news(n));
      const exactly = await list(1);
      expect(exactly.totals).toBe(4);
      expect(exactly.list.map((n) => n.newsTitle)).toEqual(['新闻1', '新闻2', '新闻3', '新闻4']);
      expect((await list(2)).list).toEqual([]);

      await createNews(news(5));
      const first = await list(1);
      expect(first.totals).toBe(5);
      expect(first.list).toHaveLength(4);
      const second = await list(2);
      expect(second.list.map((n) => n.newsTitle)).toEqual(['新闻5']);
    });

    it('keeps an item whose publish time is still to come out of the portal', async () => {
      const future = await createNews(news(6, { publishTime: new Date(Date.now() + DAY).toISOString() }));
      expect((await list(1)).totals).toBe(5);
      expect((await t.call(r.newsGet, { body: { id: future } })).status).toBe(404);
    });

    it('answers in the reader language, English falling back to Chinese', async () => {
      const en = await list(1, 'en');
      expect(en.list[0]).toMatchObject({
        newsTitle: 'News 1',
        newsAbstract: '摘要1',
        newsEditor: '平台秘书处',
      });
      // An English name where the editor gave one; the Chinese one stands in otherwise.
      expect(en.list[1]).toMatchObject({ newsTitle: 'News 2', newsEditor: 'Technical committee' });
      expect((await list(1, 'zh')).list[1]?.newsEditor).toBe('技术委员会');
      const id = en.list[0]?.id ?? 0;
      expect(await t.data(r.newsGet, { body: { id } }, { lang: 'en' })).toMatchObject({
        newsTitle: 'News 1',
        newsContent: '<p>English body 1</p>',
      });
      const zh = await t.data(r.newsGet, { body: { id } }, { lang: 'zh' });
      expect(zh.newsContent).toBe('<p>中文正文1</p>');
    });

    it('filters by title and publisher', async () => {
      expect((await list(1, 'zh', { newsTitle: '新闻3' })).list.map((n) => n.newsTitle)).toEqual(['新闻3']);
      expect((await list(1, 'zh', { title: 'News 5' })).totals).toBe(1);
      expect((await list(1, 'zh', { publisher: '技术' })).list.map((n) => n.newsTitle)).toEqual([
        '新闻2',
        '新闻4',
      ]);
      expect((await list(1, 'zh', { publisher: 'technical' })).totals).toBe(2);
      // LIKE wildcards match themselves.
      expect((await list(1, 'zh', { newsTitle: '%' })).totals).toBe(0);
    });

    it('puts the newest-flagged item first on the home page', async () => {
      const flagged = await createNews(news(40, { newestFlag: true }));
      const home = await t.data(r.newsHome, { body: {} });
      expect(home).toHaveLength(4);
      expect(home[0]).toMatchObject({ id: flagged, newestFlag: true });
      expect(home.slice(1).map((n) => n.newsTitle)).toEqual(['新闻1', '新闻2', '新闻3']);
    });

    it('takes an item back, and deletes one, with an audit entry each', async () => {
      const id = await createNews(news(7));
      expect((await list(1)).totals).toBe(7);
      expect(await t.data(c.newsUnpublish, { params: { id } }, { as: editor })).toEqual({
        id,
        status: 'draft',
      });
      expect((await list(1)).totals).toBe(6);
      await t.data(c.newsDelete, { params: { id } }, { as: editor });
      expect((await t.call(c.newsAdminGet, { params: { id } }, { as: editor })).status).toBe(404);
      for (const action of ['news.create', 'news.publish', 'news.unpublish', 'news.delete']) {
        expect(await auditCount(action, id), action).toBe(1);
      }
    });
  });

  describe('hostile HTML', () => {
    it('is sanitised before it is stored', async () => {
      const id = await createNews(news(50, { contentZh: HOSTILE, contentEn: HOSTILE }));
      const row = await t.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.content_zh).toBe(HOSTILE_CLEAN);
      expect((await t.data(r.newsGet, { body: { id } })).newsContent).toBe(HOSTILE_CLEAN);
    });

    it('is sanitised again when it is served (rows written before a stricter policy)', async () => {
      const id = await createNews(news(51));
      await t.db
        .updateTable('news')
        .set({ content_zh: HOSTILE, content_en: HOSTILE })
        .where('id', '=', id)
        .execute();
      expect((await t.data(r.newsGet, { body: { id } })).newsContent).toBe(HOSTILE_CLEAN);
      expect((await t.data(c.newsAdminGet, { params: { id } }, { as: editor })).contentEn).toBe(
        HOSTILE_CLEAN,
      );
      const preview = await t.data(c.richTextPreview, { body: { html: HOSTILE } }, { as: editor });
      expect(preview.html).toBe(HOSTILE_CLEAN);
    });
  });

  describe('pictures and attachments', () => {
    it('shows an index picture to anyone once its news item is published', async () => {
      const picture = await consoleUpload('NEWS_IMG', 'cover.jpg', await jpegBytes());
      const online = () => t.call(attachmentRoutes.attachmentOnline, { params: { id: picture } });
      const id = await createNews(news(60, { indexPicture: picture }), false);
      expect((await online()).status).toBe(404);
      await t.data(c.newsPublish, { params: { id } }, { as: editor });
      const shown = await online();
      expect(shown.status).toBe(200);
      expect(shown.headers['content-type']).toBe('image/jpeg');
      await t.data(c.newsUnpublish, { params: { id } }, { as: editor });
      expect((await online()).status).toBe(404);
    });

    it("refuses a user's file as a picture, an attachment or an image in the text", async () => {
      const own = await upload(t, {
        route: attachmentRoutes.attachmentUpload,
        as: user,
        fields: { businessType: 'RES_IMG' },
        file: { name: 'mine.jpg', bytes: await jpegBytes() },
      });
      const mine = own.code === 1 ? (own.data?.id ?? 0) : 0;
      expect(mine).toBeGreaterThan(0);
      const asPicture = await t.call(
        c.newsCreate,
        { body: news(61, { indexPicture: mine }) },
        { as: editor },
      );
      expect(asPicture).toMatchObject({ status: 400, error: 'VALIDATION_FAILED' });
      expect(asPicture.fields?.[0]?.path).toBe('body.indexPicture');
      const inText = await t.call(
        c.newsCreate,
        { body: news(62, { contentZh: `<p><img src="/api/n/attachment/online/${mine}"></p>` }) },
        { as: editor },
      );
      expect(inText.fields?.[0]?.path).toBe('body.contentZh');
      const asAttachment = await t.call(
        c.announcementCreate,
        { body: { titleZh: '公告', contentZh: '<p>x</p>', attachmentIds: [mine] } },
        { as: editor },
      );
      expect(asAttachment.fields?.[0]?.path).toBe('body.attachmentIds.0');
      // Nothing was made, and the user's image stayed private.
      expect(await t.db.selectFrom('news').select('id').where('title_zh', '=', '新闻61').execute()).toEqual(
        [],
      );
      expect((await t.call(attachmentRoutes.attachmentOnline, { params: { id: mine } })).status).toBe(404);
    });

    it('offers an announcement attachment to logged-in users once published', async () => {
      const file = await consoleUpload('NOTICE', '维护通知.pdf', pdfBytes());
      const form: TAnnouncementForm = {
        titleZh: '关于系统维护的公告',
        titleEn: 'Maintenance',
        summaryZh: '周六维护',
        contentZh: '<p>周六凌晨维护。</p>',
        publisher: '平台秘书处',
        publisherEn: 'Platform secretariat',
        attachmentIds: [file],
        publishTime: ago(1),
      };
      const { id } = await t.data(c.announcementCreate, { body: form }, { as: editor });
      const download = (as?: TestUser) =>
        t.call(attachmentRoutes.attachmentDownloadByToken, {
          params: { id: file },
          query: as ? { Authorization: as.token } : {},
        });
      expect((await download(user)).status).toBe(404);
      expect((await t.call(r.announcementGet, { body: { id } })).status).toBe(404);

      await t.data(c.announcementPublish, { params: { id } }, { as: editor });
      const shown = await t.data(r.announcementGet, { body: { id } }, { lang: 'en' });
      expect(shown).toMatchObject({
        title: 'Maintenance',
        summary: '周六维护',
        content: '<p>周六凌晨维护。</p>',
        publisher: 'Platform secretariat',
        attachmentCount: 1,
        attachmentList: [{ id: file, name: '维护通知.pdf' }],
      });
      expect((await download()).status).toBe(401);
      const got = await download(user);
      expect(got.status).toBe(200);
      expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // Another company's user downloads it too: it is offered to every logged-in user.
      const other = await t.loginAs({ company: { name: '另一家钢铁有限公司' } });
      expect((await download(other)).status).toBe(200);

      await t.data(c.announcementUnpublish, { params: { id } }, { as: editor });
      expect((await download(user)).status).toBe(404);
      expect(await auditCount('announcement.unpublish', id)).toBe(1);
    });

    it('pages announcements: empty, exactly a page, a page plus one', async () => {
      const list = (pageNum: number) => t.data(r.announcementList, { body: { pageNum } });
      expect((await list(1)).totals).toBe(0);
      for (const n of [1, 2, 3, 4]) {
        const { id } = await t.data(
          c.announcementCreate,
          { body: { titleZh: `公告${n}`, contentZh: '<p>x</p>', publishTime: ago(n) } },
          { as: editor },
        );
        await t.data(c.announcementPublish, { params: { id } }, { as: editor });
      }
      expect((await list(1)).list.map((a) => a.title)).toEqual(['公告1', '公告2', '公告3', '公告4']);
      expect((await list(2)).list).toEqual([]);
      const { id } = await t.data(
        c.announcementCreate,
        { body: { titleZh: '公告5', contentZh: '<p>x</p>', publishTime: ago(5) } },
        { as: editor },
      );
      await t.data(c.announcementPublish, { params: { id } }, { as: editor });
      expect((await list(2)).list.map((a) => a.title)).toEqual(['公告5']);
      expect((await list(1)).totals).toBe(5);
    });
  });

  describe('static pages', () => {
    const page = (lang?: 'zh' | 'en') => t.call(r.pageAbout, { query: lang ? { lang } : {} }, { lang: 'zh' });

    it('serves a whole small document in the asked language, running nothing', async () => {
      const zh = await page();
      expect(zh.status).toBe(200);
      expect(zh.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(zh.headers['content-security-policy']).toContain("default-src 'none'");
      expect(zh.body).toMatch(/^<!doctype html><html lang="zh-CN">/);
      expect(zh.body).toContain('关于钢铁行业EPD平台');
      const en = await page('en');
      expect(en.body).toContain('<html lang="en">');
      expect(en.body).toContain('About the Steel EPD Platform');
      const pricing = await t.call(r.pagePricing, { query: { lang: 'en' } });
      expect(pricing.body).toContain('<table>');
    });

    it('takes an edit sanitised, serves it sanitised again, and records it', async () => {
      const saved = await t.data(
        c.staticPageUpdate,
        { params: { page: 'about' }, body: { lang: 'en', content: `<h1>About</h1>${HOSTILE}` } },
        { as: editor },
      );
      expect(saved.content).toBe(`<h1>About</h1>${HOSTILE_CLEAN}`);
      await t.db
        .updateTable('static_pages')
        .set({ content: HOSTILE })
        .where('page', '=', 'about')
        .where('lang', '=', 'en')
        .execute();
      const served = await page('en');
      expect(served.body).toContain(HOSTILE_CLEAN);
      expect(served.body).not.toMatch(/<script|onerror|onclick|javascript:|<svg/i);
      expect(await auditCount('staticPage.update', 0)).toBe(0);
      const entries = await t.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'staticPage.update')
        .execute();
      expect(entries.map((e) => e.target_id)).toEqual(['about.en']);
      const pages = await t.data(c.staticPageList, {}, { as: editor });
      expect(pages).toHaveLength(6);
    });

    it('refuses an unknown page', async () => {
      const res = await t.call(
        c.staticPageUpdate,
        { params: { page: 'x' as 'about' }, body: { lang: 'zh', content: '<p>x</p>' } },
        { as: editor },
      );
      expect(res).toMatchObject({ status: 400, error: 'VALIDATION_FAILED' });
    });
  });

  describe('the console calls', () => {
    it('are refused to reviewers, to portal users and to anonymous callers', async () => {
      const calls = [
        () => t.call(c.newsAdminList, { query: {} }, { as: reviewer }),
        () => t.call(c.newsCreate, { body: news(70) }, { as: reviewer }),
        () => t.call(c.newsPublish, { params: { id: 1 } }, { as: reviewer }),
        () => t.call(c.announcementAdminList, { query: {} }, { as: reviewer }),
        () =>
          t.call(
            c.staticPageUpdate,
            { params: { page: 'about' }, body: { lang: 'zh', content: '<p>x</p>' } },
            { as: reviewer },
          ),
        () =>
          t.call(
            c.agreementCreate,
            {
              body: {
                agreementType: 'PRIVACY',
                lang: 'zh',
                version: '9',
                content: '<p>x</p>',
                publishTime: new Date().toISOString(),
              },
            },
            { as: reviewer },
          ),
      ];
      for (const call of calls) expect((await call()).error).toBe('OPERATOR_ROLE_REQUIRED');
      expect((await t.call(c.newsCreate, { body: news(71) }, { as: user })).status).toBe(401);
      expect((await t.call(c.newsCreate, { body: news(72) })).status).toBe(401);
      expect((await t.call(c.newsDelete, { params: { id: 1 } }, { as: user })).status).toBe(401);
      expect(
        await t.db
          .selectFrom('news')
          .select('id')
          .where('title_zh', 'in', ['新闻70', '新闻71', '新闻72'])
          .execute(),
      ).toEqual([]);
    });
  });
});
