import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOOL_TOKEN_LIFE_S } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { loadPasswordCrypto, rotatePasswordKey } from '../../../platform/password-crypto.ts';
import { TOOL_TOKEN_PURPOSE } from './references.routes.ts';
import { toolTokens } from './tool-token.ts';

const serverAt = (dataDir: string) => {
  const crypto = loadPasswordCrypto({ DATA_DIR: dataDir, RSA_PRIVATE_KEY_FILE: undefined });
  return toolTokens(() => crypto.derivedKeys(TOOL_TOKEN_PURPOSE));
};

describe('tool tokens and their key', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-tool-token-'));
  const now = Date.parse('2026-05-01T08:00:00.000Z');
  const who = { userId: 42, companyId: 7 };

  it('is derived from the password key: stable over restarts, one key per purpose', () => {
    const crypto = loadPasswordCrypto({ DATA_DIR: dataDir, RSA_PRIVATE_KEY_FILE: undefined });
    const [key] = crypto.derivedKeys(TOOL_TOKEN_PURPOSE);
    expect(key).toHaveLength(32);
    const restarted = loadPasswordCrypto({ DATA_DIR: dataDir, RSA_PRIVATE_KEY_FILE: undefined });
    expect(restarted.derivedKeys(TOOL_TOKEN_PURPOSE)[0]!.equals(key!)).toBe(true);
    expect(crypto.derivedKeys('another purpose')[0]!.equals(key!)).toBe(false);
  });

  it('names the user and company until it expires', () => {
    const tokens = serverAt(dataDir);
    const { token, expiresAt } = tokens.sign(who, now);
    expect(expiresAt).toBe(now / 1000 + TOOL_TOKEN_LIFE_S);
    expect(tokens.verify(token, now + 1000)).toEqual({ ...who, expiresAt });
    expect(tokens.verify(token, expiresAt * 1000 - 1)).not.toBeNull();
    expect(tokens.verify(token, expiresAt * 1000)).toBeNull();
  });

  it("refuses another server's token, and keeps a token good over a key rotation", () => {
    const elsewhere = serverAt(fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-tool-token-')));
    const { token } = serverAt(dataDir).sign(who, now);
    expect(elsewhere.verify(token, now)).toBeNull();

    rotatePasswordKey({ DATA_DIR: dataDir, RSA_PRIVATE_KEY_FILE: undefined });
    const rotated = serverAt(dataDir);
    expect(rotated.verify(token, now)).toMatchObject(who);
    const fresh = rotated.sign(who, now).token;
    expect(rotated.verify(fresh, now)).toMatchObject(who);
  });
});
