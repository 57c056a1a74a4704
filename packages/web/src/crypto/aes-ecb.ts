import { ecb } from '@noble/ciphers/aes.js';
import { utf8ToBytes } from '@noble/ciphers/utils.js';
import { bytesToBase64 } from './base64.ts';

/**
 * AES-ECB with PKCS7 padding, base64 out: what the captcha protocol (AJ-Captcha) uses for
 * pointJson and captchaVerification. The key is the challenge's 16-character secretKey as UTF-8
 * (AES-128). ECB is the protocol's choice, not ours: it only keeps the answer from being sent
 * in clear text alongside the token, it protects nothing secret.
 */
export const aesEcbEncrypt = (text: string, secretKey: string): string =>
  bytesToBase64(ecb(utf8ToBytes(secretKey)).encrypt(utf8ToBytes(text)));
