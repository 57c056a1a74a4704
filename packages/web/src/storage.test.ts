import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './storage.ts';
import { brokenStorage, mapStorage } from './test-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storage', () => {
  it('keeps local and session values apart, local by default', () => {
    vi.stubGlobal('localStorage', mapStorage());
    vi.stubGlobal('sessionStorage', mapStorage());
    writeStored('lang', 'en');
    writeStored('lang', 'zh', 'session');
    expect(readStored('lang')).toBe('en');
    expect(readStored('lang', 'session')).toBe('zh');
    removeStored('lang');
    expect(readStored('lang', 'local')).toBeNull();
    expect(readStored('lang', 'session')).toBe('zh');
  });

  it('answers "nothing stored" and does not throw when storage fails', () => {
    vi.stubGlobal('localStorage', brokenStorage());
    expect(() => writeStored('lang', 'en')).not.toThrow();
    expect(() => removeStored('lang')).not.toThrow();
    expect(readStored('lang')).toBeNull();
  });
});
