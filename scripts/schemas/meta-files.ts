import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCHEMAS_DIR = new URL('../../schemas/', import.meta.url).pathname;
export const META_DIR = join(SCHEMAS_DIR, 'meta');
export const META_ID_BASE = 'https://schemas.croupier.local/meta/';

/** Document kinds with a meta-schema, each validated by a precompiled validator at run time. */
export const VALIDATED_KINDS = ['screen', 'menu', 'form', 'routes', 'theme', 'override', 'manifest'] as const;

export function readMetaSchemas(): Record<string, object> {
  const schemas: Record<string, object> = {};
  for (const file of readdirSync(META_DIR).filter((f) => f.endsWith('.schema.json'))) {
    schemas[file] = JSON.parse(readFileSync(join(META_DIR, file), 'utf8')) as object;
  }
  return schemas;
}
