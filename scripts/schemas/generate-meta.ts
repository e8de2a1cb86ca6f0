/**
 * `npm run schemas:meta`: regenerates `schemas/meta/node.schema.json` from the widget registry and
 * precompiles every meta-schema into standalone validators (no ajv compiler, no eval at run time).
 * With `--check` it only reports whether the committed files are up to date.
 */
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetRegistry } from '../../src/widgets/registry';
import { buildNodeMetaSchema } from './node-meta-schema';
import { META_DIR } from './meta-files';
import { compileStandaloneValidators } from './standalone';
import { LIGHT_KINDS } from '../../src/schema/light-kinds';
import { buildManifest, sameManifest } from './manifest-builder';
import { buildWidgetLoaders, LOADERS_FILE } from './widget-loaders';

const MANIFEST_FILE = join(META_DIR, '..', 'manifest.json');
const VALIDATORS_FILE = fileURLToPath(new URL('../../src/schema/generated/meta-validators.js', import.meta.url));
/** The kinds without widget nodes, a small chunk of their own (`src/schema/validate-light.ts`). */
const LIGHT_VALIDATORS_FILE = fileURLToPath(new URL('../../src/schema/generated/meta-validators-light.js', import.meta.url));
const NODE_SCHEMA_FILE = join(META_DIR, 'node.schema.json');

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

const nodeSchemaText = `${JSON.stringify(buildNodeMetaSchema(widgetRegistry), null, 2)}\n`;
const manifestText = `${JSON.stringify(buildManifest(), null, 2)}\n`;
const loadersText = buildWidgetLoaders(widgetRegistry);
const checkOnly = process.argv.includes('--check');
if (checkOnly) {
  const nodeFresh = read(NODE_SCHEMA_FILE) === nodeSchemaText && sameManifest(read(MANIFEST_FILE), buildManifest()) && read(LOADERS_FILE) === loadersText;
  const validatorsFresh = read(VALIDATORS_FILE) === compileStandaloneValidators(nodeSchemaText) && read(LIGHT_VALIDATORS_FILE) === compileStandaloneValidators(nodeSchemaText, LIGHT_KINDS);
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
  console.log('[schemas:meta] wrote schemas/meta/node.schema.json, schemas/manifest.json, src/widgets/loaders.generated.ts and src/schema/generated/meta-validators{,-light}.js');
}
