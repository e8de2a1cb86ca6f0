import { SchemaLoader } from '@/schema/loader';
import { httpOrigin } from '@/schema/schema-source';
import type { SchemaNode } from '@/schema/types';
import type { ResolvedNode } from '@/schema/resolved';
import { isObject, toProps } from './json-value';

export const schemaBaseUrl: string = import.meta.env.VITE_SCHEMA_BASE_URL ?? '/schemas/';
const origin = httpOrigin(schemaBaseUrl);

/** The deployed text of one file on the schema origin (what the site serves now). */
export async function deployedText(path: string): Promise<string> {
  const fetched = await origin(path);
  if (!fetched.ok) throw new Error(`${path}: ${fetched.reason}`);
  return fetched.text;
}

const loaders = new Map<string, SchemaLoader>();

/**
 * A loader per merchant for what the preview embeds (a layout's menus, a form): the deployed files
 * with that merchant's overrides. The studio has no bundled copies; a broken file shows as a failed node.
 */
export function loaderFor(merchant: string): SchemaLoader {
  let loader = loaders.get(merchant);
  if (!loader) {
    loader = new SchemaLoader({ sources: { origin, bundled: () => Promise.resolve(undefined) }, merchant, report: (problem) => console.warn(`[croupier studio] ${problem.document}#${problem.pointer}: ${problem.message}`) });
    loaders.set(merchant, loader);
  }
  return loader;
}

/** Every node of a document's body (children and fallbacks included), in document order. */
export function walkNodes(value: unknown, visit: (node: SchemaNode) => void): void {
  if (Array.isArray(value)) {
    value.forEach((entry) => walkNodes(entry, visit));
    return;
  }
  if (!isObject(value) || typeof value['type'] !== 'string' || typeof value['id'] !== 'string') return;
  const props = toProps(value['props']);
  visit({ type: value['type'], id: value['id'], props });
  walkNodes(value['children'], visit);
  walkNodes(value['fallback'], visit);
}

/** What the deployed layouts and screens tell the studio: the first use of each widget, and how each menu is drawn. */
export interface DeployedUsage {
  widgets: Map<string, SchemaNode>;
  menus: Map<string, ResolvedNode>;
}

export function usageOf(documents: readonly unknown[]): DeployedUsage {
  const widgets = new Map<string, SchemaNode>();
  const menus = new Map<string, ResolvedNode>();
  for (const document of documents) {
    if (!isObject(document)) continue;
    walkNodes(document['body'], (node) => {
      if (!widgets.has(node.type)) widgets.set(node.type, node);
      const menu = node.props?.['menu'];
      if (node.type === 'Menu' && typeof menu === 'string' && !menus.has(menu)) menus.set(menu, { type: 'Menu', id: node.id, props: node.props ?? {}, children: [] });
    });
  }
  return { widgets, menus };
}
