import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_PAINT_FOLDER } from '../../src/page-load/first-paint';

const PROJECT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Writes the first paints of the documents in `root` into `out` (`first-paint-cli.ts`) in a process of its own: it
 * renders the widgets (React, their code with stubbed CSS), which neither the build's bundler nor the publish service
 * should carry, and a render that fails cannot take its caller down. The old paints go first, so a failed run leaves
 * none rather than stale ones: the site then draws as it did before first paints. Resolves with what the run printed.
 */
export function writeFirstPaints(root: string, out = root): Promise<{ ok: boolean; output: string }> {
  removeFirstPaints(out);
  return new Promise((settle) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/node-css-stub.mjs', 'scripts/schemas/first-paint-cli.ts', '--root', root, '--out', out],
      { cwd: PROJECT, env: { ...process.env, NODE_ENV: 'production' }, timeout: 120_000, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => settle({ ok: error === null, output: `${stdout}${stderr}`.trim() || (error?.message ?? '') }),
    );
  });
}

/** No first paints in this origin (a seed copied from a build has the build's, which its documents may no longer match). */
export function removeFirstPaints(origin: string): void {
  rmSync(join(origin, FIRST_PAINT_FOLDER), { recursive: true, force: true });
}
