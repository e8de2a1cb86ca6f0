import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioName } from '../../embedded-platform/platform';
import { formatProblem } from '../../src/schema/problem';
import { kindsAtPath } from '../../src/schema/loader';
import type { Role } from '../../src/schema/types';
import { SUPPORTED_LANGUAGES } from '../../src/schema/languages';
import { isRenderedKind } from '../../src/schema/document-kinds';
import { diskLoader, parseCliRequest } from './cli-context';
import type { DocumentRenderer } from './document-renderer';
import type { EmbeddedData } from './embedded-data';
import { watchedData, type LanguageCoverage } from './language-coverage';
import { documentNameOf, listSchemaFiles } from './schema-files';

/**
 * QA's snapshot matrix: every document that renders (screens, layouts, menus, forms) × role × the key
 * flag sets (embedded-platform scenarios) × language × merchant, as `schemas:render --data embedded`
 * prints it, one file per document under tests/snapshots/documents/.
 */
export const SNAPSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../tests/snapshots/documents');

export const MATRIX_ROLES: readonly Role[] = ['visitor', 'player', 'agent', 'trial'];
/** The key flag sets: each scenario's whitelabel flags (and its data, e.g. `minimal` turns the contract areas off). */
export const MATRIX_SCENARIOS: readonly ScenarioName[] = ['default', 'minimal', 'allFlags'];

export interface MatrixRow {
  role: Role;
  scenario: ScenarioName;
  lang: string;
  merchant: string;
}

/** Every merchant served, from `schemas/merchants.json`. */
export async function matrixMerchants(): Promise<readonly string[]> {
  return (await diskLoader('', []).merchants()).merchants;
}

export function matrixRows(merchants: readonly string[]): MatrixRow[] {
  return MATRIX_ROLES.flatMap((role) => MATRIX_SCENARIOS.flatMap((scenario) => SUPPORTED_LANGUAGES.flatMap((lang) => merchants.map((merchant) => ({ role, scenario, lang, merchant })))));
}

export function rowLabel(row: MatrixRow): string {
  return `role=${row.role} scenario=${row.scenario} lang=${row.lang} merchant=${row.merchant}`;
}

/** The documents that render, from the schema files themselves (a new file adds its rows), sorted. */
export function renderableDocuments(): string[] {
  return listSchemaFiles()
    .filter((path) => !path.startsWith('merchants/') && (kindsAtPath(path) ?? []).some(isRenderedKind))
    .map((path) => documentNameOf(path).name)
    .sort();
}

export function snapshotPathOf(documentName: string): string {
  return join(SNAPSHOT_DIR, `${documentName}.html`);
}

/** The document names the committed snapshot files stand for. */
export function snapshotDocuments(dir = SNAPSHOT_DIR): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder).sort()) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(SNAPSHOT_DIR, path).replace(/\.html$/, '').split('\\').join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * One tag per line (a diff points at the element), and React's `useId` values renamed in order of
 * appearance, so an id React numbers differently after an unrelated change does not show as one.
 */
export function normalizeHtml(html: string): string {
  const ids = new Map<string, string>();
  const renamed = html.replace(/_R_[0-9A-Za-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g, (id) => {
    let name = ids.get(id);
    if (!name) {
      name = `:id${ids.size + 1}:`;
      ids.set(id, name);
    }
    return name;
  });
  return renamed.replaceAll('><', '>\n<');
}

const HEADER = /^<!-- row (.+?) -->$/;

/**
 * Renders every row of one document; rows that equal an earlier row say so instead of repeating it. With
 * `coverage`, each TY row is compared with its EN row (what TY still says in EN, see language-coverage.ts).
 */
export async function renderDocumentSnapshot(renderer: DocumentRenderer, embedded: EmbeddedData, documentName: string, rows: readonly MatrixRow[], coverage?: LanguageCoverage): Promise<string> {
  const seen = new Map<string, string>();
  const enRows = new Map<string, { html: string; platform: Set<string> }>();
  const parts: string[] = [`<!-- ${documentName}: schemas:render --data embedded, ${rows.length} rows (npm run schemas:snapshots -- --update) -->`];
  for (const row of rows) {
    const request = parseCliRequest([documentName, '--role', row.role, '--scenario', row.scenario, '--lang', row.lang, '--merchant', row.merchant, '--data', 'embedded']);
    const platform = new Set<string>();
    const rendered = await renderer.render(request, { embedded: coverage ? watchedData(embedded, platform) : embedded, scenario: row.scenario });
    if (coverage && row.lang === 'en') enRows.set(rowLabel(row), { html: rendered.html, platform });
    const en = coverage && row.lang === 'ty' ? enRows.get(rowLabel({ ...row, lang: 'en' })) : undefined;
    if (coverage && en) coverage.add(documentName, rowLabel(row), en.html, rendered.html, new Set([...en.platform, ...platform]));
    const notes = [...rendered.problems.map((problem) => `problem: ${formatProblem(problem)}`), ...rendered.failures.map((failure) => `widget ${failure.type} "${failure.nodeId}" failed: ${failure.message}`)];
    const body = [...notes.map((note) => `<!-- ${note.replaceAll('--', '- -')} -->`), normalizeHtml(rendered.html)].join('\n');
    const label = rowLabel(row);
    const same = seen.get(body);
    if (same) parts.push(`<!-- row ${label} -->`, `<!-- same as ${same} -->`);
    else {
      seen.set(body, label);
      parts.push(`<!-- row ${label} -->`, body);
    }
  }
  return `${parts.join('\n')}\n`;
}

/** A snapshot file cut into its rows (label → that row's lines), for a diff by row. */
export function snapshotRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const header = HEADER.exec(line);
    if (header?.[1]) rows.set(header[1], (current = []));
    else current?.push(line);
  }
  return rows;
}

/** Which rows differ and the first line where each does: what a reader needs to find the change. */
export function describeSnapshotDiff(documentName: string, expected: string, actual: string): string {
  const before = snapshotRows(expected);
  const after = snapshotRows(actual);
  const lines: string[] = [];
  for (const [label, rowLines] of after) {
    const old = before.get(label);
    if (!old) {
      lines.push(`  + ${label}: a new row`);
      continue;
    }
    if (old.join('\n') === rowLines.join('\n')) continue;
    const at = rowLines.findIndex((line, index) => line !== old[index]);
    const index = at === -1 ? rowLines.length : at;
    const alike = [...after.values()].filter((other) => other[0] === `<!-- same as ${label} -->`).length;
    lines.push(`  ~ ${label}, line ${index + 1} of the row${alike > 0 ? ` (and the ${alike} rows "same as" it)` : ''}:`, `      was: ${old[index] ?? '(nothing)'}`, `      now: ${rowLines[index] ?? '(nothing)'}`);
  }
  for (const label of before.keys()) if (!after.has(label)) lines.push(`  - ${label}: no longer a row`);
  if (lines.length === 0) lines.push('  (the header line differs)');
  return `${documentName} (${relative(process.cwd(), snapshotPathOf(documentName))}): ${lines.filter((line) => /^ {2}[~+-]/.test(line)).length} row(s) changed\n${lines.join('\n')}`;
}

export function readSnapshot(documentName: string): string | undefined {
  const path = snapshotPathOf(documentName);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export function writeSnapshot(documentName: string, text: string): void {
  const path = snapshotPathOf(documentName);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

export function removeSnapshot(documentName: string): void {
  rmSync(snapshotPathOf(documentName));
}
