import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { passSlider } from '../support/captcha.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin } from '../support/console.ts';

const say = (key: string, lang: 'zh' | 'en' = 'zh') => textOf(key, lang);
const run = Date.now().toString(36).toUpperCase();

// This journey starts as a first-time visitor: no remembered tour.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeAll(ensureAdmin);

/** What the public catalogue says now: the valid EPDs the search finds, the enabled PCRs. */
const publicCounts = {
  epds: async (request: APIRequestContext) =>
    (
      (await (await request.post('/api/p/epd/page', { data: { pageSize: 1 } })).json()) as {
        data: { totals: number };
      }
    ).data.totals,
  pcrs: async (request: APIRequestContext) =>
    ((await (await request.get('/api/p/pcr/list')).json()) as { data: unknown[] }).data.length,
};

/** The layout shifts the page has had, with the class of each moved element (Layout Instability API). */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node | null }[];
      }[]) {
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((s) => (s.node instanceof Element ? s.node.className : '')),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

test('the home page shows live figures and the 8-step tour once, in Chinese and English', async ({
  page,
}) => {
  await recordShifts(page);
  await page.goto('/');
  const figures = page.getByTestId('home-figures');
  await expect(figures).toContainText(say('home.figureEpds'));
  // Other journeys publish records and PCRs meanwhile: the figures (counted again within 5 s)
  // are checked against what the public search and the PCR list say at the same time.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('home-figure-publishedEpds')).toHaveText(
      // The valid EPDs, as the public search lists them: published and not expired today there.
      String(await publicCounts.epds(page.request)),
      { timeout: 1000 },
    );
    await expect(page.getByTestId('home-figure-pcrs')).toHaveText(
      String(await publicCounts.pcrs(page.request)),
      {
        timeout: 1000,
      },
    );
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('footer-links')).toHaveAttribute('href', '/Links');
  await expect(page.getByTestId('footer-filing')).toHaveText(say('footer.filing'));

  // The tour opens by itself for a first visit, walks its steps, and can be skipped.
  await expect(page.getByText(say('tour.step1Title'))).toBeVisible();
  await expect(page.getByTestId('tour-step')).toHaveText('1 / 8');
  // The tour's panel appears where it belongs: it moves nothing on the page, itself included
  // (issue 12: layout shift under 0.1).
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
  expect(shifts.flatMap((s) => s.moved).filter((c) => c.includes('tour'))).toEqual([]);
  expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.1);
  // The welcome is a dialog named by its title, with the keyboard on its way on (decision 175).
  await expect(page.getByRole('dialog', { name: say('tour.step1Title') })).toBeVisible();
  await expect(page.getByRole('button', { name: say('tour.next') })).toBeFocused();
  await page.getByRole('button', { name: say('tour.next') }).click();
  await expect(page.getByText(say('tour.step2Title'))).toBeVisible();
  await expect(page.getByTestId('tour-step')).toHaveText('2 / 8');
  await page.getByTestId('tour-skip').click();
  await expect(page.getByText(say('tour.step2Title'))).toBeHidden();

  // Not shown again after a reload.
  await page.reload();
  await expect(page.getByTestId('home-figures')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('tour-step')).toHaveCount(0);

  // English: a fresh visitor who chose English gets the tour in English.
  await page.evaluate(() => {
    localStorage.removeItem('homeTourDone');
    localStorage.setItem('lang', 'en');
  });
  await page.reload();
  await expect(page.getByTestId('home-figures')).toContainText(say('home.figureCompanies', 'en'));
  await expect(page.getByText(say('tour.step1Title', 'en'))).toBeVisible();
  for (let step = 2; step <= 8; step += 1) {
    await page.getByRole('button', { name: say('tour.next', 'en') }).click();
    await expect(page.getByTestId('tour-step')).toHaveText(`${step} / 8`);
  }
  await expect(page.getByText(say('tour.step8Title', 'en'))).toBeVisible();
  await page.getByRole('button', { name: say('tour.finish', 'en') }).click();
  await expect(page.getByTestId('tour-step')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('homeTourDone'))).toBe('1');

  // Escape ends it at its welcome too, and it is not shown again.
  await page.evaluate(() => localStorage.removeItem('homeTourDone'));
  await page.reload();
  await expect(page.getByRole('dialog', { name: say('tour.step1Title', 'en') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tour-step')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('homeTourDone'))).toBe('1');
});

// Issue 29: the hero says the search is public; its button and the menu's "EPD search" open
// it without a login, at desktop and phone sizes, in both languages.
for (const [lang, width, height] of [
  ['zh', 1440, 900],
  ['en', 390, 844],
] as const) {
  test(`an anonymous visitor's search button and menu item open the public search (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((l) => {
      localStorage.setItem('homeTourDone', '1');
      localStorage.setItem('lang', l);
    }, lang);
    await page.goto('/');
    await page.getByTestId('home-search').click();
    await expect(page).toHaveURL(/\/Epd$/);
    await expect(page.getByTestId('epd-search-keyword')).toBeVisible();
    await expect(page.getByTestId('login-dialog')).toHaveCount(0);

    await page.goto('/');
    const search = say('menu.epdSearch', lang);
    if (width < 1280) {
      await page.getByTestId('header-drawer-toggle').click();
      const drawer = page.getByTestId('header-drawer');
      // Unfolded beside its name: the name itself opens the parent's page and closes the menu.
      const epd = drawer.getByRole('menuitem', { name: say('menu.epd', lang), exact: true });
      const box = await epd.boundingBox();
      await epd.click({ position: { x: (box?.width ?? 40) - 20, y: (box?.height ?? 40) / 2 } });
      await drawer.getByText(search, { exact: true }).click();
    } else {
      await page.getByRole('menuitem', { name: say('menu.epd', lang) }).hover();
      await page.getByRole('menuitem', { name: search }).click();
    }
    await expect(page).toHaveURL(/\/Epd$/);
    await expect(page.getByTestId('epd-search-keyword')).toBeVisible();
    await expect(page.getByTestId('login-dialog')).toHaveCount(0);
  });
}

const certifiedUser = async (page: Page) => {
  const answer = await apiPhoneLogin(page.request);
  await giveCompany(answer, { name: '沙钢测试反馈有限公司', status: 1 });
  await useSession(page, answer);
  await page.evaluate(() => localStorage.setItem('homeTourDone', '1'));
};

test('feedback goes through the captcha to result code 6 and into the console inbox', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await certifiedUser(page);
  const question = `请问低碳钢认证的周期是多久？（${run}）`;

  await page.goto('/Feedback');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText(say('feedback.companyNameRequired'))).toBeVisible();
  await expect(page.getByText(say('feedback.informationRequired'))).toBeVisible();
  await page.getByTestId('feedback-company').fill('沙钢测试反馈有限公司');
  await page.getByTestId('feedback-nickname').fill('韩梅梅');
  await page.getByTestId('feedback-mail').fill('not-an-address');
  await page.getByTestId('feedback-phone').fill('0512-5566 7788');
  await page.getByTestId('feedback-information').fill(question);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText(say('feedback.mailWrong'))).toBeVisible();
  await page.getByTestId('feedback-mail').fill('hanmeimei@shagang.cn');
  await page.getByTestId('feedback-submit').click();
  await passSlider(page);

  await expect(page).toHaveURL(/\/Result$/);
  await expect(page.getByTestId('result-page')).toHaveAttribute('data-code', '6');
  await expect(page.getByTestId('result-title')).toHaveText(say('result.feedbackTitle'));

  const console = await (await browser.newContext()).newPage();
  await consoleLogin(console);
  await console.getByTestId('nav-feedback').click();
  const row = console.getByTestId('feedback-table').locator('tr', { hasText: run });
  await expect(row).toContainText('韩梅梅');
  await expect(row).toContainText(textOf('console.feedback.state.new', 'zh'));
  await row.getByRole('button', { name: textOf('console.feedback.markRead', 'zh') }).click();
  await expect(row).toContainText(textOf('console.feedback.state.read', 'zh'));
});

// Issue 29, major 7: feedback is linked from the footer and the user menu, and a user whose
// company is not certified reaches the form and sends it (decision 192).
test('a user without a certified company finds feedback in the footer and the user menu, and sends it', async ({
  page,
}) => {
  await page.goto('/');
  await useSession(page, await apiPhoneLogin(page.request));
  await page.evaluate(() => localStorage.setItem('homeTourDone', '1'));
  await page.goto('/');
  await page.getByTestId('footer-feedback').click();
  await expect(page).toHaveURL(/\/Feedback$/);
  await expect(page.getByTestId('feedback-company')).toBeVisible();

  await page.goto('/');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('user-menu-feedback').click();
  await expect(page).toHaveURL(/\/Feedback$/);
  await page.getByTestId('feedback-company').fill('尚未认证的钢铁公司');
  await page.getByTestId('feedback-nickname').fill('王芳');
  await page.getByTestId('feedback-mail').fill('wangfang@steel.cn');
  await page.getByTestId('feedback-phone').fill('0512-5566 7799');
  await page.getByTestId('feedback-information').fill(`企业认证被驳回后怎么办？（${run}）`);
  await page.getByTestId('feedback-submit').click();
  await passSlider(page);
  await expect(page).toHaveURL(/\/Result$/);
  await expect(page.getByTestId('result-page')).toHaveAttribute('data-code', '6');
});

test('/Result shows each stored code, and the query type', async ({ page }) => {
  await page.goto('/');
  const show = async (code: string | null, query = '') => {
    await page.evaluate((c) => {
      if (c === null) localStorage.removeItem('resultCode');
      else localStorage.setItem('resultCode', c);
    }, code);
    await page.goto(`/Result${query}`);
  };
  const cases: [string | null, string, string][] = [
    ['EPD', '?type=1', 'result.epdTitle'],
    ['CFP', '?type=1', 'result.cfpTitle'],
    ['5', '', 'result.logoffTitle'],
    ['6', '', 'result.feedbackTitle'],
    ['7', '', 'result.registerTitle'],
    ['10', '?type=1', 'result.lowCarbonTitle'],
    [null, '?type=1', 'result.verificationTitle'],
    [null, '', 'result.noneTitle'],
    ['7', '?type=2', 'result.pcrTitle'],
  ];
  for (const [code, query, title] of cases) {
    await show(code, query);
    await expect(page.getByTestId('result-title'), `${code} ${query}`).toHaveText(say(title));
  }
  // Opened directly, the page claims nothing and offers only the way home.
  await show(null);
  await expect(page.getByTestId('result-next')).toHaveCount(0);
  await expect(page.getByTestId('result-home')).toBeVisible();
  // A finished registration leads to the login dialog.
  await show('7');
  await page.getByTestId('result-next').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  // Code 4 counts down 5 seconds and goes home to the login.
  await show('4');
  await expect(page.getByTestId('result-title')).toHaveText(say('result.passwordTitle'));
  await expect(page.getByTestId('result-detail')).toContainText('5');
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });

  // And in English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await show('6');
  await expect(page.getByTestId('result-title')).toHaveText(say('result.feedbackTitle', 'en'));
});
