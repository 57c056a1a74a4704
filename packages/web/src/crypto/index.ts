export { aesEcbEncrypt } from './aes-ecb.ts';
export { base64ToBytes, bytesToBase64 } from './base64.ts';
export { encryptPassword, encryptWithForge, encryptWithWebCrypto } from './rsa-oaep.ts';
