import type { SchemaProblem } from './problem';
import { collectIds } from './tree';

const LIST_KEYS = ['body', 'items', 'fields', 'tabs', 'routes'] as const;

/** Every node, item, field, tab and route id must be unique within its document (overrides address them). */
export function findDuplicateIds(document: Record<string, unknown>, documentName: string): SchemaProblem[] {
  const seen = new Map<string, string>();
  const problems: SchemaProblem[] = [];
  for (const key of LIST_KEYS) {
    const list = document[key];
    if (!Array.isArray(list)) continue;
    for (const { id, pointer } of collectIds(list, `/${key}`)) {
      const first = seen.get(id);
      if (first === undefined) seen.set(id, pointer);
      else problems.push({ document: documentName, pointer, message: `duplicate id "${id}" (first used at ${first})` });
    }
  }
  return problems;
}
