/**
 * `npm run bench:phone-ab -- before=dir after=dir [--routes /,/live,/bench-lobby-24] [--rounds 4]` (issue 37): cold
 * loads of the given routes as a phone sees them, two or more builds of the bench site (`dist/bench/site`, copied
 * aside before a change) served side by side, alternated round by round. Each load: a fresh browser context with a
 * phone's screen (412 × 823, DPR 1.75, touch), Chrome's devtools throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s
 * up) and 4× CPU slowdown, the page left 6 s after its load event. It prints, per route and build, the medians of:
 * the LCP (the last `largest-contentful-paint` entry, and its element), when the whitelabel flags had answered and
 * the vendor list was asked for (the site opens on the first and calls the second first), and the long tasks before
 * the LCP. Playwright's Chromium does not hold the first frame as Lighthouse's mobile emulation does on some machines
 * (README, "What holds the first frame on this machine"), so this is what a load does, not what Lantern simulates.
 * Ports: BENCH_SITE_PORT (the first build; the next ones count up), BENCH_PLATFORM_PORT.
 */
import { resolve } from 'node:path';
import { startPlatformServer } from '../embedded-platform/server/create-platform-server';
import { launchBrowser } from './bench/browser';
import { lobbyStubs, startStaticSite } from './bench/server';
import { markdownTable, median } from './bench/stats';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 4);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds wants a whole number of at least 1');
const routes = (option('--routes') ?? '/,/live,/bench-lobby-24').split(',').map((route) => route.trim()).filter((route) => route.startsWith('/'));
const variants = args.filter((arg, index) => arg.includes('=') && !args[index - 1]?.startsWith('--')).map((arg) => {
  const [name, dir] = arg.split('=') as [string, string];
  return { name, dir: resolve(dir) };
});
if (variants.length === 0) throw new Error('give the builds as name=dir (e.g. before=/tmp/site-before after=dist/bench/site)');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Installed before any page script: the LCP entries and the long tasks. Plain JavaScript text. */
const OBSERVERS = `
window.__phoneLcp = [];
new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { var element = entry.element; window.__phoneLcp.push([Math.round(entry.startTime), element ? element.tagName.toLowerCase() + '.' + String(element.className).split(' ')[0] : '?']); }); }).observe({ type: 'largest-contentful-paint', buffered: true });
window.__phoneLongTasks = [];
new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { window.__phoneLongTasks.push([entry.startTime, entry.duration]); }); }).observe({ type: 'longtask', buffered: true });`;

/** Read in the page once it has settled. Plain JavaScript text (a compiled function could carry the runner's helpers). */
const READ = `(() => {
  const resources = performance.getEntriesByType('resource');
  const find = (pattern) => resources.find((entry) => pattern.test(new URL(entry.name).pathname));
  const lcp = window.__phoneLcp[window.__phoneLcp.length - 1] || [NaN, '?'];
  const flags = find(/\\/wps\\/system\\/whitelabel$/);
  const vendors = find(/\\/wps\\/relay\\/GCSGAME_newGameVendor$/);
  const longTasks = window.__phoneLongTasks.filter((task) => task[0] < lcp[0]).reduce((sum, task) => sum + task[1], 0);
  return { lcpMs: lcp[0], element: lcp[1], flagsAnsweredMs: flags ? flags.responseEnd : NaN, vendorsAskedMs: vendors ? vendors.startTime : NaN, longTaskMs: longTasks };
})()`;

interface Sample {
  lcpMs: number;
  element: string;
  flagsAnsweredMs: number;
  vendorsAskedMs: number;
  longTaskMs: number;
}

function isSample(value: unknown): value is Sample {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['lcpMs', 'flagsAnsweredMs', 'vendorsAskedMs', 'longTaskMs'].every((key) => typeof record[key] === 'number') && typeof record['element'] === 'string';
}

const platform = await startPlatformServer({ port: port('BENCH_PLATFORM_PORT', 4199) });
const stubs = await lobbyStubs(platform, 8);
const first = port('BENCH_SITE_PORT', 4190);
const sites = await Promise.all(variants.map((variant, index) => startStaticSite({ root: variant.dir, port: first + index, platformUrl: platform.url, stubs })));
const browser = await launchBrowser();
const samples = new Map<string, Sample[]>();
try {
  for (let round = 1; round <= rounds; round++) {
    for (const route of routes) {
      const order = round % 2 ? variants : [...variants].reverse();
      for (const variant of order) {
        const site = sites[variants.indexOf(variant)]!;
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        await context.addInitScript({ content: OBSERVERS });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${site.url}${route}`, { waitUntil: 'load', timeout: 90_000 });
        await page.waitForTimeout(6_000);
        const read: unknown = await page.evaluate(READ);
        if (!isSample(read)) throw new Error(`${route} (${variant.name}): the page gave no reading`);
        const key = `${route}\u0000${variant.name}`;
        samples.set(key, [...(samples.get(key) ?? []), read]);
        console.log(`round ${round} ${route} ${variant.name}: LCP ${read.lcpMs} ms (${read.element}), flags answered ${Math.round(read.flagsAnsweredMs)} ms, vendor list asked ${Math.round(read.vendorsAskedMs)} ms, long tasks before the LCP ${Math.round(read.longTaskMs)} ms`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all([...sites.map((site) => site.close()), platform.close()]);
}

const seconds = (value: number) => (Number.isNaN(value) ? '–' : `${(value / 1000).toFixed(2)} s`);
const rows = routes.flatMap((route) =>
  variants.map(({ name }) => {
    const list = samples.get(`${route}\u0000${name}`) ?? [];
    const of = (key: 'lcpMs' | 'flagsAnsweredMs' | 'vendorsAskedMs' | 'longTaskMs') => median(list.map((sample) => sample[key]).filter((value) => !Number.isNaN(value)));
    return [route, name, seconds(of('lcpMs')), seconds(of('flagsAnsweredMs')), seconds(of('vendorsAskedMs')), `${Math.round(of('longTaskMs'))} ms`];
  }),
);
console.log(`\nslow 4G (150 ms, 1.6 Mbit/s) and 4× CPU, a phone's screen; ${rounds} rounds, medians\n`);
console.log(markdownTable(['route', 'build', 'LCP', 'flags answered', 'vendor list asked', 'long tasks before the LCP'], rows));
