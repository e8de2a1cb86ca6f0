import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { schemaOriginPlugin } from './scripts/vite/schema-origin-plugin';
import { contentSecurityPolicyPlugin } from './scripts/vite/csp-plugin';
import { moduleMapPlugin } from './scripts/vite/module-map-plugin';
import { previewHeadersPlugin } from './scripts/vite/preview-headers-plugin';
import { widgetPreloadPlugin } from './scripts/vite/widget-preload-plugin';
import { verifiedDocumentsPlugin } from './scripts/vite/verified-documents-plugin';
import { earlyFetchPlugin, frameWidgetModules } from './scripts/vite/early-fetch-plugin';
import { VitePWA } from 'vite-plugin-pwa';

/** The embedded platform (npm run platform); API paths are proxied to it in dev and preview. */
const platformUrl = process.env['PLATFORM_URL'] ?? 'http://127.0.0.1:8787';
/** The publish service (publish-service/, beside `npm start`): same origin for the studio, so its cookie is SameSite=Strict. */
const publishUrl = process.env['PUBLISH_URL'] ?? 'http://127.0.0.1:8797';
const apiProxy = {
  ...Object.fromEntries(['/wps', '/lgw', '/lotto', '/platform-assets'].map((path) => [path, { target: platformUrl, changeOrigin: false }])),
  '/publish-api': { target: publishUrl, changeOrigin: false },
};
/** The inline script of index.html that starts the first schema fetches; the CSP allows it by its hash. */
const earlyFetch = earlyFetchPlugin();
/** The widgets of the frame (every layout shows them), found in the layouts: one chunk with what they import. */
const frameModules = frameWidgetModules();
const isFrameWidget = (id: string) => frameModules.some((module) => id.replace(/\\/g, '/').replace(/\.tsx?$/, '').endsWith(`/${module}`));

/**
 * The unit stage (docs/qa.md, "Unit and component tests") runs in three vitest projects. `node`: the files that say
 * `@vitest-environment node` run without isolation, with the setup that needs no DOM: a worker keeps its module graph
 * from one file to the next, so the schema loader, the widget registry and the compiled validators load once a
 * worker instead of once a file. Vitest hands a worker the next file only when it has the same project and
 * environment, so each project runs in one stretch (`groupOrder`), this one first. `isolated`: each file in a fresh
 * worker, as before: the DOM files that use the platform, the client or a fake clock, every file that replaces a module (`vi.mock`, `vi.doMock`, `vi.resetModules`: the
 * mock would leak into the next file) and the files of ISOLATED_BY_NAME, which need module state no other file has
 * touched. `dom`: the DOM files that start no platform, API client or fake clock of their own (PLATFORM_OR_CLOCK: they
 * render widgets and screens from data they give), shared as `node` is: React, testing-library and the app's modules
 * load once a worker. It runs between the other two (`groupOrder`). `platform-calls`: the API client's and the
 * embedded platform's tests (`.ts` under tests/api and tests/embedded-platform, which render nothing), shared too: each
 * file starts its own platform and msw server and closes them, and its calls are awaited. Isolated, their 44 files took
 * 38 s and 69 CPU-seconds; shared, 13 s and 20, and nine shuffled orders passed (docs/qa.md).
 * The isolated project runs in vitest's `vmThreads` pool: a fresh VM context per file inside a kept worker thread,
 * instead of a new process per file (`forks`): 61 s and 97 CPU-seconds against 92 s and 158 on a quiet machine. The
 * `vmForks` pool, as cheap, hung for good once in about nine full runs on a file that never started (no CPU, and no
 * timeout fires before a file is collected); `npm test` runs the stage under a watchdog, so a hang fails the run and
 * names itself instead of holding CI (scripts/test-all.sh, docs/qa.md).
 * The dom project waits for the API client's lazy import at the end of each file (tests/setup-shared-dom.ts).
 */
const ISOLATED_BY_NAME = [
  // Builds its stores from a fresh import and checks their first state.
  'tests/faults/store-matrix.test.ts',
  // Run the schema CLIs in the test process (scripts/schemas/cli-commands.ts): a run sets the API client, the
  // session and brand stores (and, with --data embedded, the clock) as a fresh bin does.
  'tests/scripts/schemas-cli.test.ts',
  'tests/scripts/schemas-cli-layouts.test.ts',
  'tests/scripts/schemas-render-data.test.ts',
  // Count the widget chunks a first render downloads: another file's renders have already loaded them.
  'tests/renderer/widget-preload.test.tsx',
  // Checks the translator before any modal has loaded the account texts.
  'tests/app/overlays/modal-host.test.tsx',
];
const MODULE_REPLACING = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
const NODE_ENVIRONMENT = /^\/\/ @vitest-environment node$/m;
const testsDir = fileURLToPath(new URL('./tests/', import.meta.url));
const testFiles = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ path: `tests/${file.split('\\').join('/')}`, text: readFileSync(`${testsDir}${file}`, 'utf8') }));
const isolatedFiles = testFiles.filter(({ path, text }) => ISOLATED_BY_NAME.includes(path) || MODULE_REPLACING.test(text)).map(({ path }) => path);
/** A file that starts an embedded platform or msw, sets the API client, or fakes the clock (itself or by its helper). */
const PLATFORM_OR_CLOCK = /\bsetupServer\(|\bcreatePlatform\(|\bconfigureApi\(|\bresetClient\(|\buseFakeTimers\(|\bstartPlatformServer\(|\bsetUpApi\(|\/(use-platform|data-widgets|publish-service|platform-client|support)['"]/;
const notIsolated = testFiles.filter(({ path }) => !isolatedFiles.includes(path));
const sharedNodeFiles = notIsolated.filter(({ text }) => NODE_ENVIRONMENT.test(text)).map(({ path }) => path);
const sharedDomFiles = notIsolated.filter(({ text }) => !NODE_ENVIRONMENT.test(text) && !PLATFORM_OR_CLOCK.test(text)).map(({ path }) => path);
/** The client's and the embedded platform's own tests: calls and answers, nothing rendered (`.ts` under these folders). */
const PLATFORM_CALLS = /^tests\/(api|embedded-platform)\/.*\.ts$/;
const sharedPlatformFiles = notIsolated.filter(({ path, text }) => !NODE_ENVIRONMENT.test(text) && PLATFORM_OR_CLOCK.test(text) && PLATFORM_CALLS.test(path)).map(({ path }) => path);

/**
 * The service worker of the installable app (src/service-worker/sw.ts, issue 37), built to dist/sw.js by
 * vite-plugin-pwa with the precache list injected: the offline page and the first page's code. Each merchant's web app
 * manifest is not the plugin's (one per host, written from its theme: scripts/schemas/web-app.ts), and the app
 * registers the worker itself (src/app/offline-app.ts), after the first page.
 */
const offlineApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['offline.html', 'offline.js', 'favicon.svg', 'assets/index-*.{js,css}', 'assets/first-page-libraries-*.js', 'assets/rolldown-runtime-*.js'],
    // The hashed names are their own revision.
    dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\.(js|css)$/,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), schemaOriginPlugin(), contentSecurityPolicyPlugin(() => [earlyFetch.scriptHash()]), previewHeadersPlugin(), moduleMapPlugin(), widgetPreloadPlugin(), verifiedDocumentsPlugin(), earlyFetch, offlineApp],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // @rjsf/core's markdown renderer (markdown-to-jsx, 36 KB gzip of the form chunk's 86) for the text it stands
      // in for: no form of the site renders markdown (src/renderer/form/plain-markdown.tsx says why).
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/renderer/form/plain-markdown.tsx', import.meta.url)) },
    ],
  },
  // .publish/ is the publish service's storage and deployed origin (thousands of files it rewrites): not source.
  server: { port: Number(process.env['DEV_PORT'] ?? '5173'), strictPort: true, host: '127.0.0.1', proxy: apiProxy, watch: { ignored: ['**/.publish/**'] } },
  preview: { port: Number(process.env['PREVIEW_PORT'] ?? '4173'), strictPort: true, host: '127.0.0.1', proxy: apiProxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // No module-preload polyfill in the entry (1.2 KB, ~0.3 KB gzip of every page's first code): every browser the
    // phones of this market run supports `<link rel="modulepreload">` (Chromium 66+, Firefox 115+, Safari 17+). An older
    // Safari ignores the hints and loads each chunk when it is imported, as it would before the polyfill had run: the
    // inline script's preloads of the first page's code come before the entry, where a polyfill could not help them.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site (72 KB, 13 KB gzip), in the page's head: a route's first paint (issue 37) is
    // styled the moment it arrives, with no widget stylesheet to wait for behind the code on a phone's few connections.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // What the first page statically imports comes in two files (libraries, the app's own code) instead of ~35
        // shared chunks: each file is a request the browser queues before the entry can run. Lazy chunks are unchanged.
        // The libraries group takes every package the first page imports (React, wouter with regexparam and its
        // useSyncExternalStore shim, i18next, zustand): it matches node_modules, not a list of names.
        codeSplitting: {
          groups: [
            { name: 'first-page-libraries', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'first-page', tags: ['$initial'], priority: 1 },
            // The frame's widgets and what they statically import (groups take a module's dependencies with it): one
            // request instead of ~20 for code every page loads. Their lazy parts (a QR code) stay lazy.
            { name: 'frame-widgets', test: isFrameWidget },
            // What the data widgets share, in two files instead of ~15 chunks of 0.3-1.2 KB on every page that shows
            // data: how data is shown (money, numbers, formats, pictures, loading and empty states, the data types)
            // and what acting on it needs (the command hook, row actions, selections, paging, vendor names). Lighthouse's
            // simulation gives each request a round trip on a phone's six HTTP/1.1 connections (issue 37, stop 59:
            // /promotions' LCP 3.48-3.65 -> 3.24-3.43 s). Two, so a visitor's home (no actions) loads the first alone:
            // its JavaScript stays 147.9 KB gzip, in 26 files instead of 33 (tests/e2e/bundle-budget.spec.ts).
            // A screen's own words (its sections, headings and texts: nearly every screen opens with them) and a
            // visitor's game calls with their parser (the frame's vendor list, every page): one file each, not three and two.
            { name: 'page-words', test: /[\\/]src[\\/]widgets[\\/](section|heading|text)[\\/](section|heading|text)\./ },
            { name: 'games-client', test: /[\\/]src[\\/]api[\\/](parse[\\/])?games\./ },
            { name: 'data-kit', test: /[\\/]src[\\/](widgets[\\/]data-kit[\\/](currency|money|money-text|money-phrase|format|platform-image|data-states|data-kit\.css)|renderer[\\/]data[\\/]data-types|i18n[\\/]number-text)\./ },
            { name: 'data-actions', test: /[\\/]src[\\/](widgets[\\/]data-kit[\\/](row-actions|selection|one-at-a-time|confirm-params|countdown|infinite-scroll|upload-rules|vendor-names)|renderer[\\/]data[\\/](use-command|binding-props)|api[\\/]parse[\\/]page)\./ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    restoreMocks: true,
    testTimeout: 15000,
    // Vitest's default leaves one core to the main process; on a 2-core machine that is one worker. The files
    // spend much of their time importing and waiting, so two workers on two cores finish sooner.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'node', include: sharedNodeFiles, environment: 'node', setupFiles: ['tests/setup-node.ts'], isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'platform-calls', include: sharedPlatformFiles, setupFiles: ['tests/setup.ts', 'tests/setup-shared-dom.ts'], isolate: false, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'dom', include: sharedDomFiles, setupFiles: ['tests/setup.ts', 'tests/setup-shared-dom.ts'], isolate: false, sequence: { groupOrder: 2 } } },
      { extends: true, test: { name: 'isolated', pool: 'vmThreads', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...sharedNodeFiles, ...sharedPlatformFiles, ...sharedDomFiles], setupFiles: ['tests/setup.ts'], isolate: true, sequence: { groupOrder: 3 } } },
    ],
  },
});
