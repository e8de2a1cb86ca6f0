import { defineConfig } from '@playwright/test';

// PREVIEW_PORT / PLATFORM_PORT + PLATFORM_URL let two checkouts run their e2e side by side.
const previewUrl = `http://127.0.0.1:${process.env['PREVIEW_PORT'] ?? '4173'}`;

/** e2e against the production build (`npm run preview`, which also starts the embedded platform). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // One worker: some specs edit dist/schemas on the origin to prove run-time schema loading.
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: previewUrl,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npm run -s preview',
    url: `${previewUrl}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'ignore',
  },
});
