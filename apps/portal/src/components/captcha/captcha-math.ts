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

/** A keyboard step of the slider, in picture units (within the server's tolerance of 5). */
export const SLIDER_KEY_STEP = 2;
/** PageUp / PageDown: ten steps. */
export const SLIDER_PAGE_STEP = 20;

/**
 * Where a key moves the slider (issue 29: the keyboard path of spec 01 §2's slider), in shown
 * pixels like a drag: arrows by a step, PageUp/PageDown by ten, Home and End to the ends;
 * null for a key that does not move it. Right and Up move right, as a slider's value grows.
 */
export const keySlide = (key: string, movedPx: number, shownWidthPx: number): number | null => {
  const unit = shownWidthPx > 0 ? shownWidthPx / CAPTCHA.width : 1;
  const by = (steps: number) => clampSlider(movedPx + steps * unit, shownWidthPx);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return by(SLIDER_KEY_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return by(-SLIDER_KEY_STEP);
    case 'PageUp':
      return by(SLIDER_PAGE_STEP);
    case 'PageDown':
      return by(-SLIDER_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return sliderMax(shownWidthPx);
    default:
      return null;
  }
};

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

/** A keyboard step of the click-word pointer, in picture units: within the server's tolerance of 25. */
export const POINTER_KEY_STEP = 10;
/** With Shift held: four steps. */
export const POINTER_FAST_STEP = 40;

/** The pointer's start: the middle of the picture. */
export const POINTER_START: CaptchaPoint = {
  x: Math.round(CAPTCHA.width / 2),
  y: Math.round(CAPTCHA.height / 2),
};

/**
 * Where a key moves the click-word pointer (issue 29, decision 225), in picture units, kept on
 * the picture; null for a key that does not move it. The pointer answers what a click at its
 * place would: the server checks the same three points either way.
 */
export const keyPoint = (key: string, fast: boolean, at: CaptchaPoint): CaptchaPoint | null => {
  const step = fast ? POINTER_FAST_STEP : POINTER_KEY_STEP;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const move = (dx: number, dy: number) => ({
    x: clamp(at.x + dx, CAPTCHA.width - 1),
    y: clamp(at.y + dy, CAPTCHA.height - 1),
  });
  switch (key) {
    case 'ArrowRight':
      return move(step, 0);
    case 'ArrowLeft':
      return move(-step, 0);
    case 'ArrowDown':
      return move(0, step);
    case 'ArrowUp':
      return move(0, -step);
    default:
      return null;
  }
};

/** What captchaCheck receives: the answer encrypted with the challenge's key. */
export const encryptAnswer = (answer: string, secretKey: string): string => aesEcbEncrypt(answer, secretKey);

/** What a code-sending call carries as `token` after a passed check (AJ-Captcha's captchaVerification). */
export const captchaVerification = (token: string, answer: string, secretKey: string): string =>
  aesEcbEncrypt(`${token}---${answer}`, secretKey);
