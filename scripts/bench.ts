/**
 * `npm run bench` (issue 15): what players pay for the schema renderer, measured in headless
 * Chromium against the production build, plus the pure pipeline steps in Node.
 *
 *   npm run bench                       10 measured rounds (+1 warm-up), medians
 *   npm run bench -- --rounds 20        more rounds (or BENCH_ROUNDS=20)
 *   npm run bench -- --quick            3 rounds: a smoke run
 *   npm run bench -- --skip-build       reuse dist/bench from the previous run
 *   npm run bench -- --only lobby,home  some sections only (lobby, home, register, resolve)
 *   npm run bench -- --readme           also refresh the table in README.md (between the bench markers)
 *
 * Each page load is a fresh browser context (cold: no cache, no storage); within a round every
 * variant loads once, in an order that alternates round by round. Ports: BENCH_SITE_PORT (4190),
 * BENCH_HAND_PORT (4191), BENCH_PLATFORM_PORT (4199). Writes bench/results.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startPlatformServer } from '../embedded-platform/server/create-platform-server';
import { launchBrowser, timeLoad, timeRegister, type Condition, type LoadFigures } from './bench/browser';
import { buildPages, EDITED_SITE_DIR, HAND_DIR, LOBBY_CARD_COUNTS, ROOT, SITE_DIR, writeEditedSite } from './bench/prepare';
import { measureResolve, resolveRuns, type ResolveFigures } from './bench/resolve';
import { lobbyStubs, startStaticSite } from './bench/server';
import { gzipSize, initialScripts, inlineScriptsGzip, interleave, kb, markdownTable, median, ms, parseFlags, ratio, replaceBetweenMarkers, totalGzip, verdict } from './bench/stats';

const flags = parseFlags(process.argv.slice(2), process.env);
const wants = (section: string) => flags.only.length === 0 || flags.only.includes(section);
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** Issue 28's goals: the lobby within 1.2x the hand-written one at every size, the home page's JS until complete within 140 KB gzip. */
const GOALS = { lobbyRatio: 1.2, homeJsKb: 140, initialJsKb: 120 } as const;
const VENDOR_TABS = 8;
const started = Date.now();
const loadAtStart = loadavg().map((value) => Math.round(value * 10) / 10);

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'missing';
  }
}

// ---- build and serve -------------------------------------------------------------------------
if (!flags.skipBuild) {
  console.log('building the site and the hand-written lobby …');
  buildPages();
}
writeEditedSite();

const platform = await startPlatformServer({ port: port('BENCH_PLATFORM_PORT', 4199) });
const stubs = await lobbyStubs(platform, VENDOR_TABS);
const site = await startStaticSite({ root: SITE_DIR, port: port('BENCH_SITE_PORT', 4190), platformUrl: platform.url, stubs });
const hand = await startStaticSite({ root: HAND_DIR, port: port('BENCH_HAND_PORT', 4191), platformUrl: platform.url, stubs });
const edited = await startStaticSite({ root: EDITED_SITE_DIR, port: port('BENCH_EDITED_PORT', 4192), platformUrl: platform.url, stubs });

const gzipCache = new Map<string, number>();
function scriptGzip(root: string, paths: readonly string[]): number {
  return totalGzip(
    paths.map((path) => {
      const file = join(root, path);
      let bytes = gzipCache.get(file);
      if (bytes === undefined) gzipCache.set(file, (bytes = gzipSize(readFileSync(file))));
      return { url: file, gzipBytes: bytes };
    }),
  );
}

// ---- the browser rounds ----------------------------------------------------------------------
interface Task {
  name: string;
  run: (browser: Browser) => Promise<Record<string, number>>;
}

const lobbyConditions = (cards: number): Condition[] => [['.card-grid__card', cards], ['.vendor-tabs__tab', VENDOR_TABS], ['.site-nav a', 10], ['footer a', 7]];
const inlineGzip = new Map<string, number>();
/** The page's inline scripts (the site's early-fetch script) are JavaScript it loads too. */
function pageInlineGzip(root: string): number {
  let bytes = inlineGzip.get(root);
  if (bytes === undefined) inlineGzip.set(root, (bytes = inlineScriptsGzip(readFileSync(join(root, 'index.html'), 'utf8'))));
  return bytes;
}
const loadSample = (figures: LoadFigures, root: string) => ({ paintMs: figures.paintMs, domMs: figures.domMs, fcpMs: figures.fcpMs, jsGzipBytes: scriptGzip(root, figures.scripts) + pageInlineGzip(root), ...figures.milestones });

/** Where a lobby load's time goes: when these responses ended (path patterns; absent ones stay n/a). */
const LOBBY_MILESTONES: Record<string, string> = {
  'entry script': '^/assets/index-[^/]+\\.js$',
  'routes.json': '^/schemas/routes\\.json$',
  'screen document': '^/schemas/screens/bench-lobby\\.json$',
  'vendors answer': '/GCSGAME_newGameVendor$',
  'cards answer': '^/wps/promotion/list$',
  'CardGrid chunk': '^/assets/card-grid-[^/]+\\.js$',
};

const tasks: Task[] = [];
if (wants('lobby')) {
  for (const cards of LOBBY_CARD_COUNTS) {
    tasks.push({ name: `lobby-schema-${cards}`, run: async (browser) => loadSample(await timeLoad(browser, `${site.url}/bench-lobby-${cards}`, lobbyConditions(cards), { milestones: LOBBY_MILESTONES }), SITE_DIR) });
    tasks.push({ name: `lobby-edited-${cards}`, run: async (browser) => loadSample(await timeLoad(browser, `${edited.url}/bench-lobby-${cards}`, lobbyConditions(cards), { milestones: LOBBY_MILESTONES }), EDITED_SITE_DIR) });
    tasks.push({ name: `lobby-hand-${cards}`, run: async (browser) => loadSample(await timeLoad(browser, `${hand.url}/lobby-${cards}`, lobbyConditions(cards), { milestones: LOBBY_MILESTONES }), HAND_DIR) });
  }
}
const HOME_CONDITIONS: Condition[] = [
  ['[data-node-id="hero"]', 1],
  ['[data-node-id="notice-banners"] img', 1],
  ['[data-node-id="category-tiles"] a', 6],
  ['[data-node-id="hot-games"] .game-tile', 1],
  ['[data-node-id="winners"] .rank-list__row', 1],
  ['[data-node-id="why-us"]', 1],
  ['footer a', 7],
];
if (wants('home')) {
  // A first visit: the popup notice included, JS counted until the network is idle.
  tasks.push({ name: 'home', run: async (browser) => loadSample(await timeLoad(browser, `${site.url}/`, HOME_CONDITIONS, { untilNetworkIdle: true }), SITE_DIR) });
  tasks.push({ name: 'rng', run: async (browser) => loadSample(await timeLoad(browser, `${site.url}/rng`, [['[data-node-id="rng-grid"] .game-tile', 21], ['.vendor-tabs__tab', 1]]), SITE_DIR) });
}
if (wants('register')) tasks.push({ name: 'register', run: async (browser) => ({ ...(await timeRegister(browser, site.url)) }) });

const samples = new Map<string, Record<string, number>[]>();
const failures: { task: string; round: number; message: string }[] = [];
let chromiumVersion = 'not run';
if (tasks.length > 0) {
  const browser = await launchBrowser();
  chromiumVersion = browser.version();
  try {
    for (let round = 0; round <= flags.rounds; round++) {
      const roundStart = Date.now();
      for (const task of interleave(tasks, round)) {
        try {
          const figures = await task.run(browser);
          if (round > 0) samples.set(task.name, [...(samples.get(task.name) ?? []), figures]);
        } catch (error) {
          // One stuck load (a busy machine, a platform hiccup) costs one sample, not the run.
          const message = error instanceof Error ? error.message : String(error);
          failures.push({ task: task.name, round, message });
          console.log(`  ! ${task.name} failed in ${round === 0 ? 'the warm-up' : `round ${round}`}: ${message}`);
        }
      }
      console.log(`  ${round === 0 ? 'warm-up' : `round ${round}/${flags.rounds}`} ${((Date.now() - roundStart) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser.close();
  }
}
await site.close();
await hand.close();
await edited.close();
await platform.close();

const medianOf = (task: string, field: string) => median((samples.get(task) ?? []).map((sample) => sample[field] ?? Number.NaN));
const samplesOf = (task: string, field: string) => (samples.get(task) ?? []).map((sample) => Math.round((sample[field] ?? Number.NaN) * 10) / 10);

// ---- Node: the pure pipeline steps -----------------------------------------------------------
const resolveFigures: ResolveFigures[] = [];
if (wants('resolve')) {
  for (const nodes of [100, 1000, 10000]) resolveFigures.push(measureResolve(nodes, resolveRuns(nodes, flags.quick)));
}

// ---- report ----------------------------------------------------------------------------------
const siteHtml = readFileSync(join(SITE_DIR, 'index.html'), 'utf8');
const initialJsBytes = scriptGzip(SITE_DIR, initialScripts(siteHtml)) + inlineScriptsGzip(siteHtml);
const milestonesOf = (task: string) => Object.fromEntries([...Object.keys(LOBBY_MILESTONES), 'fcpMs', 'domMs', 'paintMs'].map((name) => [name, medianOf(task, name)]));
const lobby = LOBBY_CARD_COUNTS.map((cards) => ({
  cards,
  milestonesMs: { schema: milestonesOf(`lobby-schema-${cards}`), edited: milestonesOf(`lobby-edited-${cards}`), hand: milestonesOf(`lobby-hand-${cards}`) },
  schema: { paintMs: medianOf(`lobby-schema-${cards}`, 'paintMs'), domMs: medianOf(`lobby-schema-${cards}`, 'domMs'), jsGzipBytes: medianOf(`lobby-schema-${cards}`, 'jsGzipBytes'), samplesMs: samplesOf(`lobby-schema-${cards}`, 'paintMs') },
  edited: { paintMs: medianOf(`lobby-edited-${cards}`, 'paintMs'), domMs: medianOf(`lobby-edited-${cards}`, 'domMs'), jsGzipBytes: medianOf(`lobby-edited-${cards}`, 'jsGzipBytes'), samplesMs: samplesOf(`lobby-edited-${cards}`, 'paintMs') },
  hand: { paintMs: medianOf(`lobby-hand-${cards}`, 'paintMs'), domMs: medianOf(`lobby-hand-${cards}`, 'domMs'), jsGzipBytes: medianOf(`lobby-hand-${cards}`, 'jsGzipBytes'), samplesMs: samplesOf(`lobby-hand-${cards}`, 'paintMs') },
}));
const home = {
  jsUntilCompleteGzipBytes: medianOf('home', 'jsGzipBytes'),
  initialJsGzipBytes: initialJsBytes,
  fcpMs: medianOf('home', 'fcpMs'),
  completeMs: medianOf('home', 'paintMs'),
  rngGridMs: medianOf('rng', 'paintMs'),
  samples: { fcpMs: samplesOf('home', 'fcpMs'), completeMs: samplesOf('home', 'paintMs'), rngGridMs: samplesOf('rng', 'paintMs') },
};
const register = {
  mountMs: medianOf('register', 'mountMs'),
  firstValidationMs: medianOf('register', 'firstValidationMs'),
  samples: { mountMs: samplesOf('register', 'mountMs'), firstValidationMs: samplesOf('register', 'firstValidationMs') },
};

const cpu = cpus();
const environment = {
  cpu: cpu[0]?.model.trim() ?? 'unknown',
  cores: cpu.length,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  chromium: chromiumVersion,
  platform: `${process.platform} ${process.arch}`,
  packages: Object.fromEntries(['react', 'react-dom', 'wouter', 'vite', '@vitejs/plugin-react', 'zustand', '@rjsf/core', 'ajv', 'playwright-core', 'typescript'].map((name) => [name, packageVersion(name)])),
  /** 1/5/15-minute load averages when the run started and ended: above the core count means other work competed. */
  loadAverage: { start: loadAtStart, end: loadavg().map((value) => Math.round(value * 10) / 10) },
  note: 'figures from one run on this machine; the CPU may be shared with other work',
};

const tables: string[] = [];
if (wants('lobby')) {
  tables.push(
    markdownTable(
      ['lobby, cold (medians)', 'schema (Croupier)', 'hand-written React', 'ratio', `goal ≤ ${GOALS.lobbyRatio}x`, 'screen edited on the server (ratio)', 'JS gzip schema / edited / hand'],
      lobby.map((row) => {
        const value = row.schema.paintMs / row.hand.paintMs;
        return [
          `${row.cards.toLocaleString('en')} cards`,
          ms(row.schema.paintMs),
          ms(row.hand.paintMs),
          ratio(row.schema.paintMs, row.hand.paintMs),
          verdict(value, GOALS.lobbyRatio),
          `${ms(row.edited.paintMs)} (${ratio(row.edited.paintMs, row.hand.paintMs)})`,
          `${kb(row.schema.jsGzipBytes)} / ${kb(row.edited.jsGzipBytes)} / ${kb(row.hand.jsGzipBytes)}`,
        ];
      }),
    ),
  );
}
if (wants('lobby')) {
  const at = lobby.find((row) => row.cards === 240) ?? lobby[0]!;
  const label = (name: string) => ({ fcpMs: 'first contentful paint', domMs: 'all cards in the DOM', paintMs: 'all cards painted' })[name] ?? `${name} received`;
  tables.push(
    markdownTable(
      [`lobby at ${at.cards} cards: ms since navigation start (medians)`, 'schema', 'screen edited on the server', 'hand-written'],
      Object.keys(at.milestonesMs.schema).map((name) => [label(name), ms(at.milestonesMs.schema[name] ?? Number.NaN), ms(at.milestonesMs.edited[name] ?? Number.NaN), ms(at.milestonesMs.hand[name] ?? Number.NaN)]),
    ),
  );
}
if (wants('home')) {
  tables.push(
    markdownTable(
      ['home page', 'figure', 'goal'],
      [
        ['JS loaded until complete (gzip)', kb(home.jsUntilCompleteGzipBytes), `≤ ${GOALS.homeJsKb} KB: ${verdict(home.jsUntilCompleteGzipBytes / 1024, GOALS.homeJsKb)}`],
        ['initial JS of `/` (gzip)', kb(home.initialJsGzipBytes), `≤ ${GOALS.initialJsKb} KB: ${verdict(home.initialJsGzipBytes / 1024, GOALS.initialJsKb)}`],
        ['first contentful paint', ms(home.fcpMs), ''],
        ['home complete (painted)', ms(home.completeMs), ''],
        ['/rng game grid painted', ms(home.rngGridMs), ''],
      ],
    ),
  );
}
if (wants('register')) {
  tables.push(markdownTable(['register form', 'median'], [['mount (click → fields painted)', ms(register.mountMs)], ['first validation (submit → message painted)', ms(register.firstValidationMs)]]));
}
if (wants('resolve')) {
  tables.push(
    markdownTable(
      ['resolve in Node (medians)', 'validate', 'override', 'resolve', 'per node'],
      resolveFigures.map((row) => [`${row.nodes.toLocaleString('en')} nodes`, row.validateMs === undefined ? 'over the limits' : ms(row.validateMs), ms(row.overrideMs), ms(row.resolveMs), `${row.perNodeUs.toFixed(1)} µs`]),
    ),
  );
}
const rounds = `${flags.rounds} round${flags.rounds === 1 ? "" : "s"} + 1 warm-up, fresh context per load, interleaved; ${environment.cpu}, ${environment.cores} cores (load average ${environment.loadAverage.start[0]} at the start, ${environment.loadAverage.end[0]} at the end), Node ${environment.node}, Chromium ${chromiumVersion}`;
const failed = failures.length > 0 ? ` ${failures.length} load(s) failed and are left out (${[...new Set(failures.map((failure) => failure.task))].join(', ')}; see bench/results.json).` : '';
const report = `${tables.join('\n\n')}\n\n_${rounds}.${failed}_`;
console.log(`\n${report}\n`);

const results = {
  generatedAt: new Date().toISOString(),
  environment,
  settings: { rounds: flags.rounds, warmUp: 1, quick: flags.quick, freshContextPerLoad: true, interleaved: true, viewport: '1280x720', statistic: 'median', only: flags.only },
  goals: GOALS,
  lobby,
  home,
  register,
  resolve: resolveFigures,
  failures,
  durationSeconds: Math.round((Date.now() - started) / 1000),
};
writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`wrote bench/results.json (${results.durationSeconds} s)`);
if (flags.writeReadme) {
  const readme = join(ROOT, 'README.md');
  writeFileSync(readme, replaceBetweenMarkers(readFileSync(readme, 'utf8'), report));
  console.log('refreshed the table in README.md');
}
