import { expect, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin } from '../support/api.ts';
import { insertApplication } from '../support/applications.ts';
import { insertPcr } from '../support/catalogue.ts';
import { consoleLogin, ensureAdmin } from '../support/console.ts';
import { giveCompany } from '../support/db.ts';
import { PDF } from '../support/files.ts';

const zh = (key: string, params: Record<string, string | number> = {}) =>
  textOf(key, 'zh').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const run = Date.now().toString(36).toUpperCase();

test.beforeAll(ensureAdmin);

test('the secretariat finds an application by stage, moves it forward and issues a quote; the timeline grows', async ({
  page,
}) => {
  // A certified company's application with two products and their files (stage 10).
  const applicant = await apiPhoneLogin(page.request);
  const companyName = `鞍钢测试${run}有限公司`;
  const companyId = giveCompany(applicant.portalUserVO.id, { name: companyName, status: 1 });
  const pcrId = insertPcr(`PCR-E2E-${run}`, '热轧带肋钢筋', 'Hot-rolled ribbed bars');
  const id = insertApplication({
    userId: applicant.portalUserVO.id,
    companyId,
    companyName,
    pcrId,
    products: ['热轧带肋钢筋 HRB400E', '热轧光圆钢筋 HPB300'],
  });

  await consoleLogin(page);
  await page.getByTestId('nav-applications').click();
  const table = page.getByTestId('applications-table');
  const row = table.locator(`tr[data-row-key="${id}"]`);
  await page.getByTestId('application-filter-company').locator('input').fill(companyName);
  await page.getByTestId('application-filter-company').locator('input').press('Enter');
  await expect(row).toContainText(companyName);
  await expect(row).toContainText('热轧光圆钢筋 HPB300');
  await expect(row).toContainText(zh('console.applications.stage.10'));

  // The stage bar counts and filters: at 20 it is not there yet, at 10 it is.
  await expect(page.getByTestId('application-stage-10')).toContainText('1');
  await page.getByTestId('application-stage-20').click();
  await expect(table).not.toContainText(companyName);
  await page.getByTestId('application-stage-10').click();
  await expect(row).toBeVisible();

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/console/applications/${id}$`));
  await expect(page.getByTestId('application-header')).toContainText(companyName);
  await expect(page.getByTestId('application-timeline').getByTestId('timeline-submitted')).toBeVisible();
  await expect(page.getByTestId('application-products')).toContainText('热轧带肋钢筋 HRB400E-lca.pdf');
  // Nothing to quote before contract generation.
  await expect(page.getByTestId('action-quote')).toHaveCount(0);

  // Forward to contract generation, with a note for the applicant.
  await page.getByTestId('action-advance').click();
  await expect(page.getByTestId('move-advance-text')).toContainText(zh('console.applications.stage.20'));
  await page.getByTestId('move-note').fill(`材料齐全（${run}）`);
  await page.getByTestId('move-submit').click();
  const timeline = page.getByTestId('application-timeline');
  await expect(timeline.getByTestId('timeline-advanced')).toContainText(`材料齐全（${run}）`);
  await expect(page.getByTestId('application-steps').locator('.ant-steps-item-process')).toContainText(
    zh('console.applications.stage.20'),
  );
  // The next move waits for the quote, and says so.
  await expect(page.getByTestId('action-advance')).toBeDisabled();
  await expect(page.getByTestId('advance-blocked')).toContainText(zh('console.applications.blocked.quote'));

  // A quote without its PDF is refused by the form; with it, it is issued.
  await page.getByTestId('action-quote').click();
  await page.getByTestId('move-submit').click();
  await expect(page.getByText(zh('console.applications.fileRequired'))).toBeVisible();
  await page
    .getByTestId('move-quote-form')
    .locator('input[type=file]')
    .setInputFiles({ name: `报价单-${run}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('move-quote-file-value')).toContainText(`报价单-${run}.pdf`);
  await page.getByTestId('move-submit').click();
  await expect(page.getByTestId('header-quote')).toHaveText(zh('console.applications.quote.1'));
  await expect(page.getByTestId('application-quotes')).toContainText(`报价单-${run}.pdf`);
  await expect(timeline.getByTestId('timeline-quoteIssued')).toBeVisible();
  await expect(page.getByTestId('action-quote')).toHaveCount(0);

  // The queue's counts follow: it is at contract generation now.
  await page.getByTestId('application-back').click();
  await page.getByTestId('application-filter-company').locator('input').fill(companyName);
  await page.getByTestId('application-filter-company').locator('input').press('Enter');
  await expect(page.getByTestId('application-stage-20')).toContainText('1');
  await expect(page.getByTestId('application-stage-10')).toContainText('0');
  await expect(row).toContainText(zh('console.applications.quote.1'));
});
