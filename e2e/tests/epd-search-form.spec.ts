import { expect, type Page, test } from '@playwright/test';
import { EPD_KEYWORD_MAX, type Lang, textOf } from '@steel-epd/contract';
import { publishDemoContent, validRecordWithEnglish } from '../support/demo.ts';

/**
 * The search form of /Epd as a visitor uses it (issue 29): a plain form with antd's selects, a
 * keyword input with its count and clear button, and the switch for expired and superseded
 * records; the cards' evidence tooltips and label popovers are made when first asked for.
 * In zh at a desktop's size and in en at a phone's.
 */

test.beforeAll(() => {
  publishDemoContent();
});

const SIZES: { lang: Lang; width: number; height: number }[] = [
  { lang: 'zh', width: 1440, height: 900 },
  { lang: 'en', width: 390, height: 844 },
];

const open = async (page: Page, lang: Lang) => {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto('/Epd');
  await expect(page.getByTestId('epd-search-page')).toBeVisible();
  await expect(page.getByTestId('epd-card').first()).toBeVisible();
};

const totals = async (page: Page) =>
  Number((await page.getByTestId('epd-search-totals').innerText()).match(/\d+/)?.[0]);

for (const { lang, width, height } of SIZES) {
  test.describe(`${lang} at ${width}`, () => {
    test.use({ viewport: { width, height } });

    test('a keyword over the limit is refused with the limit, and the clear button empties it', async ({
      page,
    }) => {
      await open(page, lang);
      const before = await totals(page);
      const keyword = page.getByLabel(textOf('epdSearch.keyword', lang), { exact: true });
      await keyword.fill('x'.repeat(EPD_KEYWORD_MAX + 1));
      await expect(page.getByText(`${EPD_KEYWORD_MAX + 1} / ${EPD_KEYWORD_MAX}`)).toBeVisible();
      await page.getByTestId('epd-search-submit').click();
      const error = page.getByRole('alert').filter({
        hasText: textOf('validation.tooLongMax', lang).replace('{{max}}', String(EPD_KEYWORD_MAX)),
      });
      await expect(error).toBeVisible();
      await expect(keyword).toHaveAttribute('aria-invalid', 'true');
      // Nothing was searched: the same list.
      expect(await totals(page)).toBe(before);

      await page.getByRole('button', { name: textOf('epdSearch.keywordClear', lang) }).click();
      await expect(keyword).toHaveValue('');
      await expect(error).toHaveCount(0);
      await expect(page.getByText(`0 / ${EPD_KEYWORD_MAX}`)).toBeVisible();

      const record = await validRecordWithEnglish();
      await keyword.fill(record.registrationNumber);
      await keyword.press('Enter');
      await expect(page.getByTestId('epd-card')).toHaveCount(1);
      await expect(page.getByTestId('epd-card')).toHaveAttribute(
        'data-registration',
        record.registrationNumber,
      );
    });

    test('the switch adds the expired and superseded records', async ({ page }) => {
      await open(page, lang);
      const before = await totals(page);
      const toggle = page.getByRole('switch', { name: textOf('epdSearch.includeExpired', lang) });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect.poll(() => totals(page)).toBeGreaterThan(before);
      await toggle.press('Space');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect.poll(() => totals(page)).toBe(before);
    });

    test("a card's evidence tooltip and label popover open when first asked for", async ({ page }) => {
      await open(page, lang);
      // No tooltip or popover is made with the page.
      await expect(page.locator('.ant-tooltip, .ant-popover')).toHaveCount(0);
      const card = page
        .getByTestId('epd-card')
        .filter({ has: page.getByTestId('epd-badge-data') })
        .first();
      await card.hover();
      await card.getByTestId('epd-badge-data').hover();
      const tooltip = page.getByRole('tooltip').filter({ hasText: textOf('epdSearch.verifyLink', lang) });
      await expect(tooltip).toBeVisible();

      // The label by the keyboard: Enter opens it, and the focus stays on the button.
      const label = card.getByTestId('epd-label');
      await label.focus();
      await label.press('Enter');
      await expect(page.getByTestId('epd-label-image')).toBeVisible();
      await expect(card.getByTestId('epd-label')).toBeFocused();
    });
  });
}
