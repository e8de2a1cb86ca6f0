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
