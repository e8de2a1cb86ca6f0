/**
 * `npm run schemas:check`: validates every schema file and merchant override (the app's document
 * limits first, `src/schema/document-limits.ts`); prints
 * `file#/json/pointer: message` per problem and exits non-zero on any.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describeLimits } from '../../src/schema/document-limits';
import { formatProblem } from '../../src/schema/problem';
import { checkAllDocuments } from './check-documents';
import { createMetaAjv } from './standalone';
import { SCHEMAS_DIR } from './meta-files';

// A deployed origin to check (`SCHEMAS_DIR=dist/schemas`) that is not there is a sentence, not a stack trace.
if (!existsSync(SCHEMAS_DIR)) {
  console.error(`schemas:check: there is no schema folder at ${SCHEMAS_DIR} (SCHEMAS_DIR=${process.env['SCHEMAS_DIR'] ?? ''}); for dist/schemas, run \`npm run build\` first`);
  process.exit(1);
}

let failed = false;
try {
  // The meta-schemas themselves must compile in strict mode…
  createMetaAjv().compile({ $ref: 'https://schemas.croupier.local/meta/screen.schema.json' });
  // …and the generated node schema, manifest and validators must match the registry and the files.
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./generate-meta.ts', import.meta.url)), '--check'], { stdio: 'inherit' });
} catch (error) {
  failed = true;
  if (error instanceof Error && !('status' in error)) console.error(`schemas/meta: ${error.message}`);
}

const problems = checkAllDocuments();
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0 || failed) {
  console.error(`\nschemas:check: ${problems.length} problem(s)${failed ? ' and stale or invalid meta-schemas' : ''}`);
  process.exit(1);
}
console.log(`schemas:check: every schema document is valid and within the document limits (${describeLimits()})`);
