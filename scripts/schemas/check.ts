/**
 * `npm run schemas:check`: validates every schema file and merchant override (the app's document
 * limits first, `src/schema/document-limits.ts`); prints
 * `file#/json/pointer: message` per problem and exits non-zero on any.
 * Then reports the operator copy that has no TY entry (copy-coverage.ts): a warning, since the TY page still
 * works (it shows the EN text); `--require-ty` makes each one a problem.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describeLimits } from '../../src/schema/document-limits';
import { formatProblem } from '../../src/schema/problem';
import { checkAllDocuments } from './check-documents';
import { createMetaAjv } from './standalone';
import { SCHEMAS_DIR } from './meta-files';
import { formatCopyWithoutTy, type CopyWithoutTy } from './copy-coverage';

const { values: flags } = parseArgs({ args: process.argv.slice(2), options: { 'require-ty': { type: 'boolean', default: false } } });

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

const report: { copyWithoutTy: CopyWithoutTy[] } = { copyWithoutTy: [] };
const problems = checkAllDocuments(report);
for (const problem of problems) console.error(formatProblem(problem));
const withoutTy = report.copyWithoutTy;
if (withoutTy.length > 0) {
  const verdict = flags['require-ty'] ? 'problems (--require-ty)' : 'a warning: TY visitors read the EN text; --require-ty fails on it';
  // A report in reading order on stdout; with --require-ty the lines are problems, on stderr.
  const print = flags['require-ty'] ? console.error : console.log;
  print(`schemas:check: operator copy without a TY entry (${withoutTy.length}), ${verdict}:`);
  for (const entry of withoutTy) print(`  ${formatCopyWithoutTy(entry)}`);
}
const failures = problems.length + (flags['require-ty'] ? withoutTy.length : 0);
if (failures > 0 || failed) {
  console.error(`\nschemas:check: ${failures} problem(s)${failed ? ' and stale or invalid meta-schemas' : ''}`);
  process.exit(1);
}
console.log(`schemas:check: every schema document is valid and within the document limits (${describeLimits()})`);
console.log(withoutTy.length === 0 ? 'schemas:check: every piece of operator copy has a TY entry' : `schemas:check: ${withoutTy.length} piece(s) of operator copy without a TY entry (listed above; a warning)`);
