import { defineConfig } from '@playwright/test';
import base, { studioPort, studioServer } from './playwright.config';

// The studio specs alone, against the built studio (dist-studio/, `npm run build:studio`) on STUDIO_PORT, with the
// main suite's studio server (its own platform and publish service); STUDIO_PORT / STUDIO_PLATFORM_PORT / PUBLISH_PORT
// let two checkouts run side by side, as for the main suite (the port is read once, in playwright.config.ts).

/** The studio specs (`npm run test:e2e:studio`); `npm test` runs them as the `studio` project of the main suite. */
export default defineConfig({
  ...base,
  testMatch: ['**/studio.spec.ts', '**/studio-publish.spec.ts', '**/studio-friction.spec.ts', '**/studio-task-*.spec.ts'],
  projects: [{ name: 'studio' }],
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: { ...base.use, baseURL: `http://localhost:${studioPort}` },
  webServer: studioServer,
});
