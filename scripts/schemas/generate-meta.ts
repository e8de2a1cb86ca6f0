/**
 * `npm run schemas:meta`: regenerates `schemas/meta/node.schema.json` from the widget registry and
 * precompiles every meta-schema into standalone validators (no ajv compiler, no eval at run time).
 * With `--check` it only reports whether the committed files are up to date.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetRegistry } from '../../src/widgets/registry';
import { buildNodeMetaSchema } from './node-meta-schema';
import { META_DIR } from './meta-files';
import { compileStandaloneValidators, compileStructureValidators, widgetValidatorIndex, widgetValidatorModules } from './standalone';
import { LIGHT_KINDS } from '../../src/schema/light-kinds';
import { buildManifest, manifestText as buildManifestText, sameManifest } from './manifest-builder';
import { buildWidgetLoaders, LOADERS_FILE } from './widget-loaders';

const MANIFEST_FILE = join(META_DIR, '..', 'manifest.json');
const VALIDATORS_FILE = fileURLToPath(new URL('../../src/schema/generated/meta-validators.js', import.meta.url));
/** The kinds without widget nodes, a small chunk of their own (`src/schema/validate-light.ts`). */
const LIGHT_VALIDATORS_FILE = fileURLToPath(new URL('../../src/schema/generated/meta-validators-light.js', import.meta.url));
const NODE_SCHEMA_FILE = join(META_DIR, 'node.schema.json');
/** Screens and layouts at run time, in pieces (`src/schema/validate-by-widget.ts`): their structure, then each widget type's props. */
const STRUCTURE_VALIDATORS_FILE = fileURLToPath(new URL('../../src/schema/generated/meta-validators-structure.js', import.meta.url));
const WIDGET_VALIDATORS_DIR = fileURLToPath(new URL('../../src/schema/generated/widget-validators', import.meta.url));

const WIDGET_INDEX_TYPES = `// Types for the generated widget validators (\`npm run schemas:meta\`).
import type { MetaValidator } from '../meta-validators.js';

/** Each widget type's props validator module, loaded on demand. */
export const widgetValidators: Readonly<Record<string, () => Promise<{ validate: MetaValidator }>>>;
`;

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

const nodeSchemaText = `${JSON.stringify(buildNodeMetaSchema(widgetRegistry), null, 2)}\n`;
const manifestText = buildManifestText();
const loadersText = buildWidgetLoaders(widgetRegistry);
const widgetModules = widgetValidatorModules(nodeSchemaText);
/** Every file of the widget validators' folder, by name (the index, its types and one module per type). */
const widgetFiles: Record<string, string> = { 'index.js': widgetValidatorIndex(Object.keys(widgetModules)), 'index.d.ts': WIDGET_INDEX_TYPES, ...Object.fromEntries(Object.entries(widgetModules).map(([type, source]) => [`${type}.js`, source])) };
function widgetFilesFresh(): boolean {
  let present: string[] = [];
  try {
    present = readdirSync(WIDGET_VALIDATORS_DIR);
  } catch {
    return false;
  }
  return present.length === Object.keys(widgetFiles).length && Object.entries(widgetFiles).every(([file, source]) => read(join(WIDGET_VALIDATORS_DIR, file)) === source);
}
const checkOnly = process.argv.includes('--check');
if (checkOnly) {
  const nodeFresh = read(NODE_SCHEMA_FILE) === nodeSchemaText && sameManifest(read(MANIFEST_FILE), buildManifest()) && read(LOADERS_FILE) === loadersText;
  const validatorsFresh = read(VALIDATORS_FILE) === compileStandaloneValidators(nodeSchemaText) && read(LIGHT_VALIDATORS_FILE) === compileStandaloneValidators(nodeSchemaText, LIGHT_KINDS) && read(STRUCTURE_VALIDATORS_FILE) === compileStructureValidators(nodeSchemaText) && widgetFilesFresh();
  if (!nodeFresh || !validatorsFresh) {
    console.error('[schemas:meta] generated files are stale: run `npm run schemas:meta` and commit the result');
    process.exitCode = 1;
  }
} else {
  writeFileSync(NODE_SCHEMA_FILE, nodeSchemaText);
  writeFileSync(MANIFEST_FILE, manifestText);
  writeFileSync(LOADERS_FILE, loadersText);
  writeFileSync(VALIDATORS_FILE, compileStandaloneValidators(nodeSchemaText));
  writeFileSync(LIGHT_VALIDATORS_FILE, compileStandaloneValidators(nodeSchemaText, LIGHT_KINDS));
  writeFileSync(STRUCTURE_VALIDATORS_FILE, compileStructureValidators(nodeSchemaText));
  rmSync(WIDGET_VALIDATORS_DIR, { recursive: true, force: true });
  mkdirSync(WIDGET_VALIDATORS_DIR, { recursive: true });
  for (const [file, source] of Object.entries(widgetFiles)) writeFileSync(join(WIDGET_VALIDATORS_DIR, file), source);
  console.log('[schemas:meta] wrote schemas/meta/node.schema.json, schemas/manifest.json, src/widgets/loaders.generated.ts, src/schema/generated/meta-validators{,-light,-structure}.js and src/schema/generated/widget-validators/');
}
