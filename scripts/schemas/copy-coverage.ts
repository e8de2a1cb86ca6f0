import { pointerSegment } from '../../src/schema/problem';
import type { SchemaDocument } from '../../src/schema/types';
import { isLanguage } from '../../src/schema/languages';
import { holdsTextKeys } from '../../src/schema/document-kinds';

/**
 * `schemas:check`'s TY report: operator copy a TY visitor would read in EN.
 * - Copy written in a document (`{"en": "…"}` with no `"ty"`): the TY page shows the EN text.
 * - A key of an EN copy file (`i18n/en.json`, `merchants/<id>/i18n/en.json`) that the TY file beside it lacks: the TY
 *   page keeps the bundled (or the site's) TY text while EN says the new one — for a merchant, possibly another brand's
 *   words; for a new key, the EN text itself.
 */
export interface CopyWithoutTy {
  /** The file, as schemas:check names files (`screens/home.json`). */
  document: string;
  pointer: string;
  /** The EN text that TY visitors get instead. */
  en: string;
  /** What to add, and where. */
  fix: string;
}


function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{"en": "…"}` or `{"en": "…", "ty": "…"}` (common.schema.json#/definitions/localizedText). */
function localizedText(value: Record<string, unknown>): { en: string; ty: unknown } | undefined {
  const keys = Object.keys(value);
  if (typeof value['en'] !== 'string' || !keys.every(isLanguage)) return undefined;
  return { en: value['en'], ty: value['ty'] };
}

function inDocument(document: unknown, path: string): CopyWithoutTy[] {
  const found: CopyWithoutTy[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => visit(entry, `${pointer}/${index}`));
      return;
    }
    if (!isRecord(value)) return;
    const text = localizedText(value);
    if (text) {
      if (typeof text.ty !== 'string' || text.ty.trim() === '') found.push({ document: path, pointer, en: text.en, fix: 'add "ty" beside "en"' });
      return;
    }
    for (const [key, entry] of Object.entries(value)) visit(entry, `${pointer}/${pointerSegment(key)}`);
  };
  visit(document, '');
  return found;
}

/** Every piece of operator copy without a TY entry, in file order. */
export function findCopyWithoutTy(valid: ReadonlyMap<string, SchemaDocument>): CopyWithoutTy[] {
  const found: CopyWithoutTy[] = [];
  for (const [path, document] of [...valid].sort(([a], [b]) => a.localeCompare(b))) {
    if (document.kind === 'copy') {
      if (document.language !== 'en') continue;
      const tyPath = path.replace(/en\.json$/, 'ty.json');
      const ty = valid.get(tyPath);
      const tyTexts = ty?.kind === 'copy' ? ty.texts : {};
      for (const [key, en] of Object.entries(document.texts)) {
        if (!(key in tyTexts)) found.push({ document: path, pointer: `/texts/${pointerSegment(key)}`, en, fix: `add "${key}" to ${tyPath}` });
      }
    } else if (holdsTextKeys(document.kind)) found.push(...inDocument(document, path));
  }
  return found;
}

/** One line per text: `file#/pointer: "EN text" has no TY entry (fix)`. */
export function formatCopyWithoutTy(entry: CopyWithoutTy): string {
  const en = entry.en.length > 60 ? `${entry.en.slice(0, 57)}…` : entry.en;
  return `${entry.document}#${entry.pointer}: "${en}" has no TY entry (${entry.fix})`;
}
