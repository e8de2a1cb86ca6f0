/**
 * `npm start` / `npm run preview`: runs Vite (dev, or with `preview` the built site) with the embedded platform beside it.
 * If something already answers on the platform port (e.g. `npm run platform` in another terminal,
 * or a real platform via PLATFORM_URL), it is used as is.
 *
 * `npm start` also runs the publish service (publish-service/, PUBLISH_URL, default :8797; reused if one answers there),
 * and the dev server then serves `/schemas/*` from its deployed origin (PUBLISH_ORIGIN_DIR, default `.publish/origin`),
 * so what operators publish shows on the next page load. `npm run preview` serves `dist/schemas` and starts the
 * service only when PUBLISH_ORIGIN_DIR is set (e.g. `PUBLISH_ORIGIN_DIR=dist/schemas`). PUBLISH_SERVICE=off: neither.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const platformUrl = process.env['PLATFORM_URL'] ?? 'http://127.0.0.1:8787';
const publishUrl = process.env['PUBLISH_URL'] ?? 'http://127.0.0.1:8797';
const viteArgs = process.argv.slice(2);
const preview = viteArgs[0] === 'preview';
const withPublish = process.env['PUBLISH_SERVICE'] !== 'off' && (!preview || Boolean(process.env['PUBLISH_ORIGIN_DIR']));
const children: ChildProcess[] = [];

async function platformAnswers(): Promise<boolean> {
  try {
    await fetch(`${platformUrl}/wps/system/status`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function publishAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${publishUrl}/publish-api/health`, { signal: AbortSignal.timeout(1500) });
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'service' in body && body.service === 'croupier-publish';
  } catch {
    return false;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
}

function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const waitFor = async (answers: () => Promise<boolean>, attempts: number) => {
  for (let attempt = 0; attempt < attempts && !(await answers()); attempt++) await new Promise((r) => setTimeout(r, 250));
};
const platformUp = platformAnswers();
const publishUp = withPublish ? publishAnswers() : Promise.resolve(true);
if (!(await platformUp)) run(process.execPath, ['--import', 'tsx', 'scripts/platform.ts']);
if (!(await publishUp)) run(process.execPath, ['--import', 'tsx', 'publish-service/main.ts']);
await Promise.all([waitFor(platformAnswers, 60), withPublish ? waitFor(publishAnswers, 240) : undefined]);

const viteEnv = { ...process.env };
const origin = resolve(process.env['PUBLISH_ORIGIN_DIR'] || '.publish/origin');
// The publish service's origin is what the dev server serves, once it exists (a service reused from elsewhere may
// deploy to another folder: then the repository's schemas/ serve as before). CROUPIER_SCHEMAS_DIR set by hand wins.
if (withPublish && !preview && !process.env['CROUPIER_SCHEMAS_DIR'] && existsSync(origin)) viteEnv['CROUPIER_SCHEMAS_DIR'] = origin;
run(process.execPath, ['node_modules/vite/bin/vite.js', ...viteArgs], viteEnv);
