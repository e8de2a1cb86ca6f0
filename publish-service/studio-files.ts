/**
 * The studio on the publish service's own origin (docs/deployment.md, "The studio's own origin"): with
 * `PUBLISH_STUDIO_DIR` set to a studio build (`npm run build:studio`, which writes `dist-studio/`), the service
 * serves it beside `/publish-api/`, and `/schemas/*` from the origin it deploys. The player site then never shares an
 * origin with the publish API: a script injected into the site cannot reach the API or its host-only cookie.
 */
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `root` the path names, if it is a file inside it (no `..`, no symlink out). */
function fileIn(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment === '..')) return undefined;
  const candidate = join(root, decoded);
  if (!existsSync(candidate)) return undefined;
  try {
    const real = realpathSync(candidate);
    const realRoot = realpathSync(root);
    if (real !== realRoot && !real.startsWith(`${realRoot}${sep}`)) return undefined;
    return statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

function stream(file: string, request: IncomingMessage, response: ServerResponse, cacheControl: string): void {
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(statSync(file).size),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
    // The build's meta tag carries the fetch directives; a header can add who may frame the studio (itself: the preview).
    'Content-Security-Policy': "frame-ancestors 'self'; form-action 'self'",
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/**
 * Answers a GET for the studio's files, `/schemas/*` from the deployed origin, and any other path without a file
 * extension with the studio's `index.html` (its client routes). False when nothing matches (a 404 then).
 */
export function serveStudio(studioDir: string, originDir: string, pathname: string, request: IncomingMessage, response: ServerResponse): boolean {
  if (pathname.startsWith('/schemas/')) {
    const file = fileIn(originDir, pathname.slice('/schemas'.length));
    if (!file) return false;
    stream(file, request, response, 'no-cache');
    return true;
  }
  const file = fileIn(studioDir, pathname);
  if (file) {
    stream(file, request, response, pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return true;
  }
  if (extname(pathname) !== '') return false;
  const index = fileIn(studioDir, '/index.html');
  if (!index) return false;
  stream(index, request, response, 'no-cache');
  return true;
}
