import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { deploymentSettings, headerRules, metaPolicy, renderHeadersFile } from './headers-file';

/** Files and folders copied from public/ as site paths (`/favicon.svg`, `/art/*`): not hashed. */
function publicPaths(publicDir: string): string[] {
  if (!publicDir || !existsSync(publicDir)) return [];
  return readdirSync(publicDir)
    .sort()
    .map((name) => (statSync(join(publicDir, name)).isDirectory() ? `/${name}/*` : `/${name}`));
}

/**
 * Production builds run under a Content-Security-Policy without 'unsafe-eval' (security baseline):
 * nothing in the app may evaluate strings as code. The build carries the policy twice from one source
 * (scripts/vite/headers-file.ts): a meta tag in index.html (for hosts that cannot set headers) and
 * `dist/_headers` with the full policy (frame-ancestors, reporting), the other security headers and
 * the caching rules. Dev keeps Vite's inline HMR preamble working (no policy).
 */
export function contentSecurityPolicyPlugin(inlineScripts: () => readonly string[] = () => []): Plugin {
  let settings = deploymentSettings({});
  let publicDir = '';
  return {
    name: 'croupier-csp',
    apply: 'build',
    configResolved(config) {
      // Read here, not when vite.config.ts loads: a bad setting fails the build, never dev or vitest.
      settings = deploymentSettings(process.env);
      publicDir = config.publicDir;
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy({ ...settings, inlineScripts: inlineScripts() }) }, injectTo: 'head-prepend' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: renderHeadersFile(headerRules({ ...settings, inlineScripts: inlineScripts() }, publicPaths(publicDir))) });
    },
  };
}
