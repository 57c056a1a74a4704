import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { creditCodeFrom, textOf } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone, pageToken, userApi, useSession } from '../support/api.ts';
import { passSlider } from '../support/captcha.ts';
import { fillCertification } from '../support/certification.ts';
import { consoleLogin, ensureAdmin } from '../support/console.ts';
import { letResendWaitPass } from '../support/db.ts';
import { waitForCode } from '../support/outbox.ts';

test.beforeAll(ensureAdmin);

test('a company is certified with two images, approved in the console, and the user is told', async ({
  page,
  browser,
  request,
}) => {
  const phone = freshPhone();
  const companyName = `唐山钢铁集团${phone.slice(-4)}有限公司`;
  const creditCode = creditCodeFrom(`91130200${phone.slice(-8)}`);
  const login = await apiPhoneLogin(request, phone);
  // With the token the page holds now: the certification refreshes it.
  const ownCompany = async () =>
    userApi(request, await pageToken(page)).get<{ id: number; companyStatus: number | null }>(
      `/p/portal/company/user/${login.portalUserVO.id}`,
    );
  await useSession(page, login);

  await page.goto('/enterprise');
  await fillCertification(page, { creditCode, companyName, email: 'cert@tangsteel.cn' });
  await page.getByTestId('enterprise-submit').click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('personal-company-status')).toHaveAttribute('data-status', '0');

  // The secretariat sees both images and approves.
  const consolePage = await (await browser.newContext()).newPage();
  await consoleLogin(consolePage);
  await consolePage.getByTestId('nav-companies').click();
  const companyId = (await ownCompany()).id;
  await consolePage.getByTestId(`company-view-${companyId}`).click();
  await expect(consolePage.getByTestId('company-drawer')).toContainText(creditCode);
  await expect(consolePage.getByTestId('company-image-licence')).toBeVisible();
  await expect(consolePage.getByTestId('company-image-billing')).toBeVisible();
  await consolePage.getByTestId('company-approve').click();
  await consolePage.getByTestId('reviews-confirm-ok').click();
  await expect.poll(async () => (await ownCompany()).companyStatus).toBe(1);

  // The user's bell shows the message; the apply entry is open now.
  await page.reload();
  await expect(page.getByTestId('message-bell')).toHaveAttribute('data-unread', '1');
  await page.getByTestId('message-bell').hover();
  const approved = textOf('inbox.company.approved', 'zh').replace('{{companyName}}', companyName);
  await expect(page.getByTestId('message-popover')).toContainText(approved);
  await page.goto('/user');
  await expect(page.getByTestId('personal-company-status')).toHaveAttribute('data-status', '1');
  await page.goto('/epd/epdApplyFor');
  await expect(page).toHaveURL(/\/epd\/epdApplyFor$/);
});

test('an uncertified user is turned away from the apply entry to /enterprise', async ({ page, request }) => {
  await useSession(page, await apiPhoneLogin(request));
  await page.goto('/epd/epdApplyFor');
  await expect(page).toHaveURL(/\/$|\/enterprise$/);
});

test('a user asks to deregister with a code, sees it pending, and revokes it', async ({ page, request }) => {
  const phone = freshPhone();
  const login = await apiPhoneLogin(request, phone);
  const userStatus = async () =>
    (
      await userApi(request, await pageToken(page)).get<{ userStatus: number }>(
        `/p/portal/user/detail/${login.portalUserVO.id}`,
      )
    ).userStatus;
  await useSession(page, login);
  letResendWaitPass(phone);
  const loginCode = await waitForCode(phone);

  await page.goto('/logoff');
  await page.getByTestId('logoff-send').click();
  await passSlider(page);
  await page.getByTestId('logoff-code').fill(await waitForCode(phone, loginCode));
  await page.getByTestId('logoff-submit').click();
  await page.getByTestId('logoff-confirm-ok').click();
  await expect(page.getByTestId('result-page')).toHaveAttribute('data-code', '5');
  expect(await userStatus()).toBe(0);

  await page.goto('/user');
  await expect(page.getByTestId('personal-logoff-pending')).toBeVisible();
  await page.getByTestId('personal-revoke').click();
  await page.getByTestId('personal-revoke-confirm').click();
  await expect(page.getByTestId('personal-logoff-pending')).toBeHidden();
  expect(await userStatus()).toBe(1);
});

/**
 * Issue 29: a company e-mail over 32 characters was cut to 32 by the input and saved. Now the
 * input keeps every character, the field says the limit, and nothing is sent.
 */
const LONG_EMAIL = 'quality.department@steel-visitor.example';
const tooLongEmail = async (page: Page, request: APIRequestContext, message: string) => {
  expect(LONG_EMAIL).toHaveLength(40);
  const phone = freshPhone();
  const login = await apiPhoneLogin(request, phone);
  await useSession(page, login);
  await page.goto('/enterprise');
  // Typed key by key, as a person does: an input that cut at 32 would drop the rest.
  await fillCertification(page, {
    creditCode: creditCodeFrom(`91130200${phone.slice(-8)}`),
    companyName: `唐山钢铁集团${phone.slice(-4)}有限公司`,
    email: LONG_EMAIL,
    typed: true,
  });
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'GET' && !req.url().includes('/attachment')) sent.push(req.url());
  });
  await page.getByTestId('enterprise-submit').click();

  await expect(page.getByTestId('enterprise-email')).toHaveValue(LONG_EMAIL);
  const item = page.locator('.ant-form-item', { has: page.getByTestId('enterprise-email') });
  await expect(item.locator('.ant-form-item-explain-error')).toHaveText(message);
  await expect(page).toHaveURL(/\/enterprise$/);
  if (process.env.SHOTS_DIR) {
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/email-${page.viewportSize()?.width}.png` });
  }
  expect(sent).toEqual([]);
  // Nothing of the form was kept: the user's company has no e-mail and no certification.
  const company = await userApi(request, login.tokenVO.token).get<{
    companyEmail: string | null;
    companyStatus: number | null;
  }>(`/p/portal/company/user/${login.portalUserVO.id}`);
  expect(company).toMatchObject({ companyEmail: null, companyStatus: null });
};

test('a 40-character company e-mail is kept whole, refused with the limit, and not saved (zh, 1440)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await tooLongEmail(page, request, textOf('validation.emailTooLong', 'zh'));
});

test.describe('in English on a phone', () => {
  test.use({ locale: 'en', viewport: { width: 390, height: 844 } });

  test('a 40-character company e-mail is kept whole, refused with the limit, and not saved', async ({
    page,
    request,
  }) => {
    await tooLongEmail(page, request, textOf('validation.emailTooLong', 'en'));
  });
});
