import type { TFunction } from '@/i18n/translator';
import { isHiddenCondition } from './outline-model';
import { isObject, parseJsonText, type JsonObject } from './json-value';
import { documentTitle } from './document-titles';
import { VERIFIED_LIST } from '@/schema/build-verified';

/**
 * A publish's changes in sentences an operator reads ("Sports moved before Home"; "TY label of Sports: Palakasan →
 * Isports ngayon"), from each file's text before and after. Entries of a list (menu items, a screen's widgets, a
 * form's fields) are matched by id: moved, added, removed, hidden, shown, or a setting of theirs changed. A copy
 * file's texts are named by what shows them (the label of a menu item of the same publish), else by their EN text.
 */

export interface FileChange {
  path: string;
  /** The file's text before and after the publish (null: the file was not there). */
  before: string | null;
  after: string | null;
}

export interface WordsContext {
  t: TFunction;
  /** The studio's language (the titles of documents). */
  language: string;
  /**
   * The text a copy key shows in a language (the studio's when none is named: a menu item named "Sports"), from the
   * site's texts: what a copy file's key read before the publish when the file did not hold it. Undefined when none.
   */
  textOf: (key: string, language?: string) => string | undefined;
}

/** At most this many sentences per publish; the rest is "and N more changes" (the JSON diff has them all). */
export const MAX_SENTENCES = 12;

const COPY_FILE = /(?:^|\/)i18n\/([a-z]{2})\.json$/;
const NAMING = ['label', 'text', 'title', 'heading', 'eyebrow', 'subtitle', 'ctaLabel'];

function parsed(text: string | null): unknown {
  if (text === null) return undefined;
  const result = parseJsonText(text);
  return result.ok ? result.value : undefined;
}

/** A document's name from its path: `merchants/acme/menus/header-nav.json` → `menus/header-nav`. */
function documentName(path: string): string {
  return path.replace(/^merchants\/[^/]+\//, '').replace(/\.json$/, '');
}

function quoted(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;
}

/** Where a copy key shows in a document: the entry holding it and the prop it is (`label`, `title`…). */
interface KeyUse {
  entry: JsonObject;
  prop: string;
}

function usesOf(value: unknown, key: string, found: KeyUse[] = []): KeyUse[] {
  if (Array.isArray(value)) for (const item of value) usesOf(item, key, found);
  else if (isObject(value)) {
    for (const [prop, inner] of Object.entries(value)) {
      if (inner === key && typeof value['id'] === 'string') found.push({ entry: value, prop });
      else if (prop === 'props' && isObject(inner) && typeof value['id'] === 'string') {
        for (const [name, text] of Object.entries(inner)) if (text === key) found.push({ entry: value, prop: name });
        usesOf(inner, key, found);
      } else if (prop === 'schema' && isObject(inner) && inner['title'] === key && typeof value['id'] === 'string') found.push({ entry: value, prop: 'title' });
      else usesOf(inner, key, found);
    }
  }
  return found;
}

/** The texts an entry names itself by, most telling first (a menu item's label, a widget's title, a field's title). */
function namingKey(entry: JsonObject): string | undefined {
  const props = isObject(entry['props']) ? entry['props'] : {};
  const schema = isObject(entry['schema']) ? entry['schema'] : {};
  for (const source of [entry, props, schema]) for (const name of NAMING) if (typeof source[name] === 'string') return source[name];
  return undefined;
}

function entryName(entry: JsonObject, context: WordsContext): string {
  const key = namingKey(entry);
  const text = key === undefined ? undefined : context.textOf(key);
  return text ?? (typeof entry['id'] === 'string' ? entry['id'] : '?');
}

/** Whether a list's entries are matched by id (menu items, widgets, fields). */
function isIdList(value: unknown): value is JsonObject[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => isObject(item) && typeof item['id'] === 'string');
}

/** The longest run of `before`'s order kept in `after` (both lists of the same ids): what did not move. */
function keptInOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const n = before.length;
  const m = after.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i]![j] = before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

function listWords(before: JsonObject[], after: JsonObject[], context: WordsContext, out: string[]): void {
  const { t } = context;
  const idsBefore = before.map((entry) => String(entry['id']));
  const idsAfter = after.map((entry) => String(entry['id']));
  const byId = (list: JsonObject[], id: string) => list.find((entry) => entry['id'] === id)!;
  for (const id of idsBefore) if (!idsAfter.includes(id)) out.push(t('studio_words_removed', { name: entryName(byId(before, id), context) }));
  for (const id of idsAfter) if (!idsBefore.includes(id)) out.push(t('studio_words_added', { name: entryName(byId(after, id), context) }));
  const common = idsAfter.filter((id) => idsBefore.includes(id));
  const kept = keptInOrder(idsBefore.filter((id) => idsAfter.includes(id)), common);
  common.forEach((id, at) => {
    if (kept.has(id)) return;
    const name = entryName(byId(after, id), context);
    const next = common[at + 1];
    const previous = common[at - 1];
    if (next !== undefined) out.push(t('studio_words_moved_before', { name, other: entryName(byId(after, next), context) }));
    else if (previous !== undefined) out.push(t('studio_words_moved_after', { name, other: entryName(byId(after, previous), context) }));
  });
  for (const id of common) valueWords(byId(before, id), byId(after, id), entryName(byId(after, id), context), context, out);
}

/** The changes inside one entry (or the document itself): its lists, its visibility, its settings. */
function valueWords(before: JsonObject, after: JsonObject, name: string, context: WordsContext, out: string[]): void {
  const { t } = context;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (key === 'when') {
      const hiddenBefore = isHiddenCondition(was);
      const hiddenNow = isHiddenCondition(now);
      out.push(t(hiddenNow && !hiddenBefore ? 'studio_words_hidden' : hiddenBefore && !hiddenNow ? 'studio_words_shown' : 'studio_words_condition', { name }));
    } else if (isIdList(was) && isIdList(now)) listWords(was, now, context, out);
    else if (isIdList(now) && (was === undefined || (Array.isArray(was) && was.length === 0))) listWords([], now, context, out);
    else if (isIdList(was) && (now === undefined || (Array.isArray(now) && now.length === 0))) listWords(was, [], context, out);
    else if (isObject(was) && isObject(now)) valueWords(was, now, name, context, out);
    else out.push(t('studio_words_setting', { setting: key, name, from: quoted(was), to: quoted(now) }));
  }
}

function copyWords(file: FileChange, language: string, others: readonly unknown[], context: WordsContext, out: string[]): void {
  const textsOf = (text: string | null): JsonObject => {
    const value = parsed(text);
    return isObject(value) && isObject(value['texts']) ? value['texts'] : {};
  };
  const before = textsOf(file.before);
  const after = textsOf(file.after);
  const lang = language.toUpperCase();
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    if (before[key] === after[key]) continue;
    // Named by what shows it in this publish's other files (the label of a menu item), else by its text.
    const use = others.flatMap((document) => usesOf(document, key))[0];
    const from = typeof before[key] === 'string' ? before[key] : context.textOf(key, language);
    const to = typeof after[key] === 'string' ? after[key] : undefined;
    if (use) out.push(context.t('studio_words_text_of', { lang, what: use.prop, name: entryName(use.entry, context), from: from ?? '—', to: to ?? '—' }));
    else out.push(context.t('studio_words_text', { lang, name: context.textOf(key) ?? key, from: from ?? '—', to: to ?? '—' }));
  }
}

/** The sentences of one publish, file after file (at most MAX_SENTENCES, then how many more). */
export function changesInWords(files: readonly FileChange[], context: WordsContext): string[] {
  const { t } = context;
  const out: string[] = [];
  const others = files.filter((file) => !COPY_FILE.test(file.path)).map((file) => parsed(file.after));
  // The documents first, then the texts: a move reads before the new label it may explain.
  const ordered = [...files.filter((file) => !COPY_FILE.test(file.path)), ...files.filter((file) => COPY_FILE.test(file.path))];
  for (const file of ordered) {
    const title = documentTitle(documentName(file.path), context.language);
    // Written by the service from the files themselves (the manifest, the hashes of what it checked): no operator's change.
    if (file.path === 'manifest.json' || file.path === VERIFIED_LIST) continue;
    if (file.before === null && file.after === null) {
      // A service from before the texts came with the history: its diff alone says what changed.
      out.push(t('studio_words_file_changed', { name: title }));
      continue;
    }
    if (file.before === null && file.after !== null) {
      out.push(t('studio_words_file_added', { name: title }));
      continue;
    }
    if (file.after === null) {
      out.push(t('studio_words_file_removed', { name: title }));
      continue;
    }
    const copy = COPY_FILE.exec(file.path);
    if (copy?.[1]) {
      copyWords(file, copy[1], others, context, out);
      continue;
    }
    const before = parsed(file.before);
    const after = parsed(file.after);
    const start = out.length;
    if (isObject(before) && isObject(after)) valueWords(before, after, title, context, out);
    if (out.length === start && file.before !== file.after) out.push(t('studio_words_file_changed', { name: title }));
  }
  if (out.length <= MAX_SENTENCES) return out;
  return [...out.slice(0, MAX_SENTENCES - 1), t('studio_words_more', { count: out.length - (MAX_SENTENCES - 1) })];
}
