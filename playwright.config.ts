import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Browser tests run against the production build (`npm run build`), served by the production server (scripts/serve.mjs). */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** The build made with Algolia DocSearch keys (`npm run build:hosted`), for the hosted-search tests. */
export const hostedSearchURL = `http://127.0.0.1:${port + 1}`;
/** `npm test` always makes it; the release-cut check runs its browser tests without it. */
const hasHostedBuild = fs.existsSync('build-hosted');

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    // No trace: recording one for every test (to keep it only when the test fails) made the browser tests take
    // 1.4–1.7 times as long. To see why a test fails, run it again with `npx playwright test --trace on`.
    trace: 'off',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (see scripts/setup.mjs).
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `${baseURL}/docs/introduction`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(hasHostedBuild
      ? [
          {
            command: `node scripts/serve.mjs --port ${port + 1} --dir build-hosted`,
            url: `${hostedSearchURL}/docs/introduction`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
