import { CAPTCHA, type TCaptchaType } from '@steel-epd/contract';
import { z } from 'zod';
import { PUZZLE_Y } from './puzzle-image.ts';
import type { Point } from './word-image.ts';

/*
 * What a client's decrypted pointJson must look like, and whether it hits the secret.
 * Coordinates are in the 310 x 155 space of the original image (AJ-Captcha's clients scale
 * them before sending).
 */

const ZCoordinate = z.number().min(-1000).max(1000);
const ZPoint = z.object({ x: ZCoordinate, y: ZCoordinate });
const ZClicks = z.array(ZPoint).length(CAPTCHA.clickPoints);

/** The secret a challenge row keeps: the strip's place, or the click points in order. */
export type Secret = { x: number; y: number } | Point[];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * True when the answer text is well formed for the type and within tolerance of the secret;
 * false for anything else (not JSON, wrong shape, wrong place), so a malformed answer is never
 * an error of ours.
 */
export const answerHits = (type: TCaptchaType, secret: Secret, text: string): boolean => {
  const value = parseJson(text);
  if (type === 'blockPuzzle') {
    const point = ZPoint.safeParse(value);
    if (!point.success || Array.isArray(secret)) return false;
    // The protocol's y is a constant: anything else is a client that does not speak it.
    return Math.abs(point.data.x - secret.x) <= CAPTCHA.sliderTolerancePx && point.data.y === PUZZLE_Y;
  }
  const clicks = ZClicks.safeParse(value);
  if (!clicks.success || !Array.isArray(secret)) return false;
  return clicks.data.every((click, i) => {
    const target = secret[i];
    return (
      target !== undefined &&
      Math.abs(click.x - target.x) <= CAPTCHA.clickTolerancePx &&
      Math.abs(click.y - target.y) <= CAPTCHA.clickTolerancePx
    );
  });
};

const ZSecret = z.union([z.object({ x: z.number(), y: z.number() }), z.array(ZPoint)]);

/** A stored secret, read back; a row edited into nonsense reads as no secret at all. */
export const parseSecret = (text: string): Secret | null => {
  const parsed = ZSecret.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
};
