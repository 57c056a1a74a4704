import { randomInt } from 'node:crypto';

/*
 * Every random choice of a challenge comes from the CSPRNG: Math.random's state can be
 * recovered from enough of its outputs, and the decorations of one image must not help to
 * predict the secret position of the next.
 */

/** An integer in [min, max]. */
export const int = (min: number, max: number) => randomInt(min, max + 1);

/** A float in [min, max). */
export const float = (min: number, max: number) => min + (randomInt(0, 2 ** 32) / 2 ** 32) * (max - min);

export const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;

/** `count` distinct items, in random order. */
export const sample = <T>(items: readonly T[], count: number): T[] => {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
};

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** AJ-Captcha's secretKey: 16 printable characters whose UTF-8 bytes are the AES-128 key. */
export const secretKey = () =>
  Array.from({ length: 16 }, () => KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)]).join('');
