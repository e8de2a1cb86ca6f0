// @vitest-environment node
/**
 * A publish killed mid-write leaves the origin entirely the old version or entirely the new one, never a mix: a
 * child process deploys a large tree and is SIGKILLed while writing files, between the new symlink and the swap,
 * after the swap, and at an unplanned moment. Then recovery clears its leftovers and the next deploy completes.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentDeploy, deploysDir, deployTree, listTree, recoverOrigin } from '../../publish-service/origin';

const FILES = 120;
const FILE_BYTES = 32 * 1024;
const CHILD = resolve('tests/publish/support/deploy-child.ts');

let root: string;
let oldTree: string;
let newTree: string;

/** A version of the origin: every file says which version it belongs to, all the way through. */
function writeVersion(dir: string, version: string): void {
  for (let index = 0; index < FILES; index++) {
    const path = join(dir, `folder-${index % 12}`, `document-${index}.json`);
    mkdirSync(dirname(path), { recursive: true });
    const line = `${version} document-${index}\n`;
    writeFileSync(path, line.repeat(Math.ceil(FILE_BYTES / line.length)));
  }
}

/** Which version the origin serves; throws if any file is missing, extra, torn or from the other version. */
function versionServed(origin: string): 'old' | 'new' {
  const files = listTree(origin);
  expect(files).toEqual(listTree(oldTree));
  const versions = new Set(files.map((file) => {
    const text = readFileSync(join(origin, file), 'utf8');
    if (text === readFileSync(join(oldTree, file), 'utf8')) return 'old';
    if (text === readFileSync(join(newTree, file), 'utf8')) return 'new';
    return `torn: ${file}`;
  }));
  expect([...versions]).toHaveLength(1);
  const [version] = versions;
  if (version !== 'old' && version !== 'new') throw new Error(`the origin serves ${String(version)}`);
  return version;
}

/** Runs the child deploy of the new tree and SIGKILLs it once its output shows `killAt` (a line prefix). */
function deployAndKill(origin: string, killAt: string, pause: readonly string[]): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, newTree, origin, ...pause], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines: string[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      lines.push(...complete);
      if (complete.some((line) => line.startsWith(killAt))) child.kill('SIGKILL');
    });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') fail(new Error(`the child was not killed (exit ${code}): ${lines.join(' | ')}`));
      else done(lines);
    });
  });
}

function leftovers(origin: string): string[] {
  const staging = readdirSync(deploysDir(origin)).filter((entry) => entry.startsWith('.staging-'));
  const swaps = readdirSync(dirname(origin)).filter((entry) => entry.includes('.swap-'));
  return [...staging, ...swaps];
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'croupier-origin-crash-'));
  oldTree = join(root, 'old');
  newTree = join(root, 'new');
  writeVersion(oldTree, 'old');
  writeVersion(newTree, 'new');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('killing a deploy', { timeout: 60_000 }, () => {
  const cases = [
    { name: 'while it writes the new files', killAt: 'paused', pause: ['file', String(FILES / 2)], expected: 'old' },
    { name: 'after the new symlink is made, before it replaces the origin', killAt: 'paused', pause: ['linked'], expected: 'old' },
    { name: 'right after the swap', killAt: 'paused', pause: ['swapped'], expected: 'new' },
  ] as const;

  for (const { name, killAt, pause, expected } of cases) {
    it(`${name}: the origin is entirely the ${expected} version`, async () => {
      const origin = join(root, `site-${pause[0]}`, 'schemas');
      mkdirSync(dirname(origin), { recursive: true });
      await deployTree(oldTree, origin, 'old');
      const lines = await deployAndKill(origin, killAt, pause);
      expect(lines).toContain('paused');
      expect(versionServed(origin)).toBe(expected);
      recoverOrigin(origin);
      expect(leftovers(origin)).toEqual([]);
      expect(versionServed(origin)).toBe(expected);
    });
  }

  it('at an unplanned moment mid-write, then the next deploy completes and replaces it', async () => {
    const origin = join(root, 'site-unplanned', 'schemas');
    mkdirSync(dirname(origin), { recursive: true });
    await deployTree(oldTree, origin, 'old');
    const lines = await deployAndKill(origin, 'file 10', []);
    expect(lines).not.toContain('done');
    expect(versionServed(origin)).toBe('old');
    recoverOrigin(origin);
    expect(leftovers(origin)).toEqual([]);
    await deployTree(newTree, origin, 'new');
    expect(versionServed(origin)).toBe('new');
    expect(lstatSync(origin).isSymbolicLink()).toBe(true);
    expect(currentDeploy(origin)).toMatch(/^new-/);
    // The deploy before stays for readers still in it; older ones are removed.
    expect(readdirSync(deploysDir(origin))).toHaveLength(2);
  });

  it('replaces an origin that was a plain folder (a build\'s dist/schemas) with the deploy symlink', async () => {
    const origin = join(root, 'site-plain', 'schemas');
    mkdirSync(dirname(origin), { recursive: true });
    // A plain copy, as `npm run build` leaves dist/schemas.
    for (const file of listTree(oldTree)) {
      mkdirSync(dirname(join(origin, file)), { recursive: true });
      writeFileSync(join(origin, file), readFileSync(join(oldTree, file)));
    }
    expect(lstatSync(origin).isDirectory()).toBe(true);
    await deployTree(newTree, origin, 'new');
    expect(lstatSync(origin).isSymbolicLink()).toBe(true);
    expect(versionServed(origin)).toBe('new');
    expect(existsSync(join(deploysDir(origin)))).toBe(true);
  });
});
