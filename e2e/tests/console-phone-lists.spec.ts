import { expect, test } from '@playwright/test';
import { consoleLogin, ensureAdmin } from '../support/console.ts';

/**
 * Issue 29: the console's list pages on a phone (390 x 844). A table wider than the screen
 * scrolls sideways inside its card; the page itself never does.
 */

const PAGES = [
  'applications',
  'epds',
  'companies',
  'registrations',
  'users',
  'pcrs',
  'verifications',
  'audit-log',
  'operators',
  'news',
  'feedback',
  'outbox',
  'low-carbon',
  'subscriptions',
  'deregistrations',
  'resources',
  'epd-access',
  'site-texts',
] as const;

test.beforeAll(ensureAdmin);

for (const lang of ['zh', 'en'] as const) {
  test(`every main list page fits a phone, its table scrolls inside its card (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.addInitScript((l) => localStorage.setItem('console-lang', l), lang);
    // Logged in on a wide screen (on a phone the operator's name sits in the closed drawer).
    await page.setViewportSize({ width: 1440, height: 900 });
    await consoleLogin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of PAGES) {
      await page.goto(`/console/${name}`);
      const table = page.locator('.ant-table').first();
      await expect(table).toBeVisible();
      await page.waitForLoadState('networkidle');
      const sizes = await page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
        const card = box?.closest('.ant-card');
        return {
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          card: card ? Math.round(card.getBoundingClientRect().right) : 0,
          box: box ? Math.round(box.getBoundingClientRect().right) : 0,
        };
      });
      await page.screenshot({ path: testInfo.outputPath(`console-${name}-390-${lang}.png`) });
      // The page does not scroll sideways; the card and the table's scroller end on the screen.
      expect(sizes.page, `${name}: page width`).toBeLessThanOrEqual(sizes.viewport);
      expect(sizes.card, `${name}: card`).toBeLessThanOrEqual(sizes.viewport);
      expect(sizes.box, `${name}: table scroller`).toBeLessThanOrEqual(sizes.viewport);
    }
  });
}
