import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { insertPcr } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { ADMIN, ensureAdmin } from '../support/console.ts';
import { DATA_ZIP, ownZip, titledPdf } from '../support/files.ts';

/**
 * EPD applications (issue 11), one journey: a certified user applies with two products and real
 * files, the secretariat moves it through the console API, the user confirms the quote, signs the
 * contract, re-uploads after a correction request and confirms, and after the release sees all
 * seven steps with their dates and the EPD in the search with its QR label.
 */

const zh = (key: string, params: Record<string, string | number> = {}) =>
  textOf(key, 'zh').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const tag = `A${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `${tag}沙钢集团有限公司`;

const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: titledPdf(name) });
const zipFile = (name: string) => ({ name, mimeType: 'application/zip', buffer: DATA_ZIP });
const ownZipFile = (name: string) => ({ name, mimeType: 'application/zip', buffer: ownZip(name) });

/** The secretariat, through the console API with an administrator's token. */
const secretariat = async (request: APIRequestContext) => {
  const login = await request.post('/api/c/auth/login', { data: ADMIN });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const send = async (path: string, data: unknown) => {
    const res = await request.post(`/api/c/applications/${path}`, { headers, data });
    const body = (await res.json()) as { code: number; message: string; data: unknown };
    expect(body.code, `${path}: ${body.message}`).toBe(1);
    return body.data;
  };
  return {
    get: async (id: number) => {
      const res = await request.get(`/api/c/applications/${id}`, { headers });
      return ((await res.json()) as { data: { stage: number; products: { id: number }[] } }).data;
    },
    find: async (company: string) => {
      const res = await request.get(`/api/c/applications?company=${encodeURIComponent(company)}`, {
        headers,
      });
      return ((await res.json()) as { data: { list: { id: number }[] } }).data.list;
    },
    upload: async (businessType: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      const res = await request.post('/api/c/attachments/upload', {
        headers,
        multipart: { businessType, file },
      });
      const body = (await res.json()) as { code: number; message: string; data: { id: number } };
      expect(body.code, body.message).toBe(1);
      return body.data.id;
    },
    advance: (id: number, from: number, note?: string) =>
      send(`${id}/advance`, note === undefined ? { from } : { from, note }),
    send,
  };
};

const confirmIn = async (page: Page, testId: string) => {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-ok`).click();
};

const step = (card: Locator, stage: number) => card.getByTestId(`apply-step-${stage}`);

test.beforeAll(ensureAdmin);

test('a certified user applies, confirms the quote, signs, corrects the LCA data and sees the release', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const answer = await apiPhoneLogin(page.request);
  await giveCompany(answer, { name: COMPANY, status: 1 });
  await insertPcr(`PCR-${tag}`, '热轧钢板和钢带', 'Hot-rolled steel plates and strips');
  await useSession(page, answer);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The form: the company is the user's, read-only; the PCR is required.
  await page.goto('/epd/epdApplyFor');
  await expect(page.getByTestId('apply-company')).toHaveValue(COMPANY);
  await expect(page.getByTestId('apply-company')).toBeDisabled();
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText(zh('apply.pcrRequired')).last()).toBeVisible();
  await expect(page.getByText(zh('validation.productRequired'))).toBeVisible();
  await page.getByTestId('apply-pcr').click();
  await page.keyboard.type(tag);
  await page.locator('.ant-select-item-option', { hasText: `PCR-${tag}` }).click();

  // Product 1: picked from the category cascader, which fills the name, with a technology.
  const first = page.getByTestId('apply-product-1');
  await first.getByTestId('apply-product-1-category').click();
  await page.locator('.ant-cascader-menu-item', { hasText: '板材' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '热轧板卷' }).click();
  await expect(first.getByTestId('apply-product-1-name')).toHaveValue('热轧板卷');
  await first.getByTestId('apply-product-1-technology').click();
  await page.locator('.ant-select-item-option', { hasText: '热连轧' }).click();
  // Each file offers its template; the template downloads.
  const template = page.waitForEvent('download');
  await first.getByTestId('apply-product-1-lca-template').click();
  expect((await template).suggestedFilename()).toMatch(/\.pdf$/);
  // A wrong file is refused before it is sent; the right ones upload.
  await first.getByTestId('apply-product-1-data-upload-input').setInputFiles({
    name: 'sheet.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('not a zip'),
  });
  await expect(page.getByText(zh('validation.zipOnly'))).toBeVisible();
  await first.getByTestId('apply-product-1-lca-upload-input').setInputFiles(pdfFile('LCA报告-热轧板卷.pdf'));
  await expect(first.getByTestId('apply-product-1-lca-name')).toContainText('LCA报告-热轧板卷.pdf');
  await first
    .getByTestId('apply-product-1-epd-upload-input')
    .setInputFiles(pdfFile('EPD预报告-热轧板卷.pdf'));
  await expect(first.getByTestId('apply-product-1-epd-name')).toContainText('EPD预报告-热轧板卷.pdf');
  await first
    .getByTestId('apply-product-1-data-upload-input')
    .setInputFiles(zipFile('数据收集表-热轧板卷.zip'));
  await expect(first.getByTestId('apply-product-1-data-name')).toContainText('数据收集表-热轧板卷.zip');

  // Product 2: a typed name; up to three blocks, the last of which can go again.
  await page.getByTestId('apply-add-product').click();
  await page.getByTestId('apply-add-product').click();
  await expect(page.getByTestId('apply-add-product')).toHaveCount(0);
  await page.getByTestId('apply-product-3-remove').click();
  await expect(page.getByTestId('apply-add-product')).toBeVisible();
  const second = page.getByTestId('apply-product-2');
  await second.getByTestId('apply-product-2-name').fill(`中厚板${tag}`);
  await second.getByTestId('apply-product-2-lca-upload-input').setInputFiles(pdfFile('LCA报告-中厚板.pdf'));
  await expect(second.getByTestId('apply-product-2-lca-name')).toBeVisible();
  await second
    .getByTestId('apply-product-2-data-upload-input')
    .setInputFiles(zipFile('数据收集表-中厚板.zip'));
  await expect(second.getByTestId('apply-product-2-data-name')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('apply-form.png'), fullPage: true });

  // A double click is one application.
  await page.getByTestId('apply-submit').dblclick();
  await expect(page).toHaveURL(/\/Result\?type=1$/);
  await expect(page.getByTestId('result-title')).toHaveText(zh('result.epdTitle'));
  const office = await secretariat(request);
  const found = await office.find(COMPANY);
  expect(found).toHaveLength(1);
  const id = found[0]?.id ?? 0;

  // The list: both products, applied today, at step 1.
  await page.goto('/Epd/mineEpd?type=EPD');
  const card = page.getByTestId('application-card').filter({ hasText: `中厚板${tag}` });
  await expect(card).toContainText('热轧板卷');
  await expect(step(card, 10)).toHaveAttribute('data-done', 'true');
  await expect(card.getByTestId('apply-step-10-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(step(card, 20)).toHaveAttribute('data-done', 'false');
  await page.getByTestId(`application-${id}-price`).click();
  await expect(page.getByTestId('price-empty')).toBeVisible();
  await page.locator('.ant-modal-close:visible').click();

  // The secretariat accepts it and sends a quote; the user confirms it in its dialog.
  await office.advance(id, 10, `受理通知${tag}`);
  await office.send(`${id}/quote`, { attachmentId: await office.upload('QUOTE', pdfFile('服务报价单.pdf')) });
  await page.reload();
  await expect(page.getByTestId(`application-${id}-quote-pending`)).toBeVisible();
  await expect(card.getByTestId('apply-step-20-note')).toContainText(`受理通知${tag}`);
  await expect(card.getByTestId('apply-step-20-note')).toContainText(zh('apply.step.bySecretariat'));
  await page.getByTestId(`application-${id}-price`).click();
  await expect(page.getByTestId('price-status')).toHaveText(zh('apply.price.status1'));
  await expect(page.getByTestId('price-file')).toContainText('服务报价单.pdf');
  const quoteDownload = page.waitForEvent('download');
  await page.getByTestId('price-file').click();
  expect((await quoteDownload).suggestedFilename()).toBe('服务报价单.pdf');
  await page.screenshot({ path: testInfo.outputPath('price.png') });
  await confirmIn(page, 'price-confirm');
  await expect(page.getByTestId('price-status')).toHaveText(zh('apply.price.status2'));
  await expect(page.getByTestId('price-confirm')).toHaveCount(0);
  await page.locator('.ant-modal-close:visible').click();

  // A contract; the user signs it.
  await office.send(`${id}/contract`, {
    attachmentIds: [await office.upload('CONTRACT', pdfFile('EPD服务合同.pdf'))],
  });
  await page.reload();
  await page.getByTestId(`application-${id}-contract`).click();
  await expect(page.getByTestId('contract-status')).toHaveText(zh('apply.contract.status2'));
  await expect(page.getByTestId('contract-files')).toContainText('EPD服务合同.pdf');
  await page.screenshot({ path: testInfo.outputPath('contract.png') });
  await confirmIn(page, 'contract-confirm');
  await expect(page.getByTestId('contract-status')).toHaveText(zh('apply.contract.status3'));
  await page.locator('.ant-modal-close:visible').click();

  // LCA calculation; the secretariat asks for corrected data.
  await office.advance(id, 20);
  await office.send(`${id}/lca-correction`, { note: `请更新电力消耗数据${tag}` });
  await page.reload();
  await expect(page.getByTestId(`application-${id}-correction`)).toBeVisible();
  await page.getByTestId(`application-${id}-details`).click();
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('detail-correction-note')).toHaveText(`请更新电力消耗数据${tag}`);
  const detail1 = drawer.getByTestId('detail-product-1');
  await expect(detail1).toContainText('热轧板卷');
  await detail1
    .getByTestId('detail-product-1-lca-reupload-input')
    .setInputFiles(pdfFile('LCA报告-热轧板卷-修订.pdf'));
  await expect(detail1.getByTestId('detail-product-1-lca')).toContainText('LCA报告-热轧板卷-修订.pdf');
  await expect(detail1).toContainText(zh('apply.detail.version', { version: 2 }));
  await detail1.getByText(zh('apply.detail.history'), { exact: false }).click();
  await expect(detail1.getByTestId('detail-product-1-history')).toContainText('LCA报告-热轧板卷.pdf');
  await page.screenshot({ path: testInfo.outputPath('details.png') });
  await confirmIn(page, 'detail-confirm-data');
  await expect(drawer.getByTestId('detail-correction')).toHaveCount(0);
  await page.locator('.ant-drawer-close:visible').click();

  // The rest of the way, and the release of both products.
  await office.send(`${id}/lca-accept`, {});
  await office.advance(id, 30);
  await office.advance(id, 40);
  await office.advance(id, 50);
  const { products } = await office.get(id);
  const releases = [];
  for (const [index, product] of products.entries()) {
    releases.push({
      productId: product.id,
      registrationNumber: `${tag}-EPD-${index + 1}`,
      productNameEn: `Steel ${tag} ${index + 1}`,
      gwp100: 1830.2,
      holderZh: COMPANY,
      holderEn: 'Shagang Group Co., Ltd.',
      siteZh: '江苏省张家港市',
      siteEn: 'Zhangjiagang, Jiangsu',
      issueDate: '2026-05-20',
      expiryDate: '2031-05-19',
      reportZhId: await office.upload('EPD', pdfFile(`EPD报告-${index + 1}.pdf`)),
      reportEnId: await office.upload('EPD', pdfFile(`EPD-report-${index + 1}.pdf`)),
      dataFileId: await office.upload('EPD_DATA', ownZipFile(`EPD数据-${index + 1}.zip`)),
    });
  }
  await office.send(`${id}/release`, { from: 60, note: `发布${tag}`, products: releases });

  await page.reload();
  for (const stage of [10, 20, 30, 40, 50, 60, 70]) {
    await expect(step(card, stage)).toHaveAttribute('data-done', 'true');
    await expect(card.getByTestId(`apply-step-${stage}-date`)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  }
  await page.screenshot({ path: testInfo.outputPath('released.png'), fullPage: true });
  await page.getByTestId(`application-${id}-details`).click();
  await expect(drawer.getByTestId('detail-product-1-registration')).toHaveText(`${tag}-EPD-1`);
  // The published report downloads as the search card's does (a platform file, not the company's upload).
  const reportDownload = page.waitForEvent('download');
  await drawer.getByTestId('detail-product-1-report-cn').click();
  expect((await reportDownload).suggestedFilename()).toMatch(/\.pdf$/);
  await page.locator('.ant-drawer-close:visible').click();

  // The EPD is in the search, with its QR label.
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/p/epd/page', { data: { epdKeyword: `${tag}-EPD-1` } });
        return ((await res.json()) as { data: { totals: number } }).data.totals;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(1);
  await page.goto('/Epd');
  await page.getByTestId('epd-search-keyword').fill(`${tag}-EPD-1`);
  await page.getByTestId('epd-search-submit').click();
  const searchCard = page.getByTestId('epd-card').filter({ hasText: `${tag}-EPD-1` });
  await expect(searchCard).toBeVisible();
  await searchCard.getByTestId('epd-label').click();
  await expect(page.getByTestId('epd-label-image')).toBeVisible();
});

test('a CFP application is listed under the PCR (CFP) tab, not under EPD', async ({ page }) => {
  const answer = await apiPhoneLogin(page.request);
  await giveCompany(answer, { name: `${tag}CFP钢铁有限公司`, status: 1 });
  await insertPcr(`PCR-${tag}-CFP`, '钢筋混凝土用热轧带肋钢筋', 'Hot-rolled ribbed bars');
  await useSession(page, answer);

  await page.goto('/Epd/mineEpd?type=PCR');
  await expect(page.getByTestId('mine-epd-empty')).toBeVisible();
  await page.getByTestId('mine-epd-empty-apply').click();
  await expect(page).toHaveURL(/\/epd\/epdApplyFor$/);
  await page.getByTestId('apply-type').getByText(zh('apply.form.typeCfp')).click();
  await page.getByTestId('apply-pcr').click();
  await page.keyboard.type(`${tag}-CFP`);
  await page.locator('.ant-select-item-option', { hasText: `PCR-${tag}-CFP` }).click();
  await page.getByTestId('apply-product-1-name').fill(`螺纹钢${tag}`);
  await page.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(/\/Result\?type=1$/);
  await expect(page.getByTestId('result-title')).toHaveText(zh('result.cfpTitle'));
  // The result leads to the CFP tab of the applications.
  await expect(page.getByTestId('result-next')).toHaveText(zh('result.toApplications'));
  await page.getByTestId('result-next').click();
  await expect(page).toHaveURL(/\/Epd\/mineEpd\?type=PCR$/);
  await expect(page.getByTestId('mine-epd-tab-PCR')).toBeVisible();

  await page.goto('/Epd/mineEpd?type=EPD');
  await expect(page.getByTestId('mine-epd-empty')).toBeVisible();
  await page.getByTestId('mine-epd-tab-PCR').click();
  await expect(page).toHaveURL(/type=PCR$/);
  await expect(page.getByTestId('application-card')).toHaveCount(1);
  await expect(page.getByTestId('application-card')).toContainText(`螺纹钢${tag}`);
});
