import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { PublishConfig } from '../../../publish-service/config';
import { PublishService, type Actor } from '../../../publish-service/service';

export const PUBLISHER: Actor = { username: 'publisher01', name: 'Pablo Publisher', role: 'publisher' };

/** A publish service's configuration for a test, in its own folder `root`, seeded from the repository's schemas. */
export function testServiceConfig(root: string, overrides: Partial<PublishConfig> = {}): PublishConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    storageDir: join(root, 'storage'),
    originDir: join(root, 'site', 'schemas'),
    seedDir: resolve('schemas'),
    accountsFile: resolve('publish-service/operators.json'),
    auditLog: join(root, 'storage', 'audit.log'),
    sessionSeconds: 60,
    allowedOrigins: [],
    secureCookies: false,
    requireTy: false,
    now: () => Date.now(),
    ...overrides,
  };
}

/**
 * A publish service in the test's own process for a file's tests: opened and warmed up before them, closed and its
 * folder removed after. Read `service` and `config` inside the tests (they exist once the file's set-up has run).
 */
export function serviceInProcess(name: string, overrides: Partial<PublishConfig> = {}, timeout = 60_000): { readonly service: PublishService; readonly config: PublishConfig } {
  let root = '';
  let config: PublishConfig | undefined;
  let service: PublishService | undefined;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `croupier-${name}-`));
    config = testServiceConfig(root, overrides);
    service = await PublishService.open(config);
    await service.warmUp();
  }, timeout);
  afterAll(async () => {
    await service?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  const opened = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the publish service is opened in beforeAll: read it inside a test');
    return value;
  };
  return {
    get service() {
      return opened(service);
    },
    get config() {
      return opened(config);
    },
  };
}
