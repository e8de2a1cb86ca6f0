/** One thing wrong with a schema document: which file, where in it (JSON pointer), and what. */
export interface SchemaProblem {
  document: string;
  pointer: string;
  message: string;
}

export function formatProblem(problem: SchemaProblem): string {
  return `${problem.document}${problem.pointer ? `#${problem.pointer}` : ''}: ${problem.message}`;
}

/** Named error for a document that cannot be used; carries every problem found. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  constructor(readonly problems: SchemaProblem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
