/**
 * The crash test's child: deploys `source` to `origin` (publish-service/origin.ts) and prints each step. With a
 * stage to pause at, it blocks there (the test kills it at exactly that step); without one it runs straight on
 * (the test kills it wherever it happens to be).
 * Usage: node --import tsx deploy-child.ts <source> <origin> [<stage> [<files>]]
 */
import { deployTree, type DeployStage } from '../../../publish-service/origin';

const [source = '', origin = '', pauseStage, pauseFiles] = process.argv.slice(2);
const blocker = new Int32Array(new SharedArrayBuffer(4));

await deployTree(source, origin, 'new', (stage: DeployStage, files: number) => {
  process.stdout.write(`${stage} ${files}\n`);
  if (stage === pauseStage && (stage !== 'file' || files === Number(pauseFiles))) {
    process.stdout.write('paused\n');
    Atomics.wait(blocker, 0, 0, 60_000);
  }
});
process.stdout.write('done\n');
