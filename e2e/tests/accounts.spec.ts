import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone } from '../support/api.ts';
import { passSlider } from '../support/captcha.ts';
import { letResendWaitPass } from '../support/db.ts';
import { waitForCode } from '../support/outbox.ts';

const zh = (key: string) => textOf(key, 'zh');
const en = (key: string) => textOf(key, 'en');

const openLogin = async (page: Page) => {
  await page.goto('/');
  await page.getByTestId('login-register').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
};

test('a new phone user logs in through the slider, fills the supplement form and logs out', async ({
  page,
}) => {
  const phone = freshPhone();
  await openLogin(page);
  await page.getByTestId('login-phone-mobile').fill(phone);
  await page.getByTestId('login-phone-send-code').click();
  await passSlider(page);
  await expect(page.getByTestId('login-phone-send-code')).toHaveAttribute('data-countdown', /^[1-9]\d*$/);
  await page.getByTestId('login-phone-code').fill(await waitForCode(phone));
  await page.getByTestId('login-phone-submit').click();

  // First login with neither user name nor company name: the supplement form.
  await expect(page.getByTestId('supplement-form')).toBeVisible();
  await page.getByTestId('supplement-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  // The person's name and the company's are two fields (issue 29); the header shows the company.
  await page.getByTestId('supplement-user-name').fill('  张伟  ');
  await page.getByTestId('supplement-company-name').fill('  首钢京唐钢铁  ');
  await page.getByTestId('supplement-company-type').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByTestId('supplement-contacts').fill('王工');
  await page.getByTestId('supplement-submit').click();

  await expect(page.getByTestId('user-menu')).toContainText('首钢京唐钢铁');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

  // The session survives a reload (checked with the server once), then logout ends it.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText('首钢京唐钢铁');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('user-menu-logout').click();
  await expect(page.getByTestId('login-register')).toHaveText(zh('common.loginRegister'));
  const verify = await page.request.get('/api/n/user/verify', {
    headers: { authorization: cookie?.value ?? '' },
  });
  expect((await verify.json()).code).toBe(0);
});

test.describe('in English', () => {
  test.use({ locale: 'en' });

  test('a visitor registers by e-mail, logs in, and resets a forgotten password', async ({ page }) => {
    const email = `e2e.${Date.now()}@shougang.com.cn`;
    await page.goto('/register');
    await page.getByTestId('register-notice-ok').click();
    await page.getByTestId('register-tab-email').click();
    await page.getByTestId('register-email-account').fill(email);
    await page.getByTestId('register-email-send-code').click();
    await passSlider(page);
    await page.getByTestId('register-email-code').fill(await waitForCode(email));
    await page.getByTestId('register-email-password').fill('Steel2026ok');
    await page.getByTestId('register-email-password-repeat').fill('Steel2026ok');

    // The agreement's read button waits until its text is scrolled to the end.
    await page.getByTestId('register-open-agreement').click();
    await expect(page.getByTestId('agreement-read')).toBeDisabled();
    await page.getByTestId('agreement-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.getByTestId('agreement-read').click();
    await page.getByTestId('register-open-privacy').click();
    await page.getByTestId('agreement-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.getByTestId('agreement-read').click();
    await page.getByTestId('register-email-submit').click();

    await expect(page).toHaveURL(/\/Result/);
    await expect(page.getByTestId('result-page')).toHaveAttribute('data-code', '7');

    // Forgot password: captcha, mailed code, new password twice.
    await openLogin(page);
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-email').fill(email);
    const registrationCode = await waitForCode(email);
    letResendWaitPass(email);
    await page.getByTestId('forgot-send-code').click();
    await passSlider(page);
    await page.getByTestId('forgot-code').fill(await waitForCode(email, registrationCode));
    await page.getByTestId('forgot-password').fill('Newer2026ok');
    await page.getByTestId('forgot-password-repeat').fill('Newer2026ok');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('login-dialog')).toHaveAttribute('data-view', 'login');

    // The old password is refused with the catalogue's words; the new one logs in.
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-email-account').fill(email);
    await page.getByTestId('login-email-password').fill('Steel2026ok');
    await page.getByTestId('login-email-submit').click();
    await expect(page.getByText(en('error.ACCOUNT_PASSWORD_ERROR'))).toBeVisible();
    await page.getByTestId('login-email-password').fill('Newer2026ok');
    await page.getByTestId('login-email-submit').click();
    await expect(page.getByTestId('supplement-form')).toBeVisible();
  });
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('logs in on /Loginapp with a business id and goes on to the report', async ({ page, request }) => {
    const phone = freshPhone();
    // Registered by its first login and nothing more: no name, so no answers sent yet.
    await apiPhoneLogin(request, phone, { review: 'pending' });
    await page.goto('/Loginapp?id=EPD-2026-001');
    await page.getByTestId('m-login-mobile').fill(phone);
    const firstCode = await waitForCode(phone);
    // The code of the API login above was sent a moment ago; let the resend wait pass.
    letResendWaitPass(phone);
    await page.getByTestId('m-login-send-code').click();
    await page.getByTestId('m-login-code').fill(await waitForCode(phone, firstCode));
    await page.getByTestId('m-consent').check();
    await page.getByTestId('m-login-submit').click();
    // No name yet: the profession step comes first, then the report.
    await expect(page.getByTestId('mobile-profession')).toBeVisible();
    await page.getByTestId('m-profession-name').fill('李雷');
    await page.getByTestId('m-profession-first').selectOption({ index: 1 });
    await page.getByTestId('m-profession-second').selectOption({ index: 1 });
    await page.getByTestId('m-profession-submit').click();
    await expect(page).toHaveURL(/\/apppdf\/EPD-2026-001$/);
  });
});
