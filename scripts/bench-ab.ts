/**
 * `npm run bench:ab -- before=dist/bench/site-before after=dist/bench/site [--rounds 12] [--cards 24,240] [--home]`:
 * an A/B run of two or more builds of the site served side by side (same embedded platform, same stubbed lobby
 * answers as `npm run bench`), loads interleaved round by round, each a fresh browser context. Prints the medians
 * of the lobby's milestones read from its resource timings (status answered, data calls leave, data answered) and
 * the cards in the DOM, and with `--home` the home page complete (first visit, popup notice). Build a variant with
 * `npm run bench -- --only lobby --rounds 1` (or `vite build` with `CROUPIER_SCHEMAS_DIR=dist/bench/schemas`) and
 * copy `dist/bench/site` aside before changing the code. Ports: BENCH_SITE_PORT (first variant; the next ones count
 * up from it) and BENCH_PLATFORM_PORT.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { startPlatformServer } from '../embedded-platform/server/create-platform-server';
import { launchBrowser, timeLoad, type Condition } from './bench/browser';
import { lobbyStubs, startStaticSite } from './bench/server';
import { interleave, markdownTable, median, ms } from './bench/stats';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 12);
const cardCounts = (option('--cards') ?? '24,240').split(',').map(Number);
const withHome = args.includes('--home');
const variants = args.filter((arg, index) => arg.includes('=') && !args[index - 1]?.startsWith('--')).map((arg) => {
  const [name, dir] = arg.split('=') as [string, string];
  return { name, dir: resolve(dir) };
});
if (variants.length < 2) throw new Error('name two or more builds: before=dist/bench/site-before after=dist/bench/site');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const platform = await startPlatformServer({ port: port('BENCH_PLATFORM_PORT', 4199) });
const stubs = await lobbyStubs(platform, 8);
const sites = await Promise.all(variants.map((variant, index) => startStaticSite({ root: variant.dir, port: port('BENCH_SITE_PORT', 4190) + index, platformUrl: platform.url, stubs })));

/** Milestones from resource timings: when a response ended, or (`start:`) when the first request for it left. */
const MILESTONES = { status: '^/wps/system/status$', data: '^/wps/(promotion/list|relay/GCSGAME_newGameVendor)$' };
const DATA_STARTS = `(() => Math.min(...performance.getEntriesByType('resource').filter((e) => /\\/wps\\/(promotion\\/list|relay\\/GCSGAME_newGameVendor)$/.test(new URL(e.name).pathname)).map((e) => e.startTime)))()`;
const HOME: Condition[] = [['[data-node-id="hero"]', 1], ['[data-node-id="category-tiles"] a', 6], ['[data-node-id="hot-games"] .game-tile', 1], ['[data-node-id="winners"] .rank-list__row', 1], ['footer a', 7]];

interface Task {
  name: string;
  variant: string;
  run: (browser: Browser) => Promise<Record<string, number>>;
}
const tasks: Task[] = [];
for (const [index, variant] of variants.entries()) {
  // `localhost`: the default merchant's host (127.0.0.1 is Lucky Star's), as in scripts/bench/server.ts.
  const url = `http://localhost:${port('BENCH_SITE_PORT', 4190) + index}`;
  for (const cards of cardCounts) {
    const conditions: Condition[] = [['.card-grid__card', cards], ['.vendor-tabs__tab', 8], ['.site-nav a', 10], ['footer a', 7]];
    tasks.push({
      name: `lobby-${cards}`,
      variant: variant.name,
      run: async (browser) => {
        const figures = await timeLoad(browser, `${url}/bench-lobby-${cards}`, conditions, { milestones: MILESTONES, afterLoad: DATA_STARTS });
        return { 'status answered': figures.milestones['status'] ?? Number.NaN, 'data calls leave': figures.after ?? Number.NaN, 'data answered': figures.milestones['data'] ?? Number.NaN, 'cards in the DOM': figures.domMs, 'cards painted': figures.paintMs };
      },
    });
  }
  if (withHome) tasks.push({ name: 'home', variant: variant.name, run: async (browser) => ({ 'home complete': (await timeLoad(browser, `${url}/`, HOME)).paintMs }) });
}

const samples = new Map<string, Record<string, number>[]>();
const browser = await launchBrowser();
try {
  for (let round = 0; round <= rounds; round++) {
    for (const task of interleave(tasks, round)) {
      try {
        const figures = await task.run(browser);
        const key = `${task.name}|${task.variant}`;
        if (round > 0) samples.set(key, [...(samples.get(key) ?? []), figures]);
      } catch (error) {
        console.log(`  ! ${task.name} ${task.variant} round ${round}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    console.log(`  ${round === 0 ? 'warm-up' : `round ${round}/${rounds}`}`);
  }
} finally {
  await browser.close();
  await Promise.all(sites.map((site) => site.close()));
  await platform.close();
}

for (const page of [...new Set(tasks.map((task) => task.name))]) {
  const fields = Object.keys(samples.get(`${page}|${variants[0]!.name}`)?.[0] ?? {});
  const row = (field: string) => [field, ...variants.map((variant) => ms(median((samples.get(`${page}|${variant.name}`) ?? []).map((sample) => sample[field] ?? Number.NaN))))];
  console.log(`\n${page}, medians of ${rounds} rounds (ms since navigation start)\n`);
  console.log(markdownTable([page, ...variants.map((variant) => variant.name)], fields.map(row)));
}
console.log(`\nload average now: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
