import { expect, type Page } from '@playwright/test';
import { passSlider } from './captcha.ts';
import { letResendWaitPass } from './db.ts';
import { waitForCode } from './outbox.ts';

/**
 * Logs a phone user in through the open login dialog with a code, as a person does: the
 * number, the code sent after the slider, the submit. The user's API login (the setup) has just
 * sent this number a code, so its 60-second resend wait is ended first.
 */
export const logInByPhoneCode = async (page: Page, phone: string) => {
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  letResendWaitPass(phone);
  const used = await waitForCode(phone);
  await page.getByTestId('login-phone-mobile').fill(phone);
  await page.getByTestId('login-phone-send-code').click();
  await passSlider(page);
  await page.getByTestId('login-phone-code').fill(await waitForCode(phone, used));
  await page.getByTestId('login-phone-submit').click();
};
