import { expect, type Page, test } from '@playwright/test';
import { DEMO_LOGIN, type DemoRecord, publishDemoContent, validRecordWithEnglish } from '../support/demo.ts';

/**
 * The QR path on a phone (issue 10): a scanned code opens /app/epd/{id}, the visitor switches
 * to English, logs in on /Loginapp and reads the watermarked report page by page.
 */

const PHONE = { width: 390, height: 844 };
let record: DemoRecord;

test.beforeAll(async () => {
  publishDemoContent();
  record = await validRecordWithEnglish();
});

/**
 * Which document shows the page: the phone pages' own (phone.html, issue 10: React and the page,
 * no router, Ant Design or zod) or the portal's (index.html, whose router opens them too, from a
 * portal link).
 */
const documentOf = async (page: Page) =>
  (await page.locator('script[type="module"][src*="/assets/phone-"]').count()) === 1 ? 'phone' : 'portal';

const emailLogin = async (page: Page) => {
  await page.getByTestId('m-tab-email').click();
  await page.getByTestId('m-login-email').fill(DEMO_LOGIN.account);
  await page.getByTestId('m-login-password').fill(DEMO_LOGIN.password);
  await page.getByTestId('m-consent').check();
  await page.getByTestId('m-login-submit').click();
};

test.describe('the QR path on a phone', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('opens the summary, switches to English, logs in and reads the report page by page', async ({
    page,
  }, testInfo) => {
    await page.goto(`/app/epd/${record.businessId}`);
    await expect(page.getByTestId('epd-reg-no')).toHaveText(record.registrationNumber);
    await expect(page.getByTestId('epd-product-name')).toHaveText(record.productName);
    await expect(page.getByTestId('epd-status')).toHaveText('有效');
    await expect(page.getByTestId('epd-gwp')).toContainText('kg CO₂当量/吨');
    expect(await documentOf(page)).toBe('phone');
    await expect(page).toHaveTitle(/^EPD概要 - /);
    await page.screenshot({ path: testInfo.outputPath('app-epd-zh-390.png') });

    await page.getByTestId('epd-lang-en').click();
    await expect(page.getByTestId('epd-product-name')).toHaveText(record.productNameEn ?? '');
    await expect(page.getByTestId('epd-status')).toHaveText('Valid');
    await page.screenshot({ path: testInfo.outputPath('app-epd-en-390.png') });

    // No login: the phone login with the English report's id (spec 01 §4).
    await page.getByTestId('epd-view-report').click();
    await expect(page).toHaveURL(`/Loginapp?id=${record.enReport}`);
    expect(await documentOf(page)).toBe('phone');
    await emailLogin(page);
    await expect(page).toHaveURL(`/apppdf/${record.enReport}`);

    await expect(page.getByTestId('mobile-pdf')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const pageOf = page.getByTestId('pdf-page');
    await expect(pageOf).toHaveText(/^Page 1 \/ \d+$/);
    const total = Number((await pageOf.textContent())?.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('pdf-previous')).toBeDisabled();
    await page.getByTestId('pdf-next').click();
    await expect(pageOf).toHaveText(`Page 2 / ${total}`);
    await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '2');
    await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-drawn', 'true');
    await page.screenshot({ path: testInfo.outputPath('app-pdf-en-390.png') });
    await page.getByTestId('pdf-previous').click();
    await expect(pageOf).toHaveText(`Page 1 / ${total}`);

    // Logged in now: back on the summary, the button goes straight to the report after the token check.
    await page.goto(`/app/epd/${record.businessId}`);
    await page.getByTestId('epd-lang-zh').click();
    await page.getByTestId('epd-view-report').click();
    await expect(page).toHaveURL(`/apppdf/${record.zhReport}`);
    await expect(page.getByTestId('pdf-page')).toHaveText(/^第 1 \/ \d+ 页$/, { timeout: 20_000 });
    expect(await documentOf(page)).toBe('phone');
    await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-drawn', 'true');
    await page.screenshot({ path: testInfo.outputPath('app-pdf-zh-390.png') });
  });

  test("a report that cannot be loaded shows 'PDF加载失败!' for three seconds", async ({ page }) => {
    const unknown = 'A'.repeat(22);
    await page.goto(`/apppdf/${unknown}`);
    // No token: the phone login first, which comes back to the report.
    await expect(page).toHaveURL(`/Loginapp?id=${unknown}`);
    await emailLogin(page);
    await expect(page).toHaveURL(`/apppdf/${unknown}`);
    const toast = page.getByTestId('mobile-toast');
    await expect(toast).toHaveText('PDF加载失败!');
    await expect(page.getByTestId('mobile-pdf')).toHaveAttribute('data-state', 'failed');
    await expect(toast).toBeHidden({ timeout: 6_000 });
  });
});

test('the summary on a desktop screen keeps its phone column', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/epd/${record.businessId}`);
  await expect(page.getByTestId('epd-reg-no')).toHaveText(record.registrationNumber);
  const card = await page.getByTestId('mobile-epd').boundingBox();
  expect(card?.width).toBeLessThan(720);
  await page.screenshot({ path: testInfo.outputPath('app-epd-zh-1440.png') });
});
