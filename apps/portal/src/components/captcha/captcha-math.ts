import { CAPTCHA } from '@steel-epd/contract';
import { aesEcbEncrypt } from '@steel-epd/web';

/** A point in the server's picture coordinates (310 x 155), whatever size the picture is shown at. */
export interface CaptchaPoint {
  x: number;
  y: number;
}

/**
 * The slider's distance in picture coordinates (spec 01 §9: normalised to width 310). The
 * picture may be drawn narrower than 310 px on a small screen; the server only knows 310.
 */
export const normaliseSliderX = (movedPx: number, shownWidthPx: number): number =>
  shownWidthPx > 0 ? (movedPx * CAPTCHA.width) / shownWidthPx : movedPx;

/** How far the handle may travel: the piece must stay inside the picture. */
export const sliderMax = (shownWidthPx: number): number =>
  Math.max(0, shownWidthPx - (CAPTCHA.pieceWidth * shownWidthPx) / CAPTCHA.width);

export const clampSlider = (movedPx: number, shownWidthPx: number): number =>
  Math.min(Math.max(movedPx, 0), sliderMax(shownWidthPx));

/** A click on the picture in picture coordinates (310 x 155), rounded as the protocol sends them. */
export const normaliseClick = (
  offsetX: number,
  offsetY: number,
  shownWidthPx: number,
  shownHeightPx: number,
): CaptchaPoint => ({
  x: Math.round(shownWidthPx > 0 ? (offsetX * CAPTCHA.width) / shownWidthPx : offsetX),
  y: Math.round(shownHeightPx > 0 ? (offsetY * CAPTCHA.height) / shownHeightPx : offsetY),
});

/** The slider answer: the protocol fixes y at 5. */
export const sliderAnswer = (x: number): string => JSON.stringify({ x, y: 5 });
export const clickAnswer = (points: readonly CaptchaPoint[]): string => JSON.stringify(points);

/** What captchaCheck receives: the answer encrypted with the challenge's key. */
export const encryptAnswer = (answer: string, secretKey: string): string => aesEcbEncrypt(answer, secretKey);

/** What a code-sending call carries as `token` after a passed check (AJ-Captcha's captchaVerification). */
export const captchaVerification = (token: string, answer: string, secretKey: string): string =>
  aesEcbEncrypt(`${token}---${answer}`, secretKey);
