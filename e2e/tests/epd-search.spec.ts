import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPhoneLogin, freshPhone, useSession } from '../support/api.ts';
import {
  insertPcr,
  insertPublishedEpd,
  insertReport,
  QR_PNG,
  storeFile,
  storeImage,
} from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';

/**
 * EPD search (issue 10): search and load-more, the QR label popover, and the enlarged QR poster
 * offered to the record's own company only. Records are written straight into the database;
 * the server's search index notices at its periodic check, so the arrangement waits for it.
 */

const tag = `E2E${Date.now().toString(36).toUpperCase()}`;
const owner = { phone: freshPhone(), companyName: `${tag}宝钢股份有限公司` };
const other = { phone: freshPhone(), companyName: `${tag}首钢集团有限公司` };
let ownerLogin: Awaited<ReturnType<typeof apiPhoneLogin>>;
let otherLogin: Awaited<ReturnType<typeof apiPhoneLogin>>;
const REPORT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const waitForIndex = async (request: APIRequestContext, total: number) =>
  expect
    .poll(
      async () => {
        const res = await request.post('/api/p/epd/page', { data: { epdKeyword: tag } });
        return ((await res.json()) as { data: { totals: number } }).data.totals;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(total);

test.beforeAll(async ({ request }) => {
  ownerLogin = await apiPhoneLogin(request, owner.phone);
  otherLogin = await apiPhoneLogin(request, other.phone);
  const ownerCompany = await giveCompany(ownerLogin, { name: owner.companyName, status: 1 });
  const otherCompany = await giveCompany(otherLogin, { name: other.companyName, status: 1 });
  const pcr = await insertPcr(`PCR-${tag}`, '热轧带肋钢筋', 'Hot-rolled ribbed bars');
  const qr = storeImage(QR_PNG);
  for (let i = 1; i <= 6; i += 1) {
    insertPublishedEpd({
      companyId: ownerCompany,
      pcrId: pcr,
      productName: `${tag} 热轧带肋钢筋 ${i}`,
      productNameEn: `${tag} Ribbed bar ${i}`,
      registrationNumber: `${tag}-OWN-${i}`,
      qrAttachmentId: qr,
      publishedMinute: i,
    });
  }
  // The newest: another company's record, listed first, with a Chinese report.
  const otherRecord = insertPublishedEpd({
    companyId: otherCompany,
    pcrId: pcr,
    productName: `${tag} 螺纹钢`,
    productNameEn: null,
    registrationNumber: `${tag}-OTHER-1`,
    qrAttachmentId: qr,
    publishedMinute: 60,
  });
  const report = storeFile(REPORT_PDF, 'EPD', `${tag}-zh.pdf`, 'application/pdf');
  insertReport(otherRecord, 'zh', report, createHash('sha256').update(REPORT_PDF).digest('hex'));
  await waitForIndex(request, 7);
});

const searchTag = async (page: Page) => {
  await page.goto('/Epd');
  await page.getByTestId('epd-search-keyword').fill(tag);
  await page.getByTestId('epd-search-submit').click();
  await expect(page.getByTestId('epd-card')).toHaveCount(4);
};

test('anyone searches by keyword, four cards a page, and loads more until there is no more', async ({
  page,
}) => {
  await searchTag(page);
  await expect(page.getByTestId('epd-card').first()).toHaveAttribute('data-registration', `${tag}-OTHER-1`);
  await expect(page.getByTestId('epd-search-totals')).toContainText('7');
  await expect(page.getByTestId('epd-search-no-more')).toHaveCount(0);
  await page.getByTestId('epd-search-more').click();
  await expect(page.getByTestId('epd-card')).toHaveCount(7);
  await expect(page.getByTestId('epd-search-more')).toHaveCount(0);
  await expect(page.getByTestId('epd-search-no-more')).toBeVisible();
  // Nobody owns anything here: no enlarged QR.
  await expect(page.getByTestId('epd-enlarge')).toHaveCount(0);
  // Chinese readers see no language hint; an English reader is told which record has no English name.
  await expect(page.getByTestId('epd-chinese-only')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await searchTag(page);
  const first = page.getByTestId('epd-card').first();
  await expect(first.getByTestId('epd-chinese-only')).toHaveText('Chinese only');
  await expect(first.getByTestId('epd-download-en')).toHaveCount(0);
  await expect(page.getByTestId('epd-card').nth(1).getByTestId('epd-chinese-only')).toHaveCount(0);
});

test('the label popover shows the QR image', async ({ page }) => {
  await searchTag(page);
  await page.getByTestId('epd-card').first().getByTestId('epd-label').click();
  const image = page.getByTestId('epd-label-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("the enlarged QR is offered on the own company's cards only, and downloads a PNG poster", async ({
  page,
}) => {
  await useSession(page, ownerLogin);
  await searchTag(page);
  const cards = page.getByTestId('epd-card');
  await expect(cards.first().getByTestId('epd-enlarge')).toHaveCount(0);
  await expect(cards.nth(1).getByTestId('epd-enlarge')).toBeVisible();
  await expect(page.getByTestId('epd-enlarge')).toHaveCount(3);
  await cards.nth(1).getByTestId('epd-enlarge').click();
  const poster = page.getByTestId('epd-poster');
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([798, 292]);
  const download = page.waitForEvent('download');
  await page.getByTestId('epd-poster-download').click();
  expect((await download).suggestedFilename()).toBe(`${tag}-OWN-6.png`);
});

test("another company's user gets the enlarged QR on their own record only", async ({ page }) => {
  await useSession(page, otherLogin);
  await searchTag(page);
  await page.getByTestId('epd-search-more').click();
  await expect(page.getByTestId('epd-card')).toHaveCount(7);
  await expect(page.getByTestId('epd-card').first().getByTestId('epd-enlarge')).toBeVisible();
  await expect(page.getByTestId('epd-enlarge')).toHaveCount(1);
});

test('a report download asks an anonymous visitor to log in and gives a logged-in user the report stamped for them', async ({
  page,
}) => {
  await searchTag(page);
  const first = page.getByTestId('epd-card').first();
  await expect(first.getByTestId('epd-download-en')).toHaveCount(0);
  await first.getByTestId('epd-download-zh').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();

  await useSession(page, ownerLogin);
  await searchTag(page);
  // The download opens in a new tab as a plain link with the token in the query.
  const asked = page
    .context()
    .waitForEvent('request', (r) => r.url().includes('/api/p/attachment/download/business/EPD/'));
  await page.getByTestId('epd-card').first().getByTestId('epd-download-zh').click();
  const url = (await asked).url();
  expect(url).toMatch(/\/api\/p\/attachment\/download\/business\/EPD\/\d+\?Authorization=/);
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  // The registered report with the reader's stamp (issue 28), never the stored bytes.
  const body = await res.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(REPORT_PDF.length);
  expect(Buffer.compare(body, REPORT_PDF)).not.toBe(0);
});
