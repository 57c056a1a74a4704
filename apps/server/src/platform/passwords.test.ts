import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_PARAMS, setPasswordHashCost, verifyPassword } from './passwords.ts';

/** What the other tests' hashes cost (test/setup.ts). */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  // The production cost here, whatever the test run set for the other files.
  beforeAll(() => setPasswordHashCost(PASSWORD_HASH_PARAMS));
  afterAll(() => setPasswordHashCost(TEST_COST));

  it('verifies the right password only, and never stores it in clear', async () => {
    const stored = await hashPassword('Secret123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(stored).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(await verifyPassword('Secret123', null)).toBe(false);
    expect(await verifyPassword('Secret123', 'garbage')).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Secret123')).not.toBe(await hashPassword('Secret123'));
  });

  it('verifies a hash by the parameters stored with it, whatever new hashes cost', async () => {
    const production = await hashPassword('Secret123');
    setPasswordHashCost(TEST_COST);
    try {
      const cheap = await hashPassword('Secret123');
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword('Secret123', cheap)).toBe(true);
      expect(await verifyPassword('Secret123', production)).toBe(true);
      expect(await verifyPassword('Secret124', production)).toBe(false);
    } finally {
      setPasswordHashCost(PASSWORD_HASH_PARAMS);
    }
  });
});
