import { kindsAtPath } from '@/schema/loader';
import { formatProblem, type SchemaProblem } from '@/schema/problem';
import { validateDocument } from '@/schema/validate-document';
import type { SchemaDocument } from '@/schema/types';
import { checkThemeDocumentContrast, checkThemeDocumentLargeContrast } from '@/schema/contrast';
import { parseJsonText } from './json-value';

/** One thing wrong with the edited text: the app's problem (file, JSON pointer, message) and, for bad JSON, where. */
export interface TextProblem extends SchemaProblem {
  /** Offset in the text, when the JSON parser says where (a pointer cannot point into text that does not parse). */
  at?: number;
  /** The line the studio lists: `file#/pointer: message`, as `schemas:check` prints it. */
  line: string;
}

/**
 * `preview`: a document the site would refuse only for its colour contrast (a theme), still shown in the preview so the
 * operator sees the colour being picked beside the problem that names the pair, its ratio and the nearest passing shade.
 */
export type TextCheck = { ok: true; value: unknown; document: SchemaDocument } | { ok: false; value?: unknown; problems: TextProblem[]; preview?: SchemaDocument };

const ADDITIONAL = /^must NOT have additional properties \((.+)\)$/;
const REQUIRED = /^must have required property '(.+)' \((.+)\)$/;
const ALLOWED = /^must be equal to one of the allowed values \((.+)\)$/;

/** ajv's wording turned into a sentence an operator reads once (the pointer says where). */
export function humanize(message: string, knownTypes: readonly string[]): string {
  if (message.startsWith('widget type is unknown')) return `this widget type is unknown to this build; use one of the known types (${knownTypes.join(', ')}) or give the node a "fallback"`;
  const additional = ADDITIONAL.exec(message);
  if (additional) return `"${additional[1]}" is not allowed here (no such property; check its spelling)`;
  const required = REQUIRED.exec(message);
  if (required) return `the required property "${required[1]}" is missing`;
  const allowed = ALLOWED.exec(message);
  if (allowed) return `must be one of: ${allowed[1]}`;
  return message;
}

/** Where a JSON.parse message says the text broke (V8: "… at position 40 (line 3 column 5)"). */
function parseErrorOffset(message: string): number | undefined {
  const position = /at position (\d+)/.exec(message);
  return position ? Number(position[1]) : undefined;
}

/**
 * Checks the editor's text as the site's loader would: JSON, then `validateDocument` (limits, kind,
 * version, meta-schema, unique ids) for the kinds the file's place allows.
 */
export function checkText(text: string, path: string, knownTypes: readonly string[]): TextCheck {
  const problem = (pointer: string, message: string, at?: number): TextProblem => {
    const base = { document: path, pointer, message };
    return { ...base, ...(at === undefined ? {} : { at }), line: formatProblem(base) };
  };
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { ok: false, problems: [problem('', `is not valid JSON: ${parsed.message}`, parseErrorOffset(parsed.message))] };
  const kinds = kindsAtPath(path);
  if (!kinds) return { ok: false, value: parsed.value, problems: [problem('', 'is not in a known schema folder')] };
  const validation = validateDocument(parsed.value, path, kinds);
  if (validation.ok) {
    const contrast = validation.document.kind === 'theme' ? [...checkThemeDocumentContrast(validation.document.colors, path), ...checkThemeDocumentLargeContrast(validation.document.colors, path)] : [];
    if (contrast.length === 0) return { ok: true, value: parsed.value, document: validation.document };
    return { ok: false, value: parsed.value, problems: contrast.map((found) => problem(found.pointer, found.message)), preview: validation.document };
  }
  return {
    ok: false,
    value: parsed.value,
    problems: validation.problems.map((found) => {
      const unknownType = found.message.startsWith('widget type is unknown');
      return problem(unknownType ? `${found.pointer}/type` : found.pointer, humanize(found.message, knownTypes));
    }),
  };
}
