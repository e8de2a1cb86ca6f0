/**
 * `npx tsx scripts/bench-deposit.ts before=dir after=dir [--rounds 6]` (issue 37): the signed-in deposit page's cold
 * load (`/?memberCentre=depositv2`) as a phone sees it, builds A/B, interleaved round by round. Each load: a fresh
 * context signed in as player01, then the caches emptied, Chrome's 4× CPU slowdown and a slow-4G link (150 ms RTT,
 * 1.6 Mbit/s down), and the page loaded until the deposit form's submit button is there. Besides the time (noisy on
 * a shared machine) it prints figures a busy CPU does not change: when the form's code (rjsf, `schema-form-*.js`)
 * was asked for against the deposit form document, the JavaScript bytes asked for before the form showed, and the
 * long tasks (≥ 50 ms) until then. Ports: BENCH_SITE_PORT (the first variant; the next ones count up), BENCH_PLATFORM_PORT.
 */
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { startPlatformServer } from '../embedded-platform/server/create-platform-server';
import { launchBrowser } from './bench/browser';
import { startStaticSite } from './bench/server';
import { markdownTable, median } from './bench/stats';

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] ?? 6) || 6;
const variants = args.filter((arg) => /^[a-z-]+=/.test(arg)).map((arg) => ({ name: arg.split('=')[0]!, dir: resolve(arg.split('=')[1]!) }));
if (variants.length === 0) throw new Error('give the builds as name=dir');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const LONG_TASKS = `
window.__longTasks = [];
new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { window.__longTasks.push([entry.startTime, entry.duration]); }); }).observe({ type: 'longtask', buffered: true });
window.__lcp = [];
new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { var el = entry.element; window.__lcp.push(Math.round(entry.startTime) + ' ' + (el ? el.tagName + '.' + String(el.className).split(' ')[0] + ' ' + (el.textContent || '').slice(0, 30) : '?')); }); }).observe({ type: 'largest-contentful-paint', buffered: true });`;

interface Sample {
  formMs: number;
  /** Validator chunks downloaded (0 when every document is the one the build checked). */
  validators: number;
  screenAskedMs: number;
  formCodeAskedMs: number;
  formDocumentAskedMs: number;
  jsBytes: number;
  longTasks: number;
  longTaskMs: number;
}

async function signIn(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/help`);
  for (let turn = 0; turn < 4 && (await page.locator('[role="dialog"]').count()) > 0; turn++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  await page.locator('button[data-node-id="login"]').click();
  await page.locator('[role="dialog"] input[autocomplete="username"]').fill('player01');
  await page.locator('[role="dialog"] input[type="password"]').fill('Passw0rd!');
  await page.locator('[role="dialog"] button[type="submit"]').click();
  await page.waitForFunction(() => sessionStorage.getItem('token') !== null, undefined, { timeout: 15_000 });
  const token = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(sessionStorage))));
  await page.close();
  await context.addInitScript({ content: `(function (saved) { if (!sessionStorage.getItem('token')) for (var key in saved) sessionStorage.setItem(key, saved[key]); })(${token});` });
}

const platform = await startPlatformServer({ port: port('BENCH_PLATFORM_PORT', 4199) });
const first = port('BENCH_SITE_PORT', 4190);
const sites = await Promise.all(variants.map((variant, index) => startStaticSite({ root: variant.dir, port: first + index, platformUrl: platform.url, stubs: { vendors: '[]', cards: () => '[]' } })));
const browser = await launchBrowser();
const samples = new Map<string, Sample[]>();
try {
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? variants : [...variants].reverse();
    for (const variant of order) {
      const site = sites[variants.indexOf(variant)]!;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await signIn(context, site.url);
      await context.addInitScript({ content: LONG_TASKS });
      const page = await context.newPage();
      page.on('console', (message) => process.env['BENCH_TIMELINE'] === '1' && message.type() === 'log' && console.log(message.text()));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${site.url}/?memberCentre=depositv2`, { waitUntil: 'commit' });
      await page.locator('[data-node-id="deposit-form"] button[type="submit"]').waitFor({ timeout: 120_000 });
      // Plain JavaScript text: a compiled function would carry the TypeScript runner's helpers, which the page lacks.
      const measured = (await page.evaluate(`(() => {
        const formMs = performance.now();
        const resources = performance.getEntriesByType('resource');
        const asked = (pattern) => { const entry = resources.find((one) => pattern.test(one.name)); return entry ? entry.startTime : -1; };
        const jsBytes = resources.filter((entry) => /\\.js(\\?|$)/.test(entry.name) && entry.startTime < formMs).reduce((sum, entry) => sum + entry.encodedBodySize, 0);
        const tasks = (window.__longTasks || []).filter((task) => task[0] < formMs);
        const validators = resources.filter((entry) => /\\/validate-[^/]*\\.js/.test(entry.name)).length;
        if (${JSON.stringify(process.env['BENCH_TIMELINE'] === '1')}) console.log('LCP: ' + window.__lcp.join(' | '));
        if (${JSON.stringify(process.env['BENCH_TIMELINE'] === '1')}) console.log(resources.map((entry) => Math.round(entry.startTime) + '-' + Math.round(entry.responseEnd) + ' ' + entry.name.replace(location.origin, '')).join('\\n'));
        return { formMs, validators, screenAskedMs: asked(/\\/screens\\/member\\/depositv2\\.json/), formCodeAskedMs: asked(/\\/schema-form-[^/]*\\.js/), formDocumentAskedMs: asked(/\\/forms\\/deposit\\.json/), jsBytes, longTasks: tasks.length, longTaskMs: tasks.reduce((sum, task) => sum + task[1], 0) };
      })()`)) as Sample;
      samples.set(variant.name, [...(samples.get(variant.name) ?? []), measured]);
      console.log(`round ${round} ${variant.name}: form ${Math.round(measured.formMs)} ms, screen document asked ${Math.round(measured.screenAskedMs)} ms, rjsf asked ${Math.round(measured.formCodeAskedMs)} ms, form document asked ${Math.round(measured.formDocumentAskedMs)} ms, JS ${Math.round(measured.jsBytes / 1024)} KB, long tasks ${measured.longTasks} (${Math.round(measured.longTaskMs)} ms), validator chunks ${measured.validators}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all([...sites.map((site) => site.close()), platform.close()]);
}
const of = (name: string, key: keyof Sample) => median((samples.get(name) ?? []).map((sample) => sample[key]));
console.log(
  `\n${markdownTable(
    ['build', 'form shown', 'screen document asked', 'rjsf asked', 'form document asked', 'JS before the form', 'long tasks', 'long-task time'],
    variants.map(({ name }) => [name, `${Math.round(of(name, 'formMs'))} ms`, `${Math.round(of(name, 'screenAskedMs'))} ms`, `${Math.round(of(name, 'formCodeAskedMs'))} ms`, `${Math.round(of(name, 'formDocumentAskedMs'))} ms`, `${Math.round(of(name, 'jsBytes') / 1024)} KB`, String(of(name, 'longTasks')), `${Math.round(of(name, 'longTaskMs'))} ms`]),
  )}`,
);
