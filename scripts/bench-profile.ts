/**
 * `npm run bench:profile -- [--cards 24] [--rounds 6]`: where the lobby's load spends its time, the schema-rendered
 * lobby against the hand-written one (issue 28: the figure behind a ratio). Serves the builds `npm run bench` left in
 * dist/bench (run it first, or `npm run bench -- --only lobby --rounds 1`) with the same platform and stubbed answers,
 * traces each cold load (fresh context, Chrome's devtools.timeline categories) until the cards are painted, and
 * prints the medians of the main thread's work by kind and of its waiting (idle: network, timers). The first round
 * is a warm-up. Tracing adds its own cost: compare the two columns, not with `npm run bench`'s times. Ports:
 * BENCH_SITE_PORT (4190), BENCH_HAND_PORT (4191), BENCH_PLATFORM_PORT (4199).
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { startPlatformServer } from '../embedded-platform/server/create-platform-server';
import { freshContext, launchBrowser } from './bench/browser';
import { HAND_DIR, SITE_DIR } from './bench/prepare';
import { lobbyStubs, startStaticSite } from './bench/server';
import { interleave, markdownTable, median, ms } from './bench/stats';
import { summarizeMainThread, WORK_KINDS, type MainThreadSummary, type TraceEvent } from './bench/trace';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const cards = option('--cards', 24);
const rounds = option('--rounds', 6);
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
for (const dir of [SITE_DIR, HAND_DIR]) if (!existsSync(dir)) throw new Error(`${dir} is missing: run npm run bench first`);

const platform = await startPlatformServer({ port: port('BENCH_PLATFORM_PORT', 4199) });
const stubs = await lobbyStubs(platform, 8);
const site = await startStaticSite({ root: SITE_DIR, port: port('BENCH_SITE_PORT', 4190), platformUrl: platform.url, stubs });
const hand = await startStaticSite({ root: HAND_DIR, port: port('BENCH_HAND_PORT', 4191), platformUrl: platform.url, stubs });
const variants = { schema: `${site.url}/bench-lobby-${cards}`, hand: `${hand.url}/lobby-${cards}` } as const;
type Variant = keyof typeof variants;
const conditions = [['.card-grid__card', cards], ['.vendor-tabs__tab', 8], ['.site-nav a', 10], ['footer a', 7]];

async function tracedLoad(browser: Browser, url: string): Promise<MainThreadSummary> {
  const context = await freshContext(browser);
  await context.addInitScript({ content: `window.__benchWatch(${JSON.stringify(conditions)});` });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.goto(url);
  await page.waitForFunction(() => (window.__bench?.paint ?? -1) >= 0, undefined, { timeout: 30_000, polling: 50 });
  const painted = await page.evaluate(() => window.__bench?.paint ?? -1);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return summarizeMainThread(trace.traceEvents, painted);
}

const samples: Record<Variant, MainThreadSummary[]> = { schema: [], hand: [] };
const browser = await launchBrowser();
try {
  for (let round = 0; round <= rounds; round++) {
    for (const variant of interleave(Object.keys(variants) as Variant[], round)) {
      const summary = await tracedLoad(browser, variants[variant]);
      if (round > 0) samples[variant].push(summary);
    }
    console.log(`  ${round === 0 ? 'warm-up' : `round ${round}/${rounds}`}`);
  }
} finally {
  await browser.close();
  await Promise.all([site.close(), hand.close(), platform.close()]);
}

const column = (variant: Variant, pick: (summary: MainThreadSummary) => number) => ms(median(samples[variant].map(pick)));
console.log(`\nLobby at ${cards} cards, cold, traced: the main thread from navigation start until the cards are painted (medians of ${rounds})\n`);
console.log(
  markdownTable(
    ['', 'schema (Croupier)', 'hand-written React'],
    [
      ['cards painted', column('schema', (s) => s.windowMs), column('hand', (s) => s.windowMs)],
      ...WORK_KINDS.map((kind) => [kind, column('schema', (s) => s.work[kind]), column('hand', (s) => s.work[kind])]),
      ['waiting (main thread idle)', column('schema', (s) => s.waitingMs), column('hand', (s) => s.waitingMs)],
    ],
  ),
);
