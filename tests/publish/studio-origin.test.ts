// @vitest-environment node
/**
 * The studio on its own origin (docs/deployment.md, "The studio's own origin"), against a real service process:
 * with PUBLISH_STUDIO_DIR the publish service serves a studio build beside its API, its client routes as the build's
 * index.html, `/schemas/*` from the origin it deploys, and nothing outside those folders.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, signIn, startService, type ServiceProcess } from './support/service-probe';

let root: string;
let service: ServiceProcess;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'croupier-publish-studio-'));
  const studio = join(root, 'dist-studio');
  mkdirSync(join(studio, 'assets'), { recursive: true });
  writeFileSync(join(studio, 'index.html'), '<!doctype html><title>Croupier studio</title>');
  writeFileSync(join(studio, 'assets', 'studio-abc123.js'), 'export {};');
  writeFileSync(join(root, 'secret.txt'), 'not for the web');
  mkdirSync(join(root, 'seed', 'menus'), { recursive: true });
  writeFileSync(join(root, 'seed', 'menus', 'header-nav.json'), '{"id":"header-nav"}\n');
  service = await startService({
    PUBLISH_STORAGE_DIR: join(root, 'storage'),
    PUBLISH_ORIGIN_DIR: join(root, 'origin'),
    PUBLISH_SEED_DIR: join(root, 'seed'),
    PUBLISH_ACCOUNTS_FILE: resolve('publish-service/operators.json'),
    PUBLISH_STUDIO_DIR: studio,
  });
}, 60_000);

afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('the studio served by the publish service', { timeout: 30_000 }, () => {
  it('serves the studio build, its routes, its assets for a year, and the deployed schemas', async () => {
    for (const path of ['/', '/studio', '/studio?doc=menus/header-nav.json']) {
      const page = await ask(service, path);
      expect(page.status, path).toBe(200);
      expect(page.text).toContain('<title>Croupier studio</title>');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    const asset = await ask(service, '/assets/studio-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await ask(service, '/schemas/menus/header-nav.json')).text).toBe('{"id":"header-nav"}\n');
    // The API beside it, on the same origin: the cookie is host-only (no Domain), for this host alone.
    const session = await signIn(service, 'editor01', 'Passw0rd!');
    expect(session.status).toBe(200);
    expect(String(session.headers['set-cookie'])).not.toMatch(/domain=/i);
  });

  it('serves nothing outside its folders, and a missing file is a 404', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/schemas/../../secret.txt', '/assets/missing.js']) {
      const answer = await ask(service, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('not for the web');
    }
  });
});
