import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { giveCompany } from '../support/companies.ts';
import { ADMIN, consoleLogin, ensureAdmin } from '../support/console.ts';
import { PDF } from '../support/files.ts';

const zh = (key: string) => textOf(key, 'zh');
const run = Date.now().toString(36).toUpperCase();
const DAY = 86_400_000;

/** The console's token, as the console's login answers it. */
const operatorToken = async (request: APIRequestContext) => {
  const res = await request.post('/api/c/auth/login', { data: ADMIN });
  return ((await res.json()) as { data: { token: string } }).data.token;
};

/** A console call as an administrator; answers `data`. */
const asOperator = async <T>(request: APIRequestContext, path: string, data?: object): Promise<T> => {
  const res = await request.post(`/api/c${path}`, {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
    ...(data ? { data } : {}),
  });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
};

const publishNews = async (request: APIRequestContext, n: number, extra: object = {}) => {
  const { id } = await asOperator<{ id: number }>(request, '/news', {
    titleZh: `E2E新闻${run}-${n}`,
    titleEn: `E2E news ${run}-${n}`,
    abstractZh: `第${n}条新闻的摘要`,
    contentZh: `<p>第${n}条新闻的正文。</p>`,
    editor: '平台秘书处',
    publishTime: new Date(Date.now() - n * DAY).toISOString(),
    ...extra,
  });
  await asOperator(request, `/news/${id}/publish`);
  return id;
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  ensureAdmin();
  for (const n of [1, 2, 3, 4, 5]) await publishNews(request, n);
});

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

test('browse the news with load-more until no more, then read one', async ({ page }) => {
  await page.goto('/news');
  const items = page.locator('[data-testid^="news-item-"]');
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText(`E2E新闻${run}-1`);
  await page.getByTestId('news-more').click();
  await expect(items).toHaveCount(5);
  await expect(page.getByTestId('news-more')).toHaveCount(0);
  await expect(page.getByTestId('news-no-more')).toHaveText(zh('common.noMore'));

  await page.getByRole('link', { name: `E2E新闻${run}-3` }).click();
  await expect(page).toHaveURL(/\/news\/newsDetailsPage\?id=\d+$/);
  await expect(page.getByTestId('news-title')).toHaveText(`E2E新闻${run}-3`);
  await expect(page.getByTestId('news-content')).toHaveText('第3条新闻的正文。');

  // In English: the English title, the Chinese body (no English one was written).
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('news-title')).toHaveText(`E2E news ${run}-3`);
  await expect(page.getByTestId('news-content')).toHaveText('第3条新闻的正文。');
});

test('an announcement attachment asks an anonymous visitor to log in, then downloads', async ({
  page,
  request,
}) => {
  const token = await operatorToken(request);
  const upload = await request.post('/api/c/attachments/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      businessType: 'NOTICE',
      file: { name: '维护通知.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  const file = ((await upload.json()) as { data: { id: number } }).data.id;
  const { id } = await asOperator<{ id: number }>(request, '/announcements', {
    titleZh: `E2E公告${run}`,
    contentZh: '<p>周六凌晨系统维护。</p>',
    publisher: '平台秘书处',
    attachmentIds: [file],
  });
  await asOperator(request, `/announcements/${id}/publish`);

  await page.goto('/NoticeInformationPage');
  await page.getByTestId(`notice-link-${id}`).click();
  await expect(page.getByTestId('notice-title')).toHaveText(`E2E公告${run}`);
  await page.getByTestId(`notice-download-${file}`).click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();

  // A user with a company (no supplement form in the way) whose registration is approved.
  const user = await apiPhoneLogin(page.request);
  await giveCompany(user, { name: '首钢京唐钢铁联合有限责任公司', status: 1 });
  await useSession(page, user);
  await page.goto(`/NoticeInformationPage/Notice?id=${id}`);
  const download = page.waitForEvent('download');
  await page.getByTestId(`notice-download-${file}`).click();
  const url = (await download).url();
  // A plain link with the token in the query (spec 02 §4 download flow).
  expect(url).toMatch(new RegExp(`/api/n/attachment/download/token/${file}\\?Authorization=`));
  expect((await download).suggestedFilename()).toBe('维护通知.pdf');
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('hostile HTML from the console shows as text in the portal and runs nothing', async ({
  page,
  browser,
  request,
}) => {
  const snippet = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  const title = `E2E安全测试${run}`;

  // An editor types the snippet into the rich-text editor and publishes the item.
  const console = await (await browser.newContext()).newPage();
  await consoleLogin(console);
  await console.getByTestId('nav-news').click();
  await console.getByTestId('news-create').click();
  await console.getByTestId('news-form-titleZh').fill(title);
  await console.getByTestId('news-form-contentZh-content').click();
  await console.keyboard.type(snippet);
  // The preview is the server's sanitised answer: the snippet as text.
  await console.getByTestId('news-form-preview-tab').click();
  await expect(console.getByTestId('news-form-preview')).toContainText(snippet);
  await console.getByTestId('news-form-submit').click();
  const row = console.getByTestId('news-table').locator('tr', { hasText: title });
  await row.locator('[data-testid$="-publish"]').click();
  await expect(row).toContainText(zh('console.news.statusPublished'));
  await console.close();

  // The same snippet sent as HTML through the API is sanitised by the server.
  const raw = await publishNews(request, 0, {
    titleZh: `E2E原始HTML${run}`,
    contentZh: `<p>正文</p>${snippet}`,
  });

  await page.goto('/news');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('news-content')).toContainText(snippet);
  expect(await pwned(page)).toBeUndefined();

  await page.goto(`/news/newsDetailsPage?id=${raw}`);
  await expect(page.getByTestId('news-content')).toContainText('正文');
  await expect(page.getByTestId('news-content').locator('script')).toHaveCount(0);
  await expect(page.getByTestId('news-content').locator('img[onerror]')).toHaveCount(0);
  expect(await pwned(page)).toBeUndefined();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test("the home page's news and announcements fit the screen in both languages", async ({
    page,
    request,
  }) => {
    const long =
      'Scheduled maintenance of the registration, verification and open data services this weekend';
    const { id } = await asOperator<{ id: number }>(request, '/announcements', {
      titleZh: `E2E长标题公告${run}：本周末注册、核验与开放数据服务计划维护，届时相关功能暂停使用`,
      titleEn: `${long} (${run})`,
      contentZh: '<p>周末维护。</p>',
      publisher: '平台秘书处',
      attachmentIds: [],
    });
    await asOperator(request, `/announcements/${id}/publish`);
    for (const lang of ['zh', 'en']) {
      await page.addInitScript((l) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('homeTourDone', '1');
      }, lang);
      await page.goto('/');
      await expect(page.getByTestId('home-news')).toContainText(lang === 'en' ? long : `E2E长标题公告${run}`);
      // The long title is cut with an ellipsis: it never widens the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    }
  });
});

test("read an agreement's version history and an earlier version", async ({ page }) => {
  await page.goto('/compent?id=PRIVACY');
  const rows = page.locator('[data-testid^="agreement-row-"]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('1.1');
  await expect(rows.first()).toContainText(zh('agreement.inForce'));
  await expect(rows.nth(1)).toContainText('1.0');
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/hoster\?Id=\d+$/);
  await expect(page.getByTestId('agreement-text')).toContainText('隐私政策');
  // 1.1 added the contact clause; 1.0 has none.
  await expect(page.getByTestId('agreement-text')).not.toContainText('联系我们');
  await expect(page.getByTestId('agreement-status')).toHaveText(zh('agreement.superseded'));
});

test('the static pages fill their frames in the reader language', async ({ page }) => {
  await page.goto('/pricing');
  const frame = page.frameLocator('[data-testid="static-page-frame"]');
  await expect(frame.locator('h1')).toHaveText('收费标准');
  // As tall as its document at this width, not a fixed height (issue 29, decision 202).
  const fits = () =>
    page
      .getByTestId('static-page-frame')
      .evaluate((f: HTMLIFrameElement) => f.contentDocument?.documentElement.scrollHeight === f.clientHeight);
  await expect.poll(fits).toBe(true);
  await page.getByTestId('lang-en').click();
  await expect(frame.locator('h1')).toHaveText('Prices');
  await expect.poll(fits).toBe(true);
  await page.goto('/service');
  await expect(frame.locator('h1')).toBeVisible();
  await expect.poll(fits).toBe(true);
});
