import { expect, type Page } from '@playwright/test';

/**
 * Drags the real slider to the right place. The position comes from the test-only seam
 * (`/n/captcha/test-answer/{token}`), which exists only on a server in APP_MODE=test.
 */
export const passSlider = async (page: Page) => {
  const popup = page.getByTestId('captcha-popup');
  await expect(popup).toHaveAttribute('data-token', /.+/);
  const token = await popup.getAttribute('data-token');
  const answer = await (
    await page.request.get(`/api/n/captcha/test-answer/${encodeURIComponent(token ?? '')}`)
  ).json();
  const handle = page.getByTestId('captcha-slider-handle');
  const box = await handle.boundingBox();
  if (!box) throw new Error('no slider handle');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(x + (answer.data.x * i) / 10, y);
  await page.mouse.up();
  await expect(page.getByTestId('captcha-result')).toHaveAttribute('data-state', 'passed');
  await expect(popup).toBeHidden();
};
