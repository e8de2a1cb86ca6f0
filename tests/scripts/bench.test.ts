// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parsePromotions } from '@/api/parse/content';
import { cardsJson, lobbyCardsOf, withRngVendors } from '../../scripts/bench/server';
import { gzipSize, initialScripts, inlineScriptsGzip, interleave, markdownTable, median, parseFlags, quantile, ratio, replaceBetweenMarkers, TABLE_END, TABLE_START, totalGzip, verdict } from '../../scripts/bench/stats';

// The pure helpers of `npm run bench` only: no timing is measured or asserted here.

describe('bench statistics', () => {
  it('takes the middle sample, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNaN();
  });

  it('takes quantiles by nearest rank', () => {
    const samples = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(quantile(samples, 0.95)).toBe(100);
    expect(quantile(samples, 0.5)).toBe(50);
    expect(quantile([7], 0.95)).toBe(7);
  });

  it('alternates the order of the variants round by round', () => {
    expect(interleave(['schema', 'hand'], 0)).toEqual(['schema', 'hand']);
    expect(interleave(['schema', 'hand'], 1)).toEqual(['hand', 'schema']);
    expect(interleave(['schema', 'hand'], 2)).toEqual(['schema', 'hand']);
  });

  it('states ratios and goals', () => {
    expect(ratio(300, 200)).toBe('1.50x');
    expect(ratio(1, 0)).toBe('n/a');
    expect(verdict(1.5, 1.5)).toBe('ok');
    expect(verdict(1.51, 1.5)).toBe('over');
    expect(verdict(Number.NaN, 1.5)).toBe('n/a');
  });
});

describe('gzip sizing', () => {
  it('counts the bytes after gzip, which round-trip to the content', () => {
    const script = 'export const a = 1;\n'.repeat(500);
    const size = gzipSize(script);
    expect(size).toBe(gzipSync(script).length);
    expect(size).toBeLessThan(script.length / 10);
    expect(gunzipSync(gzipSync(script)).toString()).toBe(script);
  });

  it('counts a resource fetched twice once', () => {
    expect(totalGzip([{ url: '/a.js', gzipBytes: 100 }, { url: '/b.js', gzipBytes: 50 }, { url: '/a.js', gzipBytes: 100 }])).toBe(150);
  });

  it('finds the scripts index.html makes the browser load first (a classic script, like the early fetch, too)', () => {
    const html = `<script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" href="/assets/index-3.css">
      <link rel="icon" href="/favicon.svg">
      <script src="/legacy.js"></script>
      <link rel="modulepreload" href="/assets/react-2.js">`;
    expect(initialScripts(html)).toEqual(['/assets/index-1.js', '/legacy.js', '/assets/react-2.js']);
  });

  it('counts the inline scripts (the early fetch) by the gzip of their text, and no script with a src nor a data block', () => {
    const early = '(function () { window.__early = {}; })();';
    const html = `<meta name="x" content="y"><script>${early}</script><script type="module" src="/assets/index-1.js"></script><script></script><script type="application/json" id="data">{"a":1}</script>`;
    expect(inlineScriptsGzip(html)).toBe(gzipSize(early));
  });
});

describe('the printed tables', () => {
  it('formats a Markdown table, escaping pipes', () => {
    expect(markdownTable(['lobby', 'ratio'], [['24 cards', '1.20x'], ['a|b', '']])).toBe(
      ['| lobby | ratio |', '| --- | --- |', '| 24 cards | 1.20x |', '| a\\|b |  |'].join('\n'),
    );
  });

  it('refreshes only what lies between the README markers', () => {
    const readme = `# Title\n\n${TABLE_START}\nold table\n${TABLE_END}\n\nafter`;
    const once = replaceBetweenMarkers(readme, '| new |');
    expect(once).toBe(`# Title\n\n${TABLE_START}\n| new |\n${TABLE_END}\n\nafter`);
    expect(replaceBetweenMarkers(once, '| newer |')).toBe(`# Title\n\n${TABLE_START}\n| newer |\n${TABLE_END}\n\nafter`);
    expect(() => replaceBetweenMarkers('# no markers', 'x')).toThrow(/bench-table/);
  });
});

describe('bench flags', () => {
  it('runs 10 rounds by default, 3 with --quick, or what --rounds / BENCH_ROUNDS say', () => {
    expect(parseFlags([]).rounds).toBe(10);
    expect(parseFlags(['--quick']).rounds).toBe(3);
    expect(parseFlags(['--rounds', '5']).rounds).toBe(5);
    expect(parseFlags(['--rounds=7', '--skip-build'])).toMatchObject({ rounds: 7, skipBuild: true });
    expect(parseFlags([], { BENCH_ROUNDS: '12' }).rounds).toBe(12);
    expect(parseFlags(['--only', 'lobby,resolve']).only).toEqual(['lobby', 'resolve']);
  });

  it('refuses a bad round count or an unknown section', () => {
    expect(() => parseFlags(['--rounds', 'many'])).toThrow(/--rounds/);
    expect(() => parseFlags(['--rounds', '0'])).toThrow(/--rounds/);
    expect(() => parseFlags(['--only', 'lobby,nope'])).toThrow(/nope/);
  });
});

describe('the lobby stubs', () => {
  it('reads the card count from the lobby page a request comes from', () => {
    expect(lobbyCardsOf('http://127.0.0.1:4190/bench-lobby-240')).toBe(240);
    expect(lobbyCardsOf('http://127.0.0.1:4191/lobby-2400')).toBe(2400);
    expect(lobbyCardsOf('http://127.0.0.1:4190/rng')).toBeUndefined();
    expect(lobbyCardsOf(undefined)).toBeUndefined();
    expect(lobbyCardsOf('not a url')).toBeUndefined();
  });

  it('fills the RNG lane up to 8 vendors with distinct codes and leaves the others alone', () => {
    const live = { gameClassify: 'LIVE', cards: [{ vassalage: 'EVO' }] };
    const lanes = withRngVendors([live, { gameClassify: 'RNG', cards: [{ vassalage: 'PG', displayName: 'PG Soft' }, { vassalage: 'JDB', displayName: 'JDB' }] }], 8);
    expect(lanes[0]).toBe(live);
    const codes = (lanes[1]!.cards as { vassalage: string }[]).map((card) => card.vassalage);
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    expect(codes.slice(0, 3)).toEqual(['PG', 'JDB', 'PG2']);
  });

  it('answers N game cards that the site’s promotions parser accepts', () => {
    const games = [{ displayName: 'Lucky Panda', vassalage: 'PG', smallIcon: '/games/PG/pg-0001.svg' }, { displayName: 'Wild Koi', vassalage: 'JDB', smallIcon: '/games/JDB/jdb-0001.svg' }];
    const body = JSON.parse(cardsJson(games, 5, new Map([['PG', 'PG Soft']]))) as { success: boolean; value: unknown };
    expect(body.success).toBe(true);
    const cards = parsePromotions(body.value, 'value');
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.title)).toEqual(['Lucky Panda', 'Wild Koi', 'Lucky Panda', 'Wild Koi', 'Lucky Panda']);
    expect(cards[0]).toMatchObject({ bannerUrl: '/games/PG/pg-0001.svg', summary: 'PG Soft' });
    expect(new Set(cards.map((card) => card.promotionId)).size).toBe(5);
  });
});

describe('the bench lobby\'s documents', () => {
  it('are a valid screen and layout, and the frame is the hand-written lobby\'s: 10 header links and 7 footer links, no partner logos or language picker', async () => {
    const { readFileSync } = await import('node:fs');
    const { validateDocument } = await import('@/schema/validate-document');
    const screen: unknown = JSON.parse(readFileSync('bench/screens/bench-lobby.json', 'utf8'));
    const frame: unknown = JSON.parse(readFileSync('bench/layouts/bench-frame.json', 'utf8'));
    expect(validateDocument(screen, 'screens/bench-lobby', 'screen').ok).toBe(true);
    expect(validateDocument(frame, 'layouts/bench-frame', 'layout').ok).toBe(true);
    const text = JSON.stringify(frame);
    expect(text).toContain('"menus/header-nav"');
    expect(text).toContain('"menus/footer-about"');
    for (const absent of ['FooterVendors', 'LanguagePicker', 'Copyright', 'menus/footer-help']) expect(text).not.toContain(absent);
    const menu = (name: string) => (JSON.parse(readFileSync(`schemas/menus/${name}.json`, 'utf8')) as { items: unknown[] }).items.length;
    expect(menu('header-nav')).toBe(11);
    expect(menu('footer-about')).toBe(7);
  });
});
