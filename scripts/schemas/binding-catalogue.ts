import Ajv from 'ajv';
import type { BindingCatalogue } from '../../src/schema/bindings';
import { commandNamed, commands, queries, queryNamed } from '../../src/renderer/data/catalogue';

/**
 * The data catalogue as `schemas:check` reads it: each name with its params JSON Schema, and a
 * validator for literal params (ajv is fine here: this runs in Node, never in the site).
 */
export function bindingCatalogue(): BindingCatalogue {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const schemaOf = (kind: 'query' | 'command', name: string) => (kind === 'query' ? queryNamed(name) : commandNamed(name))?.params;
  return {
    queries,
    commands,
    validateLiterals: (kind, name, literals) => {
      const schema = schemaOf(kind, name);
      if (!schema || Object.keys(literals).length === 0) return [];
      const key = `${kind}:${name}`;
      let validate = compiled.get(key);
      if (!validate) {
        // Literals only: the params a filter or the session fills are not required here.
        validate = ajv.compile({ ...schema, required: [] });
        compiled.set(key, validate);
      }
      return validate(literals) ? [] : (validate.errors ?? []).map((error) => `param ${error.instancePath.slice(1) || '(params)'} ${error.message ?? 'is invalid'}`);
    },
  };
}
