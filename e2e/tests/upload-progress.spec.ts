import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { giveCompany } from '../support/companies.ts';
import { PDF } from '../support/files.ts';

/** A real PDF of about 4 MB: the small one with a long comment before its end. */
const LARGE_PDF = Buffer.concat([PDF, Buffer.from(`%${'0'.repeat(4 * 1024 * 1024)}\n%%EOF\n`)]);

/** Uploads at about 400 KB/s, so a 4 MB file takes ten seconds, as a slow office line would. */
const slowUpload = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 400 * 1024,
  });
};

for (const [lang, width] of [
  ['zh', 1440],
  ['en', 390],
] as const) {
  test(`a large upload shows how far it is and can be cancelled (${lang}, ${width})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    const answer = await apiPhoneLogin(page.request);
    await giveCompany(answer, { name: `上传进度测试${answer.portalUserVO.id}`, status: 1 });
    await useSession(page, answer);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/epd/verification');
    await expect(page.getByTestId('verification-page')).toBeVisible();
    await slowUpload(page);

    await page.getByTestId('verify-file-input').setInputFiles({
      name: 'large-report.pdf',
      mimeType: 'application/pdf',
      buffer: LARGE_PDF,
    });
    const progress = page.getByTestId('verify-file-progress');
    await expect(progress).toBeVisible();
    // It moves: a percent above zero while the file is still going up.
    await expect(progress).toHaveAttribute('data-percent', /^([1-9]\d?)$/, { timeout: 15_000 });
    await progress.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`progress-${lang}-${width}.png`) });
    await progress.getByTestId('verify-file-progress-cancel').click();
    await expect(progress).toHaveCount(0);
    await expect(page.getByText(textOf('common.uploadCancelled', lang))).toBeVisible();
    // Nothing was kept: no file name shows.
    await expect(page.getByTestId('verify-file-name')).toHaveCount(0);
  });
}
