import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { boundedPool } from './limits/pool.ts';

/**
 * Password hashing with scrypt, a memory-hard function built into Node, at OWASP's
 * parameters (N=2^17, r=8, p=1: 128 MiB per hash). The stored form carries its parameters,
 * so they can be raised later without breaking old hashes.
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

interface HashParams {
  N: number;
  r: number;
  p: number;
}

/** The parameters of new hashes: OWASP's, unless a test run lowered them (setPasswordHashCost). */
let params: HashParams = PASSWORD_HASH_PARAMS;

/**
 * Every hash runs through this pool: at most as many at once as the machine has cores (each
 * holds 128 MiB while it runs), a few waiting briefly behind them, and RATE_LIMITED for the
 * rest. So a burst of logins costs bounded memory and time, never the server (issue 9).
 */
export const passwordHashing = boundedPool({
  concurrency: availableParallelism(),
  maxQueued: availableParallelism() * 4,
  maxWaitMs: 10_000,
});

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const used = params;
  const key = await derive(password, salt, used);
  return `scrypt$${used.N}$${used.r}$${used.p}$${salt.toString('base64')}$${key.toString('base64')}`;
};

export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

let dummyHash: Promise<string> | undefined;

/**
 * For the test run only (apps/server/src/test/setup.ts): new hashes at a lower cost, so the
 * server's tests do not spend most of their time in scrypt. Stored hashes carry their own
 * parameters, so verifying is the same code at any cost; nothing outside the tests calls this,
 * and passwords.test.ts checks the production parameters.
 */
export const setPasswordHashCost = (next: HashParams): void => {
  params = next;
  dummyHash = undefined;
};

/**
 * A hash of a random password, made once per process. An unknown account is checked against
 * it, so a refusal costs the same scrypt time whether the account exists or not.
 */
export const dummyPasswordHash = (): Promise<string> => {
  if (!dummyHash) {
    const made = hashPassword(randomBytes(24).toString('base64'));
    dummyHash = made;
    // Refused by a busy pool: the next caller tries again (and a warm-up nobody awaits is no crash).
    made.catch(() => {
      if (dummyHash === made) dummyHash = undefined;
    });
  }
  return dummyHash;
};
