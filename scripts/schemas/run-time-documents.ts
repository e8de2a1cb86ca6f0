import { pointerSegment, type SchemaProblem } from '../../src/schema/problem';
import type { CopyDocument, MerchantsDocument, SchemaDocument } from '../../src/schema/types';
import { documentNameOf } from './schema-files';
import type { RunTimeKeys } from './translation-keys';

/** The keys run-time copy defines: the site's for everyone, a merchant's for that merchant's documents only. */
export function collectRunTimeCopy(valid: ReadonlyMap<string, SchemaDocument>): { definedFor: (merchant: string | undefined) => RunTimeKeys } {
  const keys = new Map<string, Set<string>>(); // `${merchant ?? ''}:${language}` → keys
  for (const [path, document] of valid) {
    if (document.kind !== 'copy') continue;
    const layer = `${documentNameOf(path).merchant ?? ''}:${document.language}`;
    const set = keys.get(layer) ?? new Set<string>();
    for (const key of Object.keys(document.texts)) set.add(key);
    keys.set(layer, set);
  }
  const of = (layer: string) => keys.get(layer) ?? new Set<string>();
  return {
    definedFor: (merchant) => ({
      en: new Set([...of(':en'), ...(merchant ? of(`${merchant}:en`) : [])]),
      ty: new Set([...of(':ty'), ...(merchant ? of(`${merchant}:ty`) : [])]),
    }),
  };
}

/** `i18n/ty.json` holds TY copy: a file in the wrong place would silently serve the wrong language. */
export function checkCopyPlace(document: CopyDocument, path: string): SchemaProblem[] {
  const language = /(?:^|\/)i18n\/([^/]+)\.json$/.exec(path)?.[1];
  if (language === document.language) return [];
  return [{ document: path, pointer: '/language', message: `"${document.language}" does not match the file's place (i18n/${language ?? '?'}.json)` }];
}

/** The default, every host's merchant and every `merchants/<id>/` folder are merchants the document lists. */
export function checkMerchants(document: MerchantsDocument, path: string, files: readonly string[]): SchemaProblem[] {
  const known = new Set(document.merchants);
  const problems: SchemaProblem[] = [];
  const unknown = (pointer: string, id: string, what: string) => problems.push({ document: path, pointer, message: `${what} "${id}" is not in /merchants${pointer === '/merchants' ? ` (it has a folder merchants/${id}/)` : ''}` });
  if (!known.has(document.default)) unknown('/default', document.default, 'default merchant');
  for (const [host, id] of Object.entries(document.hosts)) if (!known.has(id)) unknown(`/hosts/${pointerSegment(host)}`, id, 'merchant');
  const folders = new Set(files.map((file) => documentNameOf(file).merchant).filter((id): id is string => id !== undefined));
  for (const id of folders) if (!known.has(id)) unknown('/merchants', id, 'merchant');
  return problems;
}
