// @vitest-environment node
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { matrixMerchants, matrixRows, readSnapshot, renderableDocuments, snapshotDocuments, snapshotRows, type MatrixRow } from '../../scripts/schemas/snapshot-matrix';
import type { SharedText } from '../../scripts/schemas/language-coverage';
import { SAME_IN_EVERY_LANGUAGE } from '../i18n/same-in-every-language';

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

function isSharedText(value: unknown): value is SharedText {
  if (typeof value !== 'object' || value === null) return false;
  const rows: unknown = Reflect.get(value, 'rows');
  return typeof Reflect.get(value, 'text') === 'string' && typeof Reflect.get(value, 'platform') === 'boolean' && Array.isArray(rows) && rows.every((row) => typeof row === 'string');
}

/** The command's JSON report, checked on the way in. */
function parseReport(text: string): { rows: number; documents: Map<string, DocumentOutcome>; sharedWithEn: Map<string, SharedText[]>; summary: string } {
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
  const sharedWithEn = new Map<string, SharedText[]>();
  const shared: unknown = Reflect.get(parsed, 'sharedWithEn');
  if (typeof shared !== 'object' || shared === null) throw new Error('schemas:snapshots --json: no sharedWithEn');
  for (const [name, texts] of Object.entries(shared)) {
    if (!Array.isArray(texts) || !texts.every(isSharedText)) throw new Error(`schemas:snapshots --json: unexpected sharedWithEn for ${name}`);
    sharedWithEn.set(name, texts);
  }
  return { rows: rowCount, documents: outcomes, sharedWithEn, summary };
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
    expect(player).toContain('<span role="img" aria-label="1,250.50 pesos">P 1,250.50</span>');
    expect(player).toContain('data-row-key="W1001003"');
    expect(player).toContain('<span>2026-01-15 10:25</span>');
  });

  it('no row of any document is left loading', () => {
    const loading = documents.filter((name) => /data-skeleton|aria-busy="true"/.test(readSnapshot(name) ?? ''));
    expect(loading).toEqual([]);
  });
});

/**
 * spec §1: TY is complete. The command compares every TY row with the EN row of the same role, scenario and
 * merchant (scripts/schemas/language-coverage.ts): a visible text (text node, aria-label, title, placeholder,
 * alt, a table's card label) both show is interface text without TY — unless the platform supplied it (its
 * rows, notices, help; the embedded platform's languages are its own concern) or it is a name the same in
 * every language (tests/i18n/same-in-every-language.ts). Text written in a widget's code, not through a key,
 * is caught too: it is the same in both renders.
 */
describe('TY: every document says its interface text in TY', () => {
  it('compared the TY and EN rows of every document', () => {
    expect([...report.sharedWithEn.keys()].sort()).toEqual(documents);
    // The comparison is alive: the live lobby's game titles are shared (and allowed), the wallets' balances are the platform's.
    expect(report.sharedWithEn.get('screens/live')?.map((shared) => shared.text)).toContain('Baccarat');
    expect(report.sharedWithEn.get('screens/member/securityCenter')?.find((shared) => shared.text === 'player01')?.platform).toBe(true);
  });

  it.each(documents)('%s: no EN interface text in TY', (documentName) => {
    const english = (report.sharedWithEn.get(documentName) ?? []).filter((shared) => !shared.platform && !SAME_IN_EVERY_LANGUAGE.has(shared.text));
    expect(
      english.map((shared) => `"${shared.text}" (${shared.rows.length} TY row(s), e.g. ${shared.rows[0] ?? ''})`),
      'EN text in TY rows: give it a TY entry (src/i18n/locales/*-ty.ts, operator copy {"en","ty"}, i18n/ty.json), or, for a name the same in every language, add it to tests/i18n/same-in-every-language.ts',
    ).toEqual([]);
  });

  it('the wallets are named in TY, not by the platform’s EN names', () => {
    const transfer = snapshotRows(readSnapshot('screens/member/transferFund') ?? '').get('role=player scenario=default lang=ty merchant=croupier')?.join('\n') ?? '';
    expect(transfer).toContain('<dt>Pangunahing wallet</dt>');
    expect(transfer).not.toContain('Main wallet');
  });
});
