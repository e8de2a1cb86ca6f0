// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverride } from '@/schema/overrides';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedNode } from '@/schema/resolved';
import type { LayoutDocument, OverrideDocument } from '@/schema/types';
import { validateDocument } from '@/schema/validate-document';
import { widgetRegistry } from '@/widgets/registry';
import { contextWith } from '../fixtures/schema-context';

/**
 * spec §2: the header's visitor bar in its two states, the login popup (the shipped layouts/default) and the inline
 * form (the operations of tests/fixtures/merchants/header-login-inline.json, what an operator adds to a merchant's
 * override). The outline is each node's type, id and props, as the renderer gets them.
 */
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const BASE = read('../../schemas/layouts/default.json') as LayoutDocument;
const INLINE = read('../fixtures/merchants/header-login-inline.json') as OverrideDocument;
const knownTypes = new Set(Object.keys(widgetRegistry));

function visitorBar(layout: LayoutDocument): string[] {
  const resolved = resolveDocument(layout, contextWith({ role: 'visitor' }), { documentName: 'layouts/default', knownTypes });
  expect(resolved.problems).toEqual([]);
  const find = (nodes: readonly ResolvedNode[]): ResolvedNode | undefined => nodes.map((node) => (node.id === 'visitor-bar' ? node : find(node.children))).find(Boolean);
  const bar = find(resolved.document.body);
  return (bar?.children ?? []).map((node) => `${node.type} ${node.id} ${JSON.stringify(node.props)}`);
}

describe('the header login, popup or inline (layouts/default and a merchant override)', () => {
  it('the override is a valid override document whose operations all apply', () => {
    expect(validateDocument(INLINE, 'merchants/x/layouts/default.json', 'override').ok).toBe(true);
    expect(applyOverride(BASE, INLINE, 'merchants/x/layouts/default.json').problems).toEqual([]);
  });

  it('shipped: the visitor buttons with their Log in (the popup)', () => {
    expect(visitorBar(BASE)).toMatchInlineSnapshot(`
      [
        "Menu visitor-actions {"menu":"menus/header-visitor","variant":"buttons"}",
      ]
    `);
  });

  it('inline: the HeaderLogin form, then the visitor buttons without a Log in of their own', () => {
    expect(visitorBar(applyOverride(BASE, INLINE, 'merchants/x/layouts/default.json').document)).toMatchInlineSnapshot(`
      [
        "HeaderLogin header-login {}",
        "Menu visitor-actions {"menu":"menus/header-visitor-inline","variant":"buttons"}",
      ]
    `);
  });
});
