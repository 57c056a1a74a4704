import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { encryptPassword, encryptWithForge, encryptWithWebCrypto } from './rsa-oaep.ts';

// The server's side of the exchange: a 2048-bit key, SPKI base64 out, Node's OAEP SHA-256 in.
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const spkiPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const serverDecrypt = (cipherBase64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(cipherBase64, 'base64'),
  ).toString('utf8');

const PASSWORD = 'Secret123密码';

describe('password encryption', () => {
  it('WebCrypto: the server decrypts it', async () => {
    const cipher = await encryptWithWebCrypto(PASSWORD, spki);
    expect(cipher).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(serverDecrypt(cipher)).toBe(PASSWORD);
  });

  it('node-forge: the server decrypts it', async () => {
    expect(serverDecrypt(await encryptWithForge(PASSWORD, spki))).toBe(PASSWORD);
  });

  it('accepts a PEM key as well', async () => {
    expect(serverDecrypt(await encryptWithWebCrypto(PASSWORD, spkiPem))).toBe(PASSWORD);
    expect(serverDecrypt(await encryptWithForge(PASSWORD, spkiPem))).toBe(PASSWORD);
  });

  it('is randomised: the same password never gives the same text twice', async () => {
    expect(await encryptWithWebCrypto(PASSWORD, spki)).not.toBe(await encryptWithWebCrypto(PASSWORD, spki));
  });

  it('falls back to node-forge when crypto.subtle is missing (plain http)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(globalThis.crypto.subtle).toBeUndefined();
      expect(serverDecrypt(await encryptPassword(PASSWORD, spki))).toBe(PASSWORD);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
