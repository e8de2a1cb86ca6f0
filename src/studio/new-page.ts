import type { Language } from '@/schema/languages';
import type { SchemaNode } from '@/schema/types';
import { isSitePath } from '@/schema/url-policy';
import { withCopyText } from './copy-texts';
import { formatJson, isObject, parseJsonText, type JsonObject } from './json-value';
import { newTextKey, textPropsOf, uniqueId } from './outline-model';
import type { FileWrite } from './use-edited-files';
import { exampleNode } from './widget-catalogue';

/**
 * "New page" (issue 41): the files a new page is made of, written from what the operator chose (a route, a layout,
 * sections from the widget catalogue, a menu to show it in). No React: the dialog asks, this builds. The files are
 * the new screen, `routes.json` with the route, the menu with an item that goes there, and the copy (EN and TY) with
 * the page's name; the publish service writes the manifest line when they are published together.
 */

/** Why a route path cannot be the new page's: a studio text key, and what it names. */
export type RouteProblem =
  | { key: 'studio_page_route_empty' }
  | { key: 'studio_page_route_malformed' }
  | { key: 'studio_page_route_reserved'; path: string }
  | { key: 'studio_page_route_taken'; path: string; route: string };

/** One to three segments of letters, digits, - and _ (what an operator types and a visitor can read aloud). */
const ROUTE_PATH = /^\/[A-Za-z0-9][A-Za-z0-9_-]{0,39}(?:\/[A-Za-z0-9][A-Za-z0-9_-]{0,39}){0,2}$/;
/** Paths the site's own machinery answers (the studio, the schema origin, the APIs, the built files). */
const RESERVED = ['studio', 'schemas', 'publish-api', 'api', 'assets', 'index', 'index.html'];

export interface RouteEntry {
  id: string;
  paths: string[];
  screen: string;
}

/** The routes of a routes document's value (entries that are not routes are skipped). */
export function routesOf(routes: unknown): RouteEntry[] {
  if (!isObject(routes) || !Array.isArray(routes['routes'])) return [];
  return routes['routes'].flatMap((route) => {
    if (!isObject(route) || typeof route['id'] !== 'string' || typeof route['screen'] !== 'string' || !Array.isArray(route['paths'])) return [];
    return [{ id: route['id'], screen: route['screen'], paths: route['paths'].filter((path): path is string => typeof path === 'string') }];
  });
}

/** The route path as the operator meant it: trimmed, with the leading `/` added when it was left out. */
export function normalRoutePath(typed: string): string {
  const trimmed = typed.trim();
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Why `typed` cannot be a new page's address, given the routes document now (the edited one, when there is an edit):
 * empty, malformed (the site's URL policy and the plain form above), reserved, or taken by a route (letter case
 * aside: `/VIP` and `/vip` would confuse visitors and operators alike).
 */
export function routePathProblem(typed: string, routes: unknown): RouteProblem | undefined {
  const path = normalRoutePath(typed);
  if (path === '' || path === '/') return { key: 'studio_page_route_empty' };
  if (!ROUTE_PATH.test(path) || !isSitePath(path)) return { key: 'studio_page_route_malformed' };
  const first = (path.split('/')[1] ?? '').toLowerCase();
  if (RESERVED.includes(first)) return { key: 'studio_page_route_reserved', path };
  const lower = path.toLowerCase();
  const taken = routesOf(routes).find((route) => route.paths.some((existing) => existing.toLowerCase() === lower));
  if (taken) return { key: 'studio_page_route_taken', path, route: taken.paths[0] ?? taken.id };
  if (isObject(routes) && routes['loginPath'] === path) return { key: 'studio_page_route_taken', path, route: path };
  return undefined;
}

export interface NewPageInput {
  /** The address, as typed (checked with `routePathProblem` first). */
  path: string;
  /** The page's name in each language: its title, and its menu item's label. */
  title: Record<Language, string>;
  /** A layout document's name (`default`, `header-footer`…). */
  layout: string;
  /** Widget types, in the order the page shows them. */
  sections: readonly string[];
  /** Whether visitors may open it without signing in (its path joins `publicPaths`). */
  open: boolean;
  /** The menu it is added to (`menus/header-nav.json`), and that file's text now; none: no menu item. */
  menu?: { path: string; text: string };
  routes: { path: string; text: string };
  copy: Record<Language, { path: string; text: string }>;
  /** Document names the origin has (`screens/vip`…), so the new screen's name is free. */
  documents: readonly string[];
  /** A widget's props schema (its text props become copy keys, its required props get example values). */
  propsSchema: (type: string) => unknown;
  /** Each widget's first use on the site (its props are a working example); else one is built from its props schema. */
  examples?: ReadonlyMap<string, SchemaNode>;
  /** Whether a text key is in use already (the site's own texts). */
  textTaken?: (key: string) => boolean;
  /** The text a new section's texts start with, per language (the operator rewrites it in the outline). */
  sectionText: (type: string, lang: Language) => string;
}

export interface NewPagePlan {
  /** Every file the page needs, to be written as one edit and published together. */
  writes: FileWrite[];
  /** The new screen's file (what the studio opens next), and the route's id. */
  screen: string;
  routeId: string;
  /** The menu item's id, when it went into a menu. */
  itemId?: string;
}

export type NewPageResult = { ok: true; plan: NewPagePlan } | { ok: false; problem: RouteProblem | { key: 'studio_page_file_broken'; file: string } | { key: 'studio_page_title_missing' } | { key: 'studio_page_no_sections' } };

function parsedObject(text: string): JsonObject | undefined {
  const parsed = parseJsonText(text);
  return parsed.ok && isObject(parsed.value) ? parsed.value : undefined;
}

/** The stem of names made from the path: `/help/opening-hours` → `help-opening-hours`. */
function stemOf(path: string): string {
  return path.slice(1).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'page';
}

/**
 * A new section's props: those of the widget's first use on the site (what it needs, set as the site sets it), else
 * built from its props schema. What it holds inside (children) is not copied: the page's sections start empty.
 */
export function sectionProps(type: string, propsSchema: unknown, examples: ReadonlyMap<string, SchemaNode> = new Map()): JsonObject {
  return { ...(exampleNode(type, propsSchema, examples).props ?? {}) };
}

/** A one-section screen's text, to check whether a widget makes a working section by itself (the dialog offers those). */
export function sectionProbe(type: string, propsSchema: unknown, examples?: ReadonlyMap<string, SchemaNode>): string {
  const props = sectionProps(type, propsSchema, examples);
  return formatJson({ kind: 'screen', schemaVersion: 2, id: 'probe', body: [{ type, id: 'probe', ...(Object.keys(props).length > 0 ? { props } : {}) }] });
}

/** The files of a new page, or why it cannot be made (nothing is written then). */
export function newPagePlan(input: NewPageInput): NewPageResult {
  const routes = parsedObject(input.routes.text);
  if (!routes || !Array.isArray(routes['routes'])) return { ok: false, problem: { key: 'studio_page_file_broken', file: input.routes.path } };
  const problem = routePathProblem(input.path, routes);
  if (problem) return { ok: false, problem };
  if (input.title.en.trim() === '') return { ok: false, problem: { key: 'studio_page_title_missing' } };
  if (input.sections.length === 0) return { ok: false, problem: { key: 'studio_page_no_sections' } };
  const menu = input.menu ? parsedObject(input.menu.text) : undefined;
  if (input.menu && (!menu || !Array.isArray(menu['items']))) return { ok: false, problem: { key: 'studio_page_file_broken', file: input.menu.path } };
  for (const lang of ['en', 'ty'] as const) {
    if (!parsedObject(input.copy[lang].text)) return { ok: false, problem: { key: 'studio_page_file_broken', file: input.copy[lang].path } };
  }

  const path = normalRoutePath(input.path);
  const stem = stemOf(path);
  const taken = new Set(input.documents);
  let screenName = `screens/${stem}`;
  for (let n = 2; taken.has(screenName) || routesOf(routes).some((route) => route.screen === screenName); n++) screenName = `screens/${stem}-${n}`;
  const routeIds = new Set(routesOf(routes).map((route) => route.id));
  let routeId = `page-${stem}`;
  for (let n = 2; routeIds.has(routeId); n++) routeId = `page-${stem}-${n}`;

  // Texts: one key per text, EN and TY both written (a TY visitor never meets an English fallback by accident).
  const copyText: Record<Language, string> = { en: input.copy.en.text, ty: input.copy.ty.text };
  const keyTaken = (key: string) =>
    input.textTaken?.(key) === true ||
    (['en', 'ty'] as const).some((lang) => {
      const texts = parsedObject(copyText[lang])?.['texts'];
      return isObject(texts) && key in texts;
    });
  const newText = (id: string, prop: string, texts: Record<Language, string>): string => {
    const key = newTextKey(id, prop, keyTaken);
    for (const lang of ['en', 'ty'] as const) copyText[lang] = withCopyText(copyText[lang], key, texts[lang]) ?? copyText[lang];
    return key;
  };
  const titleKey = newText(`page_${stem}`, 'title', { en: input.title.en.trim(), ty: input.title.ty.trim() || input.title.en.trim() });

  const body: JsonObject[] = [];
  // The page's first heading starts as its name (a text of its own: rewriting it leaves the menu's label alone).
  let named = false;
  for (const type of input.sections) {
    const screenSoFar = { body };
    const id = uniqueId(screenSoFar, type);
    const schema = input.propsSchema(type);
    const props = sectionProps(type, schema, input.examples);
    for (const name of textPropsOf(schema)) {
      if (props[name] === undefined) continue;
      const title = type === 'Heading' && !named ? { en: input.title.en.trim(), ty: input.title.ty.trim() || input.title.en.trim() } : undefined;
      if (title) named = true;
      props[name] = newText(`${stem}_${id}`, name, title ?? { en: input.sectionText(type, 'en'), ty: input.sectionText(type, 'ty') });
    }
    body.push({ type, id, ...(Object.keys(props).length > 0 ? { props } : {}) });
  }
  const screen = { $schema: '../meta/screen.schema.json', kind: 'screen', schemaVersion: 2, id: stem, title: titleKey, body };

  const publicPaths = Array.isArray(routes['publicPaths']) ? routes['publicPaths'] : [];
  const nextRoutes = {
    ...routes,
    ...(input.open ? { publicPaths: [...publicPaths, path] } : {}),
    routes: [...routes['routes'], { id: routeId, paths: [path], screen: screenName, layout: input.layout }],
  };
  // Each write says what was there before (nothing, for the screen), so one undo takes the whole page back.
  const writes: FileWrite[] = [
    { path: `${screenName}.json`, text: formatJson(screen), before: '' },
    { path: input.routes.path, text: formatJson(nextRoutes), before: input.routes.text },
  ];
  let itemId: string | undefined;
  if (input.menu && menu) {
    itemId = uniqueId(menu, stem);
    writes.push({ path: input.menu.path, before: input.menu.text, text: formatJson({ ...menu, items: [...(Array.isArray(menu['items']) ? menu['items'] : []), { id: itemId, label: titleKey, action: { type: 'navigate', to: path } }] }) });
  }
  for (const lang of ['en', 'ty'] as const) writes.push({ path: input.copy[lang].path, text: copyText[lang], before: input.copy[lang].text });
  return { ok: true, plan: { writes, screen: `${screenName}.json`, routeId, ...(itemId === undefined ? {} : { itemId }) } };
}
