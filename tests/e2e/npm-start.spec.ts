import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from './support/test';
import { pointTermsLinkElsewhere } from './support/footer-link-task';
import { DEV_PLATFORM_PORT, DEV_PORT, DEV_PUBLISH_DIR, DEV_PUBLISH_PORT } from './support/servers';

/**
 * `npm start`, as a developer and the README's Quick start run it: the dev server with an embedded platform and a
 * publish service of its own (support/servers.ts), started here rather than before the suite, so its start (the
 * dev server's dependency scan, three processes) runs beside other specs instead of holding them all back. An operator's
 * edit in the dev server's studio, published, is on the dev server's next page: it serves the publish service's
 * origin (scripts/vite/schema-origin-plugin.ts), which nothing else exercises.
 */

let server: ChildProcess | undefined;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DEV_PUBLISH_DIR, { recursive: true, force: true });
  server = spawn('npm', ['run', '-s', 'start'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      DEV_PORT,
      PLATFORM_PORT: DEV_PLATFORM_PORT,
      PLATFORM_URL: `http://127.0.0.1:${DEV_PLATFORM_PORT}`,
      PUBLISH_URL: `http://127.0.0.1:${DEV_PUBLISH_PORT}`,
      PUBLISH_STORAGE_DIR: `${DEV_PUBLISH_DIR}/storage`,
      PUBLISH_ORIGIN_DIR: `${DEV_PUBLISH_DIR}/origin`,
    },
  });
  const exited = new Promise<never>((_, reject) => server!.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it served /studio`))));
  const up = (async () => {
    while (!(await answers(`http://127.0.0.1:${DEV_PORT}/studio`))) await new Promise((resolve) => setTimeout(resolve, 500));
  })();
  await Promise.race([up, exited]);
});

test.afterAll(() => {
  // The whole group: npm, scripts/with-platform.ts and the dev server, platform and publish service it started.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test("npm start: an operator points a footer link at another site in the dev server's studio, publishes, and the dev server's next page has it", async ({ page }) => {
  test.setTimeout(150_000);
  await pointTermsLinkElsewhere(page);
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${DEV_PORT}/`));
});
