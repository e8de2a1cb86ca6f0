/**
 * The crash test's service: started as publish-service/main.ts starts it, with one difference: once it listens, a
 * deploy that reaches `PUBLISH_TEST_PAUSE_AT` (a deploy stage: `linked` is after the commit, before the swap) prints
 * `paused` and blocks there, so the test can kill it at exactly that step.
 * Usage: node --import tsx service-child.ts  (with the PUBLISH_* settings of main.ts)
 */
import { loadAccounts } from '../../../publish-service/accounts';
import { accessConfigFromEnv, publishConfigFromEnv } from '../../../publish-service/config';
import { createPublishServer } from '../../../publish-service/server';
import { PublishService } from '../../../publish-service/service';

const config = publishConfigFromEnv();
const service = await PublishService.open(config);
const server = createPublishServer(service, loadAccounts(config.accountsFile), config, accessConfigFromEnv());
const pauseAt = process.env['PUBLISH_TEST_PAUSE_AT'];
const blocker = new Int32Array(new SharedArrayBuffer(4));
service.onDeployProgress = (stage) => {
  if (stage !== pauseAt) return;
  process.stdout.write('paused\n');
  Atomics.wait(blocker, 0, 0, 60_000);
};
server.listen(config.port, config.host, () => {
  console.log(`[publish] http://${config.host}:${config.port}/publish-api/ — origin ${config.originDir}`);
});
