/**
 * `npm start` / `npm run preview`: runs Vite (dev, or with `preview` the built site) with the embedded platform beside it.
 * If something already answers on the platform port (e.g. `npm run platform` in another terminal,
 * or a real platform via PLATFORM_URL), it is used as is.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const platformUrl = process.env['PLATFORM_URL'] ?? 'http://127.0.0.1:8787';
const viteArgs = process.argv.slice(2);
const children: ChildProcess[] = [];

async function platformAnswers(): Promise<boolean> {
  try {
    await fetch(`${platformUrl}/wps/system/status`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
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

if (!(await platformAnswers())) {
  run(process.execPath, ['--import', 'tsx', 'scripts/platform.ts']);
  for (let attempt = 0; attempt < 60 && !(await platformAnswers()); attempt++) await new Promise((r) => setTimeout(r, 250));
}
run(process.execPath, ['node_modules/vite/bin/vite.js', ...viteArgs]);
