import { CODE_COUNTDOWN_S } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown.ts';

describe('code button countdown', () => {
  it('is not running before a code was sent', () => {
    expect(secondsLeft(null, 1_000)).toBe(0);
  });

  it('counts down 60 seconds from the send', () => {
    expect(CODE_COUNTDOWN_S).toBe(60);
    expect(secondsLeft(10_000, 10_000)).toBe(60);
    expect(secondsLeft(10_000, 10_999)).toBe(60);
    expect(secondsLeft(10_000, 11_000)).toBe(59);
    expect(secondsLeft(10_000, 69_000)).toBe(1);
  });

  it('lets the button work again after 60 seconds', () => {
    expect(secondsLeft(10_000, 70_000)).toBe(0);
    expect(secondsLeft(10_000, 500_000)).toBe(0);
  });

  it('does not count up when the clock goes back', () => {
    expect(secondsLeft(10_000, 5_000)).toBe(60);
  });
});
