import { pointerSegment, type SchemaProblem } from './problem';

/**
 * How big a schema document may be. Checked before any expensive work: the file size on the text
 * (before `JSON.parse`), the rest by one iterative walk of the parsed value (no recursion, so a deep
 * document cannot overflow the stack) before migration, the meta-schema validator or resolve see it.
 *
 * The numbers sit well above every real document (largest file 7.4 KB, deepest 10 levels, most values
 * 273, longest string 366 characters) and low enough that the precompiled validator, which recurses
 * once per nested widget node with a large stack frame (it overflows Chromium's and Node's default
 * stack at about 28 nested nodes), always has room: 20 levels hold at most 18 nested nodes.
 * `tests/schema/document-limits.test.ts` proves a document at the limits validates without overflow.
 */
export interface DocumentLimits {
  /** Characters of JSON text in one file (checked on the text, before parsing). */
  maxFileChars: number;
  /** Nesting of objects and arrays; the document's own object is level 1. */
  maxDepth: number;
  /** JSON values of every kind (objects, arrays, strings, numbers, booleans, nulls), the document included. */
  maxValues: number;
  /** Characters in one string, object keys included. */
  maxStringLength: number;
}

export const DOCUMENT_LIMITS: Readonly<DocumentLimits> = Object.freeze({
  maxFileChars: 1_000_000,
  maxDepth: 20,
  maxValues: 5_000,
  maxStringLength: 20_000,
});

const number = (value: number) => value.toLocaleString('en-US');

/** The file-size check, on the text as fetched (or read from disk): nothing is parsed yet. */
export function checkFileSize(text: string, documentName: string, limits: Readonly<DocumentLimits> = DOCUMENT_LIMITS): SchemaProblem | undefined {
  if (text.length <= limits.maxFileChars) return undefined;
  return { document: documentName, pointer: '', message: `the file is ${number(text.length)} characters, over the document limit of ${number(limits.maxFileChars)} characters` };
}

interface Pending {
  value: object;
  pointer: string;
  depth: number;
}

/**
 * The first limit a parsed document breaks (depth, value count, string length), with the JSON
 * pointer of the value that broke it, or undefined. Walks with an explicit stack and stops at the
 * first problem, so its cost is bounded by the limits, not by the document.
 */
export function checkDocumentLimits(document: unknown, documentName: string, limits: Readonly<DocumentLimits> = DOCUMENT_LIMITS): SchemaProblem | undefined {
  const problem = (pointer: string, message: string): SchemaProblem => ({ document: documentName, pointer, message });
  let values = 1;
  // Checks one value found under `parent` at `key`; containers go on the stack. Pointers are built only for containers and problems.
  const visit = (value: unknown, parent: string, key: string | number, depth: number, stack: Pending[]): SchemaProblem | undefined => {
    values += 1;
    if (values > limits.maxValues) return problem(`${parent}/${pointerSegment(key)}`, `more than ${number(limits.maxValues)} values in one document (the document limit)`);
    if (typeof value === 'string') {
      if (value.length > limits.maxStringLength) return problem(`${parent}/${pointerSegment(key)}`, `a string of ${number(value.length)} characters, over the document limit of ${number(limits.maxStringLength)}`);
    } else if (typeof value === 'object' && value !== null) {
      const pointer = `${parent}/${pointerSegment(key)}`;
      if (depth > limits.maxDepth) return problem(pointer, `nested deeper than the document limit of ${limits.maxDepth} levels`);
      stack.push({ value, pointer, depth });
    }
    return undefined;
  };
  if (typeof document === 'string' && document.length > limits.maxStringLength) return problem('', `a string of ${number(document.length)} characters, over the document limit of ${number(limits.maxStringLength)}`);
  if (typeof document !== 'object' || document === null) return undefined;
  const stack: Pending[] = [{ value: document, pointer: '', depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, pointer, depth } = next;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const found = visit(value[index], pointer, index, depth + 1, stack);
        if (found) return found;
      }
      continue;
    }
    // for…in stops early on a huge object (Object.keys would copy every key first); JSON.parse makes own properties only.
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      if (key.length > limits.maxStringLength) return problem(pointer, `a key of ${number(key.length)} characters, over the document limit of ${number(limits.maxStringLength)}`);
      const found = visit((value as Record<string, unknown>)[key], pointer, key, depth + 1, stack);
      if (found) return found;
    }
  }
  return undefined;
}

/** One line for the README, the CLI and messages: what the limits are. */
export function describeLimits(limits: Readonly<DocumentLimits> = DOCUMENT_LIMITS): string {
  return `file ≤ ${number(limits.maxFileChars)} characters, depth ≤ ${limits.maxDepth}, ≤ ${number(limits.maxValues)} values, strings ≤ ${number(limits.maxStringLength)} characters`;
}
