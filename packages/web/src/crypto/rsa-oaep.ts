import { base64ToBytes, bytesToBase64, keyBody } from './base64.ts';

/**
 * RSA-OAEP with SHA-256 (hash and MGF1) of a password, base64 out, with the SPKI key that
 * getPublicKey answers (base64, or PEM). The server decrypts with Node's
 * privateDecrypt({padding: RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256'}).
 */
export const encryptPassword = (password: string, spkiKey: string): Promise<string> =>
  globalThis.crypto?.subtle ? encryptWithWebCrypto(password, spkiKey) : encryptWithForge(password, spkiKey);

/** WebCrypto: only present in a secure context (https or localhost). */
export const encryptWithWebCrypto = async (password: string, spkiKey: string): Promise<string> => {
  const der = base64ToBytes(keyBody(spkiKey));
  const key = await crypto.subtle.importKey(
    'spki',
    der.buffer as ArrayBuffer,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
};

/**
 * node-forge, for a platform served over plain http, where browsers hide crypto.subtle. It is
 * loaded only on that path, so the usual (https) visitor never downloads it.
 */
export const encryptWithForge = async (password: string, spkiKey: string): Promise<string> => {
  const forge = (await import('node-forge')).default;
  const asn1 = forge.asn1.fromDer(forge.util.decode64(keyBody(spkiKey)));
  const publicKey = forge.pki.publicKeyFromAsn1(asn1);
  const cipher = publicKey.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
};
