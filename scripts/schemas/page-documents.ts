import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { earlyFiles } from '../vite/early-files';
import { pageDocumentsPath, type PageDocuments } from '../../src/page-load/first-paint';
import type { EarlyFiles } from '../../src/page-load/plan';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../src/schema/languages';
import { listedMerchants } from './web-app';

/*
 * Each route's documents in one file beside its first paint (`PageDocuments`, issue 37): the files the inline script
 * asks for on that route for a visitor of a merchant in a language, with their text as the origin serves it. The
 * script takes a file from it instead of asking the origin, and asks the origin for any file it does not hold.
 */

const own = <T>(map: Readonly<Record<string, T>>, key: string): T | undefined => (Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined);

/**
 * The schema files the inline script starts for a visitor on a path the plan knows (`early-script.ts`), but
 * `merchants.json` (the script reads it first, on its own, to know the merchant): the files every page reads, the
 * copy (EN's and the language's), the screen, the layout with its menus, what they show a visitor beyond that, and the
 * merchant's own file of each (`manifest.json`'s `merchants`).
 */
export function pageDocumentFiles(plan: EarlyFiles, path: string, language: string, merchantFiles: Readonly<Record<string, string>>): string[] {
  const known = own(plan.paths, path);
  if (!known) return [];
  const [screen, layout] = known;
  const visitorFiles = (name: string) => own(plan.audiences.visitor.files, name) ?? [];
  const base = [
    ...plan.always,
    ...[own(plan.copy, DEFAULT_LANGUAGE), own(plan.copy, language)].filter((file): file is string => file !== undefined),
    ...(screen ? [screen, ...visitorFiles(screen.replace(/\.json$/, ''))] : []),
    ...(own(plan.layouts, layout) ?? []),
    ...visitorFiles(layout),
  ].filter((file) => file !== 'merchants.json');
  const files = base.flatMap((file) => {
    const merchantFile = own(merchantFiles, file.replace(/\.json$/, ''));
    return merchantFile ? [file, merchantFile] : [file];
  });
  return [...new Set(files)];
}

function merchantFilesOf(origin: string, merchant: string): Record<string, string> {
  try {
    const manifest: unknown = JSON.parse(readFileSync(join(origin, 'manifest.json'), 'utf8'));
    const merchants: unknown = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'merchants') : undefined;
    const files: unknown = typeof merchants === 'object' && merchants !== null ? Reflect.get(merchants, merchant) : undefined;
    if (typeof files !== 'object' || files === null) return {};
    return Object.fromEntries(Object.entries(files).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The documents file of every route with a first paint of `origin` (the served schema folder: its `verified.json` and
 * web app files written), per merchant and language: origin path → the file's text. A file the origin lacks is left
 * out (the script asks for it, and the origin answers as it would have).
 */
export function pageDocumentsFiles(origin: string, plan: EarlyFiles = earlyFiles(origin)): Map<string, string> {
  const out = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const [path, [, , route]] of Object.entries(plan.paths)) if (route && !routes.has(route)) routes.set(route, path);
  const languages = SUPPORTED_LANGUAGES.filter((language) => own(plan.copy, language) !== undefined);
  const texts = new Map<string, string | null>();
  const text = (file: string): string | null => {
    if (!texts.has(file)) texts.set(file, existsSync(join(origin, file)) ? readFileSync(join(origin, file), 'utf8') : null);
    return texts.get(file) ?? null;
  };
  for (const merchant of listedMerchants(origin)) {
    const merchantFiles = merchantFilesOf(origin, merchant);
    for (const language of languages) {
      for (const [route, path] of routes) {
        const documents: Record<string, string> = {};
        for (const file of pageDocumentFiles(plan, path, language, merchantFiles)) {
          const found = text(file);
          if (found !== null) documents[file] = found;
        }
        const file: PageDocuments = { route, documents };
        out.set(pageDocumentsPath(merchant, language, route), `${JSON.stringify(file)}\n`);
      }
    }
  }
  return out;
}
