/**
 * `npm run platform`: the embedded platform alone, on 127.0.0.1:PLATFORM_PORT (default 8787).
 * The scenario comes from PLATFORM_SCENARIO, or per request from the X-Platform-Scenario header.
 */
import { startPlatformServer } from '../embedded-platform/server/create-platform-server';

const port = Number(process.env['PLATFORM_PORT'] ?? '8787');
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`[platform] PLATFORM_PORT must be a port number, got "${process.env['PLATFORM_PORT'] ?? ''}"`);
  process.exit(1);
}

const server = await startPlatformServer({ port });
console.info(`Embedded platform on ${server.url}, scenario ${server.platform.defaultScenario}`);

function stop(): void {
  server.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
