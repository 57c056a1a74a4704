import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; the server project runs on SQLite by default and on
// PostgreSQL when TEST_DATABASE_URL is set (scripts/test-pg.mjs does that run).
/**
 * The packages' and apps' tests are pure functions over modules (no server, no database): one
 * worker imports the contract, antd and the rest once for all its files instead of once per
 * file, which was most of these projects' time. The server's files keep their isolation.
 */
const shared = { environment: 'node', isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], ...shared } },
      { test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], ...shared } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Cheaper password hashes for the test run (see the file).
          setupFiles: ['apps/server/src/test/setup.ts'],
          // Each file builds its own app on its own database (SQLite in memory, or a PostgreSQL
          // schema of its own) and mocks nothing, so the files of a worker share one import of
          // the server instead of importing it again per file (docs/performance.md, History, "The test run").
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'portal', include: ['apps/portal/src/**/*.test.{ts,tsx}'], ...shared } },
      { test: { name: 'console', include: ['apps/console/src/**/*.test.{ts,tsx}'], ...shared } },
      // The repository's own checks (scripts/check-boundaries.mjs); each plants its cases in a temp folder.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
