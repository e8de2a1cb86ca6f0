import { defineConfig } from '@playwright/test';
import base, { studioServerCommand, studioServerEnv } from './playwright.config';

// The studio is tested where operators use it: under `npm start` (the Vite dev server and the embedded platform).
// DEV_PORT / PLATFORM_PORT + PLATFORM_URL let two checkouts run side by side, as for the main suite.
const devPort = process.env['DEV_PORT'] ?? '5173';

/** `tests/e2e/studio.spec.ts` and `studio-publish.spec.ts` against the dev server; `npm test` runs it after the main e2e suite (scripts/test-all.sh). */
export default defineConfig({
  ...base,
  testMatch: ['**/studio.spec.ts', '**/studio-publish.spec.ts', '**/studio-friction.spec.ts', '**/studio-task-*.spec.ts'],
  projects: [{ name: 'studio' }],
  workers: 1,
  // The dev server compiles each module on its first request: the first visit is slower than in preview.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: { ...base.use, baseURL: `http://localhost:${devPort}` },
  webServer: {
    command: studioServerCommand,
    env: studioServerEnv,
    url: `http://127.0.0.1:${devPort}/studio`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'ignore',
  },
});
