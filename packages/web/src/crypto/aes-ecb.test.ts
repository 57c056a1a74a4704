import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEcbEncrypt } from './aes-ecb.ts';
import { base64ToBytes, bytesToBase64 } from './base64.ts';

const KEY = 'aBcD1234eFgH5678';

const nodeEncrypt = (text: string, key: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};
const nodeDecrypt = (base64: string, key: string) => {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

describe('captcha AES-128-ECB', () => {
  it('gives the same text as node:crypto (PKCS7 padding)', () => {
    for (const text of ['{"x":123.4,"y":5}', '', 'a'.repeat(16), 'token-abc---[{"x":1,"y":2}]', '中文']) {
      expect(aesEcbEncrypt(text, KEY)).toBe(nodeEncrypt(text, KEY));
      expect(nodeDecrypt(aesEcbEncrypt(text, KEY), KEY)).toBe(text);
    }
  });
});

describe('base64', () => {
  it('round-trips every byte value and long inputs', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    const text = bytesToBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(text)).toEqual(bytes);
  });
});
