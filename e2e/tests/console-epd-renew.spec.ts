import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { insertPcr, insertPublishedEpd } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';
import { titledPdf } from '../support/files.ts';

/**
 * Issue 29: the renew dialog picks its dates from calendars like the release dialog (decision
 * 210): issued today, expiring the day before the fifth anniversary, the expiry following a new
 * issue date; the server still checks them.
 */

const tag = `RNW${Date.now().toString(36).toUpperCase()}`;
let epdId: number;

const fileInput = (page: Page, testId: string) =>
  page.locator('.ant-upload', { has: page.getByTestId(testId) }).locator('input[type=file]');
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const fiveYears = (issued: string) => {
  const d = new Date(`${issued}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 5);
  d.setUTCDate(d.getUTCDate() - 1);
  return isoDay(d);
};

test.beforeAll(async () => {
  ensureAdmin();
  const companyId = await giveCompany(undefined, { name: `${tag}续期钢铁有限公司`, status: 1 });
  epdId = insertPublishedEpd({
    companyId,
    pcrId: await insertPcr(`PCR-${tag}`, '热轧卷板', 'Hot-rolled coil'),
    productName: `${tag} 热轧卷板`,
    productNameEn: `${tag} Hot-rolled coil`,
    registrationNumber: `SEPD-${tag}-1`,
    qrAttachmentId: null,
    publishedMinute: 1,
  });
});

test('an editor renews a published EPD with dates from calendars, five years by default', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('console-lang', 'en'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await consoleLogin(page);
  await page.goto('/console/epds');
  await page.getByTestId(`epd-view-${epdId}`).click();
  const drawer = page.getByTestId('epd-drawer');
  await drawer.getByTestId('epd-renew').click();
  const dialog = page.getByTestId('epd-renew-form');

  const today = isoDay(new Date());
  const issue = dialog.getByTestId('epd-action-issueDate');
  const expiry = dialog.getByTestId('epd-action-expiryDate');
  await expect(issue).toHaveValue(today);
  await expect(expiry).toHaveValue(fiveYears(today));
  await expect(dialog).toContainText(textOf('console.applications.releaseExpiryDefault', 'en'));
  await page.screenshot({ path: testInfo.outputPath('renew-open-en.png') });

  // A day picked from the calendar: the expiry follows it.
  await issue.click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').first().click();
  const picked = await issue.inputValue();
  expect(picked).toMatch(/^\d{4}-\d{2}-01$/);
  await expect(expiry).toHaveValue(fiveYears(picked));

  // An expiry the editor chose stays when the issue date changes again.
  await expiry.click();
  await expiry.fill('2030-06-30');
  await expiry.press('Enter');
  await issue.click();
  await issue.fill('2026-02-02');
  await issue.press('Enter');
  await expect(expiry).toHaveValue('2030-06-30');

  await fileInput(page, 'epd-action-reportZhId').setInputFiles({
    name: `续期报告-${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: titledPdf(`续期报告-${tag}`),
  });
  await expect(page.getByTestId('epd-action-reportZhId-value')).toContainText(`续期报告-${tag}.pdf`);
  await page.getByTestId('epd-action-submit').click();
  await expect(dialog).toHaveCount(0);
  // The new version as the console's EPD list shows it.
  const renewed = async () =>
    (
      await operatorApi(page.request).get<{
        list: { registrationNumber: string; issueDate: string; expiryDate: string; status: string }[];
      }>(`/epds?keyword=SEPD-${tag}-1-R1`)
    ).list.find((e) => e.registrationNumber === `SEPD-${tag}-1-R1`);
  await expect.poll(async () => (await renewed())?.status).toBe('published');
  expect(await renewed()).toMatchObject({ issueDate: '2026-02-02', expiryDate: '2030-06-30' });
});
