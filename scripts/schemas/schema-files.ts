import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SCHEMAS_DIR } from './meta-files';

/**
 * Every schema document under schemas/ (not the meta-schemas, not the web app files written from them under `app/`), as paths relative to it; with `root`, under that
 * folder instead (the publish service checks the origin it is about to deploy).
 */
/** Folders of the origin that hold no documents: the meta-schemas, and the web app files (`web-app.ts`). */
const GENERATED_FOLDERS = new Set(['meta', 'app']);
/** Files of the origin that are no document: the hashes of the validated ones (`verified-list.ts`). */
const GENERATED_FILES = new Set(['verified.json']);

export function listSchemaFiles(root = SCHEMAS_DIR): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (!GENERATED_FOLDERS.has(relative(root, path))) walk(path);
      } else if (entry.endsWith('.json') && !GENERATED_FILES.has(relative(root, path))) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return files;
}

export function readSchemaText(path: string, root = SCHEMAS_DIR): string {
  return readFileSync(join(root, path), 'utf8');
}

/** `screens/home.json` → `screens/home`; `merchants/x/menus/a.json` → `menus/a` for merchant `x`. */
export function documentNameOf(path: string): { name: string; merchant?: string } {
  const withoutExt = path.replace(/\.json$/, '');
  const merchant = /^merchants\/([^/]+)\/(.+)$/.exec(withoutExt);
  return merchant ? { name: merchant[2]!, merchant: merchant[1]! } : { name: withoutExt };
}
