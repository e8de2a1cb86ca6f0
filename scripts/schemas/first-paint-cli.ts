/**
 * Writes the first paints of a schema origin (`first-paint.ts`): `--root <documents>` (default schemas/) into
 * `--out <origin>` (default: the same folder). Run with the CSS stub, as `schemas:render` is:
 *   node --import tsx --import ./scripts/node-css-stub.mjs scripts/schemas/first-paint-cli.ts --root schemas --out dist/schemas
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FIRST_PAINT_FOLDER, firstPaintFiles } from './first-paint';
import { SCHEMAS_DIR } from './meta-files';
import { pageDocumentsFiles } from './page-documents';

const { values } = parseArgs({ options: { root: { type: 'string' }, out: { type: 'string' } } });
const root = resolve(values.root ?? SCHEMAS_DIR);
const out = resolve(values.out ?? root);
const started = Date.now();
const { files, skipped } = await firstPaintFiles(root);
// Last run's paints go: a route an operator removed must not keep one.
rmSync(join(out, FIRST_PAINT_FOLDER), { recursive: true, force: true });
for (const [path, text] of files) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
}
// Each route's documents in one file beside its first paint (`page-documents.ts`), their texts as this origin serves them.
const documents = pageDocumentsFiles(out);
for (const [path, text] of documents) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
}
for (const line of skipped) console.warn(`[first paint] no first paint for ${line}`);
console.log(`[first paint] ${files.size} pages and ${documents.size} pages' documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
