import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './support/test';

/**
 * Issue 3: killing the platform while the site is open gives the translated network error on the
 * next action; restarting it recovers without a page reload. This spec runs its own platform and
 * preview (the checkout's ports + 2000: 10787 and 6173 by default) so it can stop the platform
 * without disturbing other specs or another checkout's run.
 */
const PLATFORM_PORT = Number(process.env['PLATFORM_PORT'] ?? '8787') + 2000;
const PREVIEW_PORT = Number(process.env['PREVIEW_PORT'] ?? '4173') + 2000;
const SITE = `http://localhost:${PREVIEW_PORT}`; // the default merchant's host (schemas/merchants.json)

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not come up`);
}

function startPlatform(): ChildProcess {
  return start(['--import', 'tsx', 'scripts/platform.ts'], { PLATFORM_PORT: String(PLATFORM_PORT) });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let platform: ChildProcess | undefined;
let preview: ChildProcess | undefined;

test.beforeAll(async () => {
  platform = startPlatform();
  await waitFor(`http://127.0.0.1:${PLATFORM_PORT}/wps/system/status`);
  preview = start(['node_modules/vite/bin/vite.js', 'preview', '--port', String(PREVIEW_PORT), '--strictPort'], { PLATFORM_URL: `http://127.0.0.1:${PLATFORM_PORT}` });
  await waitFor(`${SITE}/`);
});

test.afterAll(async () => {
  await stop(platform);
  await stop(preview);
});

test('the platform going away shows the network error; coming back recovers without a reload', async ({ page, consoleGate }) => {
  // Stopping the platform on purpose: the preview's proxy answers 502 for what was still loading.
  consoleGate.allow({ text: /^Failed to load resource: the server responded with a status of 502/, url: new RegExp(`^${SITE}/(wps|platform-assets)/`), reason: 'the test stops the platform' });
  await page.goto(`${SITE}/`);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel(/^Username/).fill('player01');
  await dialog.getByLabel(/^Password/).fill('Passw0rd!');

  await stop(platform);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Network link abnormal, please try again.').first()).toBeVisible();

  platform = startPlatform();
  await waitFor(`http://127.0.0.1:${PLATFORM_PORT}/wps/system/status`);
  const prompt = page.getByRole('alertdialog');
  if (await prompt.count()) await prompt.getByRole('button').first().click();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('player01');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
