import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';
import { sqlite } from '../support/db.ts';

/**
 * Issue 29's console minors in the site area: an editor adds a header menu item in the console,
 * the portal's header shows it (desktop and phone), the editor removes it again, and a reworded
 * UI text is restored to the bundle's default. In Chinese and in English; each journey puts back
 * what it changed through the console API, also when it fails.
 */
type Lang = 'zh' | 'en';

interface MenuItem {
  id: number;
  code: string;
}

const inLanguage = (page: Page, lang: Lang) =>
  page.addInitScript((l) => {
    localStorage.setItem('lang', l);
    localStorage.setItem('console-lang', l);
    localStorage.setItem('homeTourDone', '1');
  }, lang);

let undo: ((request: APIRequestContext) => Promise<unknown>)[] = [];
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });
test.beforeAll(ensureAdmin);
test.afterEach(async ({ request }) => {
  for (const step of undo.reverse()) await step(request);
  undo = [];
});

for (const lang of ['zh', 'en'] as const) {
  const say = (key: string) => textOf(key, lang);

  test(`an editor adds a header item the portal shows at once, then removes it (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const api = operatorApi(request);
    const code = `menu.e2e${lang}${Date.now().toString(36)}`;
    const label = { zh: '合作伙伴', en: 'Partners' };
    undo.push(async () => {
      const left = (await api.get<MenuItem[]>('/site/menu')).find((m) => m.code === code);
      if (left) await api.post(`/site/menu/${left.id}/remove`);
    });

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const console = await context.newPage();
    await inLanguage(console, lang);
    await consoleLogin(console);
    await console.goto('/console/site-menu');
    await console.getByTestId('site-menu-add').click();
    const dialog = console.getByRole('dialog');
    await expect(dialog).toContainText(say('console.site.addTitle'));
    // A key outside menu.* is refused with the rule, in the console's language.
    await console.getByTestId('site-menu-code').fill('partners');
    await console.getByTestId('site-menu-submit').click();
    await expect(dialog).toContainText(say('console.site.codeWrong'));
    await console.getByTestId('site-menu-code').fill(code);
    await console.getByTestId('site-menu-label-zh').fill(label.zh);
    await console.getByTestId('site-menu-label-en').fill(label.en);
    const url = dialog.getByRole('combobox');
    await url.fill('/about');
    await url.press('Escape');
    await console.getByTestId('site-menu-sort').fill('99');
    await console.getByTestId('site-menu-submit').click();
    await expect(console.getByText(say('console.site.savedToast'))).toBeVisible();
    const table = console.getByTestId('site-menu-table');
    await expect(table).toContainText(code);
    await expect(table).toContainText(label[lang]);
    expect(
      sqlite((db) =>
        db.prepare('select parent_id, url, sort, enabled from menu_items where code = ?').get(code),
      ),
    ).toEqual({ parent_id: null, url: '/about', sort: 99, enabled: 1 });
    expect(
      sqlite((db) =>
        db
          .prepare("select count(*) as n from audit_log where action = 'site.menuAdd' and detail like ?")
          .get(`%${code}%`),
      ),
    ).toEqual({ n: 1 });
    // The seeded items offer no removal (they can be hidden).
    await expect(console.getByTestId('site-menu-remove-menu.news')).toHaveCount(0);

    // The portal's header, desktop and phone, in the same language.
    await inLanguage(page, lang);
    await page.goto('/');
    const header = page.getByTestId('header-menu');
    await expect(header.getByTestId(`nav-${code}`)).toHaveText(label[lang]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('header-drawer-toggle').click();
    await expect(page.getByTestId('header-drawer').getByTestId(`nav-${code}`)).toHaveText(label[lang]);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Removed in the console: gone from the table and from the portal's header.
    await console.getByTestId(`site-menu-remove-${code}`).click();
    await console.getByTestId('site-menu-remove-ok').click();
    await expect(console.getByText(say('console.site.removedToast'))).toBeVisible();
    await expect(table).not.toContainText(code);
    expect(sqlite((db) => db.prepare('select id from menu_items where code = ?').get(code))).toBeUndefined();
    await page.reload();
    await expect(page.getByTestId('header-menu').getByTestId('nav-menu.news')).toBeVisible();
    await expect(page.getByTestId(`nav-${code}`)).toHaveCount(0);
    await context.close();
  });

  test(`an editor restores a reworded UI text to its default (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const api = operatorApi(request);
    const code = 'gpi.intro';
    undo.push(async () => {
      for (const l of ['zh', 'en'] as const) await api.post('/site/texts/restore', { code, lang: l });
    });
    // Earlier journeys may have edited this text (console-content.spec.ts): start from the defaults,
    // so the row's "edited" mark speaks of this language's edit alone.
    for (const l of ['zh', 'en'] as const) await api.post('/site/texts/restore', { code, lang: l });
    const reworded = lang === 'zh' ? 'E2E 改写的说明' : 'E2E reworded intro';
    await api.post('/site/texts/save', { code, lang, text: reworded });

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const console = await context.newPage();
    await inLanguage(console, lang);
    await consoleLogin(console);
    await console.goto('/console/site-texts');
    const keyword = console.getByTestId('site-texts-keyword').locator('input');
    await keyword.fill(code);
    await keyword.press('Enter');
    const line = console.getByTestId('siteTexts-table').locator(`tr[data-row-key="${code}"]`);
    await expect(line).toContainText(reworded);
    await expect(line).toContainText(say('console.site.edited'));
    await console.getByTestId(`site-text-edit-${code}`).click();
    if (lang === 'en')
      await console.locator('.ant-radio-button-wrapper', { hasText: say('console.site.en') }).click();
    await console.getByTestId('site-text-restore').click();
    // The confirmation shows the default it brings back.
    await expect(console.locator('.ant-popconfirm')).toContainText(textOf(code, lang));
    await console.getByTestId('site-text-restore-ok').click();
    await expect(console.getByText(say('console.site.restoredToast'))).toBeVisible();
    await expect(line).toContainText(textOf(code, lang));
    await expect(line).not.toContainText(reworded);
    await expect(line).not.toContainText(say('console.site.edited'));
    expect(
      sqlite((db) =>
        db.prepare('select text, edited from texts where code = ? and lang = ?').get(code, lang),
      ),
    ).toEqual({ text: textOf(code, lang), edited: 0 });
    expect(
      sqlite((db) =>
        db
          .prepare("select count(*) as n from audit_log where action = 'site.textRestore' and target_id = ?")
          .get(code),
      ),
    ).not.toEqual({ n: 0 });
    // The audit log names the action in words.
    await console.goto('/console/audit-log');
    await expect(console.getByText(say('console.action.site.textRestore')).first()).toBeVisible();
    await context.close();

    await inLanguage(page, lang);
    await page.goto('/gpi');
    await expect(page.getByTestId('gpi-page')).toContainText(textOf(code, lang));
  });
}
