import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin } from '../support/api.ts';
import { insertApplication } from '../support/applications.ts';
import { insertPcr } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { ADMIN, consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';
import { PDF, titledPdf } from '../support/files.ts';

const zh = (key: string, params: Record<string, string | number> = {}) =>
  textOf(key, 'zh').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const run = Date.now().toString(36).toUpperCase();

/** The applicant's side, through the portal API with their token (the portal's journey clicks it). */
const applicantCalls = (request: APIRequestContext, token: string) => {
  const headers = { authorization: token };
  const data = async <T>(res: Promise<APIResponse>, what: string): Promise<T> => {
    const body = (await (await res).json()) as { code: number; message: string; data: T };
    expect(body.code, `${what}: ${body.message}`).toBe(1);
    return body.data;
  };
  const post = <T>(path: string, body: unknown) =>
    data<T>(request.post(`/api${path}`, { headers, data: body }), path);
  return {
    post,
    upload: async (businessType: string, name: string) =>
      (
        await data<{ id: number }>(
          request.post('/api/p/attachment/upload', {
            headers,
            multipart: { businessType, file: { name, mimeType: 'application/pdf', buffer: PDF } },
          }),
          'upload',
        )
      ).id,
  };
};

/** Sends the move dialog that is open and waits for it to close. */
const submitMove = async (page: Page) => {
  await page.getByTestId('move-submit').click();
  await expect(page.getByTestId('move-submit')).toHaveCount(0);
};

/** The file input of a console upload field (its button carries the test id). */
const fileInput = (page: Page, testId: string) =>
  page.locator('.ant-upload', { has: page.getByTestId(testId) }).locator('input[type=file]');

test.beforeAll(ensureAdmin);

test('the secretariat takes an application from the queue to its release in the console; the record is in the search', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A certified company's application with two products and their files (stage 10).
  const applicant = await apiPhoneLogin(page.request);
  const companyName = `鞍钢测试${run}有限公司`;
  await giveCompany(applicant, { name: companyName, status: 1 });
  await insertPcr(`PCR-E2E-${run}`, '热轧带肋钢筋', 'Hot-rolled ribbed bars');
  const id = await insertApplication({
    applicant,
    pcrNumber: `PCR-E2E-${run}`,
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

  // The applicant confirms the quote; the secretariat issues the contract from its page.
  const applicantApi = applicantCalls(page.request, applicant.tokenVO.token);
  const quote = await applicantApi.post<{ id: number }>('/p/price/info', { id });
  await applicantApi.post('/p/price/confirm', { id: quote.id });
  await row.click();
  await expect(page.getByTestId('header-quote')).toHaveText(zh('console.applications.quote.2'));
  await page.getByTestId('action-contract').click();
  await fileInput(page, 'move-contract-file-0').setInputFiles({
    name: `服务合同-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByTestId('move-contract-file-0-value')).toContainText(`服务合同-${run}.pdf`);
  await submitMove(page);
  await expect(page.getByTestId('header-contract')).toHaveText(zh('console.applications.contract.2'));
  await expect(page.getByTestId('application-contracts')).toContainText(`服务合同-${run}.pdf`);
  await expect(timeline.getByTestId('timeline-contractIssued')).toBeVisible();

  // The applicant signs; the page shows it once reloaded, and the next move opens.
  const contract = await applicantApi.post<{ id: number }>('/p/contract/info', { id });
  await applicantApi.post('/p/contract/confirm', { applyId: id, id: contract.id });
  await page.reload();
  await expect(page.getByTestId('header-contract')).toHaveText(zh('console.applications.contract.3'));
  await page.getByTestId('action-advance').click();
  await submitMove(page);
  await expect(page.getByTestId('application-steps').locator('.ant-steps-item-process')).toContainText(
    zh('console.applications.stage.30'),
  );

  // LCA calculation: the secretariat asks for corrected data, which blocks the next move.
  await page.getByTestId('action-lcaCorrection').click();
  await page.getByTestId('move-submit').click();
  await expect(
    page.getByTestId('move-lcaCorrection-form').locator('.ant-form-item-explain-error'),
  ).toBeVisible();
  await page.getByTestId('move-note').fill(`请补充电力消耗数据（${run}）`);
  await submitMove(page);
  await expect(page.getByTestId('header-lca')).toHaveText(zh('console.applications.lca.2'));
  await expect(page.getByTestId('application-header')).toContainText(`请补充电力消耗数据（${run}）`);
  await expect(page.getByTestId('advance-blocked')).toContainText(
    zh('console.applications.blocked.lcaCorrection'),
  );

  // The applicant re-uploads the first entry's LCA report and confirms the corrected data.
  const [firstProduct] = (
    await operatorApi(page.request).get<{ products: { id: number }[] }>(`/applications/${id}`)
  ).products;
  const corrected = await applicantApi.upload('LCA', `LCA报告-修订-${run}.pdf`);
  await applicantApi.post('/p/lca/attachment/update', { epdId: firstProduct?.id, attachmentId: corrected });
  await applicantApi.post('/p/lca/validate/updateState', { status: 0, applyId: id });
  await page.reload();
  await expect(page.getByTestId('header-lca')).toHaveText(zh('console.applications.lca.0'));
  await expect(page.getByTestId('application-products')).toContainText(`LCA报告-修订-${run}.pdf`);

  // The secretariat accepts the data and moves on to the expert panel's review.
  await page.getByTestId('action-lcaAccept').click();
  await page.getByTestId('lca-accept-confirm').click();
  await expect(page.getByTestId('header-lca')).toHaveText(zh('console.applications.lca.1'));
  for (const stage of [40, 50, 60]) {
    await page.getByTestId('action-advance').click();
    await expect(page.getByTestId('move-advance-text')).toContainText(
      zh(`console.applications.stage.${stage}`),
    );
    await submitMove(page);
    await expect(page.getByTestId('application-steps').locator('.ant-steps-item-process')).toContainText(
      zh(`console.applications.stage.${stage}`),
    );
  }

  // The release: each entry's record fields; the form names what is missing first.
  await page.getByTestId('action-release').click();
  await page.getByTestId('release-submit').click();
  await expect(
    page.getByTestId('release-form').locator('.ant-form-item-explain-error').first(),
  ).toBeVisible();
  for (const index of [0, 1]) {
    await page.getByTestId(`release-${index}-registrationNumber`).fill(`sepd-${run}-${index + 1}`);
    await page.getByTestId(`release-${index}-gwp100`).fill('1830.25');
    await page.getByTestId(`release-${index}-siteZh`).fill('辽宁省鞍山市');
    // A date typed into the calendar's field is taken with Enter.
    await page.getByTestId(`release-${index}-expiryDate`).fill('2031-11-22');
    await page.getByTestId(`release-${index}-expiryDate`).press('Enter');
    await fileInput(page, `release-${index}-reportZh`).setInputFiles({
      name: `EPD报告-${run}-${index + 1}.pdf`,
      mimeType: 'application/pdf',
      // Each product its own report: one file for two is refused (decision 210).
      buffer: titledPdf(`EPD报告-${run}-${index + 1}`),
    });
    await expect(page.getByTestId(`release-${index}-reportZh-value`)).toContainText(
      `EPD报告-${run}-${index + 1}.pdf`,
    );
  }
  await page.getByTestId('release-submit').click();
  await expect(page.getByTestId('release-submit')).toHaveCount(0);
  await expect(page.getByTestId('application-steps').locator('.ant-steps-item-finish').last()).toContainText(
    zh('console.applications.stage.70'),
  );
  await expect(timeline.getByTestId('timeline-released')).toBeVisible();
  await expect(page.getByTestId('action-release')).toHaveCount(0);

  // The released record is found in the portal's EPD search (the index follows within seconds).
  await expect
    .poll(
      async () => {
        const res = await page.request.post('/api/p/epd/page', { data: { epdKeyword: `SEPD-${run}-1` } });
        return ((await res.json()) as { data: { totals: number } }).data.totals;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(1);
  await page.goto('/Epd');
  await page.getByTestId('epd-search-keyword').fill(`SEPD-${run}-1`);
  await page.getByTestId('epd-search-submit').click();
  await expect(page.getByTestId('epd-card').filter({ hasText: `SEPD-${run}-1` })).toContainText(
    '热轧带肋钢筋 HRB400E',
  );
});

test('on a phone the console menu is a drawer and the application pages fit the screen', async ({ page }) => {
  const applicant = await apiPhoneLogin(page.request);
  const companyName = `宝钢手机${run}有限公司`;
  await giveCompany(applicant, { name: companyName, status: 1 });
  await insertPcr(`PCR-PHONE-${run}`, '冷轧薄板', 'Cold-rolled sheets');
  const id = await insertApplication({
    applicant,
    pcrNumber: `PCR-PHONE-${run}`,
    products: ['冷轧薄板 DC01'],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/console/');
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  // No side menu taking the width: a button opens the menu, which shows who is logged in.
  await expect(page.getByTestId('nav')).toHaveCount(0);
  await page.getByTestId('nav-toggle').click();
  await expect(page.getByTestId('current-operator')).toContainText(ADMIN.username);
  await page.getByTestId('nav-applications').click();
  await expect(page).toHaveURL(/\/console\/applications$/);
  await expect(page.getByTestId('nav-drawer')).toBeHidden();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect(page.getByTestId('applications-table')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.getByTestId('applications-table').locator(`tr[data-row-key="${id}"]`).click();
  await expect(page.getByTestId('application-header')).toContainText(companyName);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('logout')).toBeInViewport();
});
