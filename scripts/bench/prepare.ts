/**
 * Builds what the bench serves:
 * - the site (`vite build` into dist/bench/site) from a copy of `schemas/` with the bench lobby
 *   screen, its route and its manifest entry added (dist/bench/schemas): the lobby is built as the
 *   site's own lobbies are, so the build validates it and the browser does not;
 * - the same site with the lobby screen edited on the server after the build (dist/bench/site-edited):
 *   an operator's edit, which the browser validates before it renders;
 * - the hand-written lobby (bench/vite.config.ts into dist/bench/hand).
 * Nothing under schemas/ changes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateDocument } from '../../src/schema/validate-document';

export const ROOT = process.cwd();
export const SITE_DIR = join(ROOT, 'dist/bench/site');
export const HAND_DIR = join(ROOT, 'dist/bench/hand');
export const EDITED_SITE_DIR = join(ROOT, 'dist/bench/site-edited');
const SCHEMAS_DIR = join(ROOT, 'dist/bench/schemas');
export const LOBBY_SCREEN = 'screens/bench-lobby';
const LOBBY_LAYOUT = 'layouts/bench-frame';
export const LOBBY_CARD_COUNTS = [24, 240, 2400] as const;

function vite(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], { cwd: ROOT, stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (exit ${run.status ?? 'signal'})`);
  console.log(`  built ${args.join(' ') || 'the site'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildPages(): void {
  writeLobbySchemas();
  vite(['--outDir', SITE_DIR, '--emptyOutDir'], { ...process.env, CROUPIER_SCHEMAS_DIR: SCHEMAS_DIR });
  vite(['--config', join(ROOT, 'bench/vite.config.ts')]);
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function checked(data: unknown, name: string, kind: 'screen' | 'layout' | 'routes' | 'manifest'): void {
  const result = validateDocument(data, name, kind);
  if (!result.ok) throw new Error(`${name} is not a valid ${kind} document: ${result.problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
}

/** `schemas/` with the lobby screen, its frame, its route (`/bench-lobby-24`, …) and their manifest lines: what the site is built from. */
function writeLobbySchemas(): void {
  rmSync(SCHEMAS_DIR, { recursive: true, force: true });
  cpSync(join(ROOT, 'schemas'), SCHEMAS_DIR, { recursive: true });
  const screen = readJson(join(ROOT, 'bench/screens/bench-lobby.json'));
  checked(screen, LOBBY_SCREEN, 'screen');
  writeFileSync(join(SCHEMAS_DIR, `${LOBBY_SCREEN}.json`), `${JSON.stringify(screen, null, 2)}\n`);

  // The frame of the hand-written lobby (10 header links, 7 footer links), not the site's fuller header-footer.
  const layout = readJson(join(ROOT, 'bench/layouts/bench-frame.json'));
  checked(layout, LOBBY_LAYOUT, 'layout');
  writeFileSync(join(SCHEMAS_DIR, `${LOBBY_LAYOUT}.json`), `${JSON.stringify(layout, null, 2)}\n`);

  const routes = readJson(join(SCHEMAS_DIR, 'routes.json')) as { routes: unknown[] };
  routes.routes.push({
    id: 'benchLobby',
    paths: LOBBY_CARD_COUNTS.map((count) => `/bench-lobby-${count}`),
    screen: LOBBY_SCREEN,
    layout: 'bench-frame',
  });
  checked(routes, 'routes', 'routes');
  writeFileSync(join(SCHEMAS_DIR, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);

  const manifest = readJson(join(SCHEMAS_DIR, 'manifest.json')) as { documents: Record<string, string> };
  manifest.documents[LOBBY_SCREEN] = `${LOBBY_SCREEN}.json`;
  manifest.documents[LOBBY_LAYOUT] = `${LOBBY_LAYOUT}.json`;
  checked(manifest, 'manifest', 'manifest');
  writeFileSync(join(SCHEMAS_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The built site again, with the lobby screen edited where the site serves it (its description: what
 * it renders is the same), so it no longer matches what the build validated: the browser validates it.
 */
export function writeEditedSite(): void {
  rmSync(EDITED_SITE_DIR, { recursive: true, force: true });
  cpSync(SITE_DIR, EDITED_SITE_DIR, { recursive: true });
  const file = join(EDITED_SITE_DIR, 'schemas', `${LOBBY_SCREEN}.json`);
  const screen = readJson(file) as { description?: string };
  screen.description = `${screen.description ?? ''} Edited on the server after the build.`;
  checked(screen, LOBBY_SCREEN, 'screen');
  writeFileSync(file, `${JSON.stringify(screen, null, 2)}\n`);
}
