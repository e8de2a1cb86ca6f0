// @vitest-environment node
/**
 * What the publish service does when it starts again: a crash between the commit and the deploy is finished (the
 * origin catches up with the history), a half-assembled publish is discarded, and the seed folder (the repository's
 * schemas/ under `npm start`) is imported again when it changed, unless operators have published since.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, renameSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublishConfig } from '../../publish-service/config';
import { currentDeploy, deploysDir } from '../../publish-service/origin';
import { testServiceConfig } from './support/in-process';
import { PublishService, type Actor } from '../../publish-service/service';
import { textVersion } from '../../publish-service/git-store';

let root: string;
let config: PublishConfig;
const publisher: Actor = { username: 'publisher01', name: 'Pablo Publisher', role: 'publisher' };

function seedText(path: string): string {
  return readFileSync(join(config.seedDir, path), 'utf8');
}
const served = (path: string) => readFileSync(join(config.originDir, path), 'utf8');

async function messages(service: PublishService): Promise<string[]> {
  return (await service.history()).map((entry) => `${entry.kind}: ${entry.message}`);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'croupier-publish-restart-'));
  const seedDir = join(root, 'repository-schemas');
  cpSync(resolve('schemas'), seedDir, { recursive: true });
  config = testServiceConfig(root, { originDir: join(root, 'origin'), seedDir, now: Date.now });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('starting again', { timeout: 60_000 }, () => {
  it('imports the seed folder again when it changed and nobody has published since', async () => {
    const first = await PublishService.open(config);
    expect(await messages(first)).toEqual([expect.stringMatching(/^import: Import the schema origin from /)]);
    await first.close();
    const edited = seedText('menus/header-nav.json').replace('"id": "header-nav",', '"id": "header-nav",\n  "description": "Edited by a developer",');
    writeFileSync(join(config.seedDir, 'menus/header-nav.json'), edited.replace(/\n {2}"description": "Header[^\n]*\n/, '\n'));
    const second = await PublishService.open(config);
    expect(await messages(second)).toHaveLength(2);
    expect(served('menus/header-nav.json')).toContain('Edited by a developer');
    await second.close();
    // Unchanged: nothing new.
    const third = await PublishService.open(config);
    expect(await messages(third)).toHaveLength(2);
    await third.close();
  });

  it('keeps what operators published when the seed changes later, unless told to import it again', async () => {
    const service = await PublishService.open(config);
    const menu = seedText('menus/header-nav.json').replace('Edited by a developer', 'Published by an operator');
    const outcome = await service.publish(publisher, { message: 'Describe the header nav', files: [{ path: 'menus/header-nav.json', text: menu, base: textVersion(served('menus/header-nav.json')) }] });
    expect(outcome.ok).toBe(true);
    await service.close();
    writeFileSync(join(config.seedDir, 'menus/header-nav.json'), seedText('menus/header-nav.json').replace('Edited by a developer', 'Edited again'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reopened = await PublishService.open(config);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('operators have published since: the origin keeps their version'));
    expect(served('menus/header-nav.json')).toContain('Published by an operator');
    expect((await messages(reopened))[0]).toBe('publish: Describe the header nav');
    await reopened.close();
    const reseeded = await PublishService.open(config, { reseed: true });
    expect(served('menus/header-nav.json')).toContain('Edited again');
    expect(await messages(reseeded)).toEqual([expect.stringMatching(/^import: .*\(changed\)$/), 'publish: Describe the header nav', expect.stringMatching(/^import: /), expect.stringMatching(/^import: /)]);
    await reseeded.close();
  });

  it('finishes a publish that was committed but not deployed when the process died', async () => {
    const service = await PublishService.open(config);
    const head = (await service.history())[0];
    const deploys = readdirSync(deploysDir(config.originDir)).filter((entry) => !entry.startsWith(head?.id ?? '-'));
    expect(deploys.length).toBeGreaterThan(0);
    // The process dies (its lock goes with it)…
    await service.close();
    // As if the process died after the commit, before the swap: the origin still points at the deploy before.
    const link = `${config.originDir}.swap-test`;
    symlinkSync(join(`${config.originDir.split('/').pop() ?? ''}.deploys`, deploys[0] ?? ''), link);
    renameSync(link, config.originDir);
    expect(service.deployedCommit()).not.toBe(head?.id);
    // …and a publish was half-assembled in the work tree.
    writeFileSync(join(config.storageDir, 'tree', 'screens', 'stray.json'), '{"kind":');
    const restarted = await PublishService.open(config);
    expect(restarted.deployedCommit()).toBe(head?.id);
    expect(currentDeploy(config.originDir)).toMatch(new RegExp(`^${head?.id ?? 'x'}-`));
    expect(served('menus/header-nav.json')).toContain('Edited again');
    expect(existsSync(join(config.storageDir, 'tree', 'screens', 'stray.json'))).toBe(false);
    await restarted.close();
  });
});
