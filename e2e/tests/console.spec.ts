import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { ADMIN, ensureAdmin } from '../support/console.ts';
import { sqlite } from '../support/db.ts';

const zh = (key: string) => textOf(key, 'zh');
const REVIEWER = { username: 'e2e-reviewer', password: 'Review2026ok' };

const logIn = async (page: Page, who: { username: string; password: string }) => {
  await page.goto('/console/');
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
};

test.beforeAll(ensureAdmin);

test('an operator signs in, creates a reviewer, and the audit log shows both actions', async ({ page }) => {
  await logIn(page, { ...ADMIN, password: 'wrong-Password1' });
  await expect(page.getByTestId('login-error')).toContainText(zh('error.OPERATOR_LOGIN_FAILED'));

  await logIn(page, ADMIN);
  await expect(page.getByTestId('current-operator')).toContainText(ADMIN.username);
  await expect(page.getByTestId('dashboard-role')).toBeVisible();

  await page.getByTestId('nav-operators').click();
  await page.getByTestId('operators-create').click();
  await page.getByTestId('operator-form-username').fill(REVIEWER.username);
  await page.getByTestId('operator-form-display-name').fill('E2E Reviewer');
  await page.getByTestId('operator-form-role').click();
  await page.locator(`.ant-select-item-option[title="${zh('console.role.reviewer')}"]`).click();
  await page.getByTestId('operator-form-password').fill(REVIEWER.password);
  await page.getByTestId('operator-form-confirm').fill(REVIEWER.password);
  await page.getByTestId('operator-form-submit').click();
  await expect(page.locator(`tr[data-row-key="${REVIEWER.username}"]`)).toBeVisible();

  const stored = sqlite((db) =>
    db.prepare('select role, password_hash from operators where username = ?').get(REVIEWER.username),
  ) as { role: string; password_hash: string };
  expect(stored.role).toBe('reviewer');
  expect(stored.password_hash).not.toContain(REVIEWER.password);

  await page.getByTestId('nav-audit-log').click();
  const audit = page.getByTestId('audit-table');
  await expect(audit).toContainText(`${zh('console.action.operator.create')}operator`);
  await expect(audit).toContainText(REVIEWER.username);
  await expect(audit).toContainText(zh('console.action.operator.loginFailed'));

  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('a reviewer sees no operator management, and the server refuses it too', async ({ page }) => {
  await logIn(page, REVIEWER);
  await expect(page.getByTestId('current-operator')).toContainText('E2E Reviewer');
  await expect(page.getByTestId('nav-operators')).toHaveCount(0);
  await expect(page.getByTestId('nav-applications')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('console-token'));
  const res = await page.request.get('/api/c/operators', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toBe('OPERATOR_ROLE_REQUIRED');
});

test('the console switches to English', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('nav-operators')).toContainText(textOf('console.nav.operators', 'en'));
});
