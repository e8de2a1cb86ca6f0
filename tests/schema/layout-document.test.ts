// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kindOfDocument } from '@/schema/loader';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedLayout } from '@/schema/resolved';
import { validateDocument } from '@/schema/validate-document';
import { contextWith } from '../fixtures/schema-context';
import { checkPageSlot } from '../../scripts/schemas/check-documents';

const layout = (body: unknown[]) => ({ kind: 'layout', schemaVersion: 3, id: 'test', body });

describe('layout documents (schemas/layouts)', () => {
  it('live in layouts/ and validate their nodes against each widget props schema', () => {
    expect(kindOfDocument('layouts/default')).toBe('layout');
    const ok = validateDocument(layout([{ type: 'Menu', id: 'nav', props: { menu: 'menus/header-nav', variant: 'nav' } }, { type: 'PageContent', id: 'page' }]), 'layouts/test.json', 'layout');
    expect(ok.ok).toBe(true);
  });

  it('a wrong widget prop is a problem with its JSON pointer', () => {
    const result = validateDocument(layout([{ type: 'PageContent', id: 'page' }, { type: 'Menu', id: 'nav', props: { menu: 'menus/header-nav', variant: 'sideways' } }]), 'layouts/test.json', 'layout');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual(expect.objectContaining({ document: 'layouts/test.json', pointer: '/body/1/props/variant' }));
  });

  it('an unknown widget without a fallback, and a duplicate id, are refused', () => {
    const result = validateDocument(layout([{ type: 'PageContent', id: 'page' }, { type: 'Nope', id: 'page' }]), 'layouts/test.json', 'layout');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.pointer)).toEqual(expect.arrayContaining(['/body/1']));
  });

  it('resolves like a screen: conditions on the merchant and the role decide which nodes stay', () => {
    const document = {
      kind: 'layout' as const,
      schemaVersion: 3,
      id: 'test',
      body: [
        { type: 'PageContent', id: 'page' },
        { type: 'ChatRoomButton', id: 'chat-room', when: { merchant: 'luckystar' } },
      ],
    };
    const options = { documentName: 'layouts/test', knownTypes: new Set(['PageContent', 'ChatRoomButton']) };
    const ids = (merchant: string) => (resolveDocument(document, contextWith({ merchant }), options).document as ResolvedLayout).body.map((node) => node.id);
    expect(ids('luckystar')).toEqual(['page', 'chat-room']);
    expect(ids('croupier')).toEqual(['page']);
  });

  it('schemas:check wants exactly one PageContent slot per layout', () => {
    const withSlots = (body: unknown[]) => ({ kind: 'layout' as const, schemaVersion: 3, id: 't', body: body as never });
    expect(checkPageSlot(withSlots([{ type: 'SiteHeader', id: 'h', children: [] }, { type: 'PageContent', id: 'page' }]), 'layouts/t.json')).toEqual([]);
    expect(checkPageSlot(withSlots([{ type: 'SiteHeader', id: 'h' }]), 'layouts/t.json')).toEqual([{ document: 'layouts/t.json', pointer: '/body', message: 'a layout needs one PageContent node (where the page goes); it has none' }]);
    expect(checkPageSlot(withSlots([{ type: 'PageContent', id: 'a' }, { type: 'SiteFooter', id: 'f', children: [{ type: 'PageContent', id: 'b' }] }]), 'layouts/t.json')).toEqual([
      { document: 'layouts/t.json', pointer: '/body/1/children/0', message: 'a second PageContent node (the first is at /body/0)' },
    ]);
  });
});
