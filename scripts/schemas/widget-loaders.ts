import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WidgetRegistry } from '../../src/renderer/registry';

export const WIDGETS_DIR = fileURLToPath(new URL('../../src/widgets/', import.meta.url));
export const LOADERS_FILE = join(WIDGETS_DIR, 'loaders.generated.ts');

/**
 * The site's runtime needs each widget's component loader, not its props JSON Schema (that is for
 * the meta-schema, the CLIs and the studio). This file lists the loaders, read from each widget's
 * index.ts, so the first page does not carry every widget's props schema, and what each declares of its first
 * render (`defineWidget`'s `queriesOnMount`, `rendersAllChildren`), so the page's first queries can start beside the
 * widgets' code.
 */
export function buildWidgetLoaders(registry: WidgetRegistry): string {
  const byType = new Map<string, string>();
  for (const folder of readdirSync(WIDGETS_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let source: string;
    try {
      source = readFileSync(join(WIDGETS_DIR, folder.name, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    const type = /type:\s*'([A-Za-z]+)'/.exec(source)?.[1];
    const module = /load:\s*\(\)\s*=>\s*import\('\.\/([a-z0-9-]+)'\)/.exec(source)?.[1];
    if (type && module) byType.set(type, `./${folder.name}/${module}`);
  }
  const types = Object.keys(registry).sort();
  const missing = types.filter((type) => !byType.has(type));
  if (missing.length > 0) throw new Error(`[schemas:meta] no \`load: () => import('./…')\` found in the index.ts of: ${missing.join(', ')}`);
  const traits = (type: string) => `${registry[type]?.queriesOnMount ? ', queriesOnMount: true' : ''}${registry[type]?.rendersAllChildren ? ', rendersAllChildren: true' : ''}`;
  const lines = types.map((type) => `  ${type}: { load: () => import('${byType.get(type)}')${traits(type)} },`);
  return [
    '// GENERATED from the widgets\' index.ts files by `npm run schemas:meta`; do not edit.',
    "import type { WidgetType } from './registry';",
    "import type { WidgetLoader } from '@/renderer/registry';",
    '',
    '/** Each widget\'s component, by node type, and what it declares of its first render: what the site loads (props schemas stay out of the first page). */',
    'export const widgetLoaders = {',
    ...lines,
    '} as const satisfies Record<WidgetType, WidgetLoader>;',
    '',
  ].join('\n');
}
