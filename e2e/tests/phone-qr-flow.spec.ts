import { expect, type Page, test } from '@playwright/test';
import { apiPhoneLogin, freshPhone, useSession } from '../support/api.ts';
import { letAddressCapPass } from '../support/db.ts';
import { DEMO_LOGIN, type DemoRecord, publishDemoContent, validRecordWithEnglish } from '../support/demo.ts';
import { lastCode } from '../support/outbox.ts';

/**
 * The phone QR flow's rough edges (issue 29): an unknown id leads on, the EPD's own id opens its
 * report after the login, an unregistered number is offered the registration, "back" never leaves
 * the site, toasts stay off the fields, the fields have names, and /myLists shows its state.
 */

const PHONE = { width: 390, height: 844 };
const LANGS = ['zh', 'en'] as const;
let record: DemoRecord;

test.beforeAll(async () => {
  publishDemoContent();
  record = await validRecordWithEnglish();
});

const inLang = (page: Page, lang: 'zh' | 'en') =>
  page.addInitScript((l) => {
    localStorage.setItem('lang', l);
    localStorage.setItem('homeTourDone', '1');
  }, lang);

const emailLogin = async (page: Page) => {
  await page.getByTestId('m-tab-email').click();
  await page.getByTestId('m-login-email').fill(DEMO_LOGIN.account);
  await page.getByTestId('m-login-password').fill(DEMO_LOGIN.password);
  await page.getByTestId('m-consent').check();
  await page.getByTestId('m-login-submit').click();
};

test.describe('the phone QR flow', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  for (const lang of LANGS) {
    test(`an unknown id offers the EPD search and home (${lang})`, async ({ page }, testInfo) => {
      await inLang(page, lang);
      await page.goto(`/app/epd/${'Z'.repeat(22)}`);
      await expect(page.getByTestId('epd-message')).toContainText(
        lang === 'zh' ? '未找到该EPD记录' : 'This EPD record was not found',
      );
      await expect(page.getByTestId('epd-go-home')).toHaveText(lang === 'zh' ? '首页 →' : 'Home →');
      await expect(page.getByTestId('epd-go-search')).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`unknown-epd-${lang}-390.png`) });
      await page.getByTestId('epd-go-search').click();
      await expect(page).toHaveURL('/Epd');
    });

    test(`the phone login names its fields and keeps toasts off them (${lang})`, async ({ page }) => {
      await inLang(page, lang);
      await page.goto(`/Loginapp?id=${record.zhReport}`);
      const mobile = page.getByLabel(lang === 'zh' ? '手机号' : 'Phone number', { exact: true });
      await expect(mobile).toHaveAttribute('data-testid', 'm-login-mobile');
      await expect(page.getByLabel(lang === 'zh' ? '验证码' : 'Verification code')).toHaveAttribute(
        'data-testid',
        'm-login-code',
      );
      await mobile.fill('123');
      await page.getByTestId('m-login-send-code').click();
      const toast = page.getByTestId('mobile-toast');
      await expect(toast).toBeVisible();
      const [toastBox, fieldBox] = [await toast.boundingBox(), await mobile.boundingBox()];
      expect(toastBox && fieldBox).toBeTruthy();
      if (toastBox && fieldBox) expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(fieldBox.y);
    });

    test(`an unregistered number is offered the registration (${lang})`, async ({ page }, testInfo) => {
      await inLang(page, lang);
      const phone = freshPhone();
      letAddressCapPass();
      await page.goto(`/Loginapp?id=${record.zhReport}`);
      await page.getByTestId('m-login-mobile').fill(phone);
      // The code send already says so (106, decision 207): no SMS goes to a number without an account.
      const sent = page.waitForResponse((r) => r.url().includes('/n/plat/sms/checkcode/simple'));
      await page.getByTestId('m-login-send-code').click();
      expect(await (await sent).json()).toMatchObject({ code: 106, data: null });
      const dialog = page.getByTestId('m-not-registered');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(lang === 'zh' ? '手机号未注册' : 'Phone number not registered');
      expect(lastCode(phone)).toBeUndefined();
      // No countdown started: the button is ready for another number.
      await expect(page.getByTestId('m-login-send-code')).toBeEnabled();
      await page.screenshot({ path: testInfo.outputPath(`not-registered-${lang}-390.png`) });
      await page.getByTestId('m-not-registered-register').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('mobile-login')).toHaveAttribute('data-view', 'register');
    });
  }

  test("the EPD's own id opens its report after the login, and back stays on the site", async ({ page }) => {
    await inLang(page, 'en');
    // The tab starts at about:blank, as one a QR scanner opens.
    await page.goto(`/apppdf/${record.businessId}`);
    await expect(page).toHaveURL(`/Loginapp?id=${record.businessId}`);
    await emailLogin(page);
    await expect(page).toHaveURL(`/apppdf/${record.businessId}`);
    await expect(page.getByTestId('mobile-pdf')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(page.getByTestId('pdf-page')).toHaveText(/^Page 1 \/ \d+$/);
    // Back from the report: the login it replaced came from about:blank, so home instead.
    await page.getByTestId('pdf-back').click();
    await expect(page).toHaveURL('/');
  });

  for (const lang of LANGS) {
    test(`/myLists shows the state column on a phone (${lang})`, async ({ page, request }, testInfo) => {
      await inLang(page, lang);
      await useSession(page, await apiPhoneLogin(request));
      await page.goto('/myLists');
      const state = page.getByRole('columnheader', { name: lang === 'zh' ? '状态' : 'State', exact: true });
      await expect(state).toBeInViewport({ ratio: 1 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: testInfo.outputPath(`my-lists-${lang}-390.png`), fullPage: true });
    });
  }
});
