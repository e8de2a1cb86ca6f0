/**
 * The deployed schema origin: a plain folder of files that any static server, CDN or object-store sync can serve.
 *
 * `originDir` is a symlink to one complete folder under `<originDir>.deploys/`. A deploy writes the whole new tree
 * to a staging folder there, fsyncs every file and folder, renames it to its final name, makes a new symlink beside
 * the origin and renames it over the origin (rename is atomic), then fsyncs the parent. A reader, or a process
 * killed at any point, sees the old tree or the new one, never a mix; `recoverOrigin` clears what a killed deploy
 * left behind.
 */
import { closeSync, existsSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

export type DeployStage = 'file' | 'staged' | 'linked' | 'swapped';
/** A test seam: called after each step (the crash test's child pauses in it to be killed at that step). */
export type DeployProgress = (stage: DeployStage, files: number) => void;

const STAGING_PREFIX = '.staging-';
const SWAP_SUFFIX = '.swap-';

export function deploysDir(originDir: string): string {
  return `${originDir}.deploys`;
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Every file under `dir` (not `.git`), as paths relative to it with `/`. */
export function listTree(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '.git') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return files;
}

async function copyDurably(from: string, to: string): Promise<void> {
  const content = await readFile(from);
  const file = await open(to, 'wx');
  try {
    await file.writeFile(content);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Files are written and fsynced a few at a time (the disk works on several while each waits for its sync). */
const PARALLEL_WRITES = 8;

/** The deploy folder the origin points at now (its name: `<label>-<time>`), if the origin is a deploy. */
export function currentDeploy(originDir: string): string | undefined {
  try {
    if (!lstatSync(originDir).isSymbolicLink()) return undefined;
    return basename(readlinkSync(originDir));
  } catch {
    return undefined;
  }
}

/**
 * Writes `sourceDir`'s tree (without `.git`) as the new origin, atomically. `label` names the deploy folder
 * (the publish's commit). An origin that is a real folder (a build's `dist/schemas`) is moved into the deploys
 * folder first, once: that first switch to a symlink is the one moment the origin path is briefly absent.
 */
export async function deployTree(sourceDir: string, originDir: string, label: string, onProgress: DeployProgress = () => {}): Promise<void> {
  const deploys = deploysDir(originDir);
  mkdirSync(deploys, { recursive: true });
  const unique = `${label}-${Date.now().toString(36)}`;
  const staging = join(deploys, `${STAGING_PREFIX}${unique}`);
  const target = join(deploys, unique);
  mkdirSync(staging);
  const folders = new Set<string>([staging]);
  const files = listTree(sourceDir);
  for (const file of files) {
    const folder = dirname(join(staging, file));
    if (folders.has(folder)) continue;
    mkdirSync(folder, { recursive: true });
    for (let up = folder; up.startsWith(staging) && !folders.has(up); up = dirname(up)) folders.add(up);
  }
  let count = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++] ?? '';
      await copyDurably(join(sourceDir, file), join(staging, file));
      onProgress('file', ++count);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_WRITES }, worker));
  // Deepest folders first, so each folder's entries are on disk before its parent's.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) fsyncPath(folder);
  renameSync(staging, target);
  fsyncPath(deploys);
  onProgress('staged', count);

  if (existsSync(originDir) && !lstatSync(originDir).isSymbolicLink()) {
    renameSync(originDir, join(deploys, `initial-${Date.now().toString(36)}`));
  }
  const link = `${originDir}${SWAP_SUFFIX}${unique}`;
  symlinkSync(relative(dirname(originDir), target), link);
  onProgress('linked', count);
  renameSync(link, originDir);
  fsyncPath(dirname(originDir));
  onProgress('swapped', count);
  pruneDeploys(originDir);
}

/** Keeps the deploy the origin points at and the one before it (a reader may still be in it); removes the others. */
function pruneDeploys(originDir: string): void {
  const deploys = deploysDir(originDir);
  const current = currentDeploy(originDir);
  const finished = readdirSync(deploys, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(STAGING_PREFIX))
    .map((entry) => ({ name: entry.name, at: lstatSync(join(deploys, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const keep = new Set([current, finished.find((entry) => entry.name !== current)?.name]);
  for (const entry of finished) if (!keep.has(entry.name)) rmSync(join(deploys, entry.name), { recursive: true, force: true });
}

/** After a crash: removes staging folders and swap links a killed deploy left; the origin itself is untouched. */
export function recoverOrigin(originDir: string): void {
  const deploys = deploysDir(originDir);
  if (existsSync(deploys)) {
    for (const entry of readdirSync(deploys)) if (entry.startsWith(STAGING_PREFIX)) rmSync(join(deploys, entry), { recursive: true, force: true });
  }
  const parent = dirname(originDir);
  if (existsSync(parent)) {
    const prefix = `${basename(originDir)}${SWAP_SUFFIX}`;
    for (const entry of readdirSync(parent)) if (entry.startsWith(prefix)) rmSync(join(parent, entry), { force: true });
  }
}
