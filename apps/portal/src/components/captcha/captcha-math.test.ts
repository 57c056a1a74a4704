import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  captchaVerification,
  clampSlider,
  clickAnswer,
  encryptAnswer,
  keyPoint,
  keySlide,
  normaliseClick,
  normaliseSliderX,
  POINTER_KEY_STEP,
  sliderAnswer,
  sliderMax,
} from './captcha-math.ts';

const KEY = 'k1k2k3k4k5k6k7k8';
const decrypt = (base64: string) => {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(KEY, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

describe('captcha positions', () => {
  it('keeps the distance as it is on a 310 px picture', () => {
    expect(normaliseSliderX(120, 310)).toBe(120);
  });

  it('scales the distance to width 310 on a narrower or wider picture', () => {
    expect(normaliseSliderX(100, 155)).toBe(200);
    expect(normaliseSliderX(124, 620)).toBeCloseTo(62);
  });

  it('keeps the piece inside the picture', () => {
    expect(sliderMax(310)).toBe(263);
    expect(clampSlider(-20, 310)).toBe(0);
    expect(clampSlider(400, 310)).toBe(263);
    expect(clampSlider(100, 310)).toBe(100);
    expect(clampSlider(400, 155)).toBeCloseTo(131.5);
  });

  it('moves the slider by keys in picture units, kept inside the picture', () => {
    expect(keySlide('ArrowRight', 0, 310)).toBe(2);
    expect(keySlide('ArrowUp', 10, 310)).toBe(12);
    expect(keySlide('ArrowLeft', 10, 310)).toBe(8);
    expect(keySlide('ArrowDown', 1, 310)).toBe(0);
    expect(keySlide('PageUp', 250, 310)).toBe(263);
    expect(keySlide('PageDown', 30, 310)).toBe(10);
    expect(keySlide('Home', 120, 310)).toBe(0);
    expect(keySlide('End', 0, 310)).toBe(263);
    // On a 155 px picture a step is 1 shown pixel: still 2 units once normalised.
    expect(normaliseSliderX(keySlide('ArrowRight', 0, 155) ?? -1, 155)).toBe(2);
    expect(keySlide('Enter', 5, 310)).toBeNull();
    expect(keySlide('a', 5, 310)).toBeNull();
  });

  it('normalises clicks to 310 x 155 and rounds them', () => {
    expect(normaliseClick(100, 50, 310, 155)).toEqual({ x: 100, y: 50 });
    expect(normaliseClick(100.4, 50.6, 310, 155)).toEqual({ x: 100, y: 51 });
    expect(normaliseClick(100, 50, 155, 77.5)).toEqual({ x: 200, y: 100 });
  });
});

describe('captcha answers', () => {
  it('sends the slider answer with y fixed at 5, encrypted with the secret key', () => {
    const answer = sliderAnswer(123.5);
    expect(answer).toBe('{"x":123.5,"y":5}');
    expect(decrypt(encryptAnswer(answer, KEY))).toBe(answer);
  });

  it('sends the click points in order', () => {
    expect(
      clickAnswer([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
        { x: 5, y: 6 },
      ]),
    ).toBe('[{"x":1,"y":2},{"x":3,"y":4},{"x":5,"y":6}]');
  });

  it('builds captchaVerification from the token and the answer text', () => {
    const answer = sliderAnswer(42);
    expect(decrypt(captchaVerification('tok-1', answer, KEY))).toBe(`tok-1---${answer}`);
  });

  it('moves the click-word pointer by steps within the tolerance, faster with Shift, never off the picture', () => {
    expect(POINTER_KEY_STEP).toBeLessThanOrEqual(25);
    expect(keyPoint('ArrowRight', false, { x: 100, y: 50 })).toEqual({ x: 110, y: 50 });
    expect(keyPoint('ArrowUp', false, { x: 100, y: 50 })).toEqual({ x: 100, y: 40 });
    expect(keyPoint('ArrowDown', true, { x: 100, y: 50 })).toEqual({ x: 100, y: 90 });
    expect(keyPoint('ArrowLeft', true, { x: 20, y: 50 })).toEqual({ x: 0, y: 50 });
    expect(keyPoint('ArrowRight', true, { x: 300, y: 150 })).toEqual({ x: 309, y: 150 });
    expect(keyPoint('ArrowDown', true, { x: 300, y: 150 })).toEqual({ x: 300, y: 154 });
    expect(keyPoint('Enter', false, { x: 1, y: 2 })).toBeNull();
  });
});
