/**
 * `npm run publish-service` (and `npm start`, beside the embedded platform): the publish service on PUBLISH_URL
 * (default http://127.0.0.1:8797). Settings: publish-service/config.ts and docs/operators.md.
 * `npm run publish-service -- --verify-audit` checks the audit log against its key and head and exits (0: intact).
 */
import { loadAccounts } from './accounts';
import { AuditLogBroken, auditFiles, verifyAuditLog } from './audit-log';
import { accessConfigFromEnv, publishConfigFromEnv } from './config';
import { createPublishServer } from './server';
import { PublishService } from './service';
import { StorageInUseError } from './storage-lock';

const config = publishConfigFromEnv();

if (process.argv.includes('--verify-audit')) {
  const files = auditFiles(config);
  const result = verifyAuditLog(files);
  if (result.ok) console.log(`[publish] audit log ${files.log}: ${result.lines} line(s), every MAC, link and the head (${files.head}) check out`);
  else console.error(`[publish] audit log ${files.log} FAILS its check${result.line ? ` at line ${result.line}` : ''}: ${result.problem}`);
  process.exit(result.ok ? 0 : 1);
}

const access = accessConfigFromEnv();
const operators = loadAccounts(config.accountsFile);
let service: PublishService;
try {
  service = await PublishService.open(config, { reseed: process.env['PUBLISH_RESEED'] === '1' });
} catch (error) {
  if (error instanceof StorageInUseError) {
    console.error(`[publish] not started: ${error.message}`);
    process.exit(1);
  }
  if (!(error instanceof AuditLogBroken)) throw error;
  console.error(`[publish] ${error.message}`);
  process.exit(1);
}
const server = createPublishServer(service, operators, config, access);
server.listen(config.port, config.host, () => {
  console.log(`[publish] http://${config.host}:${config.port}/publish-api/ — origin ${config.originDir} (publish ${service.deployedCommit()?.slice(0, 7) ?? '?'}), storage ${config.storageDir}, ${operators.length} operator account(s), answers to ${access.allowedHosts.join(', ')}${access.studioDir ? `, studio from ${access.studioDir}` : ''}`);
});

function stop(): void {
  server.close();
  // A publish in progress finishes (its deploy is atomic either way) before the process exits.
  void service.close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
