import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMAS_DIR } from './schemas-dir';
import { layoutForV2Booleans } from '../../src/schema/migrations';
import { layoutDocumentName } from '../../src/schema/resolve';
import { surelyHolds, type KnownContext } from '../../src/schema/condition';

export const WIDGET_HINTS_MODULE = 'virtual:croupier-widget-hints';
const RESOLVED_ID = `\0${WIDGET_HINTS_MODULE}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a screen or layout document surely shows: its widget types (in document order) and the menus its nodes name (`props.menu`). */
export interface ShownParts {
  types: string[];
  menus: string[];
}

/**
 * The nodes a screen or layout document shows for a context known this far (`KnownContext`; nothing known: under
 * every context), in document order: nodes whose `when` surely holds (none: always), and the children of those. What
 * a condition may hide is left to the resolved document.
 */
export function surelyShownNodes(document: unknown, known: KnownContext = {}): { [key: string]: Json }[] {
  const shown: { [key: string]: Json }[] = [];
  const body = isObject(document) && Array.isArray(document['body']) ? document['body'] : [];
  const stack: Json[] = [...body].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isObject(node) || typeof node['type'] !== 'string' || !surelyHolds(node['when'], known)) continue;
    shown.push(node);
    const children = node['children'];
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return shown;
}

/** What a screen or layout document shows for a context known this far (`surelyShownNodes`): its types and menus. */
export function surelyShownParts(document: unknown, known: KnownContext = {}): ShownParts {
  const types = new Set<string>();
  const menus = new Set<string>();
  for (const node of surelyShownNodes(document, known)) {
    types.add(String(node['type']));
    const props = node['props'];
    if (isObject(props) && typeof props['menu'] === 'string') menus.add(props['menu']);
  }
  return { types: [...types], menus: [...menus].sort() };
}

/** The widget types a screen or layout document shows under every context (see `surelyShownParts`). */
export function unconditionalWidgetTypes(document: unknown): string[] {
  return surelyShownParts(document).types;
}

export interface WidgetHints {
  /** Screen document name → the widget types it always shows. */
  documents: Record<string, string[]>;
  /** Route path → its screen document name (from the bundled routes.json). */
  routes: Record<string, string>;
  /** Route path → its layout document name (`layouts/default`). */
  layouts: Record<string, string>;
  /** Every document the build bundles at its usual place (`menus/header-nav` for menus/header-nav.json, `routes`). */
  bundled: string[];
}

/** The folders of documents a page loads by name (not merchants' files, copy or meta-schemas). */
const DOCUMENT_FOLDERS = ['screens', 'layouts', 'menus', 'forms', 'themes'];

/** A route's layout as the bundled file names it: a name, or (schemaVersion 2) the three booleans. */
function layoutOf(route: { [key: string]: Json }): string {
  const layout = route['layout'];
  return layoutDocumentName(typeof layout === 'string' ? layout : layoutForV2Booleans(layout));
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? jsonFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : []));
}

/** Reads the bundled documents: the hints are only a head start, so a file that does not parse is skipped. */
export function buildWidgetHints(schemasDir = SCHEMAS_DIR): WidgetHints {
  const documents: Record<string, string[]> = {};
  const nameOf = (file: string) => relative(schemasDir, file).replace(/\\/g, '/').replace(/\.json$/, '');
  const bundled = ['routes', ...DOCUMENT_FOLDERS.flatMap((folder) => jsonFiles(join(schemasDir, folder))).map(nameOf)];
  for (const file of ['screens', 'layouts'].flatMap((folder) => jsonFiles(join(schemasDir, folder)))) {
    try {
      const types = unconditionalWidgetTypes(JSON.parse(readFileSync(file, 'utf8')) as Json);
      if (types.length > 0) documents[nameOf(file)] = types;
    } catch {
      // schemas:check reports it; the run-time resolve still preloads what the document needs.
    }
  }
  const routes: Record<string, string> = {};
  const layouts: Record<string, string> = {};
  try {
    const routesDocument = JSON.parse(readFileSync(join(schemasDir, 'routes.json'), 'utf8')) as Json;
    const entries = isObject(routesDocument) && Array.isArray(routesDocument['routes']) ? routesDocument['routes'] : [];
    for (const route of entries) {
      if (!isObject(route) || typeof route['screen'] !== 'string' || !Array.isArray(route['paths'])) continue;
      for (const path of route['paths']) {
        if (typeof path !== 'string' || path in routes) continue;
        routes[path] = route['screen'];
        layouts[path] = layoutOf(route);
      }
    }
  } catch {
    // as above
  }
  return { documents, routes, layouts, bundled };
}

/**
 * `virtual:croupier-widget-hints`: which widget chunks each bundled screen needs and which screen
 * each path shows, so the app starts downloading a page's widget code in parallel at boot and with
 * each document, instead of discovering it node by node (a waterfall behind Suspense fallbacks).
 */
export function widgetPreloadPlugin(schemasDir = SCHEMAS_DIR): Plugin {
  return {
    name: 'croupier-widget-preload',
    resolveId(id) {
      return id === WIDGET_HINTS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(join(schemasDir, 'routes.json'));
      const hints = buildWidgetHints(schemasDir);
      return [
        `const documents = ${JSON.stringify(hints.documents)};`,
        `const routes = ${JSON.stringify(hints.routes)};`,
        `const layouts = ${JSON.stringify(hints.layouts)};`,
        `const bundled = new Set(${JSON.stringify(hints.bundled)});`,
        'export function hintedWidgetTypes(documentName) { return Object.hasOwn(documents, documentName) ? documents[documentName] : []; }',
        'export function screenForPath(path) { return Object.hasOwn(routes, path) ? routes[path] : undefined; }',
        'export function layoutForPath(path) { return Object.hasOwn(layouts, path) ? layouts[path] : undefined; }',
        'export function isBundledDocument(name) { return bundled.has(name); }',
      ].join('\n');
    },
  };
}
