import { expect, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import ExcelJS from 'exceljs';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin } from '../support/console.ts';

const zh = (key: string, params: Record<string, string | number> = {}) =>
  textOf(key, 'zh').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const run = Date.now().toString(36).toUpperCase();

/**
 * The worked example, written into the downloaded template by its defined names (as any
 * tool may fill it): a scrap-only EAF, 1,000,000 t crude steel, 500,000 MWh purchased electricity
 * at worldsteel's 0.504 t CO2/MWh: 0.252 t CO2/t, s = 1, IEA band E, ResponsibleSteel level 2.
 */
const fillByNames = async (template: Buffer): Promise<Buffer> => {
  const values: Record<string, string | number> = {
    Site: '沙钢电炉厂',
    Route: 'EAF-SCRAP',
    Year: 2025,
    CrudeSteel_t: 1_000_000,
    Scrap_t: 1_100_000,
    PurchasedElectricity_MWh: 500_000,
  };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  for (const [name, value] of Object.entries(values)) {
    const [range] = book.definedNames.getRanges(name).ranges;
    const match = /^'?(.+?)'?!\$?([A-Z]+)\$?(\d+)$/.exec(range ?? '');
    if (!match) throw new Error(`the template has no cell named ${name}`);
    const sheet = book.getWorksheet(match[1]);
    if (!sheet) throw new Error(`no sheet ${match[1]}`);
    sheet.getCell(`${match[2]}${match[3]}`).value = value;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

test.beforeAll(ensureAdmin);

test('a company applies with the template filled in, the secretariat approves, the figure and grades show on /steelMill', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const applicant = await apiPhoneLogin(page.request);
  const companyName = `沙钢低碳${run}有限公司`;
  await giveCompany(applicant, { name: companyName, status: 1 });
  await useSession(page, applicant);

  // /steelMill leads to the form.
  await page.goto('/steelMill');
  await expect(page.getByTestId('steel-mill')).toContainText(zh('steelMill.schemes').slice(0, 20));
  await expect(page.getByTestId('steel-mill')).toContainText(zh('steelMill.empty'));
  await page.getByTestId('steel-mill-apply').click();
  await expect(page).toHaveURL(/\/dtpfg\/dtpfgApplyFor$/);
  await expect(page.getByTestId('low-carbon-company')).toHaveValue(companyName);

  // The template link gives the real workbook; it is filled in by its defined names.
  const href = await page.getByTestId('low-carbon-block-1-file-template').getAttribute('href');
  expect(href).toMatch(/^\/api\/n\/carbon\/template\/\d+$/);
  const template = await page.request.get(href ?? '');
  expect(template.ok()).toBe(true);
  const workbook = await fillByNames(Buffer.from(await template.body()));

  // Submitting without a data file names the block.
  await page
    .getByTestId('low-carbon-introduction')
    .fill('电炉短流程钢厂，年产粗钢100万吨，全部以废钢为原料。');
  await page.getByTestId('low-carbon-block-1-product').fill('热轧带肋钢筋 HRB400E');
  await page.getByTestId('low-carbon-add').click();
  await page.getByTestId('low-carbon-block-2-product').fill('盘条');
  await page.getByTestId('low-carbon-submit').click();
  await expect(page.getByText(zh('lowCarbon.blocksWithoutFile', { blocks: '1、2' }))).toBeVisible();
  await page.getByTestId('low-carbon-block-2-delete').click();
  await expect(page.getByTestId('low-carbon-block-2')).toHaveCount(0);
  await expect(page.getByTestId('low-carbon-block-1-delete')).toHaveCount(0);

  await page.getByTestId('low-carbon-block-1-processes').getByText('电炉炼钢').click();
  await page.getByTestId('low-carbon-block-1-file-input').setInputFiles({
    name: '低碳钢数据收集表.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByTestId('low-carbon-block-1-file-summary')).toContainText('沙钢电炉厂');
  await expect(page.getByTestId('low-carbon-block-1-file-summary')).toContainText('EAF-SCRAP');
  await page.getByTestId('low-carbon-submit').click();
  await expect(page).toHaveURL(/\/Result\?type=1$/);
  await expect(page.getByText(zh('result.lowCarbonTitle'))).toBeVisible();

  // Before approval the company sees the state only.
  await page.goto('/steelMill');
  await expect(page.getByTestId('steel-mill-state')).toHaveText(zh('steelMill.state.submitted'));
  await expect(page.getByTestId('steel-mill-intensity')).toHaveCount(0);

  // The secretariat sees the figure and grades and approves.
  const consolePage = await browser.newPage();
  await consoleLogin(consolePage);
  await consolePage.getByTestId('nav-low-carbon').click();
  const row = consolePage.getByTestId('lowCarbon-table').locator('tr', { hasText: companyName });
  await row.getByRole('link').click();
  await expect(consolePage.getByTestId('low-carbon-intensity-1')).toHaveText('0.252');
  await expect(consolePage.getByTestId('low-carbon-breakdown-1')).toContainText('252,000');
  await consolePage.getByTestId('low-carbon-approve').click();
  await consolePage.getByTestId('low-carbon-approve-ok').click();
  await expect(consolePage.getByTestId('low-carbon-state')).toHaveText(
    zh('console.lowCarbon.state.approved'),
  );
  await consolePage.close();

  // Now the company sees the computed figure and both grades.
  await page.reload();
  await expect(page.getByTestId('steel-mill-state')).toHaveText(zh('steelMill.state.approved'));
  await expect(page.getByTestId('steel-mill-intensity')).toHaveText('0.252');
  await expect(page.getByTestId('steel-mill-iea')).toHaveText(zh('steelMill.ieaBand', { band: 'E' }));
  await expect(page.getByTestId('steel-mill-rs')).toHaveText(zh('steelMill.rsLevel', { level: 2 }));
});
