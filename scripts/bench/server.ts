/**
 * The bench's HTTP servers: a static server per page build (the site's build, the hand-written
 * lobby) with the API paths proxied to the embedded platform, as `npm run preview` does. Two
 * platform answers are stubbed for the lobby pages only (the page the request comes from, its
 * Referer, names the lobby and its card count), and both lobby variants get the SAME bytes:
 * - GCSGAME_newGameVendor: the platform's vendor lanes with the RNG lane filled up to 8 vendors;
 * - /wps/promotion/list: N game cards (the platform's RNG games, repeated past its ~290), in the
 *   promotions shape, the one list the site's CardGrid widget can show without a page limit.
 * Every other page (home, /rng, the register form) talks to the embedded platform untouched.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/platform-assets'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The lobby a request serves, from the page that made it: `/bench-lobby-240` or `/lobby-240`. */
export function lobbyCardsOf(referer: string | undefined): number | undefined {
  if (!referer) return undefined;
  let path: string;
  try {
    path = new URL(referer).pathname;
  } catch {
    return undefined;
  }
  const match = /^\/(?:bench-)?lobby-(\d{1,5})\/?$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

export interface Stubs {
  /** The envelope body of GCSGAME_newGameVendor for the lobby pages. */
  vendors: string;
  /** The envelope body of /wps/promotion/list with this many cards. */
  cards(count: number): string;
}

type Incoming = IncomingMessage | Http2ServerRequest;
type Outgoing = ServerResponse | Http2ServerResponse;

/** Headers of one hop only: HTTP/2 refuses them, so the proxy drops them both ways (and HTTP/2's pseudo-headers). */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);
function endToEnd(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !name.startsWith(':') && !HOP_HEADERS.has(name.toLowerCase())) kept[name] = value;
  return kept;
}

function send(response: Outgoing, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
  response.end(body);
}

function proxy(incoming: Incoming, outgoing: Outgoing, platformUrl: string): void {
  const target = new URL(incoming.url ?? '/', platformUrl);
  const upstream = httpRequest(target, { method: incoming.method, headers: { ...endToEnd(incoming.headers), host: target.host } }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    answer.pipe(outgoing);
  });
  upstream.on('error', (error) => {
    if (!outgoing.headersSent) send(outgoing, 502, 'text/plain', `platform unreachable: ${error.message}`);
    else outgoing.end();
  });
  incoming.pipe(upstream);
}

/** Text a host compresses; pictures in formats that are compressed already are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest']);
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

/**
 * Gzip at zlib's default level for text of 1 KB or more when the browser accepts it: what `npm run preview` does
 * (Vite's preview server compresses the same way) and what every real host does (Netlify, Cloudflare Pages, nginx's
 * `gzip on`). Until issue 37's phone work the bench sent everything uncompressed, which put about 2.3× the bytes of
 * the first page's code on Lighthouse's simulated slow 4G.
 */
function gzipOf(file: string, mtimeMs: number): Buffer {
  const kept = gzipped.get(file);
  if (kept && kept.mtimeMs === mtimeMs) return kept.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { mtimeMs, body });
  return body;
}

function serveFile(root: string, pathname: string, response: Outgoing, acceptEncoding = ''): boolean {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, relative);
  if (!file.startsWith(root) || !existsSync(file)) return false;
  const stats = statSync(file);
  if (!stats.isFile()) return false;
  const headers = { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
  if (COMPRESSIBLE.has(extname(file)) && stats.size >= 1024 && /\bgzip\b/.test(acceptEncoding)) {
    const body = gzipOf(file, stats.mtimeMs);
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
    response.end(body);
    return true;
  }
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
  return true;
}

export interface StaticSite {
  /** Folder served at `/`; unknown paths without an extension get its index.html (a single-page app). */
  root: string;
  port: number;
  platformUrl: string;
  stubs: Stubs;
  /**
   * Serve HTTP/2 over TLS (a self-signed certificate made for the run; the browser is told to accept it), as the CDNs
   * the site deploys to (Netlify, Cloudflare Pages) serve it to a phone: one connection, every request multiplexed,
   * instead of HTTP/1.1's six connections a page's ~50 first requests queue on. `bench:mobile -- --http2`.
   */
  http2?: boolean;
}

let certificate: { key: Buffer; cert: Buffer } | undefined;
/** A self-signed certificate for localhost and 127.0.0.1, made once per process with openssl (its files removed once read). */
function benchCertificate(): { key: Buffer; cert: Buffer } {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  certificate = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true, force: true });
  return certificate;
}

export async function startStaticSite(site: StaticSite): Promise<{ url: string; close(): Promise<void> }> {
  const root = normalize(`${site.root}/`);
  const handle = (incoming: Incoming, outgoing: Outgoing): void => {
    const url = new URL(incoming.url ?? '/', 'http://bench.invalid');
    const cards = lobbyCardsOf(incoming.headers.referer);
    if (cards !== undefined && incoming.method === 'GET') {
      if (url.pathname === '/wps/relay/GCSGAME_newGameVendor') return send(outgoing, 200, CONTENT_TYPES['.json']!, site.stubs.vendors);
      if (url.pathname === '/wps/promotion/list') return send(outgoing, 200, CONTENT_TYPES['.json']!, site.stubs.cards(cards));
    }
    if (API_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return proxy(incoming, outgoing, site.platformUrl);
    const acceptEncoding = incoming.headers['accept-encoding'];
    if (serveFile(root, url.pathname, outgoing, acceptEncoding)) return;
    if (extname(url.pathname) === '' && serveFile(root, '/index.html', outgoing, acceptEncoding)) return;
    send(outgoing, 404, 'text/plain', 'not found');
  };
  const sessions = new Set<Http2Session>();
  const server = site.http2 ? createSecureServer({ ...benchCertificate(), allowHTTP1: true }, handle) : createServer(handle);
  if (site.http2) server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, '127.0.0.1', () => resolve());
  });
  return {
    // `localhost`, the default merchant's host in schemas/merchants.json, as the e2e suite browses: 127.0.0.1 is Lucky
    // Star's host, and the bench measured that brand's pages (its gift popup and chat button) until this was noticed.
    url: `${site.http2 ? 'https' : 'http'}://localhost:${site.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Lane {
  gameClassify?: unknown;
  cards?: unknown;
}

/** The platform's vendor lanes with the RNG lane filled up to `count` vendors (copies named `<code>2`, …). */
export function withRngVendors(lanes: readonly Lane[], count: number): Lane[] {
  return lanes.map((lane) => {
    if (lane.gameClassify !== 'RNG' || !Array.isArray(lane.cards) || lane.cards.length === 0) return lane;
    const cards: unknown[] = [...lane.cards];
    for (let index = 0; cards.length < count; index++) {
      const source: unknown = lane.cards[index % lane.cards.length];
      if (typeof source !== 'object' || source === null) break;
      const copy = { ...source } as Record<string, unknown>;
      copy['vassalage'] = `${String(copy['vassalage'])}${2 + Math.floor(index / lane.cards.length)}`;
      copy['displayName'] = `${String(copy['displayName'])} II`;
      copy['sort'] = cards.length;
      cards.push(copy);
    }
    return { ...lane, cards };
  });
}

export interface GameEntry {
  displayName: string;
  vassalage: string;
  smallIcon: string;
}

/** N cards in the promotions shape (what CardGrid binds to), from the games in turn. */
export function cardsJson(games: readonly GameEntry[], count: number, vendorNames: ReadonlyMap<string, string>): string {
  if (games.length === 0) throw new Error('no games to build lobby cards from');
  const start = Date.UTC(2026, 0, 1);
  const value = Array.from({ length: count }, (_, index) => {
    const game = games[index % games.length]!;
    return {
      promotionId: index + 1,
      title: game.displayName,
      category: 'SLOTS',
      bannerUrl: game.smallIcon,
      summary: vendorNames.get(game.vassalage) ?? game.vassalage,
      startTime: start,
      endTime: start + 365 * 86_400_000,
      isRaffle: false,
    };
  });
  return JSON.stringify({ success: true, value });
}

/**
 * The stubbed lobby answers every bench script serves (`npm run bench`, `bench:ab`, `bench:profile`): the platform's
 * vendors with the RNG lane filled up to `vendorTabs`, and N of its RNG games as cards, named by their vendors.
 */
export async function lobbyStubs(platform: { url: string; platform: { games: readonly (GameEntry & { gameType: string })[] } }, vendorTabs: number): Promise<Stubs> {
  const answer = (await (await fetch(`${platform.url}/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=en`, { headers: { Merchant: 'croupier', Language: 'en' } })).json()) as { value: { lanes: Lane[] } };
  const lanes = withRngVendors(answer.value.lanes, vendorTabs);
  const vendorNames = new Map<string, string>();
  for (const lane of lanes) for (const card of Array.isArray(lane.cards) ? (lane.cards as { vassalage: string; displayName: string }[]) : []) vendorNames.set(card.vassalage, card.displayName);
  const games = platform.platform.games.filter((game) => game.gameType === 'RNG');
  const cardBodies = new Map<number, string>();
  return {
    vendors: JSON.stringify({ ...answer, value: { ...answer.value, lanes } }),
    cards(count: number) {
      let body = cardBodies.get(count);
      if (!body) cardBodies.set(count, (body = cardsJson(games, count, vendorNames)));
      return body;
    },
  };
}
