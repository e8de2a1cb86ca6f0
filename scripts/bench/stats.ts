/**
 * The bench's pure helpers: medians, gzip sizes, the printed tables and the README refresh.
 * No timing happens here, so tests/scripts/bench.test.ts can check them cheaply.
 */
import { gzipSync } from 'node:zlib';

/** The median of the samples (the mean of the middle two for an even count); NaN for none. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The q-quantile (0..1) by the nearest-rank method; NaN for no samples. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** Bytes after gzip (zlib's default level, as the bundle-budget e2e test measures). */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content).length;
}

/** The sum of gzip sizes of distinct resources (same URL counted once). */
export function totalGzip(resources: readonly { url: string; gzipBytes: number }[]): number {
  const byUrl = new Map<string, number>();
  for (const resource of resources) byUrl.set(resource.url, resource.gzipBytes);
  return [...byUrl.values()].reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * The scripts an HTML page loads first: module entry scripts and modulepreloads, as site paths
 * (what the browser fetches before running anything).
 */
export function initialScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g), ...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const sources = tags.flatMap((tag) => {
    const isScript = /^<script/.test(tag); // the entry module (the inline early-fetch script is counted by inlineScriptsGzip)
    const isPreload = /^<link/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isPreload) && url ? [url] : [];
  });
  return [...new Set(sources)];
}

/** The gzip size of the page's inline scripts (the early-fetch script): JavaScript the page parses first too. */
export function inlineScriptsGzip(html: string): number {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + (match[1]!.trim() === '' ? 0 : gzipSize(match[1]!)), 0);
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`;
}

export function ratio(numerator: number, denominator: number): string {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return 'n/a';
  return `${(numerator / denominator).toFixed(2)}x`;
}

/** A goal as a verdict: "ok" within the limit, "over" beyond it, "n/a" without a figure. */
export function verdict(value: number, limit: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value <= limit ? 'ok' : 'over';
}

/** A Markdown table (pipes escaped), so the printed output can go into the README as it is. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: readonly string[]) => `| ${headers.map((_, index) => cell(cells[index] ?? '')).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

export const TABLE_START = '<!-- bench-table -->';
export const TABLE_END = '<!-- /bench-table -->';

/** The text with what lies between the two bench markers replaced by `content`; the markers stay. */
export function replaceBetweenMarkers(text: string, content: string): string {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END, start + TABLE_START.length);
  if (start < 0 || end < 0) throw new Error(`the text has no ${TABLE_START} … ${TABLE_END} block`);
  return `${text.slice(0, start + TABLE_START.length)}\n${content.trim()}\n${text.slice(end)}`;
}

export interface BenchFlags {
  rounds: number;
  quick: boolean;
  skipBuild: boolean;
  writeReadme: boolean;
  only: readonly string[];
}

export const DEFAULT_ROUNDS = 10;
export const QUICK_ROUNDS = 3;
export const SECTIONS = ['lobby', 'home', 'register', 'resolve'] as const;

/** `--rounds N`, `--quick` (3 rounds), `--skip-build`, `--readme`, `--only lobby,home`; BENCH_ROUNDS too. */
export function parseFlags(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): BenchFlags {
  const valueOf = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    if (index >= 0) return argv[index + 1];
    return argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const quick = argv.includes('--quick');
  const roundsText = valueOf('--rounds') ?? env['BENCH_ROUNDS'];
  const rounds = roundsText === undefined ? (quick ? QUICK_ROUNDS : DEFAULT_ROUNDS) : Number(roundsText);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds wants a whole number of at least 1, not "${roundsText ?? ''}"`);
  const only = (valueOf('--only') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const unknown = only.filter((part) => !(SECTIONS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}; unknown: ${unknown.join(', ')}`);
  return { rounds, quick, skipBuild: argv.includes('--skip-build'), writeReadme: argv.includes('--readme'), only };
}

/**
 * The order of variants in each round: alternated round by round, so neither variant always runs
 * first (a noisy shared CPU, a warming disk cache) and the comparison stays fair.
 */
export function interleave<T>(variants: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...variants] : [...variants].reverse();
}
