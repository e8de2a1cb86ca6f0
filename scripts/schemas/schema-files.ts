import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SCHEMAS_DIR } from './meta-files';

/** Every schema document under schemas/ (not the meta-schemas), as paths relative to it. */
export function listSchemaFiles(dir = SCHEMAS_DIR): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (relative(SCHEMAS_DIR, path) !== 'meta') files.push(...listSchemaFiles(path));
    } else if (entry.endsWith('.json')) {
      files.push(relative(SCHEMAS_DIR, path));
    }
  }
  return files;
}

export function readSchemaText(path: string): string {
  return readFileSync(join(SCHEMAS_DIR, path), 'utf8');
}

/** `screens/home.json` → `screens/home`; `merchants/x/menus/a.json` → `menus/a` for merchant `x`. */
export function documentNameOf(path: string): { name: string; merchant?: string } {
  const withoutExt = path.replace(/\.json$/, '');
  const merchant = /^merchants\/([^/]+)\/(.+)$/.exec(withoutExt);
  return merchant ? { name: merchant[2]!, merchant: merchant[1]! } : { name: withoutExt };
}
