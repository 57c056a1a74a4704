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

/**
 * Passes the slider with the keyboard alone (issue 29): Tab to the handle, PageUp and the arrow
 * keys to the right place (the test seam tells it, as passSlider's), Enter to check. Answers the
 * popup, for a screenshot of the focused handle before the check.
 */
export const passSliderByKeyboard = async (page: Page, beforeCheck?: () => Promise<void>) => {
  const popup = page.getByTestId('captcha-popup');
  await expect(popup).toHaveAttribute('data-token', /.+/);
  const token = await popup.getAttribute('data-token');
  const answer = (await (
    await page.request.get(`/api/n/captcha/test-answer/${encodeURIComponent(token ?? '')}`)
  ).json()) as { data: { x: number } };
  const handle = page.getByTestId('captcha-slider-handle');
  for (let i = 0; i < 8 && !(await handle.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(handle).toBeFocused();
  const x = answer.data.x;
  const pages = Math.floor(x / 20);
  for (let i = 0; i < pages; i += 1) await page.keyboard.press('PageUp');
  for (let i = 0; i < Math.round((x - pages * 20) / 2); i += 1) await page.keyboard.press('ArrowRight');
  const now = Number(await handle.getAttribute('aria-valuenow'));
  expect(Math.abs(now - x)).toBeLessThanOrEqual(2);
  await beforeCheck?.();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('captcha-result')).toHaveAttribute('data-state', 'passed');
  await expect(popup).toBeHidden();
};
