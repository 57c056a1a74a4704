import { expect, type Page } from '@playwright/test';
import { createAdmin } from './cli.ts';
import { sqlite } from './db.ts';

export const ADMIN = { username: 'e2e-admin', password: 'Admin2026ok' };

/** The console's first administrator, made once with the documented command. */
export const ensureAdmin = () => {
  const exists = sqlite((db) => db.prepare('select 1 from operators where username = ?').get(ADMIN.username));
  if (!exists) createAdmin(ADMIN.username, ADMIN.password);
};

/** Logs an operator into the console through its login form, in a page of its own. */
export const consoleLogin = async (page: Page, who = ADMIN) => {
  await page.goto('/console/');
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-operator')).toBeVisible();
};
