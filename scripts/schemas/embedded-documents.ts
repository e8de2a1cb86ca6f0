import type { SchemaLoader } from '../../src/schema/loader';
import { kindOfDocument } from '../../src/schema/loader';
import type { ResolvableDocument } from '../../src/schema/resolve';
import type { ResolvedNode } from '../../src/schema/resolved';

/** The documents a resolved tree's nodes embed by name (a Menu's `menu`, an ActionForm's form…): string props naming a menu or form. */
export function embeddedDocumentNames(nodes: readonly ResolvedNode[]): string[] {
  const names = new Set<string>();
  const stack = [...nodes];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (const value of Object.values(node.props)) if (typeof value === 'string' && /^(menus|forms)\/[A-Za-z0-9_/-]+$/.test(value)) names.add(value);
    stack.push(...node.children);
  }
  return [...names].sort();
}

/**
 * Loads them (merchant overrides applied) for a static render, where no effect runs: the widgets then
 * resolve them in their first render, so `schemas:render` shows the menus a player sees.
 */
export async function loadEmbeddedDocuments(loader: Pick<SchemaLoader, 'load'>, nodes: readonly ResolvedNode[]): Promise<Map<string, ResolvableDocument>> {
  const documents = new Map<string, ResolvableDocument>();
  for (const name of embeddedDocumentNames(nodes)) {
    const loaded = await loader.load(name, kindOfDocument(name));
    documents.set(name, loaded.document as ResolvableDocument);
  }
  return documents;
}
