import { expect, type Page, test } from '@playwright/test';
import {
  attachmentRoutes,
  RESOURCE_PAGE_SIZE,
  referenceRoutes,
  resourceRoutes,
  routeUrl,
  textOf,
} from '@steel-epd/contract';
import { apiPhoneLogin } from '../support/api.ts';
import { insertPcr, insertPublishedEpd } from '../support/catalogue.ts';
import { seedResources } from '../support/cli.ts';
import { giveCompany } from '../support/companies.ts';
import { ensureAdmin, operatorApi } from '../support/console.ts';
import { E2E_BASE_URL } from '../support/env.ts';
import { PNG } from '../support/files.ts';

// The home page, registration, the news and resources lists and the EPD search (with their first
// items, drawn by the server) and the phone login arrive with their first screen drawn (issues 10 and 12):
// what a visitor sees before any script has run, and that the working page then takes its place
// without anything moving.

// The document holds a drawing per language and screen; only one is shown, so these tests count
// the visible matches.

/** The visible elements showing a text of the catalogue in a language. */
const shown = (page: Page, key: string, lang: 'zh' | 'en') =>
  page.getByText(textOf(key, lang)).filter({ visible: true });

/**
 * A visitor who chose English before: the app remembered it in localStorage and in the `lang`
 * cookie, by which the server sends the drawing in English (decision 236).
 */
const chooseEnglish = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.context().addCookies([{ name: 'lang', value: 'en', url: E2E_BASE_URL }]);
};

/** The page as it stands when no script of the app has arrived. */
const withoutAppScripts = async (page: Page) => {
  await page.route('**/assets/*.js', (route) => route.abort());
};

/** Sums the layout shifts of the page from its start (Lighthouse's CLS, without input). */
const recordShifts = async (page: Page) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

test("the home document carries its first screen in the visitor's language only", async ({ request }) => {
  for (const lang of ['zh', 'en'] as const) {
    const html = await (await request.get('/', { headers: { cookie: `lang=${lang}` } })).text();
    const other = lang === 'zh' ? 'en' : 'zh';
    expect(html).toContain(textOf('home.intro', lang));
    expect(html).toContain(textOf('home.entriesTitle', lang));
    expect(html).not.toContain(textOf('home.intro', other));
  }
  // Without a remembered choice, the browser's language (English only when exactly `en`).
  const english = await (await request.get('/', { headers: { 'accept-language': 'en' } })).text();
  expect(english).toContain(textOf('home.intro', 'en'));
  const american = await (
    await request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } })
  ).text();
  expect(american).toContain(textOf('home.intro', 'zh'));
  // Another page is the plain document.
  expect(await (await request.get('/news')).text()).not.toContain(textOf('home.intro', 'zh'));
});

test.describe('before the app has run', () => {
  test('a phone sees the home page drawn in Chinese, with the drawer header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withoutAppScripts(page);
    await page.goto('/');
    await expect(shown(page, 'home.intro', 'zh')).toHaveCount(1);
    await expect(shown(page, 'home.intro', 'en')).toHaveCount(0);
    await expect(page.getByRole('button', { name: textOf('header.openMenu', 'zh') })).toBeVisible();
    await expect(shown(page, 'common.loginRegister', 'zh')).toHaveCount(0);
  });

  test('a desktop that chose English sees it drawn in English, with the menu bar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseEnglish(page);
    await withoutAppScripts(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(shown(page, 'home.intro', 'en')).toHaveCount(1);
    await expect(shown(page, 'home.intro', 'zh')).toHaveCount(0);
    await expect(shown(page, 'common.loginRegister', 'en')).toHaveCount(1);
  });

  test('a choice the server does not know yet shows the drawing it sent, and the app then tells it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // English remembered by the app before it kept the cookie: the server sends Chinese.
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await withoutAppScripts(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(shown(page, 'home.intro', 'zh')).toHaveCount(1);
    // With the app: the page is English, and the cookie says so for the next document.
    await page.unrouteAll();
    await page.goto('/');
    await expect(shown(page, 'home.intro', 'en')).toHaveCount(1);
    await expect(page.locator('[data-fp]')).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('registration is drawn with its notice open over the form, and the lists with their titles', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseEnglish(page);
    await withoutAppScripts(page);
    await page.goto('/register');
    // Exactly: the notice's last point also names registering.
    await expect(
      page.getByText(textOf('register.noticeTitle', 'en'), { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(shown(page, 'register.notice1', 'en')).toHaveCount(1);
    await expect(shown(page, 'register.byEmail', 'en')).toHaveCount(1);
    await page.goto('/news');
    await expect(shown(page, 'news.listIntro', 'en')).toHaveCount(1);
    await page.goto('/resources');
    await expect(
      page.getByText(textOf('page.resources', 'en'), { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
  });

  test('the phone login is drawn, with the report hint only when it names a record', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withoutAppScripts(page);
    await page.goto('/Loginapp?id=abc');
    await expect(shown(page, 'account.phoneLogin', 'zh')).toHaveCount(1);
    await expect(shown(page, 'account.mobileReportHint', 'zh')).toHaveCount(1);
    await page.goto('/Loginapp');
    await expect(shown(page, 'account.phoneLogin', 'zh')).toHaveCount(1);
    await expect(shown(page, 'account.mobileReportHint', 'zh')).toHaveCount(0);
  });
});

test('the working page replaces the drawing without a shift, and works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Not a first visit (playwright.config.ts marks the tour done): its panel is not part of this.
  await recordShifts(page);
  await page.goto('/');
  await expect(page.getByTestId('home-figure-publishedEpds')).not.toHaveText('–');
  await expect(page.locator('[data-fp]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  await page.getByTestId('header-drawer-toggle').click();
  await expect(page.getByTestId('header-drawer')).toBeVisible();

  await page.goto('/Loginapp?id=abc');
  await expect(page.locator('[data-fp]')).toHaveCount(0);
  await page.getByTestId('m-login-mobile').fill('13800000000');
  await expect(page.getByTestId('m-login-mobile')).toHaveValue('13800000000');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
});

test('the news and resources lists arrive drawn with their first items, which the working page keeps in place', async ({
  browser,
  request,
}) => {
  // A news item with a picture, first of the list (newest, flagged), and the demo resources.
  ensureAdmin();
  seedResources();
  const api = operatorApi(request);
  const run = Date.now().toString(36);
  const picture = (await api.upload('NEWS_IMG', { name: 'cover.png', mimeType: 'image/png', buffer: PNG }))
    .id;
  const news = await api.post<{ id: number }>('/news', {
    titleZh: `首屏新闻${run}`,
    titleEn: `First-screen news ${run}`,
    contentZh: '<p>正文</p>',
    indexPicture: picture,
    newestFlag: true,
  });
  await api.post(`/news/${news.id}/publish`);
  const en = { 'accept-language': 'en' };
  const types = await request.get(routeUrl(referenceRoutes.dictListPublic, { type: 'RESOURCE_TYPE' }), {
    headers: en,
  });
  const type = (await types.json()).data[0];
  const page1 = await request.post(routeUrl(resourceRoutes.resourcePage), {
    data: { type: type.id, pageNum: 1, pageSize: RESOURCE_PAGE_SIZE },
    headers: en,
  });
  const resource = (await page1.json()).data.list[0];
  const image = (id: number) => routeUrl(attachmentRoutes.attachmentOnline, { id });
  const lists = [
    { path: '/news', title: `First-screen news ${run}`, picture, item: `news-item-${news.id}` },
    {
      path: '/resources',
      title: resource.resourceName as string,
      picture: resource.resourceImageId as number,
      item: `resource-${resource.id}`,
    },
  ];
  // The journeys after this one count the news they publish: this item goes again.
  try {
    for (const list of lists) {
      // The server draws them once its drawer has loaded (in the background after its start), and
      // keeps a drawing a few seconds.
      await expect
        .poll(
          async () =>
            (await (await request.get(list.path, { headers: { cookie: 'lang=en' } })).text()).includes(
              list.title,
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      const drawn = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await chooseEnglish(drawn);
      await withoutAppScripts(drawn);
      await drawn.goto(list.path);
      await expect(
        drawn.getByText(list.title, { exact: true }).filter({ visible: true }),
        list.path,
      ).toHaveCount(1);
      await expect(drawn.locator(`img[src="${image(list.picture)}"]`).filter({ visible: true })).toHaveCount(
        1,
      );
      await drawn.close();

      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await chooseEnglish(page);
      await recordShifts(page);
      await page.goto(list.path);
      await expect(page.locator('[data-fp]')).toHaveCount(0);
      await expect(page.getByTestId(list.item)).toContainText(list.title);
      expect(
        await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
        list.path,
      ).toBeLessThan(0.01);
      await page.close();
    }
  } finally {
    await api.post(`/news/${news.id}/delete`);
  }
});

test('the EPD search arrives drawn with the newest valid EPDs, and the app takes its place without a shift', async ({
  browser,
  request,
}) => {
  const run = `FP${Date.now().toString(36).toUpperCase()}`;
  const login = await apiPhoneLogin(request);
  const company = await giveCompany(login, { name: `${run}钢铁有限公司`, status: 1 });
  const pcr = await insertPcr(`PCR-${run}`, '热轧卷板', 'Hot-rolled coil');
  // Published later than any other record of the journeys: the first card of the search.
  insertPublishedEpd({
    companyId: company,
    pcrId: pcr,
    productName: `${run} 热轧卷板`,
    productNameEn: `${run} Hot-rolled coil`,
    registrationNumber: `${run}-1`,
    qrAttachmentId: null,
    publishedMinute: 40_000_000,
  });
  // The search's index and the server's drawing (kept a few seconds) both catch up.
  await expect
    .poll(async () => (await (await request.get('/Epd')).text()).includes(`${run}-1`), { timeout: 30_000 })
    .toBe(true);

  const drawn = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await chooseEnglish(drawn);
  await withoutAppScripts(drawn);
  await drawn.goto('/Epd');
  await expect(
    drawn.getByText(`${run} Hot-rolled coil`, { exact: true }).filter({ visible: true }),
  ).toHaveCount(1);
  await expect(drawn.getByText(`${run}-1`, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await drawn.close();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    const page = await browser.newPage({ viewport });
    await recordShifts(page);
    await page.goto('/Epd');
    await expect(page.locator('[data-fp]')).toHaveCount(0);
    await expect(page.getByTestId('epd-card').first()).toHaveAttribute('data-registration', `${run}-1`);
    await expect(page.getByTestId('epd-card').first()).toContainText(`${run} 热轧卷板`);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    await page.close();
  }

  // A search in the address is another list: the drawing waits for the app's answer.
  const searched = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await withoutAppScripts(searched);
  await searched.goto(`/Epd?content=${encodeURIComponent(`${run}-none`)}`);
  await expect(searched.getByText(`${run}-1`, { exact: true })).toHaveCount(0);
  await searched.close();
});

test('the registration notice opens where the drawing showed it, and the form works', async ({ browser }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    const drawn = await browser.newPage({ viewport });
    await withoutAppScripts(drawn);
    await drawn.goto('/register');
    const drawnBox = await drawn.locator('.drawn-dialog__panel').filter({ visible: true }).boundingBox();
    await drawn.close();

    const page = await browser.newPage({ viewport });
    await page.goto('/register');
    await expect(page.locator('[data-fp]')).toHaveCount(0);
    const dialog = page.getByRole('dialog').filter({ hasText: textOf('register.noticeTitle', 'zh') });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(drawnBox, `${viewport.width}`).not.toBeNull();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((box?.[key] ?? 0) - (drawnBox?.[key] ?? -9)), `${viewport.width} ${key}`).toBeLessThan(
        1.5,
      );
    }
    await page.getByTestId('register-notice-ok').click();
    await expect(dialog).toBeHidden();
    // The phone form is a chunk of its own, asked for when the pointer reaches its tab.
    await page.getByTestId('register-tab-phone').click();
    await expect(page.getByTestId('register-phone-account')).toBeVisible();
    await expect(page.getByTestId('register-phone-industry')).toBeVisible();
    await page.getByTestId('register-tab-email').click();
    await expect(page.getByTestId('register-page')).toBeVisible();
    await page.close();
  }
});
