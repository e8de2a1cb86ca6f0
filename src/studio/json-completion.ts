import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorState } from '@codemirror/state';
import { describeSchema, propertiesAt, schemasAtPath, typeLine, valuesAt } from './meta-schemas';
import { cursorPlace, documentValue } from './syntax-path';
import { isObject } from './json-value';

/** Which meta-schema the editor's document follows (its `kind`), and the widget types this build knows. */
export interface SchemaContext {
  kind: () => string | undefined;
  knownTypes: readonly string[];
}

/** The document's kind as the text says it, even while the text does not parse (completion runs mid-typing). */
function kindOf(document: unknown, context: SchemaContext): string | undefined {
  return isObject(document) && typeof document['kind'] === 'string' ? document['kind'] : context.kind();
}

/** A node's `type` is free text in the meta-schema (a fallback may name a newer type); completion offers the known ones. */
function isWidgetTypeKey(kind: string, document: unknown, path: readonly (string | number)[]): boolean {
  if (path.at(-1) !== 'type') return false;
  const parent = schemasAtPath(kind, document, path);
  return describeSchema(parent)?.startsWith('Widget type') ?? false;
}

/** JSON Schema completion from the meta-schemas: property names where a key goes, allowed values where a value goes. */
export function jsonSchemaCompletion(context: SchemaContext) {
  return (completion: CompletionContext): CompletionResult | null => {
    const document = documentValue(completion.state);
    const kind = kindOf(document, context);
    if (!kind) return null;
    const place = cursorPlace(completion.state, completion.pos);
    if (!place) return null;
    const quoted = place.node.name === 'String' || place.node.name === 'PropertyName';
    const from = quoted ? place.node.from : completion.pos;
    const to = quoted ? place.node.to : completion.pos;
    if (!quoted && !completion.explicit && !/[{,[:]\s*$/.test(completion.state.sliceDoc(Math.max(0, completion.pos - 40), completion.pos))) return null;
    if (place.onKey) {
      const objectPath = place.node.name === 'PropertyName' || (place.node.name === 'String' && place.node.parent?.name === 'Object') ? (place.node.name === 'PropertyName' ? place.path.slice(0, -1) : place.path) : place.path;
      const here = objectPath.reduce<unknown>((value, segment) => (Array.isArray(value) ? value[Number(segment)] : isObject(value) ? value[String(segment)] : undefined), document);
      const present = isObject(here) ? new Set(Object.keys(here)) : new Set<string>();
      const options: Completion[] = propertiesAt(kind, document, objectPath)
        .filter((property) => !present.has(property.name) || quoted)
        .map((property) => ({
          label: JSON.stringify(property.name),
          displayLabel: property.name,
          type: 'property',
          ...(property.required ? { detail: 'required' } : {}),
          ...(property.description !== undefined ? { info: property.description } : {}),
          apply: quoted ? JSON.stringify(property.name) : `${JSON.stringify(property.name)}: `,
          boost: property.required ? 1 : 0,
        }));
      return options.length ? { from, to, options, validFor: /^"?[\w$-]*"?$/ } : null;
    }
    const values = isWidgetTypeKey(kind, document, place.path) ? [...context.knownTypes] : valuesAt(kind, document, place.path);
    if (!values.length) return null;
    const detail = typeLine(schemasAtPath(kind, document, place.path));
    return {
      from,
      to,
      options: values.map((value) => ({ label: JSON.stringify(value), type: typeof value === 'string' ? 'enum' : 'constant', ...(detail ? { detail } : {}) })),
      validFor: /^"?[\w$-]*"?$/,
    };
  };
}

/** Hover text for the key or value at `pos`: its path, its type line and its description from the meta-schema. */
export function hoverText(state: EditorState, pos: number, context: SchemaContext): { from: number; to: number; title: string; type?: string; description?: string } | undefined {
  const document = documentValue(state);
  const kind = kindOf(document, context);
  if (!kind) return undefined;
  const place = cursorPlace(state, pos);
  if (!place || place.path.length === 0) return undefined;
  if (place.node.name !== 'PropertyName' && place.node.name !== 'String' && place.node.name !== 'Number' && place.node.name !== 'True' && place.node.name !== 'False') return undefined;
  const schemas = schemasAtPath(kind, document, place.path);
  if (!schemas.length) return undefined;
  const description = describeSchema(schemas);
  const type = typeLine(schemas);
  return {
    from: place.node.from,
    to: place.node.to,
    title: `/${place.path.join('/')}`,
    ...(type ? { type } : {}),
    ...(description ? { description } : {}),
  };
}
