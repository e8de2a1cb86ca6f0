import type { MetaValidationError, MetaValidator } from './generated/meta-validators.js';
import { checkDocumentLimits } from './document-limits';
import { migrateDocument } from './migrations';
import type { SchemaProblem } from './problem';
import { findDuplicateIds } from './unique-ids';
import { nodesWithPointers } from './tree';
import type { DocumentKind, DocumentOfKind } from './types';
import { isDocumentKind } from './document-kinds';

/** The precompiled meta-validators one chunk carries, by document kind. */
export type MetaValidators = Readonly<Partial<Record<DocumentKind, MetaValidator>>>;

export type Validation<K extends DocumentKind> =
  | { ok: true; document: DocumentOfKind<K>; migrations: string[] }
  | { ok: false; problems: SchemaProblem[] };

function isKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && isDocumentKind(value);
}

function describe(error: MetaValidationError): string {
  if (error.params['missingProperty'] === 'fallback') return 'widget type is unknown to this build: use a known type or give the node a "fallback"';
  const extra = error.params['additionalProperty'] ?? error.params['allowedValues'] ?? error.params['missingProperty'];
  const detail = extra === undefined ? '' : ` (${Array.isArray(extra) ? extra.join(', ') : String(extra)})`;
  return `${error.message ?? error.keyword}${detail}`;
}

/** `if/then` and `oneOf` wrappers repeat what the specific errors already say. */
const NOISE = new Set(['if', 'oneOf', 'anyOf']);

/**
 * Turns ajv's errors into one line per real problem. The branches of a `oneOf` (the condition
 * forms) each fail in their own way; an operator needs one line saying which forms are allowed.
 */
function toProblems(errors: readonly MetaValidationError[], documentName: string): SchemaProblem[] {
  const lines = new Map<string, SchemaProblem>();
  const alternatives = new Map<string, Set<string>>();
  for (const error of errors) {
    if (NOISE.has(error.keyword)) continue;
    if (error.schemaPath.includes('/oneOf/')) {
      const missing = error.params['missingProperty'];
      const set = alternatives.get(error.instancePath) ?? new Set<string>();
      if (typeof missing === 'string') set.add(missing);
      alternatives.set(error.instancePath, set);
      continue;
    }
    const message = describe(error);
    lines.set(`${error.instancePath}\u0000${message}`, { document: documentName, pointer: error.instancePath, message });
  }
  for (const [pointer, keys] of alternatives) {
    const message = `must match exactly one allowed form${keys.size ? ` (it could have one of: ${[...keys].join(', ')})` : ''}`;
    lines.set(`${pointer}\u0000${message}`, { document: documentName, pointer, message });
  }
  if (lines.size === 0 && errors[0]) lines.set('first', { document: documentName, pointer: errors[0].instancePath, message: describe(errors[0]) });
  return [...lines.values()];
}

export type ValidateDocument = <K extends DocumentKind>(data: unknown, documentName: string, expectedKind: K | readonly K[]) => Validation<K>;

/** A widget type's own rules (its props), applied to each node of that type: when the kinds' validators check only the structure. */
export type WidgetValidators = (type: string) => MetaValidator | undefined;

/**
 * Each node of a screen's or layout's body (children and fallbacks too) checked by its type's own validator,
 * the errors' pointers made absolute, as the whole node meta-schema would have reported them.
 */
function widgetErrors(document: Record<string, unknown>, widgets: WidgetValidators): MetaValidationError[] {
  return nodesWithPointers(document['body']).flatMap(({ node, pointer }) => {
    const validator = typeof node['type'] === 'string' ? widgets(node['type']) : undefined;
    if (!validator || validator(node)) return [];
    return (validator.errors ?? []).map((error) => ({ ...error, instancePath: `${pointer}${error.instancePath}`, schemaPath: `#/widget${error.schemaPath.replace(/^#/, '')}` }));
  });
}

/**
 * `validateDocument` over the validators of one chunk (every kind: `validate-document.ts`; the kinds without
 * widget nodes: `validate-light.ts`). It parses one document at the boundary: document limits first (so nothing
 * below ever sees a document deep enough to overflow the stack), then kind, version (migrating older ones),
 * meta-schema, unique ids. Only a document that passes all of them is typed; everything else is a list of
 * problems with pointers.
 */
export function validateWith(validators: MetaValidators, widgets?: WidgetValidators): ValidateDocument {
  return function validateDocument<K extends DocumentKind>(data: unknown, documentName: string, expectedKind: K | readonly K[]): Validation<K> {
    const problem = (pointer: string, message: string): Validation<K> => ({ ok: false, problems: [{ document: documentName, pointer, message }] });
    const overLimit = checkDocumentLimits(data, documentName);
    if (overLimit) return { ok: false, problems: [overLimit] };
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return problem('', 'a schema document must be a JSON object');
    const record = data as Record<string, unknown>;
    const kinds: readonly DocumentKind[] = Array.isArray(expectedKind) ? expectedKind : [expectedKind];
    if (!isKind(record['kind']) || !kinds.includes(record['kind'])) return problem('/kind', `kind must be ${kinds.map((k) => `"${k}"`).join(' or ')}`);
    const migrated = migrateDocument(record);
    if (!migrated.ok) return problem('/schemaVersion', migrated.message);
    const validator = validators[record['kind']];
    if (!validator) return problem('/kind', `kind "${record['kind']}" is not validated by this chunk`);
    const duplicates = findDuplicateIds(migrated.document, documentName);
    const structureOk = validator(migrated.document);
    const errors = [...(structureOk ? [] : (validator.errors ?? [])), ...(widgets ? widgetErrors(migrated.document, widgets) : [])];
    if (!structureOk || errors.length > 0) {
      return { ok: false, problems: [...toProblems(errors, documentName), ...duplicates] };
    }
    if (duplicates.length) return { ok: false, problems: duplicates };
    // The validator just proved the shape: this is the parse step, not a blind cast.
    return { ok: true, document: migrated.document as unknown as DocumentOfKind<K>, migrations: migrated.applied };
  };
}
