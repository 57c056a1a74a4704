import { expect, type Page, test } from '@playwright/test';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { type AxeFinding, axeFindings, describeFindings, mainLandmarks } from '../support/axe.ts';
import { passSliderByKeyboard } from '../support/captcha.ts';
import { giveCompany } from '../support/companies.ts';
import { ADMIN, ensureAdmin } from '../support/console.ts';
import { publishDemoContent, validRecordWithEnglish } from '../support/demo.ts';
import { E2E_BASE_URL } from '../support/env.ts';

/**
 * Accessibility of the main pages (issue 29): axe-core finds nothing serious or critical on
 * them, in zh and en, on a desktop and on a phone, and each page has one main landmark; the
 * skip link is the first stop of the keyboard in both shells; the slider captcha passes with
 * the keyboard alone.
 */

const SKIP = { zh: '跳到主要内容', en: 'Skip to main content' } as const;

const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

type Who = 'anyone' | 'user' | 'operator';
interface Target {
  path: string | (() => Promise<string>);
  who: Who;
}

const TARGETS: readonly Target[] = [
  { path: '/', who: 'anyone' },
  { path: '/Epd', who: 'anyone' },
  { path: '/news', who: 'anyone' },
  { path: '/resources', who: 'anyone' },
  { path: '/register', who: 'anyone' },
  { path: '/Pcr', who: 'anyone' },
  { path: '/about', who: 'anyone' },
  { path: '/steelMill', who: 'anyone' },
  { path: '/lcaTools', who: 'user' },
  { path: '/pcr/pcrSearch', who: 'user' },
  { path: '/user', who: 'user' },
  { path: '/epd/epdApplyFor', who: 'user' },
  { path: '/textmessage/all', who: 'user' },
  { path: '/Epd/mineEpd', who: 'user' },
  { path: async () => `/app/epd/${(await validRecordWithEnglish()).businessId}`, who: 'anyone' },
  { path: '/console/', who: 'anyone' },
  { path: '/console/applications', who: 'operator' },
];

/** The console's login form; on a phone who is logged in sits in the closed drawer, so the logout shows it. */
const consoleLogin = async (page: Page) => {
  await page.goto('/console/');
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('logout')).toBeVisible();
};

let session: Awaited<ReturnType<typeof apiPhoneLogin>> | undefined;

test.beforeAll(() => {
  publishDemoContent();
  ensureAdmin();
});

/** Waits until the page has its data: no request in flight and no spinner or skeleton left. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 10_000 });
};

for (const lang of ['zh', 'en'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${lang} at ${viewport.width} px`, () => {
      test.use({
        viewport,
        storageState: {
          cookies: [],
          origins: [
            {
              origin: E2E_BASE_URL,
              localStorage: [
                { name: 'homeTourDone', value: '1' },
                { name: 'lang', value: lang },
                { name: 'console-lang', value: lang },
              ],
            },
          ],
        },
      });

      for (const target of TARGETS) {
        const name = typeof target.path === 'string' ? target.path : '/app/epd/{id}';
        test(`${name} (${target.who}) has no serious or critical axe finding`, async ({ page, request }) => {
          const path = typeof target.path === 'string' ? target.path : await target.path();
          if (target.who === 'user') {
            if (session === undefined) {
              session = await apiPhoneLogin(request);
              await giveCompany(session, { name: 'E2E无障碍钢铁有限公司', status: 1 });
            }
            await useSession(page, session);
          }
          if (target.who === 'operator') await consoleLogin(page);
          await page.goto(path);
          await settled(page);
          await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? /^zh/ : /^en/);
          await expect.poll(() => mainLandmarks(page)).toBe(1);

          const findings: AxeFinding[] = await axeFindings(
            page,
            `${path} ${lang} ${size} ${viewport.width}px`,
          );
          expect(findings.length, `axe findings:\n${describeFindings(findings)}`).toBe(0);
        });
      }

      test('the skip link is the first stop of the keyboard and moves it to the content', async ({
        page,
      }, testInfo) => {
        for (const [path, shot] of [
          ['/', 'portal'],
          ['/console/applications', 'console'],
        ] as const) {
          if (shot === 'console') await consoleLogin(page);
          await page.goto(path);
          await settled(page);
          const skip = page.getByTestId('skip-link');
          await expect(skip).not.toBeInViewport();
          await page.keyboard.press('Tab');
          await expect(skip).toBeFocused();
          await expect(skip).toHaveText(SKIP[lang]);
          await expect(skip).toBeInViewport();
          await page.screenshot({ path: testInfo.outputPath(`skip-${shot}-${lang}-${viewport.width}.png`) });
          await page.keyboard.press('Enter');
          await expect(page.locator('#main-content')).toBeFocused();
          expect(page.url()).not.toContain('#');
          // The next stop is inside the content, past the header and its menu.
          await page.keyboard.press('Tab');
          expect(
            await page.evaluate(() =>
              document.getElementById('main-content')?.contains(document.activeElement),
            ),
          ).toBe(true);
        }
      });

      test('the slider captcha passes with the keyboard alone', async ({ page }, testInfo) => {
        await page.goto('/register');
        await page.getByTestId('register-notice-ok').click();
        await page
          .getByTestId('register-email-account')
          .fill(`a11y.${lang}.${size}.${Date.now()}@shougang.com.cn`);
        await page.getByTestId('register-email-send-code').focus();
        await page.keyboard.press('Enter');
        const popup = page.getByTestId('captcha-popup');
        await expect(popup).toHaveAttribute('data-token', /.+/);
        const first = await popup.getAttribute('data-token');

        // Enter where the handle stands (the far left, never the place) is a wrong answer: the
        // server checks a keyboard's answer as a drag's, and a new picture comes.
        const handle = page.getByTestId('captcha-slider-handle');
        await handle.focus();
        await expect(handle).toHaveAttribute('aria-valuenow', '0');
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('captcha-result')).toHaveAttribute('data-state', 'failed');
        await expect(popup).not.toHaveAttribute('data-token', first ?? '');
        await expect(page.getByTestId('captcha-result')).toHaveAttribute('data-state', 'ready');

        await passSliderByKeyboard(page, async () => {
          await expect(handle).toHaveAccessibleName(lang === 'zh' ? '拼图滑块' : 'Puzzle slider');
          await page.screenshot({ path: testInfo.outputPath(`captcha-keys-${lang}-${viewport.width}.png`) });
        });
        await expect(page.getByTestId('register-email-send-code')).toHaveAttribute(
          'data-countdown',
          /^[1-9]\d*$/,
        );
      });
    });
  }
}
