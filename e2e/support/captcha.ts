import { expect, type Page } from '@playwright/test';
import { CAPTCHA } from '@steel-epd/contract';

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

/** Where the click-word challenge's characters are, in the picture's 310 x 155 units (test seam). */
const clickWordPoints = async (page: Page) => {
  const popup = page.getByTestId('captcha-popup');
  await expect(popup).toHaveAttribute('data-type', 'clickWord');
  await expect(popup).toHaveAttribute('data-token', /.+/);
  const token = await popup.getAttribute('data-token');
  const answer = (await (
    await page.request.get(`/api/n/captcha/test-answer/${encodeURIComponent(token ?? '')}`)
  ).json()) as { data: { points: { x: number; y: number }[] } };
  return answer.data.points;
};

/** The popup says it passed and closes. */
const expectPassed = async (page: Page) => {
  await expect(page.getByTestId('captcha-result')).toHaveAttribute('data-state', 'passed');
  await expect(page.getByTestId('captcha-popup')).toBeHidden();
};

/**
 * Clicks the click-word characters in order, where the picture shows them (the test seam tells
 * where, as passSlider's). `beforeLast` runs after the second click (a screenshot of the marks).
 */
export const passClickWord = async (page: Page, beforeLast?: () => Promise<unknown>) => {
  const points = await clickWordPoints(page);
  const picture = page.getByTestId('captcha-image');
  const box = await picture.boundingBox();
  if (!box) throw new Error('no captcha picture');
  for (const [i, p] of points.entries()) {
    if (i === points.length - 1) await beforeLast?.();
    await page.mouse.click(
      box.x + (p.x * box.width) / CAPTCHA.width,
      box.y + (p.y * box.height) / CAPTCHA.height,
    );
    if (i < points.length - 1) await expect(page.getByTestId('captcha-mark')).toHaveCount(i + 1);
  }
  await expectPassed(page);
};

/**
 * Passes the click-word captcha with the keyboard alone (decision 225): Tab to the pointer,
 * Shift+arrows (40 units) and arrows (10) to each character in turn, Enter to pick it. The
 * third pick sends the answer. `beforeLast` runs before the last Enter.
 */
export const passClickWordByKeyboard = async (page: Page, beforeLast?: () => Promise<unknown>) => {
  const points = await clickWordPoints(page);
  const pointer = page.getByTestId('captcha-pointer');
  for (let i = 0; i < 8 && !(await pointer.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(pointer).toBeFocused();
  const at = async () => ({
    x: Number(await pointer.getAttribute('data-x')),
    y: Number(await pointer.getAttribute('data-y')),
  });
  const walk = async (delta: number, more: string, less: string) => {
    const key = delta > 0 ? more : less;
    const size = Math.abs(delta);
    for (let n = 0; n < Math.floor(size / 40); n += 1) await page.keyboard.press(`Shift+${key}`);
    for (let n = 0; n < Math.round((size % 40) / 10); n += 1) await page.keyboard.press(key);
  };
  for (const [i, p] of points.entries()) {
    const from = await at();
    await walk(p.x - from.x, 'ArrowRight', 'ArrowLeft');
    await walk(p.y - from.y, 'ArrowDown', 'ArrowUp');
    // Within one step's half of the character: well inside the server's tolerance of 25.
    await expect
      .poll(async () => {
        const now = await at();
        return Math.max(Math.abs(now.x - p.x), Math.abs(now.y - p.y));
      })
      .toBeLessThanOrEqual(5);
    if (i === points.length - 1) await beforeLast?.();
    await page.keyboard.press('Enter');
    if (i < points.length - 1) await expect(page.getByTestId('captcha-mark')).toHaveCount(i + 1);
  }
  await expectPassed(page);
};
