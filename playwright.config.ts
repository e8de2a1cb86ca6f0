import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// PREVIEW_PORT / PLATFORM_PORT + PLATFORM_URL let two checkouts run their e2e side by side.
const previewPort = process.env['PREVIEW_PORT'] ?? '4173';
// The specs browse as `localhost`, the default merchant's host in schemas/merchants.json; 127.0.0.1 serves
// another brand from the same dist/ (merchants.spec.ts). The server listens on 127.0.0.1 either way.
const previewUrl = `http://localhost:${previewPort}`;
// The studio is tested where operators use it: under `npm start` (the dev server), with an embedded platform of its
// own, so the origin specs' platform restart never reaches it.
const devPort = process.env['DEV_PORT'] ?? '5173';
const studioPlatformPort = process.env['STUDIO_PLATFORM_PORT'] ?? '8788';
// `npm start` also runs the publish service (its origin is what the dev server serves): PUBLISH_PORT keeps two
// checkouts' services apart, as the platform ports do.
const publishPort = process.env['PUBLISH_PORT'] ?? '8797';
/**
 * The studio's publish service stores its history and deploys its origin here, wiped when the server starts (the
 * webServer's command), so each run publishes onto the repository's schemas/ and a developer's `.publish/` is never
 * touched. The dev server serves this origin (scripts/with-platform.ts reads PUBLISH_ORIGIN_DIR).
 */
export const studioPublishDir = join(tmpdir(), `croupier-e2e-publish-${publishPort}`);
export const studioServerEnv = {
  PLATFORM_PORT: studioPlatformPort,
  PLATFORM_URL: `http://127.0.0.1:${studioPlatformPort}`,
  PUBLISH_URL: `http://127.0.0.1:${publishPort}`,
  PUBLISH_STORAGE_DIR: join(studioPublishDir, 'storage'),
  PUBLISH_ORIGIN_DIR: join(studioPublishDir, 'origin'),
};
export const studioServerCommand = `rm -rf '${studioPublishDir}' && npm run -s start`;

/**
 * Two workers, and four projects:
 * - `money`: specs that move player01's money or points, or read it (balances, records, redeem), one file at a time,
 *   so none sees another's writes; with them, the accessibility sweep of the popups and brands (a11y-sweep.spec.ts,
 *   which moves no money), so that this lane is about as long as the others';
 * - `studio`: the studio specs against the dev server, one file at a time (they publish through one publish service),
 *   from the start: the dev server, its platform and its publish origin are their own, so nothing else sees them;
 * - `others`: everything that neither moves that money nor edits the origin (layout-sweep.spec.ts opens player01's
 *   centre pages but only reads them: it clicks nothing but menu items). Up to two files at once: each works with
 *   its own accounts or only reads, so it runs beside a money or studio spec, or another of its own, in whichever
 *   worker is free;
 * - `origin`: specs that edit dist/schemas on the origin or restart the platform run last, alone (beside nothing that
 *   uses the preview).
 * Measured on a quiet two-core machine before this split (money, then studio after everything): the `others` lane ran
 * alone for six and a half minutes after `money` was done (docs/qa.md).
 * `E2E_WORKERS=1` runs everything one file at a time.
 */
const spec = (names: readonly string[]) => names.map((name) => `**/${name}.spec.ts`);
const ORIGIN = ['schema-origin', 'document-limits', 'headers', 'platform-restart', 'merchants', 'frame-documents'];
const STUDIO = ['studio', 'studio-publish', 'studio-friction', 'studio-task-*'];
const MONEY = ['member-centre', 'deposit', 'withdraw-receipt', 'double-submits', 'content-screens', 'games-rng', 'games-lottery', 'shell-header', 'visual', 'numbers-states', 'a11y-keyboard', 'a11y-sweep'];

/** e2e against the production build (`npm run preview`, which also starts the embedded platform). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Baselines of visual.spec.ts, one folder per spec file: __screenshots__/visual.spec.ts/home-mobile-linux.png.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{platform}{ext}',
  workers: Number(process.env['E2E_WORKERS'] ?? '2'),
  projects: [
    { name: 'money', testMatch: spec(MONEY), workers: 1 },
    // The dev server compiles each module on its first request: the first visit is slower than in preview.
    { name: 'studio', testMatch: spec(STUDIO), workers: 1, timeout: 45_000, expect: { timeout: 10_000 }, use: { baseURL: `http://localhost:${devPort}` } },
    { name: 'others', testIgnore: spec([...MONEY, ...ORIGIN, ...STUDIO]), workers: 2 },
    { name: 'origin', testMatch: spec(ORIGIN), dependencies: ['money', 'others'], workers: 1 },
  ],
  // No retries, in CI either (issue 40): a test that passes only on its second try is a flake, and a retry would hide it.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: previewUrl,
    // One browser context per worker, reset between tests (cookies, storage and IndexedDB of visited origins, service
    // workers, extra pages, routes, init scripts: see `reuseContext` in Playwright's docs), and its first tab kept. On
    // this two-core machine the e2e is CPU-bound, and a test's first page load in a new tab (a new renderer process)
    // costs about 4 CPU-seconds against about 1.3 in the kept one: measured on shell-routes.spec.ts, 76 → 56
    // CPU-seconds. The HTTP cache is kept too (`keepHttpCacheOnReuse` in support/test.ts). A second member is a second
    // tab of this context (its session lives in the tab's sessionStorage): docs/qa.md.
    // Not reset, and so never relied on: permissions a test grants (clipboard) and browsing history.
    reuseContext: true,
    // The built site registers a service worker (issue 37), which would answer the requests a spec's routes fake:
    // every spec but installable.spec.ts, which is about the worker, runs without one.
    serviceWorkers: 'block',
    // Dates in UTC and en-US for every spec, whatever the machine's zone: visual.spec.ts's shots depend on them, and a
    // spec that sets a time zone or locale of its own would cost a fresh context (about 6 CPU-seconds) each time.
    timezoneId: 'UTC',
    locale: 'en-US',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: 'npm run -s preview',
      url: `http://127.0.0.1:${previewPort}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: studioServerCommand,
      url: `http://127.0.0.1:${devPort}/studio`,
      env: studioServerEnv,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
