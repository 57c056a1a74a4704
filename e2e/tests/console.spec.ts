import { expect, type Page, test } from '@playwright/test';
import { creditCodeFrom, textOf } from '@steel-epd/contract';
import { apiPhoneLogin, freshPhone } from '../support/api.ts';
import { ADMIN, consoleLogin, ensureAdmin } from '../support/console.ts';
import { sqlite } from '../support/db.ts';
import { PNG } from '../support/files.ts';

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

  // The log names operators and says what changed in words (defect 6: not "operator 2" and JSON).
  await page.getByTestId('nav-audit-log').click();
  const audit = page.getByTestId('audit-table');
  const created = audit.locator('tr', { hasText: 'E2E Reviewer' }).first();
  await expect(created).toContainText(zh('console.action.operator.create'));
  await expect(created).toContainText(
    `${zh('console.audit.targetType.operator')} E2E Reviewer（${REVIEWER.username}）`,
  );
  await expect(created).toContainText(`${zh('console.audit.field.role')}：${zh('console.role.reviewer')}`);
  await expect(created).not.toContainText('{');
  // Sign-ins flood the log, so they show only when asked for.
  const failed = audit.locator('tr', { hasText: zh('console.action.operator.loginFailed') }).first();
  await expect(failed).toHaveCount(0);
  await page.getByTestId('audit-filter-sign-ins').click();
  await expect(failed).toContainText(`${zh('console.audit.targetType.username')} ${ADMIN.username}`);
  await expect(failed).toContainText(
    `${zh('console.audit.field.failure')}：${zh('console.audit.failure.password')}`,
  );
  // At 1280 px an action reads on one line, not one character a line.
  await page.setViewportSize({ width: 1280, height: 720 });
  const action = failed.locator('td').nth(2);
  await expect(action).toHaveText(zh('console.action.operator.loginFailed'));
  const box = await action.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(60);
  await page.screenshot({ path: test.info().outputPath('audit-1280.png') });

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

test('a certification shows its company type by name, and its approval reads in words in the log', async ({
  page,
  request,
}) => {
  // A steel producer (COMPANY_TYPE 1) submits its certification, as the portal would.
  const phone = freshPhone();
  const companyName = `河钢控股${phone.slice(-4)}有限公司`;
  const creditCode = creditCodeFrom(`91130100${phone.slice(-8)}`);
  const { tokenVO } = await apiPhoneLogin(request, phone);
  const headers = { Authorization: tokenVO.token };
  const send = async (path: string, data: object) => {
    const body = await (await request.post(`/api${path}`, { headers, data })).json();
    expect(body.code, JSON.stringify(body)).toBe(1);
    return body.data;
  };
  await send('/p/user/name/update', { userName: '赵六', companyName, companyType: '1', contacts: '赵六' });
  const upload = async (businessType: string) =>
    (
      await (
        await request.post('/api/p/attachment/upload', {
          headers,
          multipart: {
            businessType,
            file: { name: `${businessType}.png`, mimeType: 'image/png', buffer: PNG },
          },
        })
      ).json()
    ).data.id as number;
  const images = [await upload('COMPANY_LICENSE'), await upload('COMPANY_BILL_INFO')];
  const { id } = await send('/p/company/insert/uc', {
    companyCreditCode: creditCode,
    companyName,
    companyEmail: 'cert@hbisco.cn',
    attachmentId: images.join(','),
    companyAddress: '河北省石家庄市体育南大街385号',
    corporation: '王五',
    companyContacts: '赵六',
    companyContactPhone: '13800138000',
    companyZipCode: '050000',
  });

  await consoleLogin(page);
  await page.getByTestId('nav-companies').click();
  await page.getByTestId(`company-view-${id}`).click();
  // The dictionary's label, not the stored code (defect 6: "企业类型 1").
  await expect(page.getByTestId('company-field-companyType')).toHaveText('钢铁生产企业');
  await page.getByTestId('company-approve').click();
  await page.getByTestId('reviews-confirm-ok').click();
  await expect(page.getByTestId('company-drawer')).toBeHidden();

  await page.getByTestId('nav-audit-log').click();
  const approved = page.getByTestId('audit-table').locator('tr', { hasText: companyName });
  await expect(approved).toContainText(zh('console.action.company.approve'));
  await expect(approved).toContainText(`${zh('console.audit.targetType.company')} ${companyName}`);
  await expect(approved).toContainText(`${zh('console.audit.field.creditCode')}：${creditCode}`);
  await expect(approved).toContainText(ADMIN.username);
  await expect(approved).not.toContainText('{');
});
