// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildExplainReport } from '@/schema/explain-report';
import { applyOverride } from '@/schema/overrides';
import { resolveDocument } from '@/schema/resolve';
import type { OverrideDocument, ScreenDocument } from '@/schema/types';
import { contextWith, registerForm, screen } from '../fixtures/schema-context';

function page(): ScreenDocument {
  return screen([
    { type: 'HeroBanner', id: 'hero', when: { role: 'visitor' }, props: { title: 't', accent: 'gold' } },
    { type: 'Section', id: 'games', props: { title: 'g' }, children: [{ type: 'Text', id: 'slots', props: { text: 's' } }] },
  ]);
}

const override: OverrideDocument = {
  kind: 'override',
  schemaVersion: 2,
  id: 'o',
  target: 'screens/home',
  operations: [
    { op: 'set', id: 'hero', props: { accent: 'violet' } },
    { op: 'insert', node: { type: 'Text', id: 'lucky', props: { text: 'l' } }, into: 'games' },
    { op: 'hide', id: 'slots' },
  ],
};

describe('buildExplainReport (schemas:resolve --explain)', () => {
  it('names the layer behind every node and property, base → merchant → condition', () => {
    const base = page();
    const merged = applyOverride(base, override, 'o.json');
    const resolved = resolveDocument(merged.document, contextWith({ role: 'player' }), { documentName: 'screens/home', knownTypes: new Set(['HeroBanner', 'Section', 'Text']) });
    const report = buildExplainReport(base, [...merged.explain, ...resolved.explain]);

    expect(Object.keys(report)).toEqual(['games', 'hero', 'lucky', 'slots']);
    expect(report['hero']).toMatchObject({
      origin: 'base',
      removedBy: 'condition',
      properties: { type: 'base', when: 'base', 'props.title': 'base', 'props.accent': 'merchant' },
    });
    expect(report['lucky']).toMatchObject({ origin: 'merchant', changes: [{ change: 'inserted', layer: 'merchant' }] });
    expect(report['lucky']?.removedBy).toBeUndefined();
    expect(report['slots']).toMatchObject({ origin: 'base', removedBy: 'merchant' });
    expect(report['games']).toEqual({ origin: 'base', properties: { type: 'base', 'props.title': 'base' }, changes: [] });
  });

  it('shows server config as the last layer for form fields', () => {
    const base = registerForm();
    const resolved = resolveDocument(base, contextWith({ fieldConfig: { email: { required: true, maxLength: 40 }, password: { enabled: false } } }), { documentName: 'forms/register', knownTypes: new Set() });
    const report = buildExplainReport(base, resolved.explain);
    expect(report['email']?.properties).toMatchObject({ required: 'server-config', maxLength: 'server-config', schema: 'base' });
    expect(report['password']?.removedBy).toBe('server-config');
    expect(report['mobile']?.removedBy).toBe('condition');
    expect(report['tab-mobile']?.origin).toBe('base');
  });
});
