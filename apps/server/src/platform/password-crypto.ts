import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { appError } from './errors.ts';
import { makePrivateDir, narrowToOwner, PRIVATE_FILE_MODE } from './private-files.ts';

/**
 * Passwords travel RSA-OAEP (SHA-256) encrypted from the browser (spec 01 §5), also over plain
 * HTTP intranet deployments. The private key never leaves the server: it is read from
 * RSA_PRIVATE_KEY_FILE or made on first start in DATA_DIR/keys. Rotating moves the current
 * key to `previous` (still accepted, so forms opened before the rotation keep working).
 */
export interface PasswordCrypto {
  /** The public key as base64 SPKI DER, for WebCrypto's importKey('spki'). */
  readonly publicKey: string;
  /** The clear password of a base64 ciphertext, or PASSWORD_UNREADABLE. */
  decrypt(ciphertext: string): string;
  /**
   * 32-byte keys for another purpose (the external tools' tokens), derived from the private key
   * with HKDF-SHA256 and the purpose as its info: the current key's first, then the previous
   * one's. One secret to keep and share between instances; a rotation renews them too.
   */
  derivedKeys(purpose: string): readonly Buffer[];
}

const keyFiles = (config: Pick<Config, 'DATA_DIR' | 'RSA_PRIVATE_KEY_FILE'>) => {
  const dir = path.join(config.DATA_DIR, 'keys');
  return {
    current: config.RSA_PRIVATE_KEY_FILE ?? path.join(dir, 'password-rsa.pem'),
    previous: path.join(dir, 'password-rsa.previous.pem'),
  };
};

const writeNewKey = (file: string) => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  makePrivateDir(path.dirname(file));
  fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: PRIVATE_FILE_MODE });
};

/** The generated keys are the server's only; an operator's RSA_PRIVATE_KEY_FILE is theirs to guard. */
const narrowGeneratedKeys = (config: Pick<Config, 'DATA_DIR' | 'RSA_PRIVATE_KEY_FILE'>) => {
  const files = keyFiles(config);
  narrowToOwner(path.dirname(files.previous));
  if (!config.RSA_PRIVATE_KEY_FILE) narrowToOwner(files.current);
  narrowToOwner(files.previous);
};

const readKey = (file: string): KeyObject | null =>
  fs.existsSync(file) ? createPrivateKey(fs.readFileSync(file)) : null;

const loadKeys = (config: Pick<Config, 'DATA_DIR' | 'RSA_PRIVATE_KEY_FILE'>) => {
  const files = keyFiles(config);
  narrowGeneratedKeys(config);
  if (!fs.existsSync(files.current)) {
    if (config.RSA_PRIVATE_KEY_FILE) throw new Error(`RSA_PRIVATE_KEY_FILE ${files.current} does not exist`);
    writeNewKey(files.current);
  }
  const keys = [readKey(files.current), readKey(files.previous)].filter((k): k is KeyObject => k !== null);
  const [current] = keys;
  if (!current) throw new Error('no RSA key');
  return {
    keys,
    publicKey: createPublicKey(current).export({ type: 'spki', format: 'der' }).toString('base64'),
  };
};

/** Keys are read (or made) on first use, so an instance that never sees a password never makes one. */
export const loadPasswordCrypto = (
  config: Pick<Config, 'DATA_DIR' | 'RSA_PRIVATE_KEY_FILE'>,
): PasswordCrypto => {
  let loaded: ReturnType<typeof loadKeys> | undefined;
  const keys = () => {
    loaded ??= loadKeys(config);
    return loaded;
  };
  const derived = new Map<string, readonly Buffer[]>();
  return {
    derivedKeys(purpose) {
      let found = derived.get(purpose);
      if (!found) {
        found = keys().keys.map((key) =>
          Buffer.from(
            hkdfSync(
              'sha256',
              key.export({ type: 'pkcs8', format: 'der' }),
              Buffer.alloc(0),
              `steel-epd ${purpose}`,
              32,
            ),
          ),
        );
        derived.set(purpose, found);
      }
      return found;
    },
    get publicKey() {
      return keys().publicKey;
    },
    decrypt(ciphertext) {
      const bytes = Buffer.from(ciphertext, 'base64');
      for (const key of keys().keys) {
        try {
          return privateDecrypt(
            { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
            bytes,
          ).toString('utf8');
        } catch {
          // Not this key (or not a ciphertext at all): try the previous one, then refuse.
        }
      }
      throw appError('PASSWORD_UNREADABLE');
    },
  };
};

/** Makes a new key pair; the old one stays accepted as `previous` until the next rotation. */
export const rotatePasswordKey = (config: Pick<Config, 'DATA_DIR' | 'RSA_PRIVATE_KEY_FILE'>) => {
  const files = keyFiles(config);
  if (config.RSA_PRIVATE_KEY_FILE) throw new Error('RSA_PRIVATE_KEY_FILE is set: rotate that file yourself');
  if (fs.existsSync(files.current)) fs.renameSync(files.current, files.previous);
  writeNewKey(files.current);
};
