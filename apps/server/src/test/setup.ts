import { setPasswordHashCost } from '../platform/passwords.ts';

/**
 * Runs before every server test file (vitest.config.ts). New password hashes cost N=2^10
 * (1 MiB, a few milliseconds) instead of OWASP's 2^17 (128 MiB, a quarter to two seconds on
 * this machine): a few hundred hashes in a run (operators made and logged in, the fuzz guard's
 * logins against the dummy hash) took about half of the run's CPU time. Verification reads
 * the parameters stored with each hash, so the code under test is the same;
 * passwords.test.ts sets the production cost back and checks it.
 */
setPasswordHashCost({ N: 2 ** 10, r: 8, p: 1 });
