import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { insertApplication } from '../support/applications.ts';
import { insertPcr } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';
import { sqlite } from '../support/db.ts';
import { titledPdf } from '../support/files.ts';

/**
 * Issue 29 (decisions 210 and 211): the release dialog suggests each entry's registration
 * number, dates come from a calendar with a five-year default expiry that follows the issue
 * date, and the same PDF uploaded for two products is refused on the second product's field.
 * The apply form fills the Chinese name of a category picked in English and shows one status
 * per file, inline; the correction's confirm waits for an upload and an empty slot says Upload.
 */

const fileInput = (page: Page, testId: string) =>
  page.locator('.ant-upload', { has: page.getByTestId(testId) }).locator('input[type=file]');

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The day before the fifth anniversary, as the dialog defaults it. */
const fiveYears = (issued: string) => {
  const d = new Date(`${issued}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 5);
  d.setUTCDate(d.getUTCDate() - 1);
  return isoDay(d);
};

test.beforeAll(ensureAdmin);

for (const lang of ['zh', 'en'] as const) {
  test(`a release suggests numbers, defaults the expiry and refuses one PDF for two products (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const text = (key: string) => textOf(key, lang);
    const tag = `L${Date.now().toString(36).toUpperCase()}${lang}`;
    const applicant = await apiPhoneLogin(page.request);
    const companyName = `${tag}沙钢集团有限公司`;
    await giveCompany(applicant, { name: companyName, status: 1 });
    await insertPcr(`PCR-${tag}`, '热轧钢板和钢带', 'Hot-rolled steel plates and strips');
    const id = await insertApplication({
      applicant,
      pcrNumber: `PCR-${tag}`,
      products: [`热轧卷板${tag}`, `冷轧薄板${tag}`],
    });
    // At the expert panel's review, every deal done: the release is open.
    sqlite((db) =>
      db
        .prepare(
          'update applications set stage = 60, quote_status = 2, contract_status = 3, lca_validate_status = 1 where id = ?',
        )
        .run(id),
    );

    await page.addInitScript((l) => localStorage.setItem('console-lang', l), lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await consoleLogin(page);
    await page.goto(`/console/applications/${id}`);
    await page.getByTestId('action-release').click();
    const form = page.getByTestId('release-form');
    await expect(form).toBeVisible();

    // Each entry's number is suggested, the dates are today and five years on.
    const today = isoDay(new Date());
    const year = today.slice(0, 4);
    for (const index of [0, 1]) {
      await expect(page.getByTestId(`release-${index}-registrationNumber`)).toHaveValue(
        `SEPD-${year}-${String(id).padStart(4, '0')}-${index + 1}`,
      );
      await expect(page.getByTestId(`release-${index}-issueDate`)).toHaveValue(today);
      await expect(page.getByTestId(`release-${index}-expiryDate`)).toHaveValue(fiveYears(today));
    }
    await expect(form).toContainText(text('console.applications.releaseNumberSuggested'));
    await expect(form).toContainText(text('console.applications.releaseExpiryDefault'));
    await page.screenshot({ path: testInfo.outputPath(`release-open-${lang}.png`) });

    // A date picked from the calendar: the expiry follows the new issue date.
    const issue = page.getByTestId('release-0-issueDate');
    await issue.click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').first().click();
    const picked = await issue.inputValue();
    expect(picked).toMatch(/^\d{4}-\d{2}-01$/);
    await expect(page.getByTestId('release-0-expiryDate')).toHaveValue(fiveYears(picked));

    // The same PDF chosen for both products' Chinese report.
    const samePdf = titledPdf(`EPD报告-${tag}`);
    for (const index of [0, 1]) {
      await page.getByTestId(`release-${index}-gwp100`).fill('1830.25');
      await page.getByTestId(`release-${index}-siteZh`).fill('江苏省张家港市');
      await fileInput(page, `release-${index}-reportZh`).setInputFiles({
        name: `EPD报告-${tag}.pdf`,
        mimeType: 'application/pdf',
        buffer: samePdf,
      });
      await expect(page.getByTestId(`release-${index}-reportZh-value`)).toContainText(`EPD报告-${tag}.pdf`);
    }
    await page.getByTestId('release-submit').click();
    const secondReport = form
      .locator('.ant-form-item')
      .filter({ has: page.getByTestId('release-1-reportZh') });
    await expect(secondReport.locator('.ant-form-item-explain-error')).toHaveText(
      text('console.applications.releaseFileTwice'),
    );
    await secondReport.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`release-refused-${lang}.png`) });
    const firstReport = form
      .locator('.ant-form-item')
      .filter({ has: page.getByTestId('release-0-reportZh') });
    await expect(firstReport.locator('.ant-form-item-explain-error')).toHaveCount(0);
    const office = operatorApi(page.request);
    expect((await office.get<{ stage: number }>(`/applications/${id}`)).stage).toBe(60);

    // The second product's own report: released.
    await fileInput(page, 'release-1-reportZh').setInputFiles({
      name: `EPD报告-2-${tag}.pdf`,
      mimeType: 'application/pdf',
      buffer: titledPdf(`EPD报告-2-${tag}`),
    });
    await expect(page.getByTestId('release-1-reportZh-value')).toContainText(`EPD报告-2-${tag}.pdf`);
    await page.getByTestId('release-submit').click();
    await expect(page.getByTestId('release-submit')).toHaveCount(0);
    await expect(
      page.getByTestId('application-steps').locator('.ant-steps-item-finish').last(),
    ).toContainText(text('console.applications.stage.70'));
    // Each product's record, as the console's EPD detail has it.
    const stored = [];
    const { products } = await office.get<{ products: { epdId: number }[] }>(`/applications/${id}`);
    for (const { epdId } of products) {
      const epd = await office.get<{ registrationNumber: string; issueDate: string; expiryDate: string }>(
        `/epds/${epdId}`,
      );
      stored.push({ number: epd.registrationNumber, issued: epd.issueDate, expires: epd.expiryDate });
    }
    expect(stored).toEqual([
      { number: `SEPD-${year}-${String(id).padStart(4, '0')}-1`, issued: picked, expires: fiveYears(picked) },
      { number: `SEPD-${year}-${String(id).padStart(4, '0')}-2`, issued: today, expires: fiveYears(today) },
    ]);
  });
}

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const lang of ['zh', 'en'] as const) {
  for (const size of SIZES) {
    test(`the apply form shows each file's status inline and names the product in Chinese (${lang}, ${size.width})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const text = (key: string) => textOf(key, lang);
      const tag = `F${Date.now().toString(36).toUpperCase()}${lang}${size.width}`;
      const applicant = await apiPhoneLogin(page.request);
      const companyName = `${tag}南钢股份有限公司`;
      await giveCompany(applicant, { name: companyName, status: 1 });
      await insertPcr(`PCR-${tag}`, '热轧钢板和钢带', 'Hot-rolled steel plates and strips');
      await page.addInitScript((l) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('homeTourDone', '1');
      }, lang);
      await useSession(page, applicant);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/epd/epdApplyFor');

      // A category picked in the reader's language fills the product's Chinese name.
      const first = page.getByTestId('apply-product-1');
      await first.getByTestId('apply-product-1-category').click();
      await page
        .locator('.ant-cascader-menu-item', { hasText: lang === 'en' ? 'Flat products' : '板材' })
        .click();
      await page
        .locator('.ant-cascader-menu-item', { hasText: lang === 'en' ? 'Hot-rolled coil' : '热轧板卷' })
        .click();
      await expect(first.getByTestId('apply-product-1-name')).toHaveValue('热轧板卷');

      // A wrong file: the field says why, no toast.
      await first.getByTestId('apply-product-1-data-upload-input').setInputFiles({
        name: 'sheet.xlsx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('not a zip'),
      });
      await expect(first.getByTestId('apply-product-1-data-problem')).toHaveText(text('validation.zipOnly'));
      // Three uploads: each field says Uploaded, and nothing stacks over the header.
      for (const kind of ['lca', 'epd'] as const) {
        await first.getByTestId(`apply-product-1-${kind}-upload-input`).setInputFiles({
          name: `${kind}-${tag}.pdf`,
          mimeType: 'application/pdf',
          buffer: titledPdf(`${kind} ${tag}`),
        });
        await expect(first.getByTestId(`apply-product-1-${kind}-uploaded`)).toHaveText(
          text('apply.form.uploaded'),
        );
      }
      await expect(first.getByTestId('apply-product-1-data-problem')).toBeVisible();
      await expect(page.locator('.ant-message-notice')).toHaveCount(0);
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`apply-uploads-${lang}-${size.width}.png`) });

      // The correction in the details drawer: an empty slot says Upload, the confirm waits.
      const id = await insertApplication({ applicant, pcrNumber: `PCR-${tag}`, products: [`中厚板${tag}`] });
      sqlite((db) => {
        db.prepare(
          'update applications set stage = 30, quote_status = 2, contract_status = 3 where id = ?',
        ).run(id);
        db.prepare("delete from application_files where application_id = ? and kind = 'epd'").run(id);
      });
      await operatorApi(page.request).post(`/applications/${id}/lca-correction`, {
        note: `请补充电耗${tag}`,
      });
      await page.goto('/Epd/mineEpd?type=EPD');
      await page.getByTestId(`application-${id}-details`).click();
      const drawer = page.getByTestId('details-drawer');
      await expect(drawer.getByTestId('detail-product-1-epd-reupload')).toHaveText(text('apply.form.upload'));
      await expect(drawer.getByTestId('detail-product-1-lca-reupload')).toHaveText(
        text('apply.detail.reupload'),
      );
      await expect(drawer.getByTestId('detail-confirm-data')).toBeDisabled();
      await expect(drawer.getByTestId('detail-confirm-data-waiting')).toHaveText(
        text('apply.detail.confirmAfterUpload'),
      );
      await page.screenshot({ path: testInfo.outputPath(`drawer-waiting-${lang}-${size.width}.png`) });
      await drawer.getByTestId('detail-product-1-lca-reupload-input').setInputFiles({
        name: `lca-fixed-${tag}.pdf`,
        mimeType: 'application/pdf',
        buffer: titledPdf(`lca fixed ${tag}`),
      });
      await expect(drawer.getByTestId('detail-product-1-lca')).toContainText(`lca-fixed-${tag}.pdf`);
      await expect(drawer.getByTestId('detail-confirm-data')).toBeEnabled();
      await expect(drawer.getByTestId('detail-confirm-data-waiting')).toHaveCount(0);
    });
  }
}
