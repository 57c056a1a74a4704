import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type TPlatformSettingsUpdate, textOf } from '@steel-epd/contract';
import { namedPhoneUser, setupRequest } from '../support/api.ts';
import { axeFindings, describeFindings } from '../support/axe.ts';
import { passClickWord, passClickWordByKeyboard } from '../support/captcha.ts';
import { consoleLogin, platformSettings, savePlatformSettings } from '../support/console.ts';
import { letResendWaitPass } from '../support/db.ts';
import { waitForCode } from '../support/outbox.ts';

// Issue 29 (decisions 204, 225): the click-word captcha on a portal page. The administrator
// chooses it in the console's Settings ("Portal captcha"); the portal's forms then show it, and
// a person passes it by clicking the characters or with the keyboard's pointer, in zh and en,
// on a desktop and a phone. The slider comes back when the journey ends.

type Lang = 'zh' | 'en';
const say = (key: string, lang: Lang = 'zh', params: Record<string, string | number> = {}) =>
  textOf(key, lang).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const portalCaptcha = async (request: APIRequestContext) =>
  ((await (await request.get('/api/n/captcha/type')).json()) as { data: { captchaType: string } }).data
    .captchaType;

let before: TPlatformSettingsUpdate;

test.beforeAll(async () => {
  const request = await setupRequest();
  before = await platformSettings(request);
  await savePlatformSettings(request, { ...before, captchaType: 'clickWord' });
});

// Later journeys see the captcha the platform had.
test.afterAll(async () => {
  await savePlatformSettings(await setupRequest(), before);
});
test('the administrator chooses the portal captcha in the console settings (zh, 1440 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await consoleLogin(page);
  await page.goto('/console/settings');
  const choice = page.getByTestId('settings-captcha-type');
  await expect(page.getByText(say('console.settings.captchaType'), { exact: true })).toBeVisible();
  await expect(choice.getByRole('radio', { name: say('console.settings.captcha.clickWord') })).toBeChecked();
  await choice.getByText(say('console.settings.captcha.blockPuzzle'), { exact: true }).click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByText(say('console.settings.saved'))).toBeVisible();
  await expect.poll(() => portalCaptcha(request)).toBe('blockPuzzle');
  await choice.getByText(say('console.settings.captcha.clickWord'), { exact: true }).click();
  await page.getByTestId('settings-save').click();
  await expect.poll(() => portalCaptcha(request)).toBe('clickWord');
  await page.reload();
  await expect(
    page
      .getByTestId('settings-captcha-type')
      .getByRole('radio', { name: say('console.settings.captcha.clickWord') }),
  ).toBeChecked();
});

/** The login dialog from the header: on a phone behind the menu button. */
const openLogin = async (page: Page, phoneSized: boolean) => {
  if (phoneSized) {
    await page.getByTestId('header-drawer-toggle').click();
    await page.getByTestId('header-drawer').getByTestId('login-register').click();
  } else {
    await page.getByTestId('login-register').click();
  }
  await expect(page.getByTestId('login-dialog')).toBeVisible();
};

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  for (const lang of ['zh', 'en'] as const) {
    for (const by of ['clicks', 'keyboard'] as const) {
      test(`a phone login passes the click-word captcha by ${by} (${lang}, ${width} px)`, async ({
        page,
        request,
      }, testInfo) => {
        const phoneSized = width < 900;
        const phone = await namedPhoneUser(request, 'E2E 点选访客');
        await page.setViewportSize({ width, height });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        await page.goto('/');
        await openLogin(page, phoneSized);
        letResendWaitPass(phone);
        const used = await waitForCode(phone);
        await page.getByTestId('login-phone-mobile').fill(phone);
        await page.getByTestId('login-phone-send-code').click();

        // The platform's choice: the click-word variant, its words and its keys in the language.
        const popup = page.getByTestId('captcha-popup');
        await expect(popup).toHaveAttribute('data-type', 'clickWord');
        await expect(popup).toHaveAttribute('data-token', /.+/);
        await expect(page.getByRole('dialog', { name: say('captcha.title', lang) })).toBeVisible();
        await expect(page.getByTestId('captcha-words')).toContainText(
          say('captcha.clickInOrder', lang).trim(),
        );
        await expect(page.getByText(say('captcha.pointerKeys', lang), { exact: true })).toBeVisible();
        const pointer = page.getByRole('button', { name: say('captcha.pointerLabel', lang, { n: 1 }) });
        await expect(pointer).toBeAttached();
        await expect(page.getByTestId('captcha-image')).toBeInViewport({ ratio: 1 });
        await expect(page.getByTestId('captcha-slider-handle')).toHaveCount(0);
        const findings = await axeFindings(page, `click-word captcha (${lang}, ${width} px)`);
        expect(findings, `axe findings:\n${describeFindings(findings)}`).toEqual([]);

        const shot = testInfo.outputPath(`click-word-${by}-${lang}-${width}.png`);
        if (by === 'clicks') await passClickWord(page, () => page.screenshot({ path: shot }));
        else await passClickWordByKeyboard(page, () => page.screenshot({ path: shot }));

        // The code is sent, and the login goes through with it.
        await expect(page.getByTestId('login-phone-send-code')).toHaveAttribute(
          'data-countdown',
          /^[1-9]\d*$/,
        );
        await page.getByTestId('login-phone-code').fill(await waitForCode(phone, used));
        await page.getByTestId('login-phone-submit').click();
        await expect(page.getByTestId('login-dialog')).toBeHidden();
        if (phoneSized) await page.getByTestId('header-drawer-toggle').click();
        const header = phoneSized ? page.getByTestId('header-drawer') : page.locator('header.site-header');
        await expect(header.getByTestId('user-menu')).toBeVisible();
      });
    }
  }
}
