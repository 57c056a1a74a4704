import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';

// The home page and the phone login arrive with their first screen drawn (issues 10 and 12):
// what a visitor sees before any script has run, and that the working page then takes its place
// without anything moving.

// The document holds a drawing per language and screen; only one is shown, so these tests count
// the visible matches.

/** The visible elements showing a text of the catalogue in a language. */
const shown = (page: Page, key: string, lang: 'zh' | 'en') =>
  page.getByText(textOf(key, lang)).filter({ visible: true });

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

test('the home document carries its first screen in both languages', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const lang of ['zh', 'en'] as const) {
    expect(html).toContain(textOf('home.intro', lang));
    expect(html).toContain(textOf('home.entriesTitle', lang));
  }
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
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await withoutAppScripts(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(shown(page, 'home.intro', 'en')).toHaveCount(1);
    await expect(shown(page, 'home.intro', 'zh')).toHaveCount(0);
    await expect(shown(page, 'common.loginRegister', 'en')).toHaveCount(1);
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
