import { expect, test } from '@playwright/test';
import { type DemoRecord, publishDemoContent, validRecordWithEnglish } from '../support/demo.ts';

/**
 * Open data (issue 14): the phone summary and the search card link a version's openEPD and
 * ILCD+EPD exports, and the developer page /open-data sends a live request of the list.
 */

let record: DemoRecord;

test.beforeAll(async () => {
  publishDemoContent();
  record = await validRecordWithEnglish();
});

test('the phone summary links the exports, which answer the documents', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/epd/${record.businessId}`);
  await expect(page.getByTestId('epd-reg-no')).toHaveText(record.registrationNumber);
  const zh = page.getByTestId('epd-open-data').getByTestId('epd-openepd-zh');
  await expect(zh).toHaveAttribute('href', `/api/open/v1/epds/${record.businessId}/openepd?lang=zh`);
  await expect(page.getByTestId('epd-openepd-en')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('open-data-phone-zh-390.png'), fullPage: true });

  const doc = await request.get(`/api/open/v1/epds/${record.businessId}/openepd?lang=en`);
  expect(doc.status()).toBe(200);
  expect(doc.headers()['access-control-allow-origin']).toBe('*');
  const json = (await doc.json()) as {
    doctype: string;
    product_name: string;
    program_operator_doc_id: string;
  };
  expect(json).toMatchObject({
    doctype: 'openEPD',
    product_name: record.productNameEn,
    program_operator_doc_id: record.registrationNumber,
  });
  const xml = await request.get(
    await page
      .getByTestId('epd-ilcd')
      .getAttribute('href')
      .then((h) => h ?? ''),
  );
  expect(xml.headers()['content-type']).toContain('application/xml');
  expect(await xml.text()).toContain(
    `<common:registrationNumber>${record.registrationNumber}</common:registrationNumber>`,
  );
});

test('the search card links the exports; the developer page sends a live request', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/Epd?content=${encodeURIComponent(record.registrationNumber)}`);
  const card = page.locator(`[data-registration="${record.registrationNumber}"]`);
  await expect(card.getByTestId('epd-ilcd')).toHaveAttribute(
    'href',
    `/api/open/v1/epds/${record.businessId}/ilcd`,
  );

  await page.getByTestId('epd-open-data-page').click();
  await expect(page).toHaveURL('/open-data');
  await expect(page.getByTestId('open-data-answer')).toHaveCount(0);
  await page.getByTestId('open-data-try').click();
  await expect(page.getByTestId('open-data-answer')).toContainText('"nextCursor"');
  await expect(page.getByTestId('open-data-answer')).toContainText('"registrationNumber"');
  await page.screenshot({ path: testInfo.outputPath('open-data-page-zh-1440.png'), fullPage: true });
});
