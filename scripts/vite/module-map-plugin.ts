import type { Plugin } from 'vite';

/**
 * Writes `dist/.vite/chunk-modules.json` (chunk file → source modules) so the bundle budget test can
 * prove what the first page loads, e.g. that neither rjsf nor the ajv compiler is in it.
 */
export function moduleMapPlugin(): Plugin {
  return {
    name: 'croupier-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') map[file] = output.moduleIds.map((id) => id.replace(process.cwd(), '').replace(/\?.*$/, '')).sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}
