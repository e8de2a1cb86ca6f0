/**
 * `npm run platform`: the embedded platform alone, on 127.0.0.1:PLATFORM_PORT (default 8787).
 * The scenario comes from PLATFORM_SCENARIO, or per request from the X-Platform-Scenario header.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPlatformServer } from '../embedded-platform/server/create-platform-server';

const port = Number(process.env['PLATFORM_PORT'] ?? '8787');
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`[platform] PLATFORM_PORT must be a port number, got "${process.env['PLATFORM_PORT'] ?? ''}"`);
  process.exit(1);
}

/**
 * The merchants the served merchants.json lists (the publish service's origin under `npm start`): a merchant an
 * operator adds in the studio is served here at once, as a real platform's team would set it up.
 */
const schemaDirs = [process.env['CROUPIER_SCHEMAS_DIR'], process.env['PUBLISH_ORIGIN_DIR'] || '.publish/origin'].filter((dir): dir is string => Boolean(dir));
function servedMerchants(): string[] {
  return schemaDirs.flatMap((dir) => {
    try {
      const list: unknown = Reflect.get(JSON.parse(readFileSync(join(dir, 'merchants.json'), 'utf8')) as object, 'merchants');
      return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  });
}

const server = await startPlatformServer({ port, moreMerchants: servedMerchants });
console.info(`Embedded platform on ${server.url}, scenario ${server.platform.defaultScenario}`);

function stop(): void {
  server.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
