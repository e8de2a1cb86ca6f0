import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Plugin } from 'vite';
import { forPlainHttp, headersFor, parseHeadersFile, type HeaderRule } from './headers-file';

type WriteHead = ServerResponse['writeHead'];

function pathnameOf(request: IncomingMessage): string {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
  } catch {
    return '/';
  }
}

/** Sets the rules' headers when the response starts, over whatever the static server chose. */
function applyOnWrite(request: IncomingMessage, response: ServerResponse, rules: readonly HeaderRule[]): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    // The path served (after the SPA fallback rewrote a route to /index.html).
    const headers = headersFor(rules, pathnameOf(request));
    const secure = (request.socket as Partial<TLSSocket>).encrypted === true;
    for (const [name, value] of secure ? headers : forPlainHttp(headers)) {
      response.setHeader(name, value);
      for (const argument of rest) {
        if (argument && typeof argument === 'object' && !Array.isArray(argument)) {
          const given = argument as OutgoingHttpHeaders;
          for (const key of Object.keys(given)) if (key.toLowerCase() === name.toLowerCase()) delete given[key];
        }
      }
    }
    // A 304 names the validator it confirms.
    const tag = request.headers['if-none-match'];
    if (status === 304 && tag && !response.hasHeader('etag')) response.setHeader('ETag', tag);
    return writeHead(status, ...rest);
  }) as WriteHead;
}

/**
 * `npm run preview` sends the headers of `dist/_headers` (written by the build, see csp-plugin.ts), so the
 * preview and e2e run under the policy and caching a static host would apply: one source of truth.
 * Proxied API paths keep the platform's own headers. Over plain http `report-to` is left out
 * (forPlainHttp in headers-file.ts), so reports come through `report-uri`. Vite's preview static server already answers
 * If-None-Match with 304 (weak ETags from size and mtime; index.html from its content).
 */
export function previewHeadersPlugin(): Plugin {
  return {
    name: 'croupier-preview-headers',
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, '_headers');
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      if (!existsSync(file)) {
        server.config.logger.warn(`\n[croupier] ${file} is missing: the preview runs WITHOUT the deployment headers (CSP, caching). Run npm run build.\n`);
        return;
      }
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const path = pathnameOf(request);
        if (!proxied.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) applyOnWrite(request, response, rules);
        next();
      });
    },
  };
}
