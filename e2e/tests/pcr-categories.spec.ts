import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { insertPcr } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';

/**
 * Which categories fit a PCR (decision 229): the secretariat links a PCR to its categories in
 * the console's PCR editor; the applicant who picks that PCR is offered only those categories,
 * a category that no longer fits is cleared with a note when the PCR changes, and a refusal of
 * the server lands on the category field.
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The seeded categories the journey uses, in each language. */
const NAMES = {
  flat: { zh: '板材', en: 'Flat products' },
  hrc: { zh: '热轧板卷', en: 'Hot-rolled coil' },
  crc: { zh: '冷轧板卷', en: 'Cold-rolled coil' },
  long: { zh: '长材', en: 'Long products' },
  rebar: { zh: '螺纹钢', en: 'Rebar' },
} as const;

interface TreeItem {
  id: number;
  parentId: number | null;
  categoryName: string;
}

interface ConsolePcr {
  id: number;
  registerNo: string;
  productName: string;
  productNameEn: string | null;
  author: string;
  productClass: string;
  enabled: boolean;
  categoryIds: number[];
}

test.beforeAll(ensureAdmin);

/** The category cascader's menu items, level by level (0: the top). */
const menu = (page: Page, level: number) =>
  page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu')
    .nth(level)
    .locator('.ant-cascader-menu-item');

for (const lang of ['zh', 'en'] as const) {
  for (const size of SIZES) {
    test(`the applicant is offered only the categories the console linked to the PCR (${lang}, ${size.width})`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const text = (key: string, values: Record<string, string> = {}) =>
        textOf(key, lang).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
      const name = (k: keyof typeof NAMES) => NAMES[k][lang];
      const tag = `K${Date.now().toString(36)}${lang}${size.width}`.toUpperCase();
      const coil = `PCR-${tag}-HRC`;
      const rebar = `PCR-${tag}-RB`;
      await insertPcr(coil, `热轧钢板和钢带${tag}`, `Hot-rolled sheet and strip ${tag}`);
      await insertPcr(rebar, `热轧带肋钢筋${tag}`, `Hot-rolled ribbed bars ${tag}`);
      const api = operatorApi(page.request);
      const tree = await api.get<TreeItem[]>('/pcrs/categories');
      const idOf = (zh: string) => tree.find((c) => c.categoryName === zh)?.id as number;

      // The secretariat links the coil PCR to hot-rolled coil in the console's PCR editor.
      const console = await (await browser.newContext()).newPage();
      await console.addInitScript((l) => localStorage.setItem('console-lang', l), lang);
      await console.setViewportSize({ width: 1440, height: 900 });
      await consoleLogin(console);
      await console.setViewportSize(size);
      await console.goto('/console/pcrs');
      await console.getByTestId('pcrs-keyword').locator('input').fill(tag);
      await console.getByTestId('pcrs-keyword').locator('input').press('Enter');
      const row = console.locator(`tr[data-row-key="${coil}"]`);
      await expect(row).toContainText(text('console.pcrs.anyCategory'));
      await console.getByTestId(`pcr-edit-${coil}`).click();
      await expect(console.getByText(text('console.pcrs.categoriesHint'))).toBeVisible();
      const picker = console.getByTestId('pcr-form-categories');
      await picker.click();
      await console.keyboard.type(name('hrc'));
      await console
        .locator('.ant-select-tree-treenode:visible', { hasText: name('hrc') })
        .locator('.ant-select-tree-checkbox')
        .click();
      await console.keyboard.press('Escape');
      await expect(picker).toContainText(name('hrc'));
      await console.screenshot({
        path: testInfo.outputPath(`console-pcr-categories-${lang}-${size.width}.png`),
      });
      await console.getByTestId('pcr-form-submit').click();
      await expect(console.getByTestId(`pcr-categories-${coil}`)).toHaveText(name('hrc'));
      await console.screenshot({ path: testInfo.outputPath(`console-pcrs-${lang}-${size.width}.png`) });
      await console.close();
      // The other PCR covers rebar (through the same call the editor makes).
      const pcrs = await api.get<{ list: ConsolePcr[] }>(`/pcrs?keyword=${tag}&pageNum=1&pageSize=10`);
      const asForm = (p: ConsolePcr, categoryIds: number[]) => ({
        registerNo: p.registerNo,
        productName: p.productName,
        productNameEn: p.productNameEn ?? '',
        author: p.author,
        productClass: p.productClass,
        enabled: p.enabled,
        categoryIds,
      });
      const coilPcr = pcrs.list.find((p) => p.registerNo === coil) as ConsolePcr;
      const rebarPcr = pcrs.list.find((p) => p.registerNo === rebar) as ConsolePcr;
      expect(coilPcr.categoryIds).toEqual([idOf('热轧板卷')]);
      await api.post(`/pcrs/${rebarPcr.id}`, asForm(rebarPcr, [idOf('螺纹钢')]));

      // The applicant picks the coil PCR: only flat products, and under them only hot-rolled coil.
      const applicant = await apiPhoneLogin(page.request);
      await giveCompany(applicant, { name: `${tag}鞍钢股份有限公司`, status: 1 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await useSession(page, applicant);
      await page.setViewportSize(size);
      await page.goto('/epd/epdApplyFor');
      const choosePcr = async (registerNo: string) => {
        await page.getByTestId('apply-pcr').click();
        await page.keyboard.type(registerNo);
        await page.locator('.ant-select-item-option', { hasText: registerNo }).click();
      };
      await choosePcr(coil);
      const first = page.getByTestId('apply-product-1');
      await expect(first.getByText(text('apply.form.categoryFitHint'))).toBeVisible();
      await first.getByTestId('apply-product-1-category').click();
      await expect(menu(page, 0)).toHaveText([name('flat')]);
      await menu(page, 0).first().click();
      await expect(menu(page, 1)).toHaveText([name('hrc')]);
      await expect(page.getByText(name('crc'), { exact: true })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`apply-fitting-${lang}-${size.width}.png`) });
      await menu(page, 1).first().click();
      await expect(first.getByTestId('apply-product-1-name')).toHaveValue('热轧板卷');

      // Another PCR: the category that does not fit it is cleared, with a note, and its own are offered.
      await choosePcr(rebar);
      await expect(page.getByTestId('apply-categories-cleared')).toHaveText(
        text('apply.form.categoriesCleared', { products: '1' }),
      );
      await expect(first.getByTestId('apply-product-1-category')).not.toContainText(name('hrc'));
      await page.screenshot({ path: testInfo.outputPath(`apply-cleared-${lang}-${size.width}.png`) });
      await first.getByTestId('apply-product-1-category').click();
      await expect(menu(page, 0)).toHaveText([name('long')]);
      await page.keyboard.press('Escape');

      // Back to the coil PCR, hot-rolled coil picked; meanwhile the secretariat moves the PCR to
      // rebar: the server refuses, on the category field, and the form then offers rebar.
      await choosePcr(coil);
      await first.getByTestId('apply-product-1-category').click();
      await menu(page, 0).first().click();
      await menu(page, 1).first().click();
      await expect(page.getByTestId('apply-categories-cleared')).toHaveCount(0);
      await api.post(`/pcrs/${coilPcr.id}`, asForm(coilPcr, [idOf('螺纹钢')]));
      await page.getByTestId('apply-submit').click();
      await expect(first.getByText(text('apply.categoryNotInPcr'))).toBeVisible();
      await expect(page.getByTestId('apply-categories-cleared')).toHaveText(
        text('apply.form.categoriesCleared', { products: '1' }),
      );
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`apply-refused-${lang}-${size.width}.png`) });
      await first.getByTestId('apply-product-1-category').click();
      await expect(menu(page, 0)).toHaveText([name('long')]);
      await menu(page, 0).first().click();
      await menu(page, 1).first().click();
      await expect(first.getByTestId('apply-product-1-name')).toHaveValue('螺纹钢');
      await page.getByTestId('apply-submit').click();
      await expect(page).toHaveURL(/\/Result\?type=1$/);
    });
  }
}
