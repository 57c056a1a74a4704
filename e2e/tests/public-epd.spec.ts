import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone, setupRequest, useSession } from '../support/api.ts';
import {
  insertPcr,
  insertPublishedEpd,
  insertReport,
  QR_PNG,
  storeFile,
  storeImage,
} from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { operatorApi } from '../support/console.ts';
import { sqlite } from '../support/db.ts';

/**
 * The public page of an EPD (issue 29, major 6): an anonymous visitor goes from the home page
 * to the search, opens a card and reads the record (summary, verifier, results, versions,
 * downloads) in zh and en, on a desktop and a phone, and on paper. Records are written straight
 * into the database; the search index notices at its periodic check.
 */

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
const zh = (key: string, values?: Record<string, string | number>) => fill(textOf(key, 'zh'), values);
const en = (key: string, values?: Record<string, string | number>) => fill(textOf(key, 'en'), values);

const tag = `PUB${Date.now().toString(36).toUpperCase()}`;
const PHONE = { width: 390, height: 844 };
const REPORT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const productZh = `${tag} 热轧带肋钢筋 HRB400E`;
const productEn = `${tag} Hot-rolled ribbed bar HRB400E`;
const record = { id: 0, businessId: '', registrationNumber: `${tag}-2026-02` };
const older = { id: 0, businessId: '', registrationNumber: `${tag}-2021-01` };

/** A version's business id, as the console's EPD detail has it. */
const businessIdOf = async (id: number) =>
  (await operatorApi(await setupRequest()).get<{ businessId: string }>(`/epds/${id}`)).businessId;

const waitForIndex = async (request: APIRequestContext) =>
  expect
    .poll(
      async () => {
        const res = await request.post('/api/p/epd/page', { data: { epdKeyword: tag } });
        return ((await res.json()) as { data: { totals: number } }).data.totals;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(1);

test.beforeAll(async ({ request }) => {
  const login = await apiPhoneLogin(request, freshPhone());
  const company = await giveCompany(login, { name: `${tag}宝山钢铁股份有限公司`, status: 1 });
  const pcr = await insertPcr(`PCR-${tag}`, '钢筋混凝土用热轧带肋钢筋', 'Hot-rolled ribbed steel bars');
  const qr = storeImage(QR_PNG);
  older.id = insertPublishedEpd({
    companyId: company,
    pcrId: pcr,
    productName: productZh,
    productNameEn: productEn,
    registrationNumber: older.registrationNumber,
    qrAttachmentId: null,
    publishedMinute: 1,
  });
  record.id = insertPublishedEpd({
    companyId: company,
    pcrId: pcr,
    productName: productZh,
    productNameEn: productEn,
    registrationNumber: record.registrationNumber,
    qrAttachmentId: qr,
    publishedMinute: 2,
  });
  sqlite((db) => {
    db.prepare(
      "update epds set status = 'superseded', superseded_by_id = ?, issue_date = '2021-01-01', expiry_date = '2025-12-31' where id = ?",
    ).run(record.id, older.id);
    db.prepare(
      `update epds set previous_id = ?, verifier_zh = '中环联合认证中心', verifier_en = 'CEC Certification Center',
         making_route = 'BF-BOF', recycled_content = 0.125 where id = ?`,
    ).run(older.id, record.id);
  });
  for (const lang of ['zh', 'en'] as const) {
    const file = storeFile(REPORT_PDF, 'EPD', `epd-final-${lang}.pdf`, 'application/pdf');
    insertReport(record.id, lang, file, createHash('sha256').update(REPORT_PDF).digest('hex'));
  }
  record.businessId = await businessIdOf(record.id);
  older.businessId = await businessIdOf(older.id);
  await waitForIndex(request);
});

/** From the home page to the search, to the card's page, as a visitor would go. */
const openFromHome = async (page: Page) => {
  await page.goto('/');
  await page.getByTestId('home-search').click();
  await expect(page).toHaveURL(/\/Epd$/);
  await page.getByTestId('epd-search-keyword').fill(tag);
  await page.getByTestId('epd-search-submit').click();
  await expect(page.getByTestId('epd-card')).toHaveCount(1);
  await page.getByTestId('epd-card').getByTestId('epd-card-open').click();
  await expect(page).toHaveURL(new RegExp(`/Epd/${record.businessId}$`));
  await expect(page.getByTestId('epd-record-page')).toBeVisible();
};

/** The page never scrolls sideways. */
const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

test('an anonymous visitor opens a card from the search and reads the whole record in Chinese', async ({
  page,
}) => {
  await openFromHome(page);
  await expect(page).toHaveTitle(new RegExp(`^${productZh} - `));
  await expect(page.getByTestId('epd-record-product')).toHaveText(productZh);
  await expect(page.getByTestId('epd-record-holder')).toHaveText('持有者');
  await expect(page.getByTestId('epd-record-status')).toHaveText(zh('epdRecord.status.valid'));
  await expect(page.getByTestId('epd-record-reg-no')).toContainText(record.registrationNumber);
  const summary = page.getByTestId('epd-record-summary');
  await expect(page.getByTestId('epd-record-pcr')).toContainText(`钢筋混凝土用热轧带肋钢筋（PCR-${tag}`);
  await expect(page.getByTestId('epd-record-verifier')).toHaveText('中环联合认证中心');
  await expect(summary).toContainText(zh('epdRecord.versionNumber', { version: 2 }));
  await expect(page.getByTestId('epd-record-expiry')).toHaveText('2099-12-31');
  // The results the platform records, and plainly what it does not.
  await expect(page.getByTestId('epd-record-gwp')).toHaveText('1,850.5');
  await expect(page.getByTestId('epd-record-results-note')).toHaveText(zh('epdRecord.resultsNote'));
  await expect(page.getByTestId('epd-record-route')).toHaveText(zh('epdRecord.route.bfBof'));
  await expect(page.getByTestId('epd-record-recycled')).toHaveText('12.5 %');
  // Both versions, the older one a link.
  await expect(page.getByTestId('epd-record-version')).toHaveCount(2);
  await expect(page.getByTestId('epd-record-version').first()).toContainText(
    zh('epdRecord.status.superseded'),
  );
  // Downloads: open data for anyone, reports after a login.
  await expect(page.getByTestId('epd-record-ilcd')).toHaveAttribute(
    'href',
    `/api/open/v1/epds/${record.businessId}/ilcd`,
  );
  await expect(page.getByTestId('epd-record-report-login')).toHaveText(zh('epdRecord.reportLogin'));
  await expect(page.getByTestId('epd-record-qr').locator('img')).toBeVisible();
  await page.getByTestId('epd-record-report-zh').click();
  await expect(page.getByTestId('login-prompt').or(page.getByTestId('login-dialog'))).toBeVisible();
  await fitsWidth(page);
});

test('the older version says it was superseded and leads to the newer one', async ({ page }) => {
  await page.goto('/');
  await page.goto(`/Epd/${record.businessId}`);
  await page.getByTestId('epd-record-version').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/Epd/${older.businessId}$`));
  await expect(page.getByTestId('epd-record-superseded')).toContainText(zh('epdRecord.supersededNote'));
  await expect(page.getByTestId('epd-record-verifier')).toHaveText(zh('epdRecord.verifierUnknown'));
  await expect(page.getByTestId('epd-record-route')).toHaveText(zh('epdRecord.notRecorded'));
  await page.getByTestId('epd-record-newer').click();
  await expect(page).toHaveURL(new RegExp(`/Epd/${record.businessId}$`));
  await expect(page.getByTestId('epd-record-status')).toHaveText(zh('epdRecord.status.valid'));
});

test.describe('in English', () => {
  test.use({ locale: 'en' });

  test('the page reads in English, with the English names, and prints without the site frame', async ({
    page,
  }) => {
    await openFromHome(page);
    await expect(page).toHaveTitle(new RegExp(`^${productEn} - `));
    await expect(page.getByTestId('epd-record-product')).toHaveText(productEn);
    await expect(page.getByTestId('epd-record-holder')).toHaveText('Holder Co., Ltd.');
    await expect(page.getByTestId('epd-record-verifier')).toHaveText('CEC Certification Center');
    await expect(page.getByTestId('epd-record-pcr')).toContainText('Hot-rolled ribbed steel bars');
    await expect(page.getByTestId('epd-record-results')).toContainText(en('epdRecord.gwpTotal'));
    await expect(page.getByTestId('epd-record-route')).toHaveText(en('epdRecord.route.bfBof'));

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('site-footer')).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.getByTestId('epd-record-print')).toBeHidden();
    await expect(page.getByTestId('epd-record-downloads')).toBeHidden();
    await expect(page.getByTestId('epd-record-product')).toBeVisible();
    await expect(page.getByTestId('epd-record-results')).toBeVisible();
    await expect(page.getByText(en('epdRecord.printedFrom', { url: '' }).trim())).toBeVisible();
    // Dark text on white paper, no banner colour.
    expect(await page.getByTestId('epd-record-product').evaluate((h) => getComputedStyle(h).color)).toBe(
      'rgb(0, 0, 0)',
    );
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a logged-in reader downloads the report named after the product', async ({ page, request }) => {
    await useSession(page, await apiPhoneLogin(request, freshPhone()));
    await page.goto(`/Epd/${record.businessId}`);
    await expect(page.getByTestId('epd-record-login')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('epd-record-report-en').click();
    const saved = await download;
    // The token rides in the query of a plain link (spec 02 §4), and the file is named after the product.
    expect(saved.url()).toContain(`/api/p/epd/download/${record.id}?lang=en&Authorization=`);
    expect(saved.suggestedFilename()).toBe(`${productEn}-${record.registrationNumber}-en.pdf`);
    const res = await page.request.get(saved.url());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${productEn}-${record.registrationNumber}-en.pdf`)}`,
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the page fits the screen in Chinese and in English', async ({ page }) => {
    await openFromHome(page);
    await expect(page.getByTestId('epd-record-results')).toBeVisible();
    await fitsWidth(page);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByTestId('epd-record-product')).toHaveText(productEn);
    await expect(page.getByTestId('epd-record-versions')).toContainText(en('epdRecord.versions'));
    await fitsWidth(page);
  });
});

test('an unknown, withdrawn or malformed id is the not-found page with 404 and the ways on', async ({
  page,
}) => {
  sqlite((db) => db.prepare("update epds set status = 'withdrawn' where id = ?").run(older.id));
  try {
    for (const id of ['Z'.repeat(22), older.businessId, 'nonsense']) {
      const answer = await page.goto(`/Epd/${id}`);
      expect(answer?.status(), id).toBe(404);
      await expect(page.getByTestId('not-found')).toContainText(zh('notFound.recordText'));
    }
    await page.getByTestId('not-found-search').click();
    await expect(page).toHaveURL(/\/Epd$/);
    await expect(page.getByTestId('epd-search-page')).toBeVisible();
  } finally {
    sqlite((db) => db.prepare("update epds set status = 'superseded' where id = ?").run(older.id));
  }
});
