import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The origin specs' own site (playwright.config.ts, the `origin` project): a copy of dist/ served by `npm run preview`
 * on ORIGIN_PORT with an embedded platform of its own on ORIGIN_PLATFORM_PORT. The specs edit its `schemas/` as an
 * operator edits a server's (support.ts `withOriginFile`), so the site every other spec uses never sees an edit, and
 * the origin specs run beside them instead of after them.
 */
export const ORIGIN_PORT = process.env['ORIGIN_PORT'] ?? '4176';
export const ORIGIN_PLATFORM_PORT = process.env['ORIGIN_PLATFORM_PORT'] ?? '8790';
/** Wiped and copied from dist/ when the origin's server starts. */
export const ORIGIN_DIR = join(tmpdir(), `croupier-e2e-origin-${ORIGIN_PORT}`);
/** The folder the origin's server serves (a copy of dist/), with a trailing slash. */
export const ORIGIN_SITE = `${join(ORIGIN_DIR, 'site')}/`;

/**
 * `npm start` for the `start` project (npm-start.spec.ts starts it): the dev server on DEV_PORT with a platform and a
 * publish service of its own, whose storage and deployed origin are wiped first.
 */
export const DEV_PORT = process.env['DEV_PORT'] ?? '5173';
export const DEV_PLATFORM_PORT = process.env['DEV_PLATFORM_PORT'] ?? '8789';
export const DEV_PUBLISH_PORT = process.env['DEV_PUBLISH_PORT'] ?? '8798';
export const DEV_PUBLISH_DIR = join(tmpdir(), `croupier-e2e-start-${DEV_PUBLISH_PORT}`);
