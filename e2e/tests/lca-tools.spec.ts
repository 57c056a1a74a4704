import { expect, test } from '@playwright/test';
import type { TPlatformSettingsUpdate } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone, setupRequest, useSession } from '../support/api.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, platformSettings, savePlatformSettings } from '../support/console.ts';
import { sqlite } from '../support/db.ts';
import { E2E_BASE_URL } from '../support/env.ts';

// Issue 13, "Subscribe to the LCA tool": an administrator points the LCA tool address at a
// page of this server; a user subscribes on /lcaTools and the confirm leads to the tool with a
// tool token as epdToken; a later visit shows the end date and offers the tool again.
let before: TPlatformSettingsUpdate;

test.beforeAll(async () => {
  before = await platformSettings(await setupRequest());
});

// Later journeys see the settings the platform had (the configured defaults).
test.afterAll(async () => {
  await savePlatformSettings(await setupRequest(), before);
});

test('a user subscribes to a trial and gets the tool link with epdToken', async ({
  page,
  browser,
  request,
}) => {
  const tool = `${E2E_BASE_URL}/about?from=lca`;
  const admin = await browser.newPage();
  await consoleLogin(admin);
  await admin.goto('/console/settings');
  // The form shows the stored settings first (the trial length's default).
  await expect(admin.getByTestId('settings-trial-days')).toHaveValue('30');
  await admin.getByTestId('settings-lca-url').fill('ftp://nowhere.example');
  await admin.getByTestId('settings-save').click();
  await expect(admin.getByText('请输入以 http:// 或 https:// 开头的地址')).toBeVisible();
  await admin.getByTestId('settings-lca-url').fill(tool);
  await admin.getByTestId('settings-trial-days').fill('14');
  await admin.getByTestId('settings-save').click();
  await expect(admin.getByText('设置已保存')).toBeVisible();
  await admin.close();

  const phone = freshPhone();
  const login = await apiPhoneLogin(request, phone);
  const companyId = await giveCompany(login, { name: '订阅测试钢铁有限公司', status: 1 });
  sqlite((db) => db.prepare("update companies set industry_category = '1' where id = ?").run(companyId));
  await useSession(page, login);

  await page.goto('/lcaTools');
  await expect(page.getByTestId('lca-tools-page')).toBeVisible();
  await expect(page.locator('[data-testid^="lca-feature-"]')).toHaveCount(5);
  await expect(page.getByTestId('lca-company')).toHaveValue('订阅测试钢铁有限公司');
  await expect(page.getByTestId('lca-company')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('lca-industry')).toHaveValue('钢铁');
  await expect(page.getByText('免费试用14天')).toBeVisible();

  // Required on blur, with the spec's messages.
  await page.getByTestId('lca-position').focus();
  await page.getByTestId('lca-position').blur();
  await expect(page.getByText('请输入职位')).toBeVisible();
  // The user's name is offered; without one the form says it is needed.
  await expect(page.getByTestId('lca-username')).toHaveValue(login.portalUserVO.userName ?? '');
  await page.getByTestId('lca-username').fill('');
  await page.getByTestId('lca-subscribe').click();
  await expect(page.getByText('请输入用户名')).toBeVisible();

  await page.getByTestId('lca-username').fill('王工');
  await page.getByTestId('lca-position').fill('能源管理工程师');
  await page.getByTestId('lca-subscribe').click();
  const confirm = page.getByTestId('lca-confirm-open');
  await expect(confirm).toBeVisible();
  const endDay = sqlite(
    (db) =>
      db.prepare('select ends_at from lca_subscriptions where user_id = ?').get(login.portalUserVO.id) as {
        ends_at: string;
      },
  ).ends_at;
  // The last day it runs, in the programme's time zone (the server's default, Asia/Shanghai).
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.parse(endDay) - 1);
  await expect(page.getByText(`您的试用有效期至${day}`)).toBeVisible();

  await confirm.click();
  await page.waitForURL(/\/about\?/);
  const url = new URL(page.url());
  expect(url.origin + url.pathname).toBe(`${E2E_BASE_URL}/about`);
  expect(url.searchParams.get('from')).toBe('lca');
  const token = url.searchParams.get('epdToken') ?? '';
  expect(token).not.toBe('');
  // The token names the subscriber to the tool.
  const verified = await request.post('/api/n/epd/tools/token/verify', { data: { token } });
  const body = (await verified.json()) as { code: number; data: { userAccount: string } };
  expect(body.code).toBe(1);
  expect(body.data.userAccount).toBe(phone);

  // A later visit shows the end date and takes the user to the tool unless they stay.
  await page.goto('/lcaTools');
  await expect(page.getByTestId('lca-subscribed')).toBeVisible();
  await expect(page.getByTestId('lca-ends-at')).toHaveText(`试用有效期至${day}`);
  await expect(page.getByTestId('lca-redirecting')).toBeVisible();
  await page.getByTestId('lca-stay').click();
  await expect(page.getByTestId('lca-redirecting')).toHaveCount(0);
  await page.getByTestId('lca-open-tool').click();
  await page.waitForURL(/\/about\?.*epdToken=/);
});

test('anonymous visitors are asked to log in', async ({ page }) => {
  await page.goto('/lcaTools');
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  await expect(page.getByTestId('lca-tools-page')).toHaveCount(0);
  await page.getByTestId('login-prompt-login').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});
