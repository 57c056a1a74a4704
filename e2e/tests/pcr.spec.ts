import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin } from '../support/console.ts';
import { PDF } from '../support/files.ts';

const zh = (key: string, params: Record<string, string | number> = {}) =>
  textOf(key, 'zh').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const COMPANY = '首钢京唐钢铁联合有限责任公司';
const run = Date.now().toString(36).toUpperCase();

const portalUser = async (page: Page) => {
  const answer = await apiPhoneLogin(page.request);
  await giveCompany(answer, { name: COMPANY, status: 1 });
  await useSession(page, answer);
  return answer;
};

test.beforeAll(ensureAdmin);

test('a user requests a PCR, the secretariat declines it with a reason, the user sees why', async ({
  page,
  browser,
}) => {
  await portalUser(page);
  const product = `耐候桥梁钢${run}`;
  const reason = `已有适用的PCR，请直接申请EPD（${run}）`;

  await page.goto('/Pcr/pcrApplyFor');
  // The company is known: its name is filled in and locked.
  await expect(page.getByTestId('pcr-apply-company')).toHaveValue(COMPANY);
  await expect(page.getByTestId('pcr-apply-company')).toBeDisabled();
  await expect(page.getByTestId('pcr-apply-steps')).toContainText(zh('pcr.apply.step6'));
  await page.getByTestId('pcr-apply-submit').click();
  await expect(page.getByText(zh('validation.productRequired'))).toBeVisible();
  await page.getByTestId('pcr-apply-product').fill(product);
  await page.getByTestId('pcr-apply-description').fill('用于桥梁的耐候钢板（decision 221 的必填说明）');
  await page.getByTestId('pcr-apply-contact').fill('王工');
  await page.getByTestId('pcr-apply-email').fill('wang@example.com');
  await page.getByTestId('pcr-apply-submit').click();
  await expect(page).toHaveURL(/\/Result\?type=2$/);
  await expect(page.getByTestId('result-title')).toHaveText(zh('result.pcrTitle'));

  await page.goto('/Pcr/minePcr');
  const mine = page.getByTestId('pcr-request').filter({ hasText: product });
  await expect(mine.getByTestId('pcr-request-status')).toHaveText(zh('pcr.mine.status.pending'));

  // The secretariat declines it in the console.
  const console = await (await browser.newContext()).newPage();
  await consoleLogin(console);
  await console.getByTestId('nav-pcr-requests').click();
  const row = console.getByTestId('pcrRequests-table').locator('tr', { hasText: product });
  await expect(row).toContainText(COMPANY);
  await row.locator('[data-testid^="pcr-request-decline-"]').click();
  await console.getByTestId('pcr-decline-submit').click();
  await expect(console.getByText(zh('console.pcrRequests.reasonRequired'))).toBeVisible();
  await console.getByTestId('pcr-decline-reason').fill(reason);
  await console.getByTestId('pcr-decline-submit').click();
  await expect(row).toHaveCount(0);
  await console.close();

  await page.reload();
  await expect(mine.getByTestId('pcr-request-status')).toHaveText(zh('pcr.mine.status.declined'));
  await expect(mine.getByTestId('pcr-request-reason')).toHaveText(reason);

  await page.goto('/textmessage/all');
  const message = page.getByTestId('inbox-item').filter({ hasText: product }).first();
  await expect(message).toContainText(reason);
  // The message leads to where the user acts on it: their PCR requests.
  await message.getByTestId('inbox-item-link').click();
  await expect(page).toHaveURL(/\/Pcr\/minePcr$/);
});

test('a PCR the secretariat creates is found by the PCR search and its document downloads', async ({
  page,
  browser,
}, testInfo) => {
  const registerNo = `PCR-E2E-${run}`;
  const name = `冷轧无取向电工钢带${run}`;

  const console = await (await browser.newContext()).newPage();
  await consoleLogin(console);
  await console.getByTestId('nav-pcrs').click();
  await console.getByTestId('pcr-create').click();
  const form = console.getByTestId('pcr-form');
  await console.getByTestId('pcr-form-registerNo').fill(registerNo.toLowerCase());
  await console.getByTestId('pcr-form-productName').fill(name);
  await console
    .getByTestId('pcr-form-productNameEn')
    .fill(`Cold-rolled non-oriented electrical steel ${run}`);
  await console.getByTestId('pcr-form-author').fill('中国金属学会');
  await console.getByTestId('pcr-form-authorEn').fill('The Chinese Society for Metals');
  await console.getByTestId('pcr-form-productClass').fill('电工钢');
  await console
    .getByTestId('pcr-form-description')
    .fill('<p>适用于冷轧无取向电工钢带。<script>alert(1)</script></p>');
  await form
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: `${registerNo}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(console.getByTestId('pcr-form-cn-name')).toHaveText(`${registerNo}.pdf`);
  await console.getByTestId('pcr-form-submit').click();
  await expect(console.locator(`tr[data-row-key="${registerNo}"]`)).toContainText(name);
  await console.close();

  await portalUser(page);
  await page.goto('/Pcr');
  await page.getByTestId('pcr-intro-input').fill(run);
  await page.getByTestId('pcr-intro-search').click();
  await expect(page).toHaveURL(/\/pcr\/pcrSearch\?content=/);
  await expect(page.getByTestId('pcr-filter-keyword')).toHaveValue(run);
  const card = page.locator(`[data-testid="pcr-card"][data-register-no="${registerNo}"]`);
  await expect(card.getByTestId('pcr-card-title')).toHaveText(name);
  await expect(card.getByTestId('pcr-desc')).toHaveText('适用于冷轧无取向电工钢带。');
  await expect(card.getByTestId('pcr-download-en')).toBeDisabled();
  await expect(page.getByTestId('pcr-no-more')).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByTestId('pcr-download-cn').click();
  expect((await download).suggestedFilename()).toBe(`${registerNo}.pdf`);

  // In English: the English author; the class and description it has only in Chinese, tagged.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(card.getByTestId('pcr-card-author')).toHaveText('The Chinese Society for Metals');
  await expect(card.getByTestId('pcr-card-class')).toContainText('电工钢');
  await expect(card.getByTestId('pcr-class-zh-only')).toHaveText(textOf('pcr.card.chineseOnly', 'en'));
  await expect(card.getByTestId('pcr-desc-zh-only')).toBeVisible();
  await expect(card.getByTestId('pcr-author-zh-only')).toHaveCount(0);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`pcr-card-en-${width}.png`) });
  }
});
