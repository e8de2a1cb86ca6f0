import type { QueryResult } from '../../src/renderer/data/data-types';
import type { QueryResultSource } from '../../src/renderer/data/query-results';
import type { EmbeddedData } from './embedded-data';

/**
 * What a TY render still says in EN: the snapshot matrix renders every document in EN and TY for the same
 * role, scenario and merchant; a visible text the two renders share is either a name that is the same in
 * every language (a brand, a game title, a code), the platform's own content (its rows, notices, help),
 * or interface text with no TY entry — what `tests/renderer/document-matrix.test.ts` fails on, minus its
 * allow-list. Which is which comes from the platform's answers: a shared text found in them is the platform's.
 */

/** Attributes a user reads or hears: labels for assistive technology, tooltips, hints, alt text, the table's card labels. */
const VISIBLE_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'data-label'] as const;
const ATTRIBUTE = new RegExp(`\\s(${VISIBLE_ATTRIBUTES.join('|')})="([^"]*)"`, 'g');
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Whether a text holds a word (two letters in a row): numbers, amounts, dates and symbols are the same in every language. */
export function hasWords(text: string): boolean {
  return /\p{L}{2}/u.test(text);
}

/** The texts a user meets in rendered HTML: each text node and each visible attribute, trimmed, with words, once. */
export function visibleTexts(html: string): Set<string> {
  const texts = new Set<string>();
  const add = (raw: string) => {
    const text = decodeEntities(raw).replace(/\s+/g, ' ').trim();
    if (hasWords(text)) texts.add(text);
  };
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  for (const match of withoutCode.matchAll(/>([^<]+)</g)) add(match[1] ?? '');
  for (const match of withoutCode.matchAll(ATTRIBUTE)) add(match[2] ?? '');
  return texts;
}

/** Every string the platform answered, as written (a row's cells, a result's facts). */
export function platformStringsOf(result: QueryResult, into: Set<string>): void {
  const take = (value: unknown) => {
    if (typeof value === 'string' && hasWords(value)) into.add(value.trim());
  };
  for (const row of result.rows) Object.values(row).forEach(take);
  Object.values(result.facts).forEach(take);
}

/**
 * Whether a shared text is the platform's: one of its strings, a line that contains one (a wallet's name and
 * balance), or a text node of the HTML it sent (a notice's heading inside its body).
 */
export function isPlatformText(text: string, platform: ReadonlySet<string>): boolean {
  if (platform.has(text)) return true;
  for (const value of platform) {
    if (value.length >= 3 && text.includes(value)) return true;
    if (value.includes('<') && decodeEntities(value).replace(/\s+/g, ' ').includes(text)) return true;
  }
  return false;
}

/** The embedded platform's data for a render, watched: every answer the render read is noted for `isPlatformText`. */
export function watchedData(embedded: EmbeddedData, seen: Set<string>): EmbeddedData {
  return {
    renderWithData: (context, render) =>
      embedded.renderWithData(context, (source, last) => {
        const watching: QueryResultSource = (name, values) => {
          const answer = source(name, values);
          if (answer && 'result' in answer) platformStringsOf(answer.result, seen);
          return answer;
        };
        return render(watching, last);
      }),
    close: () => embedded.close(),
  };
}

/** One text both languages show, with the TY rows it shows in and whether the platform supplied it. */
export interface SharedText {
  text: string;
  platform: boolean;
  rows: string[];
}

/** Collects, per document, the texts a TY row shares with the EN row of the same role, scenario and merchant. */
export class LanguageCoverage {
  readonly #documents = new Map<string, Map<string, SharedText>>();

  /** `en` and `ty` are the rendered HTML of the same row in both languages; `platform`, the strings the platform answered for either. */
  add(documentName: string, tyRow: string, en: string, ty: string, platform: ReadonlySet<string>): void {
    const enTexts = visibleTexts(en);
    let shared = this.#documents.get(documentName);
    if (!shared) this.#documents.set(documentName, (shared = new Map()));
    for (const text of visibleTexts(ty)) {
      if (!enTexts.has(text)) continue;
      const known = shared.get(text);
      if (known) {
        known.rows.push(tyRow);
        known.platform &&= isPlatformText(text, platform);
      } else shared.set(text, { text, platform: isPlatformText(text, platform), rows: [tyRow] });
    }
  }

  /** The shared texts of a document, sorted. */
  of(documentName: string): SharedText[] {
    return [...(this.#documents.get(documentName)?.values() ?? [])].sort((a, b) => a.text.localeCompare(b.text));
  }
}
