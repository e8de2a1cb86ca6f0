// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCommand, resolveCommand } from '../../scripts/schemas/cli-commands';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const execFileAsync = promisify(execFile);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs an npm script exactly as an operator or QA would, and keeps its exit code and output. */
async function run(script: string, ...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await execFileAsync(npm, ['run', '-s', script, '--', ...args], { cwd: process.cwd(), encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const RENDER_ARGS = ['screens/home', '--role', 'player', '--lang', 'ty'];
let runs: Record<'render1' | 'render2' | 'renderBadName' | 'explain' | 'resolveTrial' | 'check', Run>;

// Each bin runs once for real (a fresh Node, through npm, side by side); the other runs call the function the bin
// prints (scripts/schemas/cli-commands.ts) in this process, one after the other: the same output without a Node each.
beforeAll(async () => {
  const bins = Promise.all([run('schemas:render', ...RENDER_ARGS), run('schemas:resolve', 'menus/header-nav', '--merchant', 'luckystar', '--explain'), run('schemas:check')]);
  const render2 = await renderCommand(RENDER_ARGS);
  const renderBadName = await renderCommand(['widgets/home']);
  const resolveTrial = await resolveCommand(['screens/home', '--role', 'trial']);
  const [render1, explain, check] = await bins;
  runs = { render1, render2, renderBadName, explain, resolveTrial, check };
}, 120_000);

describe('npm run schemas:render', () => {
  it('prints byte-identical HTML across runs (the bin and the function), translated, with data-node-id on every node', () => {
    const { render1, render2 } = runs;
    expect(render1.code).toBe(0);
    expect(render2.stdout).toBe(render1.stdout);
    expect(render1.stdout).toContain('<div data-document-id="home">');
    expect(render1.stdout).toContain('Laruin ang pinakamalalaking jackpot sa Pilipinas');
    expect(render1.stdout).toContain('Mga kategorya ng laro');
    const nodeIds = [...render1.stdout.matchAll(/data-node-id="([^"]+)"/g)].map((m) => m[1]);
    expect(nodeIds).toEqual(['hero-member', 'categories', 'category-tiles', 'hot-games', 'hot-matches', 'winners', 'why-us', 'why-fast', 'why-safe', 'why-support']);
    expect(render1.stderr).toBe('');
  });

  it('fails with a clear message for a document outside the schema folders', () => {
    expect(runs.renderBadName.code).not.toBe(0);
    expect(runs.renderBadName.stderr).toContain('"widgets/home" is not in a known schema folder');
  });
});

describe('npm run schemas:resolve', () => {
  it("--explain shows the merchant layer for luckystar's header navigation", () => {
    const output = JSON.parse(runs.explain.stdout) as {
      resolved: { items: { id: string }[] };
      explain: Record<string, { origin: string; removedBy?: string; changes: { change: string; layer: string; detail: string }[] }>;
      problems: unknown[];
    };
    const ids = output.resolved.items.map((i) => i.id);
    expect(ids.indexOf('live')).toBeLessThan(ids.indexOf('rng'));
    expect(ids).not.toContain('esports');
    expect(output.explain['live']?.changes).toEqual([{ id: 'live', change: 'moved', layer: 'merchant', detail: 'moved before "rng"' }]);
    expect(output.explain['esports']).toMatchObject({ origin: 'base', removedBy: 'merchant' });
    expect(output.explain['home']?.changes).toEqual([]);
    expect(output.problems).toEqual([]);
  });

  it('prints the resolved tree as JSON for the given role', () => {
    expect(runs.resolveTrial.code).toBe(0);
    expect((JSON.parse(runs.resolveTrial.stdout) as { body: { id: string }[] }).body.map((n) => n.id)).toEqual(['hero-member', 'notice-banners', 'player-notices', 'categories', 'hot-games', 'hot-matches', 'recent-games', 'winners', 'why-us', 'notice-popup']);
  });
});

describe('npm run schemas:check', () => {
  it('passes on the repository', () => {
    expect(runs.check.code).toBe(0);
    expect(runs.check.stdout).toContain('schemas:check: every schema document is valid');
    // The TY report (tests/scripts/copy-coverage.test.ts): the repository's own copy is complete.
    expect(runs.check.stdout).toContain('schemas:check: every piece of operator copy has a TY entry');
  });
});
