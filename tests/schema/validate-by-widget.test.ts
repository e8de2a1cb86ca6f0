import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/schema/validate-document';
import { validateScreenOrLayout, widgetTypesIn } from '@/schema/validate-by-widget';
import type { SchemaProblem } from '@/schema/problem';

type Json = Record<string, unknown>;

const files = ['screens', 'layouts'].flatMap((folder) =>
  readdirSync(join('schemas', folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ name: `${folder}/${file}`, kind: folder === 'screens' ? ('screen' as const) : ('layout' as const), document: JSON.parse(readFileSync(join('schemas', folder, file), 'utf8')) as Json })),
);

/** Every node's pointer in a document's body (children and fallbacks too). */
function nodePointers(document: Json): string[] {
  const pointers: string[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (typeof node !== 'object' || node === null) return;
    pointers.push(pointer);
    const record = node as Json;
    if (Array.isArray(record['children'])) record['children'].forEach((child, index) => visit(child, `${pointer}/children/${index}`));
    if (record['fallback']) visit(record['fallback'], `${pointer}/fallback`);
  };
  (Array.isArray(document['body']) ? document['body'] : []).forEach((node, index) => visit(node, `/body/${index}`));
  return pointers;
}

function withNode(document: Json, pointer: string, change: (node: Json) => void): Json {
  const copy = structuredClone(document);
  const node = pointer.split('/').slice(1).reduce<unknown>((at, key) => (at as Json)[key], copy) as Json;
  change(node);
  return copy;
}

const sorted = (problems: readonly SchemaProblem[]) => problems.map((problem) => `${problem.pointer} ${problem.message}`).sort();

async function expectSameVerdict(document: Json, name: string, kind: 'screen' | 'layout') {
  const whole = validateDocument(document, name, kind);
  const split = await validateScreenOrLayout(document, name, kind);
  expect(split.ok).toBe(whole.ok);
  if (whole.ok && split.ok) expect(split.document).toEqual(whole.document);
  if (!whole.ok && !split.ok) expect(sorted(split.problems)).toEqual(sorted(whole.problems));
  return split;
}

describe('screens and layouts validated by structure, then by each widget type (the loader at run time)', () => {
  it('accepts every bundled screen and layout as the whole node meta-schema does', async () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect((await expectSameVerdict(file.document, file.name, file.kind)).ok, file.name).toBe(true);
  });

  it("reports the very problems the whole meta-schema reports when an operator breaks a node's props, type or id", async () => {
    let broken = 0;
    for (const file of files.slice(0, 12)) {
      for (const pointer of nodePointers(file.document).slice(0, 6)) {
        const mutations: ((node: Json) => void)[] = [
          (node) => void (node['props'] = { notAProp: 1 }),
          (node) => void (node['props'] = 'not an object'),
          (node) => void (node['type'] = 'NoSuchWidget'),
          (node) => void delete node['id'],
          (node) => void (node['children'] = [{ type: 'Text', id: `${String(node['id'])}-extra`, props: { text: 42 } }]),
        ];
        for (const mutate of mutations) {
          const result = await expectSameVerdict(withNode(file.document, pointer, mutate), file.name, file.kind);
          if (!result.ok) broken += 1;
        }
      }
    }
    expect(broken).toBeGreaterThan(100);
  });

  it('lists the widget types a document holds, in children and fallbacks too', () => {
    const document = { kind: 'screen', schemaVersion: 2, id: 's', body: [{ type: 'Section', id: 'a', children: [{ type: 'CardGrid', id: 'b' }] }, { type: 'Nope', id: 'c', fallback: { type: 'Text', id: 'd' } }] };
    expect(widgetTypesIn(document)).toEqual(['CardGrid', 'Nope', 'Section', 'Text']);
  });
});
