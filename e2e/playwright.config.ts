import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/env.ts';

// A real server on a fresh SQLite database in e2e/.data, serving the built portal and console,
// driven by Debian's Chromium (never a downloaded browser).
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'zh-CN',
    // The apps honour reduced motion, so no click lands on a dialog that is still zooming in.
    reducedMotion: 'reduce',
    // The home page's guided tour shows once per browser; every journey but the home one
    // (which starts empty) has seen it, so its mask never covers what a journey clicks.
    storageState: {
      cookies: [],
      origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'homeTourDone', value: '1' }] }],
    },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node ../apps/server/src/main.ts`,
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_MODE: 'test',
      LOG_LEVEL: 'warn',
      // Journeys arrange their own records; the mobile journey publishes the demo content itself.
      DEMO_CONTENT: 'off',
    },
  },
});
