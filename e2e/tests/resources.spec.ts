import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone, useSession } from '../support/api.ts';
import { seedResources } from '../support/cli.ts';
import { consoleLogin, ensureAdmin } from '../support/console.ts';
import { sqlite } from '../support/db.ts';
import { PDF } from '../support/files.ts';
import { logInByPhoneCode } from '../support/login.ts';

const zh = (key: string) => textOf(key, 'zh');

/** An approved portal user with a name (so no supplement form), logged in by the API. */
const approvedUser = async (page: Page, phone = freshPhone()) => {
  const answer = await apiPhoneLogin(page.request, phone, { name: 'E2E 资源读者' });
  return { phone, answer };
};

test.beforeAll(() => {
  ensureAdmin();
  seedResources();
  // Three more of the first type, so it has two pages (5 a page).
  sqlite((db) => {
    const count = db.prepare("select count(*) as n from resources where name_zh like 'E2E 补充%'").get() as {
      n: number;
    };
    if (count.n > 0) return;
    const now = new Date().toISOString();
    for (let i = 1; i <= 3; i += 1) {
      db.prepare(
        "insert into resources (type_id, name_zh, name_en, introduce_zh, introduce_en, sort, enabled, created_at, updated_at) values (255, ?, '', '补充资源', '', 100, 1, ?, ?)",
      ).run(`E2E 补充${i}`, now, now);
    }
  });
});

test('an anonymous visitor pages the resources, logs in at a download and gets the file', async ({
  page,
}) => {
  const { phone } = await approvedUser(page);
  await page.context().clearCookies();
  await page.goto('/resources');
  const tabs = page.getByTestId('resources-tabs');
  await expect(tabs.getByRole('tab')).toHaveText(['技术指标与标准', '文献资料', '报告模板']);
  const cards = page.locator('.resource-card');
  await expect(cards).toHaveCount(5);
  await page.getByTestId('resources-more').click();
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('resources-no-more')).toHaveText(zh('common.noMore'));
  await expect(page.getByTestId('resources-more')).toBeHidden();

  // The tabs by keyboard: an arrow opens the next tab (and the last wraps round to the first);
  // only the open tab is in the tab order.
  await tabs.getByRole('tab', { name: '报告模板' }).click();
  await expect(tabs.getByRole('tab', { name: '报告模板' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '技术指标与标准' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: '技术指标与标准' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: '报告模板' })).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('tabpanel').locator('.resource-card').first()).toBeVisible();

  // Another tab: its own three resources, one page.
  await tabs.getByRole('tab', { name: '文献资料' }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('resources-no-more')).toBeVisible();

  const first = cards.first();
  const zhButton = first.getByRole('button', { name: zh('resources.downloadZh') });
  await zhButton.click();
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  await page.getByTestId('login-prompt-cancel').click();
  await expect(page.getByTestId('login-prompt')).toBeHidden();
  await zhButton.click();
  await page.getByTestId('login-prompt-login').click();
  await logInByPhoneCode(page, phone);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.goto('/resources');
  await page.getByTestId('resources-tabs').getByRole('tab', { name: '文献资料' }).click();
  const download = page.waitForEvent('download');
  await page
    .locator('.resource-card')
    .first()
    .getByRole('button', { name: zh('resources.downloadZh') })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(file.url()).toContain('Authorization=');
});

test('a logged-in user downloads the GPI documents', async ({ page }) => {
  const { answer } = await approvedUser(page);
  await useSession(page, answer);
  await page.goto('/gpi');
  await expect(page.getByTestId('gpi-zh')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('gpi-en-download').click();
  expect((await download).suggestedFilename()).toBe(
    'Steel EPD Programme - General Programme Instructions (GPI).pdf',
  );
});

test('the friendly links open in a new tab without an opener', async ({ page }) => {
  await page.goto('/Links');
  const tabs = page.getByTestId('links-tabs');
  await expect(tabs.getByRole('tab')).toHaveText(['行业组织', '标准与EPD项目', '研究机构']);
  const worldsteel = page.locator('a[href="https://worldsteel.org"]');
  await expect(worldsteel).toHaveAttribute('target', '_blank');
  await expect(worldsteel).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(worldsteel).toContainText('世界钢铁协会');
  await tabs.getByRole('tab', { name: '研究机构' }).click();
  await expect(page.locator('a[href="https://www.iea.org"]')).toHaveAttribute('rel', 'noopener noreferrer');
});

test('an operator adds a resource in the console and it appears on the portal', async ({ page, browser }) => {
  const name = `E2E 新资源 ${Date.now()}`;
  const console = await (await browser.newContext()).newPage();
  await consoleLogin(console);
  await console.getByTestId('nav-resources').click();
  await console.getByRole('tab', { name: '报告模板' }).click();
  await console.getByTestId('resources-add').click();
  await console.getByTestId('resource-form-nameZh').fill(name);
  await console.getByTestId('resource-form-introduceZh').fill('控制台新增的资源');
  const form = console.getByTestId('resource-form');
  await form
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(console.getByTestId('resource-form-cn-value')).toContainText('e2e.pdf');
  await console.getByTestId('resource-form-submit').click();
  await expect(console.getByTestId('resources-table')).toContainText(name);
  await console.close();

  await page.goto('/resources');
  await page.getByTestId('resources-tabs').getByRole('tab', { name: '报告模板' }).click();
  const card = page.locator('.resource-card', { hasText: name });
  await expect(card).toContainText('控制台新增的资源');
  await expect(card.getByRole('button', { name: zh('resources.downloadZh') })).toBeVisible();
  await expect(card.getByRole('button', { name: zh('resources.downloadEn') })).toHaveCount(0);
});
