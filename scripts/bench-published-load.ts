/**
 * Issue 37: the JavaScript a cold load of / requests after an operator's publish (README, "After a publish").
 *
 *   npx tsx scripts/bench-published-load.ts <site url> <rounds> [publish] [dist folder]
 *
 * Against a preview with the publish service (`PUBLISH_ORIGIN_DIR=<dist>/schemas npm run preview -- --outDir <dist>`).
 * With `publish`: signs in as publisher01 through the site's /publish-api proxy and publishes screens/home.json
 * re-serialised (a text the build never saw, the same document). Then <rounds> cold loads of / in fresh contexts
 * (service workers blocked): the JavaScript requested (bytes on the wire, and gzip of the files in <dist>), the
 * validator chunks among it, and the hash list (`verified.json`, or the build's chunk).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const [site = '', roundsText = '3', publish, dist = ''] = process.argv.slice(2);
const gz = (url: string): number => {
  try {
    return gzipSync(readFileSync(`${dist}${new URL(url).pathname}`)).length;
  } catch {
    return 0; // no dist folder given
  }
};
const api = `${site}/publish-api`;

async function publishHome(): Promise<void> {
  const signIn = await fetch(`${api}/session`, { method: 'POST', headers: { Origin: site, 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'publisher01', password: 'Passw0rd!' }) });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const headers = { Origin: site, Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' };
  const { text } = (await (await fetch(`${api}/file?path=screens/home.json`, { headers })).json()) as { text: string };
  const edited = JSON.stringify(JSON.parse(text));
  const base = createHash('sha256').update(text, 'utf8').digest('hex');
  const answer = await fetch(`${api}/publishes`, { method: 'POST', headers, body: JSON.stringify({ message: 'Home screen, re-serialised', files: [{ path: 'screens/home.json', text: edited, base }] }) });
  console.log('publish', answer.status, ((await answer.json()) as { publish?: { shortId: string } }).publish?.shortId ?? '');
}

if (publish === 'publish') await publishHome();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (let round = 0; round < Number(roundsText); round++) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen: Promise<{ url: string; bytes: number; js: boolean }>[] = [];
  page.on('requestfinished', (request) => {
    seen.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize, js: request.resourceType() === 'script' || request.url().endsWith('.js') })));
  });
  await page.goto(`${site}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const all = await Promise.all(seen);
  const js = all.filter((entry) => entry.js);
  const validators = js.filter((entry) => /validat|meta-validators|widget-validators/i.test(entry.url));
  const verified = all.filter((entry) => /verified/.test(entry.url)).map((entry) => `${entry.url.replace(site, '')} ${entry.bytes} B`);
  console.log(`round ${round + 1}: JS ${js.length} files ${(js.reduce((s, e) => s + e.bytes, 0) / 1024).toFixed(1)} KB (${(js.reduce((s, e) => s + gz(e.url), 0) / 1024).toFixed(1)} KB gzip); validators gzip ${(validators.reduce((s, e) => s + gz(e.url), 0) / 1024).toFixed(1)} KB; validator chunks ${validators.length} = ${(validators.reduce((s, e) => s + e.bytes, 0) / 1024).toFixed(1)} KB [${validators.map((e) => e.url.split('/').pop()).join(', ')}]; ${verified.join(', ')}`);
  await context.close();
}
await browser.close();
