import { resolve } from 'node:path';

/**
 * The folder a build reads its documents from, validates, hashes and copies to `dist/schemas/`:
 * `schemas/`, or `CROUPIER_SCHEMAS_DIR` for a build of another set (the bench builds its lobby
 * screen in, as a bundled lobby is built). Builds and tests run from the project root.
 * The bundled fallback copy (`import.meta.glob` in src/app) is always the repository's.
 */
export const SCHEMAS_DIR: string = resolve(process.cwd(), process.env['CROUPIER_SCHEMAS_DIR'] || 'schemas');
