import { describe, expect, it } from 'vitest';
import { badgeText, hasMoreAfter, messageDate, openedMessageId } from './inbox-rules.ts';

describe('badgeText', () => {
  it('shows nothing without unread messages', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });

  it('shows the count up to 9, then 9+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('hasMoreAfter', () => {
  it('offers more while a page returns at least 3 items', () => {
    expect(hasMoreAfter(4)).toBe(true);
    expect(hasMoreAfter(3)).toBe(true);
  });

  it('hides more once a page returns fewer than 3', () => {
    expect(hasMoreAfter(2)).toBe(false);
    expect(hasMoreAfter(0)).toBe(false);
  });
});

describe('messageDate', () => {
  it('keeps the date part of the send time', () => {
    expect(messageDate('2026-03-04T05:06:07.000Z')).toBe('2026-03-04');
    expect(messageDate('2026-03-04 05:06')).toBe('2026-03-04');
  });
});

describe('openedMessageId', () => {
  it('reads a message id and ignores the word all', () => {
    expect(openedMessageId('42')).toBe(42);
    expect(openedMessageId('all')).toBeNull();
    expect(openedMessageId(undefined)).toBeNull();
    expect(openedMessageId('0')).toBeNull();
    expect(openedMessageId('1e3')).toBeNull();
  });
});
