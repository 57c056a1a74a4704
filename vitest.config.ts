import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; the server project runs on SQLite by default and on
// PostgreSQL when TEST_DATABASE_URL is set (scripts/test-pg.mjs does that run).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'portal', include: ['apps/portal/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'console', include: ['apps/console/src/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
