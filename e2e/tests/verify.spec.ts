import { expect, test } from '@playwright/test';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { publishDemoContent, validRecordWithEnglish } from '../support/demo.ts';

// The last journey: a report downloaded from a search card is recognised on /verify,
// as the copy stamped for its reader of a registered report (issue 28), and a file that differs
// by one byte is not.
test.beforeAll(() => {
  publishDemoContent();
});

test('a downloaded report is registered on /verify, a changed copy is not', async ({ page, request }) => {
  const record = await validRecordWithEnglish();
  await useSession(page, await apiPhoneLogin(request));
  await page.goto('/Epd');
  await page.getByTestId('epd-search-keyword').fill(record.registrationNumber);
  await page.getByTestId('epd-search-submit').click();
  const card = page.getByTestId('epd-card');
  await expect(card).toHaveCount(1);
  const asked = page
    .context()
    .waitForEvent('request', (r) => r.url().includes('/api/p/attachment/download/business/EPD/'));
  await card.getByTestId('epd-download-zh').click();
  const res = await page.request.get((await asked).url());
  expect(res.status()).toBe(200);
  const pdf = await res.body();

  await page.goto('/verify');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('verify-choose').click();
  await (await chooser).setFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf });
  const answer = page.getByTestId('verify-answer');
  await expect(answer).toHaveAttribute('data-registered', 'true');
  await expect(page.getByTestId('verify-match-number')).toHaveText(record.registrationNumber);
  await expect(page.getByTestId('verify-copy')).toContainText('为读者加盖标记后发出的副本');
  await expect(page.getByTestId('verify-heads')).toBeVisible();

  const changed = Buffer.concat([pdf, Buffer.from('\n%changed\n')]);
  const again = page.waitForEvent('filechooser');
  await page.getByTestId('verify-choose').click();
  await (await again).setFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(answer).toHaveAttribute('data-registered', 'false');
  await expect(page.getByTestId('verify-match')).toHaveCount(0);
});
