// @vitest-environment node
/**
 * Every JSON example of docs/operators.md, put where the doc says and loaded the way the site loads it
 * (the real SchemaLoader over the repository's schemas, with the manifest line `schemas:meta` would write),
 * then resolved: an example edited into something that no longer does what the doc says fails here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '@/i18n/app-i18n';
import { contextWith } from '../fixtures/schema-context';
import { SchemaLoader } from '@/schema/loader';
import { formatProblem, type SchemaProblem } from '@/schema/problem';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedNode } from '@/schema/resolved';
import type { ResolveContext } from '@/schema/context';
import type { SchemaSources } from '@/schema/schema-source';
import { validateDocument } from '@/schema/validate-document';
import { widgetRegistry } from '@/widgets/registry';

const DOC = readFileSync(resolve(process.cwd(), 'docs/operators.md'), 'utf8');
const MERCHANT = 'acme';
const knownTypes = new Set(Object.keys(widgetRegistry));

interface Example {
  file: string;
  json: unknown;
}

/** `<!-- example: NAME file: PATH -->` followed by a ```json block. */
function examples(): Map<string, Example> {
  const found = new Map<string, Example>();
  for (const match of DOC.matchAll(/<!-- example: (\S+) file: (\S+) -->\n```json\n([\s\S]*?)\n```/g)) {
    found.set(match[1]!, { file: match[2]!, json: JSON.parse(match[3]!) as unknown });
  }
  return found;
}

const EXAMPLES = examples();

function example(name: string): Example {
  const found = EXAMPLES.get(name);
  if (!found) throw new Error(`docs/operators.md has no example "${name}"`);
  return found;
}

function repoText(path: string): string | undefined {
  try {
    return readFileSync(resolve(process.cwd(), 'schemas', path), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * A loader over the repository's schemas with the named examples written in (paths under `schemas/`) and the
 * manifest listing them. `bundled` is the repository's own copy, as the build ships it.
 */
function loaderWith(names: readonly string[], problems: SchemaProblem[] = [], origin: Record<string, string> = {}): SchemaLoader {
  const files: Record<string, string> = { ...origin };
  const manifest = JSON.parse(repoText('manifest.json')!) as { documents: Record<string, string>; merchants: Record<string, Record<string, string>> };
  for (const name of names) {
    const { file, json } = example(name);
    const path = file.replace(/^schemas\//, '');
    files[path] = JSON.stringify(json);
    const merchant = /^merchants\/([^/]+)\/(.+)\.json$/.exec(path);
    if (merchant) manifest.merchants[merchant[1]!] = { ...manifest.merchants[merchant[1]!], [merchant[2]!]: path };
    else if (path !== 'merchants.json') manifest.documents[path.replace(/\.json$/, '')] = path;
  }
  files['manifest.json'] = JSON.stringify(manifest);
  const sources: SchemaSources = {
    origin: async (path) => {
      const text = files[path] ?? repoText(path);
      return text === undefined ? { ok: false, reason: 'HTTP 404 from the schema origin' } : { ok: true, text };
    },
    bundled: async (path) => {
      const text = repoText(path);
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    },
  };
  return new SchemaLoader({ sources, merchant: MERCHANT, report: (problem) => problems.push(problem) });
}

const player: ResolveContext = contextWith({ role: 'player', merchant: MERCHANT });
const visitor: ResolveContext = contextWith({ role: 'visitor', merchant: MERCHANT });
const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);
function allIds(nodes: readonly ResolvedNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('docs/operators.md examples', () => {
  it('marks every entry\'s example so this test finds it', () => {
    expect([...EXAMPLES.keys()].sort()).toEqual(['add-copy', 'add-page', 'add-route', 'add-section', 'bad-file', 'header-login-inline', 'hide-field', 'override-merchant', 'rebrand-hosts', 'rebrand-theme', 'reorder-menu']);
  });

  it('reorder-menu: the merchant\'s header starts sports, home, live, lottery; the base order is untouched', async () => {
    const problems: SchemaProblem[] = [];
    const loaded = await loaderWith(['reorder-menu'], problems).load('menus/header-nav', 'menu');
    const menu = resolveDocument(loaded.document, player, { documentName: 'menus/header-nav', knownTypes }).document;
    expect(ids(menu.items).slice(0, 4)).toEqual(['sports', 'home', 'live', 'lottery']);
    expect(loaded.explain).toContainEqual(expect.objectContaining({ id: 'sports', change: 'moved', detail: 'moved before "home"' }));
    expect(problems).toEqual([]);
    const base = JSON.parse(repoText('menus/header-nav.json')!) as { items: { id: string }[] };
    expect(ids(base.items).slice(0, 2)).toEqual(['home', 'lottery']);
  });

  it('header-login-inline: the visitor bar holds the inline login form, then the visitor buttons without Log in', async () => {
    const problems: SchemaProblem[] = [];
    const loaded = await loaderWith(['header-login-inline'], problems).load('layouts/default', 'layout');
    expect(problems).toEqual([]);
    const layout = resolveDocument(loaded.document, contextWith({ merchant: MERCHANT }), { documentName: 'layouts/default', knownTypes }).document;
    const find = (nodes: readonly ResolvedNode[]): ResolvedNode | undefined => nodes.map((node) => (node.id === 'visitor-bar' ? node : find(node.children))).find(Boolean);
    const bar = find(layout.body);
    expect(bar?.children.map((node) => node.type)).toEqual(['HeaderLogin', 'Menu']);
    expect(bar?.children[1]?.props).toEqual({ menu: 'menus/header-visitor-inline', variant: 'buttons' });
  });

  it('hide-field: the register form has no QQ field and e-mail follows the user name', async () => {
    const problems: SchemaProblem[] = [];
    const loaded = await loaderWith(['hide-field'], problems).load('forms/register', 'form');
    expect(problems).toEqual([]);
    const fieldIds = ids(loaded.document.fields);
    expect(fieldIds).not.toContain('qqNum');
    expect(fieldIds.indexOf('email')).toBe(fieldIds.indexOf('username') + 1);
    const form = resolveDocument(loaded.document, contextWith({ flags: { MOBILENUMREG3: true, USERNAMEREG3: true }, merchant: MERCHANT }), { documentName: 'forms/register', knownTypes }).document;
    expect(ids(form.fields)).not.toContain('qqNum');
    expect(Object.keys(form.schema.properties)).not.toContain('qqNum');
    expect(form.tabs.flatMap((tab) => tab.fields)).not.toContain('qqNum');
  });

  it('add-section: the new section is last on the home page for players, and not shown to visitors', async () => {
    const { file, json: node } = example('add-section');
    expect(file).toBe('schemas/screens/home.json#/body/-');
    const home = JSON.parse(repoText('screens/home.json')!) as { body: unknown[] };
    home.body.push(node);
    const problems: SchemaProblem[] = [];
    const loaded = await loaderWith([], problems, { 'screens/home.json': JSON.stringify(home) }).load('screens/home', 'screen');
    expect(problems).toEqual([]);
    expect(loaded.source).toBe('origin');
    const options = { documentName: 'screens/home', knownTypes };
    const forPlayer = resolveDocument(loaded.document, player, options).document;
    expect(forPlayer.body.at(-1)?.id).toBe('tournaments-teaser');
    expect(allIds(forPlayer.body)).toContain('tournaments-teaser-text');
    expect(ids(resolveDocument(loaded.document, visitor, options).document.body)).not.toContain('tournaments-teaser');
  });

  it('add-page and add-route: /tournaments resolves to the new screen in the default layout, for players', async () => {
    const { json: route } = example('add-route');
    expect(example('add-route').file).toBe('schemas/routes.json#/routes/-');
    const routes = JSON.parse(repoText('routes.json')!) as { routes: unknown[] };
    routes.routes.push(route);
    const problems: SchemaProblem[] = [];
    const loader = loaderWith(['add-page'], problems, { 'routes.json': JSON.stringify(routes) });
    const loadedRoutes = await loader.load('routes', 'routes');
    expect(loadedRoutes.source).toBe('origin');
    const resolvedRoutes = resolveDocument(loadedRoutes.document, player, { documentName: 'routes', knownTypes }).document;
    const tournaments = resolvedRoutes.routes.find((entry) => entry.paths.includes('/tournaments'));
    expect(tournaments).toMatchObject({ screen: 'screens/tournaments', layout: 'layouts/default' });
    expect(resolvedRoutes.publicPaths).not.toContain('/tournaments');

    const screen = await loader.load(tournaments!.screen, 'screen');
    expect(screen.source).toBe('origin');
    const resolved = resolveDocument(screen.document, player, { documentName: tournaments!.screen, knownTypes });
    expect(resolved.problems).toEqual([]);
    expect(allIds(resolved.document.body)).toEqual(['tournaments-heading', 'tournaments-weekly', 'tournaments-weekly-intro']);
    const layout = await loader.load(tournaments!.layout, 'layout');
    expect(layout.source).toBe('origin');
    expect(problems).toEqual([]);
  });

  it('override-merchant: set, hide, move and insert all apply to the home screen and are explained', async () => {
    const problems: SchemaProblem[] = [];
    const loaded = await loaderWith(['override-merchant'], problems).load('screens/home', 'screen');
    expect(problems).toEqual([]);
    const forVisitor = resolveDocument(loaded.document, visitor, { documentName: 'screens/home', knownTypes }).document;
    const hero = forVisitor.body.find((node) => node.id === 'hero');
    expect(hero?.props['accent']).toBe('violet');
    const order = ids(forVisitor.body);
    expect(order).not.toContain('recent-games');
    expect(order.indexOf('winners')).toBeLessThan(order.indexOf('hot-games'));
    expect(order[order.indexOf('winners') + 1]).toBe('acme-welcome');
    expect(loaded.explain.map((entry) => `${entry.id} ${entry.change}`)).toEqual(['hero set', 'recent-games removed', 'winners moved', 'acme-welcome inserted']);
    expect(DOC).toContain('"acme": { "screens/home": "merchants/acme/screens/home.json" }');
  });

  it('rebrand-theme and rebrand-hosts: the merchant\'s theme validates with its name, logo and colour, and its host maps to it', async () => {
    const problems: SchemaProblem[] = [];
    const theme = await loaderWith(['rebrand-theme'], problems).load('themes/default', 'theme');
    expect(problems).toEqual([]);
    expect(theme.source).toBe('origin');
    expect(theme.document).toMatchObject({ brandName: 'Acme Casino', logo: '/art/logo-acme.svg' });
    expect(theme.document.colors['primary']).toBe('#ff7a00');

    const hosts = validateDocument(example('rebrand-hosts').json, 'merchants.json', 'merchants');
    expect(hosts.ok).toBe(true);
    if (!hosts.ok) return;
    expect(hosts.document.hosts['www.acme-casino.example']).toBe(MERCHANT);
    expect(hosts.document.merchants).toContain(MERCHANT);
    // The merchants that already exist keep their hosts.
    expect(hosts.document.hosts['127.0.0.1']).toBe('luckystar');
    expect(hosts.document.default).toBe('croupier');
  });

  it('add-copy: the merchant\'s key overrides the bundled text, a new key is added, others keep the bundled text', async () => {
    const saved = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => saved.get(key) ?? null, setItem: (key: string, value: string) => void saved.set(key, value) });
    const loader = loaderWith(['add-copy']);
    const bundledOnly = await createAppI18n('en');
    const i18n = await createAppI18n('en', (language) => loader.copy(language));
    expect(bundledOnly.t('home_hero_title')).not.toBe('Acme nights: the biggest jackpots in town');
    expect(i18n.t('home_hero_title')).toBe('Acme nights: the biggest jackpots in town');
    expect(i18n.t('acme_welcome')).toBe('Welcome to Acme Casino');
    expect(i18n.t('home_hero_subtitle')).toBe(bundledOnly.t('home_hero_subtitle'));
  });

  it('bad-file: the problem reads as documented and the bundled copy serves meanwhile', async () => {
    const problems: SchemaProblem[] = [];
    const { file } = example('bad-file');
    const documentName = file.replace(/^schemas\//, '').replace(/\.json$/, '');
    const loaded = await loaderWith(['bad-file'], problems).load(documentName, 'screen');
    const documented = /<!-- problem: bad-file -->\n```\n([\s\S]*?)\n```/.exec(DOC)?.[1];
    expect(problems.map(formatProblem)).toEqual(documented?.split('\n'));
    expect(loaded.source).toBe('bundled');
    // The repository's file is the bundled copy (the loader migrates it to the current schema version).
    const bundled = JSON.parse(repoText(`${documentName}.json`)!) as { body: unknown; title: string };
    expect(loaded.document.body).toEqual(bundled.body);
    expect(loaded.document.title).toBe(bundled.title);
  });
});
