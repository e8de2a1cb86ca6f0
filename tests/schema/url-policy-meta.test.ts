// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/schema/problem';
import { safeAction } from '@/schema/resolve-nodes';
import { SITE_PATH_PATTERN, URL_PATTERN } from '@/schema/url-policy';
import { validateDocument } from '@/schema/validate-document';

const metaFile = (name: string): string => readFileSync(resolve(process.cwd(), 'schemas/meta', name), 'utf8');

/** Look-alike paths: a browser takes each of them to evil.example. */
const LOOKALIKES = ['/\t/evil.example/x', '/\n/evil.example/x', '/\\evil.example', '/%5Cevil.example', '/%09/evil.example', '/%2F%2Fevil.example'];

function navMenu(to: string): unknown {
  return { kind: 'menu', schemaVersion: 2, id: 'header-nav', items: [{ id: 'promo', label: 'nav_home', action: { type: 'navigate', to } }] };
}

function tilesScreen(to: string): unknown {
  return { kind: 'screen', schemaVersion: 2, id: 'test', body: [{ type: 'CategoryTiles', id: 'tiles', props: { tiles: [{ id: 'a', label: 'nav_home', to }] } }] };
}

describe('the meta-schemas follow the URL policy', () => {
  it('common.schema.json uses the policy patterns for url and sitePath', () => {
    const common = JSON.parse(metaFile('common.schema.json')) as { definitions: Record<string, { pattern?: string }> };
    expect(common.definitions['sitePath']?.pattern).toBe(SITE_PATH_PATTERN);
    expect(common.definitions['url']?.pattern).toBe(URL_PATTERN);
  });

  it('no meta-schema keeps the old, unanchored site-path patterns', () => {
    for (const name of ['common.schema.json', 'node.schema.json', 'routes.schema.json']) {
      expect(metaFile(name)).not.toContain('"^/(?![/\\\\\\\\])"');
      expect(metaFile(name)).not.toContain('[^\\\\s]*$"');
    }
  });

  it.each(LOOKALIKES)('refuses a navigate action to %j at its pointer', (to) => {
    const result = validateDocument(navMenu(to), 'menus/header-nav.json', 'menu');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map(formatProblem).join('\n')).toContain('menus/header-nav.json#/items/0/action/to');
  });

  it.each(LOOKALIKES)('refuses a widget site-path prop of %j', (to) => {
    expect(validateDocument(tilesScreen(to), 'screens/test.json', 'screen').ok).toBe(false);
  });

  it('still accepts site paths with a query and http(s) links', () => {
    expect(validateDocument(navMenu('/rng?vendor=pp'), 'menus/header-nav.json', 'menu').ok).toBe(true);
    expect(validateDocument(tilesScreen('/notices?notice=2'), 'screens/test.json', 'screen').ok).toBe(true);
  });

  it.each(LOOKALIKES)('drops a navigate action to %j when it resolves (no crash on click)', (to) => {
    expect(safeAction({ type: 'navigate', to })).toBeUndefined();
  });
});
