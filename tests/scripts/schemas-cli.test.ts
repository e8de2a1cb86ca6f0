import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script: string, ...args: string[]): string {
  return execFileSync(npm, ['run', '-s', script, '--', ...args], { cwd: process.cwd(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('npm run schemas:render', () => {
  it('prints byte-identical HTML across runs, translated, with data-node-id on every node', () => {
    const args = ['screens/home', '--role', 'player', '--lang', 'ty'];
    const first = run('schemas:render', ...args);
    const second = run('schemas:render', ...args);
    expect(second).toBe(first);
    expect(first).toContain('<div data-document-id="home">');
    expect(first).toContain('Laruin ang pinakamalalaking jackpot sa Pilipinas');
    expect(first).toContain('Mga kategorya ng laro');
    const nodeIds = [...first.matchAll(/data-node-id="([^"]+)"/g)].map((m) => m[1]);
    expect(nodeIds).toEqual(['hero-member', 'categories', 'category-tiles', 'why-us', 'why-fast', 'why-safe', 'why-support']);
  });

  it('fails with a clear message for a document outside the schema folders', () => {
    const result = spawnSync(npm, ['run', '-s', 'schemas:render', '--', 'widgets/home'], { cwd: process.cwd(), encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('"widgets/home" is not in a known schema folder');
  });
});

describe('npm run schemas:resolve --explain', () => {
  it("shows the merchant layer for luckystar's header navigation", () => {
    const output = JSON.parse(run('schemas:resolve', 'menus/header-nav', '--merchant', 'luckystar', '--explain')) as {
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

  it('prints normalized JSON that is the same on every run', () => {
    const first = run('schemas:resolve', 'screens/home', '--role', 'trial');
    expect(run('schemas:resolve', 'screens/home', '--role', 'trial')).toBe(first);
    expect((JSON.parse(first) as { body: { id: string }[] }).body.map((n) => n.id)).toEqual(['hero-member', 'categories', 'why-us']);
  });
});

describe('npm run schemas:check', () => {
  it('passes on the repository', () => {
    expect(run('schemas:check')).toContain('schemas:check: every schema document is valid');
  });
});
