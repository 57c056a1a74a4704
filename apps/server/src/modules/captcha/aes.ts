import { createCipheriv, createDecipheriv } from 'node:crypto';

/*
 * AJ-Captcha's cipher: AES-128-ECB with PKCS#7 padding, the 16-character secretKey's UTF-8
 * bytes as the key, base64 text on the wire. ECB is weak, but it is what the protocol's
 * clients speak; the key lives for one challenge and only hides a point from casual replay.
 */

const keyOf = (secretKey: string) => {
  const key = Buffer.from(secretKey, 'utf8');
  if (key.length !== 16) throw new Error('an AES-128 key is 16 bytes');
  return key;
};

export const aesEncrypt = (text: string, secretKey: string) => {
  const cipher = createCipheriv('aes-128-ecb', keyOf(secretKey), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

/** Strict base64 (Node's decoder skips what it cannot read, so a typo would decode to something). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The plain text of a client's base64 ciphertext, or null when it is not base64, not whole
 * blocks, not padded right for this key, or not UTF-8: every malformed answer is just wrong.
 */
export const aesDecrypt = (base64: string, secretKey: string): string | null => {
  if (!BASE64.test(base64)) return null;
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', keyOf(secretKey), null);
    const plain = Buffer.concat([decipher.update(data), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
};
