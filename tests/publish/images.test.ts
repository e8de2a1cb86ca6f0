// @vitest-environment node
/**
 * Pictures uploaded through the publish service (docs/operators.md, "Pictures"), against a real service process:
 * the type is read from the bytes (a text named .png, an SVG: 415), the size is capped (413), only a signed-in
 * operator uploads (401), an ICO is a favicon only; an accepted picture is not live until the publish of the document
 * that names it, which commits and deploys both in one commit; a rollback takes both back; a document naming a
 * picture that was never uploaded does not publish. Every upload and refusal is an audit line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textVersion } from '../../publish-service/git-store';
import { ask, cookieOf, signIn, startService, type Answer, type ServiceProcess } from './support/service-probe';

const PASSWORD = 'Passw0rd!';
/** A 1×1 PNG, as an image editor writes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A 16×16 icon's header (the type the bytes say is what counts). */
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), Buffer.alloc(64, 7)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

let root: string;
let service: ServiceProcess;
let headers: Record<string, string>;

function upload(body: Buffer, options: { type?: string; query?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: service.port,
        path: `/publish-api/images${options.query ?? ''}`,
        method: 'POST',
        agent: false,
        headers: { Host: `127.0.0.1:${service.port}`, 'Content-Type': options.type ?? 'application/octet-stream', 'Content-Length': String(body.length), ...(options.headers ?? headers) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = Object.fromEntries(Object.entries(JSON.parse(text) as object));
          } catch {
            parsed = {};
          }
          done({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed });
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

const origin = (path: string) => join(root, 'origin', path);
const git = (...args: string[]) => execFileSync('git', ['--git-dir', join(root, 'storage', 'history.git'), ...args], { encoding: 'utf8' });
const auditLines = () => readFileSync(join(root, 'storage', 'audit.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

/** The home screen with the visitors' hero showing `image`. */
function homeWith(image: string): { text: string; base: string } {
  const published = readFileSync(origin('screens/home.json'), 'utf8');
  return { text: published.replace('"image": "/art/hero-cards.svg"', `"image": "${image}"`), base: textVersion(published) };
}

function publish(message: string, path: string, text: string, base: string): Promise<Answer> {
  return ask(service, '/publish-api/publishes', { method: 'POST', headers, body: { message, files: [{ path, text, base }] } });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'croupier-publish-images-'));
  service = await startService({
    PUBLISH_STORAGE_DIR: join(root, 'storage'),
    PUBLISH_ORIGIN_DIR: join(root, 'origin'),
    PUBLISH_SEED_DIR: resolve('schemas'),
    PUBLISH_ACCOUNTS_FILE: resolve('publish-service/operators.json'),
    PUBLISH_MAX_IMAGE_KB: '64',
  });
  const session = await signIn(service, 'publisher01', PASSWORD);
  headers = { Cookie: cookieOf(session), 'X-CSRF-Token': String(session.body['csrfToken']), Origin: service.base };
}, 90_000);

afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('an upload', { timeout: 60_000 }, () => {
  it('needs a signed-in operator and the CSRF token', async () => {
    const unsigned = await upload(PNG, { headers: { Origin: service.base } });
    expect(unsigned.status).toBe(401);
    const forged = await upload(PNG, { headers: { Cookie: headers['Cookie'] ?? '', Origin: service.base } });
    expect(forged.status).toBe(403);
    expect(auditLines().some((line) => line['action'] === 'image-upload')).toBe(false);
    // Signed in, with the token: taken (the same picture is stored once, under its content's name).
    const taken = await upload(PNG);
    expect(taken.status, taken.text).toBe(201);
    expect(existsSync(join(root, 'storage', 'uploads', String(taken.body['url']).split('/').pop() ?? ''))).toBe(true);
  });

  it('is refused with 415 when its bytes are not PNG, JPEG or WebP, whatever it is called or says it is', async () => {
    const text = await upload(Buffer.from('just some text, named logo.png'), { type: 'image/png' });
    expect(text.status).toBe(415);
    expect(text.body['message']).toMatch(/not a PNG, JPEG, WebP or ICO picture/);
    const svg = await upload(SVG, { type: 'image/png' });
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ error: 'svg-refused', message: expect.stringMatching(/SVG pictures are refused: an SVG can carry script/) });
    // An ICO is a favicon only.
    expect((await upload(ICO, { type: 'image/x-icon' })).status).toBe(415);
    const favicon = await upload(ICO, { type: 'image/x-icon', query: '?use=favicon' });
    expect(favicon.status).toBe(201);
    expect(favicon.body['url']).toMatch(/^\/schemas\/images\/[0-9a-f]{32}\.ico$/);
  });

  it('is refused with 413 over PUBLISH_MAX_IMAGE_KB', async () => {
    const big = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(65 * 1024, 1)]);
    const answer = await upload(big, { type: 'image/png' });
    expect(answer.status).toBe(413);
    expect(answer.body['message']).toMatch(/the largest the service takes is 64 KB/);
  });

  it('is audited, stored and refused alike', () => {
    const uploads = auditLines().filter((line) => line['action'] === 'image-upload' || (line['action'] === 'request' && String(line['what'] && JSON.stringify(line['what'])).includes('/images')));
    expect(uploads.map((line) => `${String(line['result']).split(',')[0]} ${String(line['detail'] ?? '').split(':')[0]}`)).toEqual([
      'refused 403 bad-csrf-token',
      'stored ',
      'refused 415 not-a-picture',
      'refused 415 svg-refused',
      'refused 415 not-a-picture',
      'stored ',
      'refused 413 image-too-large',
    ]);
  });
});

describe('a picture and the document that uses it', { timeout: 120_000 }, () => {
  let url: string;
  let name: string;
  let before: string;
  let published: string;

  it('is not live until a publish names it, then goes live in the same commit as the document', async () => {
    const answer = await upload(PNG, { type: 'image/png' });
    expect(answer.status, answer.text).toBe(201);
    url = String(answer.body['url']);
    name = url.slice('/schemas/images/'.length);
    expect(answer.body).toMatchObject({ path: `images/${name}`, type: 'image/png', bytes: PNG.length });
    expect(existsSync(origin(`images/${name}`))).toBe(false);
    // Before its publish only signed-in operators see it (the studio's preview).
    expect((await ask(service, `/publish-api/images/${name}`)).status).toBe(401);
    const seen = await ask(service, `/publish-api/images/${name}`, { headers: { Cookie: headers['Cookie'] ?? '' } });
    expect(seen).toMatchObject({ status: 200, headers: { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' } });
    before = git('rev-parse', 'HEAD').trim();

    const home = homeWith(url);
    const result = await publish('New hero picture', 'screens/home.json', home.text, home.base);
    expect(result.status, result.text).toBe(201);
    published = git('rev-parse', 'HEAD').trim();
    expect(readFileSync(origin(`images/${name}`)).equals(PNG)).toBe(true);
    expect(readFileSync(origin('screens/home.json'), 'utf8')).toContain(url);
    const changed = git('show', '--name-status', '--format=', published).trim().split('\n');
    expect(changed).toContain(`A\timages/${name}`);
    expect(changed).toContain('M\tscreens/home.json');
    // Published, it is the site's: the studio shows it from the same address before its operator signs in.
    const unsigned = await ask(service, `/publish-api/images/${name}`);
    expect(unsigned).toMatchObject({ status: 200, headers: { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' } });
  });

  it('does not publish a document naming a picture that was never uploaded', async () => {
    const home = homeWith(url);
    const base = textVersion(readFileSync(origin('screens/home.json'), 'utf8'));
    const result = await publish('A picture nobody uploaded', 'screens/home.json', home.text.replace(url, '/schemas/images/0123456789abcdef0123456789abcdef.png'), base);
    expect(result.status, result.text).toBe(422);
    expect(JSON.stringify(result.body['problems'])).toContain('the picture /schemas/images/0123456789abcdef0123456789abcdef.png is not in the origin');
  });

  it('is taken back with the document by a rollback', async () => {
    const result = await ask(service, '/publish-api/rollbacks', { method: 'POST', headers, body: { to: before, base: published } });
    expect(result.status, result.text).toBe(201);
    expect(existsSync(origin(`images/${name}`))).toBe(false);
    expect(readFileSync(origin('screens/home.json'), 'utf8')).not.toContain(url);
    expect(auditLines().filter((line) => line['action'] === 'image-upload' && String(line['result']).startsWith('stored')).at(-1)).toMatchObject({ who: 'publisher01', what: { path: `images/${name}`, type: 'image/png' } });
  });
});
