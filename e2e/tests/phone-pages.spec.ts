import { expect, type Locator, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { namedPhoneUser } from '../support/api.ts';
import { logInByPhoneCode } from '../support/login.ts';

// Issue 29: the static pages on phones, the first-visit tour beside the login dialog and on
// phones, the phone menu's parent items, and where a declined login prompt goes.

type Lang = 'zh' | 'en';
const say = (key: string, lang: Lang = 'zh') => textOf(key, lang);

const SIZES = [
  [390, 844],
  [1440, 900],
] as const;

const settle = async (page: Page, lang: Lang, tourDone = true) =>
  page.addInitScript(
    ([l, done]) => {
      localStorage.setItem('lang', l);
      if (done) localStorage.setItem('homeTourDone', '1');
    },
    [lang, tourDone] as const,
  );

for (const [width, height] of SIZES) {
  for (const lang of ['zh', 'en'] as const) {
    test(`the static pages show all their text to the end (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await settle(page, lang);
      for (const [path, title] of [
        ['/about', 'page.about'],
        ['/service', 'page.service'],
        ['/pricing', 'page.pricing'],
      ] as const) {
        await page.goto(path);
        const frame = page.frameLocator('[data-testid="static-page-frame"]');
        await expect(frame.locator('h1'), path).toBeVisible();
        const element = page.getByTestId('static-page-frame');
        await expect(element).toHaveAttribute('title', new RegExp(say(title, lang)));
        // The frame is as tall as its document at this width: nothing scrolls inside it.
        await expect
          .poll(
            () =>
              element.evaluate((f: HTMLIFrameElement) => {
                const root = f.contentDocument?.documentElement;
                return root ? root.scrollHeight - f.clientHeight : null;
              }),
            { message: path },
          )
          .toBe(0);
        // Scrolled to the end of the page, the page's last paragraph is on the screen.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = frame.locator('main > :last-child');
        await expect(last, path).not.toHaveText('');
        await expect(last, path).toBeInViewport();
        await expect(page.getByTestId('site-footer')).toBeInViewport();
      }
    });
  }
}

/** The box the tour's step lights up (antd's placeholder over its target). */
const lit = (page: Page) => page.locator('.home-tour.ant-tour-target-placeholder');

/** The tour's lit box holds the whole of `target` (antd leaves a small gap around it). */
const expectLit = async (page: Page, target: Locator, step: string) => {
  await expect(target, step).toBeVisible();
  await expect
    .poll(
      async () => {
        const box = await lit(page).boundingBox();
        const own = await target.boundingBox();
        if (!box || !own || own.width === 0) return false;
        return (
          box.x <= own.x + 1 &&
          box.y <= own.y + 1 &&
          box.x + box.width >= own.x + own.width - 1 &&
          box.y + box.height >= own.y + own.height - 1
        );
      },
      { message: step },
    )
    .toBe(true);
};

/**
 * Step 8 on a phone (decision 224): the whole footer is as wide as the screen and runs to its
 * bottom, so the step lights the footer's row of links instead: a box about one line tall,
 * inside the screen, beside its panel, with the step's text.
 */
const expectFooterLinksLit = async (page: Page, lang: Lang) => {
  await expect(page.getByTestId('tour-step')).toHaveText('8 / 8');
  await expect(page.getByText(say('tour.step8Title', lang), { exact: true })).toBeVisible();
  await expect(page.getByText(say('tour.step8', lang), { exact: true })).toBeVisible();
  const row = page.getByTestId('footer-link-row');
  await expectLit(page, row, 'step 8');
  await expect(lit(page), 'step 8 on the screen').toBeInViewport({ ratio: 1 });
  const box = await lit(page).boundingBox();
  const own = await row.boundingBox();
  const screen = page.viewportSize();
  if (!box || !own || !screen) throw new Error('no lit box');
  // The links' own size and antd's gap around it, not the footer's 150 px and more.
  expect(box.height, 'step 8 box height').toBeLessThan(60);
  expect(box.height - own.height, 'step 8 box height').toBeLessThan(20);
  expect(box.width, 'step 8 box width').toBeLessThan(screen.width - 16);
  await expect(page.getByTestId('footer-links')).toBeInViewport();
  await expect(page.getByTestId('footer-feedback')).toBeInViewport();
  // The panel is on the screen too, and does not cover the lit links.
  const panel = await page.locator('.home-tour.ant-tour').boundingBox();
  if (!panel) throw new Error('no tour panel');
  expect(panel.y >= 0 && panel.y + panel.height <= screen.height, 'step 8 panel on the screen').toBe(true);
  expect(panel.y + panel.height <= box.y || panel.y >= box.y + box.height, 'panel beside the box').toBe(true);
};

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const lang of ['zh', 'en'] as const) {
    test(`on a phone the last step lights the footer's links, whole on the screen (${lang}, 390 px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page, lang, false);
      await page.goto('/');
      await expect(page.getByTestId('tour-step')).toHaveText('1 / 8');
      for (let step = 2; step <= 8; step += 1) {
        await page.getByRole('button', { name: say('tour.next', lang) }).click();
        await expect(page.getByTestId('tour-step')).toHaveText(`${step} / 8`);
      }
      await expectFooterLinksLit(page, lang);
      await page.screenshot({ path: testInfo.outputPath(`tour-step8-${lang}-390.png`) });
      // Ant Design spaces a two-character Chinese label out (完 成).
      const finish = new RegExp(`^${[...say('tour.finish', lang)].join('\\s?')}$`);
      await page.getByRole('button', { name: finish }).click();
      await expect(page.getByTestId('tour-step')).toHaveCount(0);
    });
  }

  test('the tour steps aside for the login dialog of a guarded menu item (zh, 1440 px)', async ({
    page,
    request,
  }) => {
    const phone = await namedPhoneUser(request, 'E2E 导览访客');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: say('tour.step1Title') })).toBeVisible();
    await page.getByRole('button', { name: say('tour.next') }).click();
    await expect(page.getByTestId('tour-step')).toHaveText('2 / 8');
    await expectLit(page, page.getByTestId('header-menu'), 'step 2');

    // The lit menu takes a click: LCA tools needs a login, the prompt offers it.
    await page.getByTestId('nav-menu.lcaTools').click();
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    await page.getByTestId('login-prompt-login').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    // Back home the tour would start again after its delay: it waits for the dialog instead.
    await page.waitForTimeout(3000);
    await expect(page.getByTestId('tour-step')).toHaveCount(0);
    await logInByPhoneCode(page, phone);
    await expect(page.getByTestId('login-dialog')).toBeHidden();
    // The login goes on to the page that asked for it.
    await expect(page).toHaveURL(/\/lcaTools$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // Home again: the tour was neither finished nor skipped, so it shows; step 4 lights the
    // signed-in user's menu.
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: say('tour.step1Title') })).toBeVisible();
    await page.getByRole('button', { name: say('tour.next') }).click();
    await page.getByRole('button', { name: say('tour.next') }).click();
    await expectLit(page, page.locator('.lang-switch'), 'step 3');
    await page.getByRole('button', { name: say('tour.next') }).click();
    await expect(page.getByTestId('tour-step')).toHaveText('4 / 8');
    await expectLit(page, page.getByTestId('user-menu'), 'step 4');
    await page.getByTestId('tour-skip').click();
    await expect(page.getByTestId('tour-step')).toHaveCount(0);
  });

  test("an anonymous visitor's tour lights the login button (en, 1440 px)", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await settle(page, 'en', false);
    await page.goto('/');
    await page.getByRole('button', { name: say('tour.next', 'en') }).click();
    await page.getByRole('button', { name: say('tour.next', 'en') }).click();
    await page.getByRole('button', { name: say('tour.next', 'en') }).click();
    await expect(page.getByText(say('tour.step4Title', 'en'), { exact: true })).toBeVisible();
    await expectLit(page, page.getByTestId('login-register'), 'step 4');
    // The lit login button opens the dialog, and the tour makes way for it.
    await page.getByTestId('login-register').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expect(page.getByTestId('tour-step')).toHaveCount(0);
    await page.locator('.ant-modal-close').click();
    await expect(page.getByTestId('login-dialog')).toBeHidden();
    await expect(page.getByTestId('tour-step')).toHaveText('4 / 8');
  });

  test('on a phone every step lights something; the menu and the login dialog take their taps (en, 390 px)', async ({
    page,
    request,
  }) => {
    const phone = await namedPhoneUser(request, 'E2E 导览访客');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page, 'en', false);
    await page.goto('/');
    await expect(page.getByTestId('tour-step')).toHaveText('1 / 8');
    const menuButton = page.getByTestId('header-drawer-toggle');
    const targets: [number, Locator][] = [
      [2, menuButton],
      [3, menuButton],
      [4, menuButton],
      [5, page.locator('.home-hero__actions')],
      [6, page.getByTestId('home-figures')],
      // The doors stand in one column taller than the screen: the first of them, whole on it.
      [7, page.locator('.home-entries__grid > :first-child')],
    ];
    for (const [step, target] of targets) {
      await page.getByRole('button', { name: say('tour.next', 'en') }).click();
      await expect(page.getByTestId('tour-step')).toHaveText(`${step} / 8`);
      await expect(page.getByText(say(`tour.step${step}Title`, 'en'), { exact: true })).toBeVisible();
      await expectLit(page, target, `step ${step}`);
      if (step === 7) await expect(lit(page), 'step 7 on the screen').toBeInViewport({ ratio: 1 });
    }
    await page.getByRole('button', { name: say('tour.next', 'en') }).click();
    await expectFooterLinksLit(page, 'en');

    // Back to the login step; its menu button opens the drawer, and the tour makes way.
    for (const step of [7, 6, 5, 4]) {
      await page.getByRole('button', { name: say('tour.prev', 'en') }).click();
      await expect(page.getByTestId('tour-step')).toHaveText(`${step} / 8`);
    }
    await menuButton.click();
    const drawer = page.getByTestId('header-drawer');
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('tour-step')).toHaveCount(0);
    await drawer.getByTestId('login-register').click();
    await expect(drawer).toBeHidden();
    await logInByPhoneCode(page, phone);
    await expect(page.getByTestId('login-dialog')).toBeHidden();
    // The tour comes back where it was, and ends.
    await expect(page.getByTestId('tour-step')).toHaveText('4 / 8');
    for (let step = 5; step <= 8; step += 1) {
      await page.getByRole('button', { name: say('tour.next', 'en') }).click();
      await expect(page.getByTestId('tour-step')).toHaveText(`${step} / 8`);
    }
    await page.getByRole('button', { name: say('tour.finish', 'en') }).click();
    await expect(page.getByTestId('tour-step')).toHaveCount(0);
    await menuButton.click();
    await expect(drawer.getByTestId('user-menu')).toBeVisible();
  });
});

test("the phone menu closes when a parent item's page opens, and stays when it only unfolds (zh, 390 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const drawer = page.getByTestId('header-drawer');
  await page.getByTestId('header-drawer-toggle').click();
  // Tapping the parent's name opens its page (/Pcr): the menu closes on it.
  await drawer.getByTestId('nav-menu.pcr').click();
  await expect(page).toHaveURL(/\/Pcr$/);
  await expect(drawer).toBeHidden();
  // Tapping beside the name (its arrow) only unfolds the children: the menu stays open.
  await page.getByTestId('header-drawer-toggle').click();
  const news = drawer.getByRole('menuitem', { name: say('menu.news') });
  const box = await news.boundingBox();
  if (!box) throw new Error('no news item');
  await news.click({ position: { x: box.width - 20, y: box.height / 2 } });
  await expect(drawer.getByTestId('nav-menu.notices')).toBeVisible();
  await expect(page).toHaveURL(/\/Pcr$/);
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('nav-menu.notices').click();
  await expect(page).toHaveURL(/\/NoticeInformationPage$/);
  await expect(drawer).toBeHidden();
});

for (const [lang, width, height] of [
  ['zh', 1440, 900],
  ['en', 390, 844],
] as const) {
  test(`a declined login prompt goes back to where the visitor came from (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await settle(page, lang);
    // Within the portal: from the news through a link to a page that needs a login.
    await page.goto('/news');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.getByTestId('footer-feedback').click();
    await expect(page.getByTestId('login-prompt')).toHaveText(say('common.loginNeeded', lang));
    await page.getByTestId('login-prompt-cancel').click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId('login-prompt')).toHaveCount(0);

    // A new document in the same tab (an address typed in, a bookmark): back to the page it left.
    await page.goto('/resources');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.goto('/user');
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    // A reload of the prompt is not a page left.
    await page.reload();
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    await page.getByTestId('login-prompt-cancel').click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByTestId('login-prompt')).toHaveCount(0);

    // A tab that has shown nothing else goes home.
    const fresh = await page.context().newPage();
    await fresh.setViewportSize({ width, height });
    await fresh.goto('/user');
    await fresh.getByTestId('login-prompt-cancel').click();
    await expect(fresh).toHaveURL(/\/$/);
    await expect(fresh.getByTestId('home-hero')).toBeVisible();
  });
}
