import { defineConfig } from 'vitest/config';

// The tests of whole server processes (`npm run test:ops`): a PostgreSQL restart and SIGTERM
// under load. They run alone, after the other tests: restarting the machine's database cluster
// would fail every other file that uses it at that moment.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.ops.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
