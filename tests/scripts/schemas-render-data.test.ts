// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCommand, type CommandOutput } from '../../scripts/schemas/cli-commands';
import { describeSnapshotDiff, normalizeHtml, snapshotRows } from '../../scripts/schemas/snapshot-matrix';

const WITHDRAW = ['screens/member/withdraw', '--role', 'player', '--scenario', 'default', '--data', 'embedded'];
let runs: Record<'data1' | 'data2' | 'noData' | 'form' | 'badData' | 'badScenario', CommandOutput>;

// What `npm run schemas:render -- …` prints, from the function the bin calls (scripts/schemas/cli-commands.ts; the
// bin itself runs in schemas-cli.test.ts), one run after the other: a run with data sets the clock and the stores.
beforeAll(async () => {
  const data1 = await renderCommand(WITHDRAW);
  const data2 = await renderCommand(WITHDRAW);
  const noData = await renderCommand(['screens/member/withdraw', '--role', 'player']);
  const form = await renderCommand(['forms/login', '--lang', 'ty']);
  const badData = await renderCommand(['screens/home', '--data', 'live']);
  const badScenario = await renderCommand(['screens/home', '--scenario', 'sunny']);
  runs = { data1, data2, noData, form, badData, badScenario };
}, 120_000);

describe('npm run schemas:render -- … --data embedded', () => {
  it('shows the embedded platform’s rows (fixed clock), byte-identical across runs', () => {
    const { data1, data2 } = runs;
    expect(data1.code).toBe(0);
    expect(data1.stderr).toBe('');
    expect(data2.stdout).toBe(data1.stdout);
    // Seen as P 1,250.50, said as 1,250.50 pesos (issue 38).
    expect(data1.stdout).toContain('<dd><span role="img" aria-label="1,250.50 pesos">P 1,250.50</span></dd>');
    expect(data1.stdout).toContain('data-row-key="W1001003"');
    expect(data1.stdout).toContain('<span>2026-01-15 10:25</span>');
    expect(data1.stdout).not.toContain('data-skeleton');
  });

  it('without --data, data widgets keep their loading state as before', () => {
    expect(runs.noData.code).toBe(0);
    expect(runs.noData.stdout).toContain('data-skeleton');
    expect(runs.noData.stdout).not.toContain('W1001003');
  });

  it('refuses an unknown data source or scenario with a sentence', () => {
    expect(runs.badData.code).not.toBe(0);
    expect(runs.badData.stderr).toContain('--data must be "embedded"');
    expect(runs.badScenario.code).not.toBe(0);
    expect(runs.badScenario.stderr).toContain('--scenario must be one of default');
  });
});

describe('npm run schemas:render -- forms/…', () => {
  it('renders a form document as its modal does: title, one section per tab, fields, submit button', () => {
    const { form } = runs;
    expect(form.code).toBe(0);
    expect(form.stdout).toContain('<div data-document-id="login"><h2>Mag-log in</h2>');
    expect(form.stdout).toContain('<section data-form-tab="tab-username"');
    expect(form.stdout).toContain('autoComplete="current-password"');
    expect(form.stdout).toMatch(/<button type="submit">[^<]+<\/button>/);
  });
});

describe('snapshot files', () => {
  const file = (rows: Record<string, string>) => `<!-- doc: header -->\n${Object.entries(rows).map(([label, body]) => `<!-- row ${label} -->\n${body}`).join('\n')}\n`;

  it('puts one tag on a line and renames React ids in order of appearance', () => {
    expect(normalizeHtml('<p id="_R_1a_"><label for="_R_1a_">A</label><input aria-describedby="_R_2b_"/></p>')).toBe('<p id=":id1:">\n<label for=":id1:">A</label>\n<input aria-describedby=":id2:"/>\n</p>');
  });

  it('a diff names the changed row, its first changed line, and the rows that are the same as it', () => {
    const before = file({ 'role=player lang=en': '<ul>\n<li>Home</li>\n</ul>', 'role=agent lang=en': '<!-- same as role=player lang=en -->', 'role=visitor lang=en': '<p>hi</p>' });
    const after = file({ 'role=player lang=en': '<ul>\n<li>Start</li>\n</ul>', 'role=agent lang=en': '<!-- same as role=player lang=en -->', 'role=visitor lang=en': '<p>hi</p>' });
    expect(snapshotRows(before).get('role=visitor lang=en')).toEqual(['<p>hi</p>', '']);
    const diff = describeSnapshotDiff('menus/x', before, after);
    expect(diff).toContain('1 row(s) changed');
    expect(diff).toContain('~ role=player lang=en, line 2 of the row (and the 1 rows "same as" it):');
    expect(diff).toContain('was: <li>Home</li>');
    expect(diff).toContain('now: <li>Start</li>');
    expect(diff).not.toContain('role=visitor');
  });
});
