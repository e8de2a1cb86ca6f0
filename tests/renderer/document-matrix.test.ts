// @vitest-environment node
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { matrixMerchants, matrixRows, readSnapshot, renderableDocuments, snapshotDocuments, snapshotRows, type MatrixRow } from '../../scripts/schemas/snapshot-matrix';

/**
 * QA's snapshot matrix in `npm test`: every screen, layout, menu and form × role × key flag sets ×
 * EN/TY × merchant, with the embedded platform's rows, compared with tests/snapshots/documents/.
 * The comparison is QA's own command (`schemas:snapshots --json`, React's production build, one
 * child process), so the suite and the command can never disagree; each document is its own test.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const documents = renderableDocuments();

interface DocumentOutcome {
  status: 'same' | 'changed' | 'missing';
  diff?: string;
}

function isOutcome(value: unknown): value is DocumentOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const status: unknown = Reflect.get(value, 'status');
  const diff: unknown = Reflect.get(value, 'diff');
  return (status === 'same' || status === 'changed' || status === 'missing') && (diff === undefined || typeof diff === 'string');
}

/** The command's JSON report, checked on the way in. */
function parseReport(text: string): { rows: number; documents: Map<string, DocumentOutcome>; summary: string } {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`schemas:snapshots --json printed no object: ${text.slice(0, 200)}`);
  const rowCount: unknown = Reflect.get(parsed, 'rows');
  const summary: unknown = Reflect.get(parsed, 'summary');
  const byDocument: unknown = Reflect.get(parsed, 'documents');
  if (typeof rowCount !== 'number' || typeof summary !== 'string' || typeof byDocument !== 'object' || byDocument === null) throw new Error(`schemas:snapshots --json: unexpected report ${text.slice(0, 200)}`);
  const outcomes = new Map<string, DocumentOutcome>();
  for (const [name, outcome] of Object.entries(byDocument)) {
    if (!isOutcome(outcome)) throw new Error(`schemas:snapshots --json: unexpected outcome for ${name}`);
    outcomes.set(name, outcome);
  }
  return { rows: rowCount, documents: outcomes, summary };
}

let report: ReturnType<typeof parseReport>;
let rows: MatrixRow[];

beforeAll(async () => {
  rows = matrixRows(await matrixMerchants());
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', './scripts/node-css-stub.mjs', 'scripts/schemas/snapshots.ts', '--json'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  report = parseReport(stdout);
  console.info(`[document matrix] ${report.summary}`);
}, 600_000);

const UPDATE = 'npm run schemas:snapshots -- --update';

describe('which documents the matrix covers', () => {
  it('takes every screen (agent and member centre pages too), layout, menu and form from the schema folders', () => {
    const onDisk = (folder: string) =>
      readdirSync(new URL(`../../schemas/${folder}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${folder}/${file.replace(/\.json$/, '').split('\\').join('/')}`);
    expect(documents).toEqual(['forms', 'layouts', 'menus', 'screens'].flatMap(onDisk).sort());
    expect(documents).toEqual(expect.arrayContaining(['screens/home', 'screens/agent/agentTeamOverview', 'screens/member/withdraw', 'layouts/default', 'menus/header-nav', 'forms/register']));
  });

  it('has a snapshot for every document, and no snapshot without a document', () => {
    const snapshots = snapshotDocuments();
    expect(documents.filter((name) => !snapshots.includes(name)), `documents without a snapshot: run ${UPDATE}`).toEqual([]);
    expect(snapshots.filter((name) => !documents.includes(name)), `snapshots whose document is gone: run ${UPDATE}`).toEqual([]);
  });

  it('renders each document for every role × scenario × language × merchant of merchants.json', () => {
    expect(rows).toHaveLength(4 * 3 * 2 * 2);
    expect(new Set(rows.map((row) => row.merchant))).toEqual(new Set(['croupier', 'luckystar']));
    const home = snapshotRows(readSnapshot('screens/home') ?? '');
    expect([...home.keys()]).toHaveLength(rows.length);
    expect(home.keys()).toContain('role=agent scenario=minimal lang=ty merchant=luckystar');
  });
});

describe('the snapshot of each document', () => {
  it('the command rendered every document for every row', () => {
    expect(report.rows).toBe(rows.length);
    expect([...report.documents.keys()].sort()).toEqual(documents);
  });

  it.each(documents)('%s matches tests/snapshots/documents/', (documentName) => {
    const outcome = report.documents.get(documentName);
    if (outcome?.status === 'missing') expect.fail(`${documentName} has no snapshot: run ${UPDATE}`);
    if (outcome?.status !== 'same') expect.fail(`${outcome?.diff ?? `${documentName}: not rendered`}\nIf the change is intended: ${UPDATE}`);
  });
});

describe('data widgets show the embedded platform’s rows, not skeletons', () => {
  it('a player’s withdraw page lists its withdrawals with fixed-clock times and its balance', () => {
    const player = snapshotRows(readSnapshot('screens/member/withdraw') ?? '').get('role=player scenario=default lang=en merchant=croupier')?.join('\n') ?? '';
    expect(player).toContain('<dd>P 1,250.50</dd>');
    expect(player).toContain('data-row-key="W1001003"');
    expect(player).toContain('<span>2026-01-15 10:25</span>');
  });

  it('no row of any document is left loading', () => {
    const loading = documents.filter((name) => /data-skeleton|aria-busy="true"/.test(readSnapshot(name) ?? ''));
    expect(loading).toEqual([]);
  });
});
