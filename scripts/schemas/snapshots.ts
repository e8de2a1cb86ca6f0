/**
 * `npm run schemas:snapshots [-- --update] [documents…]`: renders the QA snapshot matrix (every screen,
 * layout, menu and form × role × scenario flags × language × merchant, with the embedded platform's
 * data) and compares it with tests/snapshots/documents/; `--update` rewrites the files instead.
 * `--json` prints the comparison per document as JSON (the vitest suite reads it) and exits 0; it also
 * lists, per document, the visible texts a TY row shares with its EN row (`sharedWithEn`, language-coverage.ts).
 * Run it with NODE_ENV=production (the npm script does): React's production build renders the same
 * HTML in half the time.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { createDocumentRenderer } from './document-renderer';
import { installFixedClock, startEmbeddedData } from './embedded-data';
import { LanguageCoverage, type SharedText } from './language-coverage';
import {
  describeSnapshotDiff,
  matrixMerchants,
  matrixRows,
  readSnapshot,
  removeSnapshot,
  renderDocumentSnapshot,
  renderableDocuments,
  snapshotDocuments,
  snapshotPathOf,
  writeSnapshot,
} from './snapshot-matrix';

const { values, positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { update: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });
const all = renderableDocuments();
const wanted = positionals.map((name) => name.replace(/^schemas\//, '').replace(/\.json$/, ''));
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`schemas:snapshots: not a document that renders: ${unknown.join(', ')}`);
  process.exit(1);
}
const documents = wanted.length > 0 ? wanted : all;

installFixedClock();
const started = performance.now();
const cpuAtStart = process.cpuUsage();
const renderer = await createDocumentRenderer();
const embedded = startEmbeddedData();
const rows = matrixRows(await matrixMerchants());
const changed: string[] = [];
const report: Record<string, { status: 'same' | 'changed' | 'missing'; diff?: string }> = {};
const coverage = values.json ? new LanguageCoverage() : undefined;
const sharedWithEn: Record<string, SharedText[]> = {};
let written = 0;
try {
  for (const documentName of documents) {
    const actual = await renderDocumentSnapshot(renderer, embedded, documentName, rows, coverage);
    if (coverage) sharedWithEn[documentName] = coverage.of(documentName);
    const expected = readSnapshot(documentName);
    if (values.json) report[documentName] = actual === expected ? { status: 'same' } : expected === undefined ? { status: 'missing' } : { status: 'changed', diff: describeSnapshotDiff(documentName, expected, actual) };
    if (actual === expected) continue;
    if (values.update) {
      writeSnapshot(documentName, actual);
      written++;
    } else changed.push(expected === undefined ? `${documentName}: no snapshot (${relative(process.cwd(), snapshotPathOf(documentName))})` : describeSnapshotDiff(documentName, expected, actual));
  }
} finally {
  embedded.close();
}
// A snapshot whose document is gone (only when the whole matrix ran).
const orphans = wanted.length > 0 ? [] : snapshotDocuments().filter((name) => !all.includes(name));
if (values.update) for (const name of orphans) removeSnapshot(name);
else for (const name of orphans) changed.push(`${name}: a snapshot without a document (${relative(process.cwd(), snapshotPathOf(name))})`);

const cpu = process.cpuUsage(cpuAtStart);
// Wall time and CPU time: on a shared machine the first says little about the work.
const seconds = `${((performance.now() - started) / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)}`;
const summary = `${documents.length} documents × ${rows.length} rows`;
if (values.json) {
  process.stdout.write(`${JSON.stringify({ rows: rows.length, documents: report, orphans, sharedWithEn, summary: `${summary} (${seconds} s)` })}\n`);
} else if (values.update) {
  console.info(`schemas:snapshots: ${summary} in ${seconds} s; ${written} file(s) written, ${orphans.length} removed`);
} else if (changed.length > 0) {
  console.error(`${changed.join('\n\n')}\n\nschemas:snapshots: ${changed.length} of ${documents.length} document(s) differ (${summary}, ${seconds} s). If the change is intended: npm run schemas:snapshots -- --update`);
  process.exit(1);
} else console.info(`schemas:snapshots: ${summary} match tests/snapshots/documents/ (${seconds} s)`);
