/**
 * `npm run lint:cycles` (part of `npm run lint`): no import cycle in src/, scripts/, embedded-platform/ or publish-service/, type-only imports included.
 * A cycle is a layer mistake waiting to happen (docs/architecture.md), and ESLint's own cycle rules skip `import type`.
 */
import madge from 'madge';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths are taken from the repository root (where npm runs scripts). */
export async function findCycles(paths: string[], tsConfig = resolve('tsconfig.json')): Promise<string[][]> {
  const graph = await madge(paths, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

if (import.meta.url.startsWith('file:') && process.argv[1] === fileURLToPath(import.meta.url)) {
  const paths = process.argv.slice(2);
  const cycles = await findCycles(paths.length > 0 ? paths : ['src', 'scripts', 'embedded-platform', 'publish-service']);
  if (cycles.length > 0) {
    console.error(`Import cycles (${cycles.length}); break each by moving the shared type or value into its own module:`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exit(1);
  }
  console.log('lint:cycles: no import cycle');
}
