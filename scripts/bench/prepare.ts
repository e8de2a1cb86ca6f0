/**
 * Builds what the bench serves: the site (`vite build` into dist/bench/site), the hand-written
 * lobby (bench/vite.config.ts into dist/bench/hand), and writes the bench lobby screen and its
 * route into the served copy of the schemas (routes and screens are run-time documents: the
 * site finds them there as it would after an operator's edit). Nothing under schemas/ changes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateDocument } from '../../src/schema/validate-document';

export const ROOT = process.cwd();
export const SITE_DIR = join(ROOT, 'dist/bench/site');
export const HAND_DIR = join(ROOT, 'dist/bench/hand');
export const LOBBY_SCREEN = 'screens/bench-lobby';
export const LOBBY_CARD_COUNTS = [24, 240, 2400] as const;

function vite(args: string[]): void {
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (run.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (exit ${run.status ?? 'signal'})`);
  console.log(`  built ${args.join(' ') || 'the site'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildPages(): void {
  vite(['--outDir', SITE_DIR, '--emptyOutDir']);
  vite(['--config', join(ROOT, 'bench/vite.config.ts')]);
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function checked(data: unknown, name: string, kind: 'screen' | 'routes' | 'manifest'): void {
  const result = validateDocument(data, name, kind);
  if (!result.ok) throw new Error(`${name} is not a valid ${kind} document: ${result.problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
}

/** The lobby screen, its route (`/bench-lobby-24`, …) and its manifest entry, in dist/bench/site/schemas. */
export function installLobbyDocuments(): void {
  const schemas = join(SITE_DIR, 'schemas');
  const screen = readJson(join(ROOT, 'bench/screens/bench-lobby.json'));
  checked(screen, LOBBY_SCREEN, 'screen');
  writeFileSync(join(schemas, `${LOBBY_SCREEN}.json`), `${JSON.stringify(screen, null, 2)}\n`);

  const routes = readJson(join(schemas, 'routes.json')) as { routes: unknown[] };
  routes.routes = routes.routes.filter((route) => (route as { id?: unknown }).id !== 'benchLobby');
  routes.routes.push({
    id: 'benchLobby',
    paths: LOBBY_CARD_COUNTS.map((count) => `/bench-lobby-${count}`),
    screen: LOBBY_SCREEN,
    layout: 'header-footer',
  });
  checked(routes, 'routes', 'routes');
  writeFileSync(join(schemas, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);

  const manifest = readJson(join(schemas, 'manifest.json')) as { documents: Record<string, string> };
  manifest.documents[LOBBY_SCREEN] = `${LOBBY_SCREEN}.json`;
  checked(manifest, 'manifest', 'manifest');
  writeFileSync(join(schemas, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
