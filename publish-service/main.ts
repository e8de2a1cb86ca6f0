/**
 * `npm run publish-service` (and `npm start`, beside the embedded platform): the publish service on PUBLISH_URL
 * (default http://127.0.0.1:8797). Settings: publish-service/config.ts and docs/operators.md.
 */
import { loadAccounts } from './accounts';
import { publishConfigFromEnv } from './config';
import { createPublishServer } from './server';
import { PublishService } from './service';
import { StorageInUseError } from './storage-lock';

const config = publishConfigFromEnv();
const operators = loadAccounts(config.accountsFile);
let service: PublishService;
try {
  service = await PublishService.open(config, { reseed: process.env['PUBLISH_RESEED'] === '1' });
} catch (error) {
  if (!(error instanceof StorageInUseError)) throw error;
  console.error(`[publish] not started: ${error.message}`);
  process.exit(1);
}
const server = createPublishServer(service, operators, config);
server.listen(config.port, config.host, () => {
  console.log(`[publish] http://${config.host}:${config.port}/publish-api/ — origin ${config.originDir} (publish ${service.deployedCommit()?.slice(0, 7) ?? '?'}), storage ${config.storageDir}, ${operators.length} operator account(s)`);
});

function stop(): void {
  server.close();
  // A publish in progress finishes (its deploy is atomic either way) before the process exits.
  void service.close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
