import { SchemaLoader } from '@/schema/loader';
import { httpOrigin } from '@/schema/schema-source';
import type { SchemaNode } from '@/schema/types';
import type { ResolvedNode } from '@/schema/resolved';
import { validateDocument } from '@/schema/validate-document';
import { NODE_KINDS } from '@/schema/document-kinds';

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

/** Forgets the loaders' documents: the origin was published to, the next preview reads it again. */
export function resetLoaders(): void {
  loaders.clear();
}

/** Every node of a body (children and fallbacks included), in document order. */
function* nodesOf(nodes: readonly SchemaNode[]): Generator<SchemaNode> {
  for (const node of nodes) {
    yield node;
    yield* nodesOf(node.children ?? []);
    if (node.fallback) yield* nodesOf([node.fallback]);
  }
}

/** What the deployed layouts and screens tell the studio: the first use of each widget, and how each menu is drawn. */
export interface DeployedUsage {
  widgets: Map<string, SchemaNode>;
  menus: Map<string, ResolvedNode>;
}

export function usageOf(documents: readonly unknown[]): DeployedUsage {
  const widgets = new Map<string, SchemaNode>();
  const menus = new Map<string, ResolvedNode>();
  for (const raw of documents) {
    // Parsed as the loader parses them (a file that does not validate gives no examples).
    const validation = raw === undefined ? undefined : validateDocument(raw, 'studio catalogue', NODE_KINDS);
    if (!validation?.ok) continue;
    // The phone Menu's panel repeats menus the frame shows in their own place (the header's navigation): a menu is
    // previewed where it stands on its own, not as one section of that panel.
    const phonePanel = new Set([...nodesOf(validation.document.body)].filter((node) => node.type === 'MenuButton').flatMap((button) => [...nodesOf(button.children ?? [])]));
    for (const node of nodesOf(validation.document.body)) {
      // The example is the node with what it holds (a header shows its bar and navigation, not an empty box);
      // only its own condition is left out, so it shows in any context, while its children keep theirs.
      if (!widgets.has(node.type)) {
        const { when: _shownAnyway, ...example } = node;
        widgets.set(node.type, example);
      }
      const menu = node.props?.['menu'];
      if (node.type === 'Menu' && typeof menu === 'string' && !menus.has(menu) && !phonePanel.has(node)) menus.set(menu, { type: 'Menu', id: node.id, props: node.props ?? {}, children: [] });
    }
    // A menu shown only in the phone Menu's panel is previewed as the panel shows it.
    for (const node of phonePanel) {
      const menu = node.props?.['menu'];
      if (node.type === 'Menu' && typeof menu === 'string' && !menus.has(menu)) menus.set(menu, { type: 'Menu', id: node.id, props: node.props ?? {}, children: [] });
    }
  }
  return { widgets, menus };
}
