import { expect, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { insertPcr, insertPublishedEpd } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin } from '../support/console.ts';
import { PDF } from '../support/files.ts';

const zh = (key: string) => textOf(key, 'zh');
const run = Date.now().toString(36).toUpperCase();

test.beforeAll(ensureAdmin);

test('a user files a verification request with a PDF, the secretariat answers, the user sees the new state and the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A certified company's user (the page is guarded with approval) and a published EPD to verify.
  const answer = await apiPhoneLogin(page.request);
  await giveCompany(answer, { name: '中建钢构检测有限公司', status: 1 });
  const holder = await giveCompany(undefined, { name: `宝武钢铁持有者${run}`, status: 1 });
  const number = `SEPD-VER-${run}`;
  insertPublishedEpd({
    companyId: holder,
    pcrId: await insertPcr(`PCR-VER-${run}`, '热轧H型钢', 'Hot-rolled H-beams'),
    productName: '热轧H型钢',
    productNameEn: 'Hot-rolled H-beams',
    registrationNumber: number,
    qrAttachmentId: null,
    publishedMinute: 1,
  });
  await useSession(page, answer);

  await page.goto('/epd/verification');
  await expect(page.getByTestId('verification-page')).toBeVisible();
  // Required fields are named before anything is sent.
  await page.getByTestId('verify-submit').click();
  await expect(page.getByText(zh('verification.contactRequired'))).toBeVisible();
  await expect(page.getByText(zh('validation.fileRequired'))).toBeVisible();

  await page.getByTestId('verify-contact').fill('王芳');
  await page.getByTestId('verify-number').fill('SEPD-NO-SUCH-0000');
  await page.getByTestId('verify-position').fill('质量经理');
  await page.getByTestId('verify-company').fill('中建钢构检测有限公司');
  await page.getByTestId('verify-region').click();
  await page.getByRole('menuitemcheckbox', { name: '上海市' }).click();
  await page.getByRole('menuitemcheckbox', { name: '浦东新区' }).click();
  await page.getByTestId('verify-email').fill('wangfang@example.com');
  await page.getByTestId('verify-relation-2').click();
  await page.getByTestId('verify-supplement').fill('第三方检测机构');
  await page.getByTestId('verify-file-input').setInputFiles({
    name: `热轧H型钢EPD-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByTestId('verify-file-name')).toHaveText(`热轧H型钢EPD-${run}.pdf`);
  // An unknown registration number is a clear error.
  await page.getByTestId('verify-submit').click();
  await expect(page.getByText(zh('error.VERIFY_REGISTRATION_UNKNOWN'))).toBeVisible();
  await page.getByTestId('verify-number').fill(number);
  await page.getByTestId('verify-submit').click();
  await expect(page).toHaveURL(/\/Result\?type=1$/);
  await expect(page.getByTestId('result-title')).toHaveText(zh('result.verificationTitle'));

  await page.goto('/myLists');
  const row = page.getByTestId('my-lists-row').filter({ hasText: number });
  await expect(row.getByTestId('verify-state')).toHaveText(zh('verification.state.3'));

  // The secretariat answers in the console: succeeded, with a message.
  const message = `报告与平台发布记录一致（${run}）`;
  const console = await (await browser.newContext()).newPage();
  await consoleLogin(console);
  await console.getByTestId('nav-verifications').click();
  const queued = console.getByTestId('verifications-table').locator('tr', { hasText: number });
  await expect(queued).toContainText('中建钢构检测有限公司');
  await queued.locator('[data-testid^="verification-open-"]').click();
  const drawer = console.getByTestId('verification-drawer');
  await expect(drawer.getByTestId('verification-field-file')).toContainText(`热轧H型钢EPD-${run}.pdf`);
  await expect(drawer.getByTestId('verification-field-country')).toContainText('上海市 / 浦东新区');
  await drawer.getByTestId('verification-answer-send').click();
  await expect(drawer.getByText(zh('console.verification.messageRequired'))).toBeVisible();
  await drawer.getByTestId('verification-answer-state-2').click();
  await drawer.getByTestId('verification-answer-message').fill(message);
  await drawer.getByTestId('verification-answer-send').click();
  await expect(drawer.getByTestId('verification-history-item')).toContainText(message);
  await expect(queued.getByTestId('verification-state')).toHaveText(zh('console.verification.state.2'));
  await console.close();

  await page.reload();
  await expect(row.getByTestId('verify-state')).toHaveText(zh('verification.state.2'));
  await row.click();
  await expect(page).toHaveURL(/\/myDetails\?id=\d+$/);
  await expect(page.getByTestId('my-details-request').getByTestId('verify-state')).toHaveText(
    zh('verification.state.2'),
  );
  await expect(page.getByTestId('my-details-feedback-msg')).toHaveText(message);
  await expect(page.getByTestId('my-details-request')).toContainText(`热轧H型钢EPD-${run}.pdf`);

  await page.goto('/textmessage/all');
  await expect(page.getByTestId('inbox-item').filter({ hasText: number }).first()).toContainText(message);
});

test('in English the region cascader names provinces and cities in English', async ({ page }, testInfo) => {
  const answer = await apiPhoneLogin(page.request);
  await giveCompany(answer, { name: '英文地区测试钢铁有限公司', status: 1 });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await useSession(page, answer);
  await page.goto('/epd/verification');
  await page.getByTestId('verify-region').click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Inner Mongolia' })).toBeVisible();
  await expect(page.getByRole('menuitemcheckbox', { name: '上海市' })).toHaveCount(0);
  await page.getByRole('menuitemcheckbox', { name: 'Shanghai' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Pudong New Area' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('region-cascader-en.png') });
  await page.getByRole('menuitemcheckbox', { name: 'Pudong New Area' }).click();
  await expect(page.getByTestId('verify-region')).toContainText('Shanghai / Pudong New Area');
});
