import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { schemaOriginPlugin } from './scripts/vite/schema-origin-plugin';
import { contentSecurityPolicyPlugin } from './scripts/vite/csp-plugin';
import { moduleMapPlugin } from './scripts/vite/module-map-plugin';
import { previewHeadersPlugin } from './scripts/vite/preview-headers-plugin';
import { widgetPreloadPlugin } from './scripts/vite/widget-preload-plugin';
import { verifiedDocumentsPlugin } from './scripts/vite/verified-documents-plugin';
import { earlyFetchPlugin, frameWidgetModules } from './scripts/vite/early-fetch-plugin';

/** The embedded platform (npm run platform); API paths are proxied to it in dev and preview. */
const platformUrl = process.env['PLATFORM_URL'] ?? 'http://127.0.0.1:8787';
/** The publish service (scripts/publish, beside `npm start`): same origin for the studio, so its cookie is SameSite=Strict. */
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

export default defineConfig({
  plugins: [react(), schemaOriginPlugin(), contentSecurityPolicyPlugin(() => [earlyFetch.scriptHash()]), previewHeadersPlugin(), moduleMapPlugin(), widgetPreloadPlugin(), verifiedDocumentsPlugin(), earlyFetch],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // .publish/ is the publish service's storage and deployed origin (thousands of files it rewrites): not source.
  server: { port: Number(process.env['DEV_PORT'] ?? '5173'), strictPort: true, host: '127.0.0.1', proxy: apiProxy, watch: { ignored: ['**/.publish/**'] } },
  preview: { port: Number(process.env['PREVIEW_PORT'] ?? '4173'), strictPort: true, host: '127.0.0.1', proxy: apiProxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
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
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // Vitest's default leaves one core to the main process; on a 2-core machine that is one worker. The files
    // spend much of their time importing and waiting, so two workers on two cores finish sooner.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
