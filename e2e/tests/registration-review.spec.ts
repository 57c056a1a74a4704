import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { creditCodeFrom, textOf } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone, pageToken, userApi, useSession } from '../support/api.ts';
import { fillCertification } from '../support/certification.ts';
import { consoleLogin, consoleUser, ensureAdmin, operatorApi } from '../support/console.ts';
import { logInByPhoneCode } from '../support/login.ts';

/**
 * Issue 29, decision 198: the registration review reads the person's answers. A number's first
 * login answers the supplement form (the user name and the company name apart), the console
 * shows every answer and the sign-up channel, a rejection is corrected from the answers as
 * given at /information, and the corrected registration is decided again. Decision 199: a
 * rejected certification comes back with every field and both images, and a credit code
 * whose check character is wrong is refused in the form.
 */

test.beforeAll(ensureAdmin);

const PHONE = { width: 390, height: 844 } as const;

const auditOf = async (request: APIRequestContext, account: string) =>
  (await consoleUser(request, account))?.auditStatus;

/** The reviewer's console page in a context of its own, on the registration queue. */
const openRegistrations = async (browser: Browser, lang: 'zh' | 'en') => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const consolePage = await context.newPage();
  await consoleLogin(consolePage);
  await consolePage.getByTestId('nav-registrations').click();
  return consolePage;
};

const answer = async (page: Page, a: { userName: string; companyName: string; department: string }) => {
  await page.getByTestId('supplement-user-name').fill(a.userName);
  await page.getByTestId('supplement-company-name').fill(a.companyName);
  await page.getByTestId('supplement-company-type').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByTestId('supplement-contacts').fill('张工');
  await page.getByTestId('supplement-department').fill(a.department);
  await page.getByTestId('supplement-job').fill('工程师');
};

for (const { lang, viewport } of [
  { lang: 'zh', viewport: { width: 1440, height: 900 } },
  { lang: 'en', viewport: PHONE },
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport, locale: lang === 'en' ? 'en' : 'zh-CN' });
    const say = (key: string) => textOf(key, lang);

    test('a first phone login answers, is rejected, corrects every answer at /information and is approved', async ({
      page,
      browser,
      request,
    }) => {
      const phone = freshPhone();
      const companyName = `唐山钢铁集团${phone.slice(-6)}有限公司`;
      // The API's first login made the account (under review); the person then logs in.
      await apiPhoneLogin(request, phone, { review: 'pending' });
      await page.addInitScript((l) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('homeTourDone', '1');
      }, lang);
      await page.goto('/');
      // On a phone the login button is in the header's drawer.
      if (viewport === PHONE) await page.getByTestId('header-drawer-toggle').click();
      await page.getByTestId('login-register').click();
      await logInByPhoneCode(page, phone);

      // The supplement form: the person's name and the company's are two answers.
      await expect(page.getByTestId('supplement-form')).toBeVisible();
      await answer(page, { userName: '张伟', companyName, department: '技术中心' });
      await page.getByTestId('supplement-submit').click();
      await expect(page.getByTestId('supplement-form')).toBeHidden();
      await page.goto('/user');
      await expect(page.getByTestId('personal-user-name')).toHaveText('张伟');
      await expect(page.getByTestId('personal-company-name')).toHaveText(companyName);
      await expect(page.getByTestId('personal-audit-status')).toHaveAttribute('data-status', '0');

      // The reviewer reads every answer and how the account was made, and rejects it.
      const consolePage = await openRegistrations(browser, lang);
      await consolePage.getByTestId(`registration-view-${phone}`).click();
      const drawer = consolePage.getByTestId('registration-drawer');
      await expect(drawer.getByTestId('registration-field-channel')).toHaveText(
        say('console.registrations.channel.phoneLogin'),
      );
      await expect(drawer.getByTestId('registration-field-userName')).toHaveText('张伟');
      await expect(drawer.getByTestId('registration-field-companyName')).toContainText(companyName);
      await expect(drawer.getByTestId('registration-company-status')).toHaveText(
        say('console.registrations.companyStatus.none'),
      );
      await expect(drawer.getByTestId('registration-field-contacts')).toHaveText('张工');
      await expect(drawer.getByTestId('registration-field-department')).toHaveText('技术中心');
      await expect(drawer.getByTestId('registration-field-job')).toHaveText('工程师');
      await expect(drawer.getByTestId('registration-field-companyType')).not.toHaveText('-');
      await consolePage.getByTestId('registration-reject').click();
      await consolePage.getByTestId('reason-input').fill('部门请填写全称');
      await consolePage.getByTestId('reason-submit').click();
      await expect(drawer).toBeHidden();
      await expect.poll(() => auditOf(request, phone)).toBe(2);

      // The personal centre sends the user to /information, which starts from the answers given.
      await page.reload();
      await page.getByTestId('personal-audit-fix').click();
      await expect(page).toHaveURL(/\/information$/);
      await expect(page.getByTestId('information-reject-reason')).toHaveText('部门请填写全称');
      await expect(page.getByTestId('supplement-user-name')).toHaveValue('张伟');
      await expect(page.getByTestId('supplement-company-name')).toHaveValue(companyName);
      await expect(page.getByTestId('supplement-contacts')).toHaveValue('张工');
      await expect(page.getByTestId('supplement-department')).toHaveValue('技术中心');
      await expect(page.getByTestId('supplement-job')).toHaveValue('工程师');
      await page.getByTestId('supplement-department').fill('技术中心质量部');
      await page.getByTestId('information-submit').click();
      await expect(page).toHaveURL(/\/user$/);
      await expect(page.getByTestId('personal-audit-status')).toHaveAttribute('data-status', '0');
      expect(await auditOf(request, phone)).toBe(0);

      // Back in the queue with the correction; approved this time.
      await consolePage.reload();
      await consolePage.getByTestId(`registration-view-${phone}`).click();
      await expect(drawer.getByTestId('registration-field-department')).toHaveText('技术中心质量部');
      await expect(drawer.getByTestId('registration-field-reasonReject')).toHaveText('-');
      await consolePage.getByTestId('registration-approve').click();
      await consolePage.getByTestId('reviews-confirm-ok').click();
      await expect.poll(() => auditOf(request, phone)).toBe(1);
      await consolePage.context().close();
    });

    test('a rejected certification comes back with every answer and both images; a wrong check character is refused', async ({
      page,
      request,
    }) => {
      const phone = freshPhone();
      const companyName = `唐山钢铁集团${phone.slice(-6)}有限公司`;
      await useSession(page, await apiPhoneLogin(request, phone));
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/enterprise');
      await fillCertification(page, {
        creditCode: '91110108MA01BT2140',
        companyName,
        email: 'cert@tangsteel.cn',
      });
      await page.getByTestId('enterprise-submit').click();
      const codeItem = page.locator('.ant-form-item', { has: page.getByTestId('enterprise-credit-code') });
      await expect(codeItem.locator('.ant-form-item-explain-error')).toHaveText(
        say('validation.creditCodeCheck'),
      );
      await expect(page).toHaveURL(/\/enterprise$/);

      const creditCode = creditCodeFrom(`91130200${phone.slice(-8)}`);
      await page.getByTestId('enterprise-credit-code').fill(creditCode);
      const licence = await page.getByTestId('enterprise-licence').getAttribute('data-attachment-id');
      const billing = await page.getByTestId('enterprise-billing').getAttribute('data-attachment-id');
      await page.getByTestId('enterprise-submit').click();
      await expect(page).toHaveURL(/\/user$/);

      const user = await consoleUser(request, phone);
      const { id: companyId } = await userApi(request, await pageToken(page)).get<{ id: number }>(
        `/p/portal/company/user/${user?.id}`,
      );
      await operatorApi(request).post(`/reviews/companies/${companyId}/reject`, { reason: '营业执照模糊' });

      await page.goto('/enterprise');
      await expect(page.getByTestId('enterprise-reject-reason')).toHaveText('营业执照模糊');
      for (const [testId, value] of [
        ['enterprise-credit-code', creditCode],
        ['enterprise-company-name', companyName],
        ['enterprise-email', 'cert@tangsteel.cn'],
        ['enterprise-corporation', '张三'],
        ['enterprise-contacts', '李四'],
        ['enterprise-contact-phone', '13800138000'],
        ['enterprise-zip-code', '063000'],
        ['enterprise-address', '河北省唐山市路北区滨河路9号'],
      ] as const) {
        await expect(page.getByTestId(testId), testId).toHaveValue(value);
      }
      await expect(page.getByTestId('enterprise-licence')).toHaveAttribute(
        'data-attachment-id',
        licence ?? '',
      );
      await expect(page.getByTestId('enterprise-billing')).toHaveAttribute(
        'data-attachment-id',
        billing ?? '',
      );
      await expect(page.getByTestId('enterprise-licence-preview')).toBeVisible();
      await expect(page.getByTestId('enterprise-billing-preview')).toBeVisible();

      // Corrected in one field and sent again, images as they were.
      await page.getByTestId('enterprise-address').fill('河北省唐山市路北区滨河路10号');
      await page.getByTestId('enterprise-submit').click();
      await expect(page).toHaveURL(/\/user$/);
      await expect(page.getByTestId('personal-company-status')).toHaveAttribute('data-status', '0');
    });
  });
}
