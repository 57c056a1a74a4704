import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone, useSession } from '../support/api.ts';
import { passSlider } from '../support/captcha.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleUser } from '../support/console.ts';
import { sqlite } from '../support/db.ts';
import { waitForCode } from '../support/outbox.ts';

const zh = (key: string) => textOf(key, 'zh');
const en = (key: string) => textOf(key, 'en');
/** A text with its {{placeholders}} filled, as i18next shows it. */
const withParams = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

/** 32 characters, the longest company name the platform accepts (spec 01 §5). */
const LONG_NAME = '中国宝武钢铁集团有限公司上海梅山钢铁股份有限公司第一冷轧薄板分厂';

interface MenuItem {
  code: string;
  url: string;
}

/** The server menu's top-level items (GET /api/n/menu/all: children under data[0]). */
const topLevelMenu = async (page: Page): Promise<MenuItem[]> => {
  const body = (await (await page.request.get('/api/n/menu/all')).json()) as {
    data: { children: MenuItem[] }[];
  };
  return body.data[0]?.children ?? [];
};

/** Every item is in the header's row, left of the language switch, and nothing is folded into "···". */
const expectWholeMenu = async (page: Page, items: MenuItem[]) => {
  const menu = page.getByTestId('header-menu');
  const switchBox = await page.getByTestId('lang-zh').boundingBox();
  expect(switchBox).not.toBeNull();
  for (const { code } of items) {
    const item = menu.getByTestId(`nav-${code}`);
    await expect(item, code).toBeVisible();
    const box = await item.boundingBox();
    expect(box, code).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), code).toBeLessThanOrEqual(switchBox?.x ?? 0);
  }
  await expect(menu.locator('.ant-menu-overflow-item-rest:visible')).toHaveCount(0);
};

test.describe('the header at 1280 px and wider', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every top-level menu item to a visitor, in both languages', async ({ page }) => {
    const items = (await topLevelMenu(page)).filter((item) => item.url !== '/thirdAgency');
    await page.goto('/');
    await expectWholeMenu(page, items);
    await page.getByTestId('lang-en').click();
    await expect(page.getByTestId('header-menu')).toContainText(en('menu.about'));
    await expectWholeMenu(page, items);
  });

  test('shows every top-level menu item beside a 32-character company name', async ({ page }) => {
    expect([...LONG_NAME]).toHaveLength(32);
    // A third-party agency sees one item more (/thirdAgency): the fullest menu there is.
    const answer = await apiPhoneLogin(page.request, undefined, { companyType: '4' });
    await giveCompany(answer, { name: LONG_NAME, status: 1 });
    await useSession(page, { ...answer, portalUserVO: { ...answer.portalUserVO, companyName: LONG_NAME } });
    const items = await topLevelMenu(page);
    expect(items.map((i) => i.url)).toContain('/thirdAgency');

    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByTestId('user-menu-name')).toHaveAttribute('title', LONG_NAME);
      for (const lang of ['zh', 'en'] as const) {
        await page.getByTestId(`lang-${lang}`).click();
        await expect(page.getByTestId('header-menu')).toContainText(textOf('menu.thirdAgency', lang));
        await expectWholeMenu(page, items);
      }
    }
  });
});

test('the apply entries run the action gate: a confirm leads to /enterprise, a review only warns', async ({
  page,
}) => {
  const answer = await apiPhoneLogin(page.request);
  await useSession(page, answer);

  // No certification yet (status null): the home page's "apply" offers /enterprise.
  await page.goto('/');
  await page.getByTestId('home-apply').click();
  const go = page.getByTestId('gate-confirm-go');
  await expect(go).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toContainText(zh('gate.certify'));
  await go.click();
  await expect(page).toHaveURL(/\/enterprise$/);
  await expect(page.getByTestId('enterprise-page')).toBeVisible();

  // The header's apply entry asks the same, instead of opening the page.
  await page.goto('/');
  await page.getByTestId('nav-menu.epd').hover();
  await page.getByTestId('nav-menu.epdApply').click();
  await expect(go).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('gate-confirm-cancel').click();
  await expect(go).toBeHidden();

  // Certification under review (0): a warning, and the user stays where they are.
  await giveCompany(answer, { name: `审核中钢铁${answer.portalUserVO.id}`, status: 0 });
  await page.reload();
  await page.getByTestId('home-apply').click();
  await expect(page.getByText(zh('gate.companyReviewing'))).toBeVisible();
  await expect(go).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the supplement form comes back after a reload until it is submitted', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/');
  await page.getByTestId('login-register').click();
  await page.getByTestId('login-phone-mobile').fill(phone);
  await page.getByTestId('login-phone-send-code').click();
  await passSlider(page);
  await page.getByTestId('login-phone-code').fill(await waitForCode(phone));
  await page.getByTestId('login-phone-submit').click();
  const form = page.getByTestId('supplement-form');
  await expect(form).toBeVisible();

  // Neither a reload nor another page lets the user past it.
  await page.reload();
  await expect(form).toBeVisible();
  await page.goto('/user');
  await expect(form).toBeVisible();

  await page.getByTestId('supplement-user-name').fill('鞍钢股份');
  await page.getByTestId('supplement-company-name').fill('鞍钢股份有限公司');
  await page.getByTestId('supplement-company-type').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByTestId('supplement-contacts').fill('赵工');
  await page.getByTestId('supplement-submit').click();
  await expect(form).toBeHidden();
  expect((await consoleUser(page.request, phone))?.userName).toBe('鞍钢股份');

  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText('鞍钢股份');
  await expect(form).toBeHidden();
});

test.describe('the agreement pages', () => {
  /** The first heading of the agreement in force, as the server holds it. */
  const headingOf = async (page: Page, agreementType: 'REGISTRATION' | 'PRIVACY', i18n: 'zh-CN' | 'en') => {
    const res = await page.request.post('/api/n/agreement/now', { data: { agreementType, i18n } });
    const body = (await res.json()) as { data: { id: number; agreementContent: string } };
    const heading = /<h2>([^<]+)<\/h2>/.exec(body.data.agreementContent)?.[1];
    if (!heading) throw new Error('the agreement has no heading');
    return { id: body.data.id, heading };
  };

  test('the personal centre opens the registration agreement at /policy and the privacy policy at /agreement', async ({
    page,
  }) => {
    const registration = await headingOf(page, 'REGISTRATION', 'zh-CN');
    const privacy = await headingOf(page, 'PRIVACY', 'zh-CN');
    await useSession(page, await apiPhoneLogin(page.request));
    await page.goto('/user');

    // The link labelled "user agreement" opens /policy (spec 01 §2 label swap).
    await expect(page.getByTestId('personal-link-policy')).toHaveText(zh('page.policy'));
    const [policy] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('personal-link-policy').click(),
    ]);
    await expect(policy).toHaveURL(/\/policy$/);
    await expect(policy.getByTestId('agreement-text')).toHaveAttribute('data-type', 'REGISTRATION');
    await expect(policy.getByTestId('agreement-text')).toContainText(registration.heading);
    await expect(policy).toHaveTitle(`${zh('page.policy')} - ${zh('common.siteName')}`);

    const [agreement] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('personal-link-agreement').click(),
    ]);
    await expect(agreement).toHaveURL(/\/agreement$/);
    await expect(agreement.getByTestId('agreement-text')).toHaveAttribute('data-type', 'PRIVACY');
    await expect(agreement.getByTestId('agreement-text')).toContainText(privacy.heading);
  });

  test('list the versions of an agreement and show one version, in the reader language', async ({ page }) => {
    const registration = await headingOf(page, 'REGISTRATION', 'zh-CN');
    const english = await headingOf(page, 'REGISTRATION', 'en');

    await page.goto('/policy');
    await page.getByTestId('agreement-history-link').click();
    await expect(page).toHaveURL(/\/compent\?id=REGISTRATION$/);
    await page.getByTestId(`agreement-open-${registration.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/hoster\\?Id=${registration.id}$`));
    await expect(page.getByTestId('agreement-text')).toContainText(registration.heading);

    await page.getByTestId('lang-en').click();
    await expect(page.getByTestId('agreement-text')).toContainText(english.heading);
    await expect(page).toHaveTitle(`${en('page.agreementVersion')} - ${en('common.siteName')}`);

    await page.goto('/hoster?Id=999999');
    await expect(page.getByTestId('agreement-not-found')).toHaveText(en('agreement.versionNotFound'));
    await page.goto('/compent?id=OTHER');
    await expect(page.getByTestId('agreement-unknown')).toHaveText(en('agreement.unknownType'));
  });

  test('open /compent?id=REGISTRATION, read its first version on /hoster', async ({ page }) => {
    const registration = await headingOf(page, 'REGISTRATION', 'zh-CN');

    await page.goto('/compent?id=REGISTRATION');
    const firstOpen = page.getByTestId(/^agreement-open-\d+$/).first();
    await expect(firstOpen).toHaveText(zh('agreement.open'));
    await firstOpen.click();
    await expect(page).toHaveURL(new RegExp(`/hoster\\?Id=${registration.id}$`));
    await expect(page.getByTestId('agreement-text')).toContainText(registration.heading);
    await expect(page.getByTestId('agreement-status')).toHaveText(zh('agreement.inForce'));
    await expect(page).toHaveTitle(`${zh('page.agreementVersion')} - ${zh('common.siteName')}`);
  });

  test('page through the earlier versions, 10 a page, and come back to the same page', async ({ page }) => {
    // Eleven earlier Chinese versions of the registration agreement, one a month in 2025,
    // each ended when the next came out; with the seeded 1.0 and 1.1 that is 13, two pages.
    sqlite((db) => {
      const insert = db.prepare(
        'insert or ignore into agreements (agreement_type, lang, version, content, publish_time, failure_time) values (?, ?, ?, ?, ?, ?)',
      );
      for (let month = 1; month <= 11; month += 1) {
        const day = (m: number) => `2025-${String(m).padStart(2, '0')}-01T00:00:00.000Z`;
        insert.run(
          'REGISTRATION',
          'zh',
          `0.${month}`,
          `<h2>注册协议 0.${month}</h2>`,
          day(month),
          day(month + 1),
        );
      }
    });
    const registration = await headingOf(page, 'REGISTRATION', 'zh-CN');

    await page.goto('/compent?id=REGISTRATION');
    const rows = page.locator('[data-testid^="agreement-row-"]');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('1.1');
    await expect(rows.first()).toContainText(zh('agreement.inForce'));
    await expect(rows.nth(1)).toContainText('1.0');
    await expect(rows.nth(1)).toContainText(zh('agreement.superseded'));
    await expect(rows.nth(2)).toContainText('0.11');
    await expect(rows.nth(2)).toContainText(withParams(zh('agreement.ended'), { date: '2025-12-01' }));
    await expect(page.getByTestId('agreement-totals')).toHaveText(
      withParams(zh('agreement.totals'), { count: 13 }),
    );
    await expect(page.getByTestId('agreement-page-of')).toHaveText(
      withParams(zh('agreement.pageOf'), { page: 1, pages: 2 }),
    );

    await page.getByTestId('agreement-page-next').click();
    await expect(page).toHaveURL(/\/compent\?id=REGISTRATION&page=2$/);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('0.3');
    await expect(rows.nth(1)).toContainText('0.2');
    await expect(rows.nth(2)).toContainText('0.1');
    await expect(page.getByTestId('agreement-page-of')).toHaveText(
      withParams(zh('agreement.pageOf'), { page: 2, pages: 2 }),
    );

    await rows.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/hoster\?Id=\d+$/);
    await expect(page.getByTestId('agreement-text')).toHaveText('注册协议 0.1');
    await expect(page.getByTestId('agreement-version')).toHaveText(
      withParams(zh('agreement.version'), { version: '0.1' }),
    );
    await expect(page.getByTestId('agreement-status')).toHaveText(
      withParams(zh('agreement.ended'), { date: '2025-02-01' }),
    );

    await page.goBack();
    await expect(page).toHaveURL(/&page=2$/);
    await expect(rows).toHaveCount(3);

    // An English reader sees the English versions: only 1.0 and 1.1 have an English text.
    await page.getByTestId('lang-en').click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('agreement-pager')).toBeHidden();
    await expect(page).toHaveURL(/\/compent\?id=REGISTRATION$/);
    await expect(rows.first()).toContainText(en('agreement.inForce'));
    await rows
      .first()
      .getByRole('link', { name: en('agreement.open') })
      .click();
    await expect(page.getByTestId('agreement-text')).not.toContainText(registration.heading);
    await expect(page.getByTestId('agreement-text')).toContainText('User Agreement');
  });
});

test.describe('the phone pages', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en' });

  test('/Loginapp spaces the English consent line around its links', async ({ page }) => {
    await page.goto('/Loginapp?id=EPD-2026-001');
    await expect(page.getByTestId('m-consent-line')).toHaveText(
      `${en('account.consentPrefix')} ${en('account.userAgreementLink')} ${en('account.consentAnd')} ${en('account.privacyLink')}`,
    );
    await expect(page.getByTestId('m-link-user-agreement')).toHaveAttribute('href', '/policy');
    await expect(page.getByTestId('brand-name')).toContainText(en('common.siteName'));
  });

  test('/appLoginform sends a visitor to the login without asking any p/ path', async ({ page }) => {
    const privateCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/p/')) privateCalls.push(req.url());
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/appLoginform?id=EPD-2026-001');
    await expect(page).toHaveURL(/\/Loginapp\?id=EPD-2026-001$/);
    await expect(page.getByTestId('m-login-form')).toBeVisible();
    expect(privateCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('a sent code keeps its countdown over a reload, and asks for no captcha meanwhile', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/');
  await page.getByTestId('login-register').click();
  await page.getByTestId('login-phone-mobile').fill(phone);
  await page.getByTestId('login-phone-send-code').click();
  await passSlider(page);
  const button = page.getByTestId('login-phone-send-code');
  await expect(button).toHaveAttribute('data-countdown', /^[1-9]\d*$/);

  // A reload: the server would refuse another code within the minute, so the button still waits.
  await page.reload();
  await page.getByTestId('login-register').click();
  await expect(button).toHaveAttribute('data-countdown', /^[1-9]\d*$/);
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  await expect(page.getByTestId('captcha-popup')).toHaveCount(0);
});
