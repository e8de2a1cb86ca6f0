import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEV_PORT, ORIGIN_DIR, ORIGIN_PLATFORM_PORT, ORIGIN_PORT, ORIGIN_SITE } from './tests/e2e/support/servers';

// PREVIEW_PORT / PLATFORM_PORT + PLATFORM_URL let two checkouts run their e2e side by side.
const previewPort = process.env['PREVIEW_PORT'] ?? '4173';
// The specs browse as `localhost`, the default merchant's host in schemas/merchants.json; 127.0.0.1 serves
// another brand from the same dist/ (merchants.spec.ts). The server listens on 127.0.0.1 either way.
const previewUrl = `http://localhost:${previewPort}`;
// The studio is tested in a build made with it (`npm run build:studio`, dist-studio/: VITE_STUDIO=1, the way a team
// serves it on a server), on STUDIO_PORT, with an embedded platform of its own, so the origin specs' platform restart
// never reaches it. Under the dev server each studio page load fetched about 600 modules and ran development React:
// the studio lane took 2.4 minutes alone against 1.4 built (docs/qa.md).
export const studioPort = process.env['STUDIO_PORT'] ?? '4175';
const studioPlatformPort = process.env['STUDIO_PLATFORM_PORT'] ?? '8788';
// The studio's publish service (its origin is what the studio's server serves): PUBLISH_PORT keeps two checkouts'
// services apart, as the platform ports do.
const publishPort = process.env['PUBLISH_PORT'] ?? '8797';
/**
 * The studio's publish service stores its history here and deploys its origin into a copy of dist-studio/ made here,
 * wiped when the server starts (the webServer's command), so each run publishes onto the repository's schemas/ and a
 * developer's `.publish/` is never touched. The preview serves that copy, whose `schemas/` is the deployed origin
 * (scripts/with-platform.ts starts the service when PUBLISH_ORIGIN_DIR is set).
 */
export const studioPublishDir = join(tmpdir(), `croupier-e2e-publish-${publishPort}`);
const studioSite = join(studioPublishDir, 'site');
/** The studio's server: `npm run preview` of dist-studio/ (built first if it is missing), with its publish service. */
export const studioServer = {
  command: `rm -rf '${studioPublishDir}' && mkdir -p '${studioPublishDir}' && { test -d dist-studio || npm run -s build:studio >/dev/null; } && cp -r dist-studio '${studioSite}' && npm run -s preview -- --outDir '${studioSite}'`,
  url: `http://127.0.0.1:${studioPort}/studio`,
  env: {
    PREVIEW_PORT: studioPort,
    PLATFORM_PORT: studioPlatformPort,
    PLATFORM_URL: `http://127.0.0.1:${studioPlatformPort}`,
    PUBLISH_URL: `http://127.0.0.1:${publishPort}`,
    PUBLISH_STORAGE_DIR: join(studioPublishDir, 'storage'),
    PUBLISH_ORIGIN_DIR: join(studioSite, 'schemas'),
  },
  reuseExistingServer: !process.env['CI'],
  timeout: 90_000,
  stdout: 'ignore' as const,
};
/**
 * Two workers, and six projects, all from the start (the e2e is CPU-bound on this two-core machine, so what matters is
 * that both workers always have a file to run):
 * - `layout`: the layout and accessibility sweep (layout-sweep.spec.ts), first: it is the longest file (two to three
 *   minutes), and started last it would run alone at the end. It only reads: it opens player01's centre pages but
 *   clicks nothing but menu items;
 * - `money`: specs that move player01's money or points, or read it (balances, records, redeem), one file at a time,
 *   so none sees another's writes; with them, the accessibility sweep of the popups and brands (a11y-sweep.spec.ts,
 *   which moves no money);
 * - `studio`: the studio specs against the built studio (STUDIO_PORT), one file at a time (they publish through one
 *   publish service): its server, platform and publish origin are their own, so nothing else sees them;
 * - `origin`: specs that edit the schema origin (support/servers.ts: their own copy of dist/ on ORIGIN_PORT, with its
 *   own platform) or start and stop a platform of their own (platform-restart.spec.ts), one file at a time;
 * - `start`: `npm start` as a developer runs it (npm-start.spec.ts starts it on DEV_PORT, with a platform and publish
 *   service of its own): an operator's edit in the dev server's studio, published, is on the dev server's next page;
 * - `others`: everything else, which works with its own accounts or only reads. Up to two files at once, in whichever
 *   worker is free.
 * Playwright gives a free worker the first file in this order whose project is under its worker limit.
 * `E2E_WORKERS=1` runs everything one file at a time.
 */
const spec = (names: readonly string[]) => names.map((name) => `**/${name}.spec.ts`);
const LAYOUT = ['layout-sweep'];
/** The longest of the others, started before the rest of them, so that short files end the run (docs/qa.md). */
const LONG_OTHERS = ['shell-routes', 'url-safety', 'xss-corpus'];
const ORIGIN = ['schema-origin', 'document-limits', 'headers', 'platform-restart', 'merchants', 'frame-documents'];
const STUDIO = ['studio', 'studio-publish', 'studio-friction', 'studio-task-*'];
const MONEY = ['member-centre', 'deposit', 'withdraw-receipt', 'double-submits', 'content-screens', 'games-rng', 'games-lottery', 'shell-header', 'visual', 'numbers-states', 'a11y-keyboard', 'a11y-sweep', 'infinite-scroll'];

/** e2e against the production build (`npm run preview`, which also starts the embedded platform). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // 60 s a test, not 30: on the 2-core machine of 29 November the whole suite ran 2.5 times as long as on the machine
  // before it (the same commit: 21.7 against 8–9 minutes), and tests that take 20–30 s there were at the old line.
  // A timeout only decides how slow a machine may be; every assertion is the same.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Baselines of visual.spec.ts, one folder per spec file: __screenshots__/visual.spec.ts/home-mobile-linux.png.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{platform}{ext}',
  workers: Number(process.env['E2E_WORKERS'] ?? '2'),
  projects: [
    { name: 'layout', testMatch: spec(LAYOUT), workers: 1 },
    { name: 'money', testMatch: spec(MONEY), workers: 1 },
    // The studio's chunk (CodeMirror, every widget's props schema, the validators) is the largest the site has.
    // A studio test may publish and roll back, each up to 30 s on a loaded machine (support/published.ts).
    { name: 'studio', testMatch: spec(STUDIO), workers: 1, timeout: 90_000, expect: { timeout: 10_000 }, use: { baseURL: `http://localhost:${studioPort}` } },
    { name: 'origin', testMatch: spec(ORIGIN), workers: 1, use: { baseURL: `http://localhost:${ORIGIN_PORT}` } },
    // The dev server compiles each module on its first request: the first visit is slower than in preview.
    { name: 'start', testMatch: spec(['npm-start']), workers: 1, timeout: 90_000, expect: { timeout: 10_000 }, use: { baseURL: `http://localhost:${DEV_PORT}` } },
    { name: 'others', testMatch: spec(LONG_OTHERS), workers: 2 },
    { name: 'others', testIgnore: spec([...LAYOUT, ...MONEY, ...ORIGIN, ...STUDIO, ...LONG_OTHERS, 'npm-start']), workers: 2 },
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
    studioServer,
    {
      // The origin specs' own site: a copy of dist/ they edit, with its own platform (support/servers.ts).
      command: `rm -rf '${ORIGIN_DIR}' && mkdir -p '${ORIGIN_DIR}' && cp -r dist '${ORIGIN_SITE}' && npm run -s preview -- --outDir '${ORIGIN_SITE}'`,
      url: `http://127.0.0.1:${ORIGIN_PORT}/`,
      env: { PREVIEW_PORT: ORIGIN_PORT, PLATFORM_PORT: ORIGIN_PLATFORM_PORT, PLATFORM_URL: `http://127.0.0.1:${ORIGIN_PLATFORM_PORT}` },
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
