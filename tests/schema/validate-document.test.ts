// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, SchemaError } from '@/schema/problem';
import { validateDocument } from '@/schema/validate-document';

const repoFile = (path: string): unknown => JSON.parse(readFileSync(resolve(process.cwd(), 'schemas', path), 'utf8'));

function screenWith(body: unknown[]): Record<string, unknown> {
  return { kind: 'screen', schemaVersion: 2, id: 'test', body };
}

function problemsOf(data: unknown, kind: 'screen' | 'menu' | 'override' = 'screen'): string[] {
  const result = validateDocument(data, 'screens/test.json', kind);
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe('validateDocument', () => {
  it('accepts the real documents and types them', () => {
    const home = validateDocument(repoFile('screens/home.json'), 'screens/home.json', 'screen');
    expect(home.ok && home.document.id).toBe('home');
    expect(validateDocument(repoFile('menus/header-nav.json'), 'menus/header-nav.json', 'menu').ok).toBe(true);
    expect(validateDocument(repoFile('merchants/luckystar/menus/header-nav.json'), 'x', ['menu', 'override']).ok).toBe(true);
  });

  it('refuses what is not a JSON object', () => {
    for (const data of [null, [], 'screen', 3]) expect(problemsOf(data)).toEqual(['screens/test.json: a schema document must be a JSON object']);
  });

  it('refuses a document of the wrong kind', () => {
    expect(problemsOf({ kind: 'menu', schemaVersion: 2, id: 'x', items: [] })).toEqual(['screens/test.json#/kind: kind must be "screen"']);
    expect(problemsOf({ kind: 'form', schemaVersion: 2, id: 'x' }, 'override')).toEqual(['screens/test.json#/kind: kind must be "override"']);
  });

  it('refuses a newer schemaVersion at /schemaVersion', () => {
    expect(problemsOf({ ...screenWith([]), schemaVersion: 99 })).toEqual(['screens/test.json#/schemaVersion: schemaVersion 99 is newer than this build understands (3); update the site first']);
  });

  it('reports a prop of the wrong type with its pointer', () => {
    const problems = problemsOf(screenWith([{ type: 'Heading', id: 'h', props: { text: 'ok', level: 'big' } }]));
    expect(problems).toContain('screens/test.json#/body/0/props/level: must be integer');
  });

  it('reports a prop the widget does not accept', () => {
    const problems = problemsOf(screenWith([{ type: 'Section', id: 's', props: { title: 't' }, children: [{ type: 'Text', id: 't', props: { text: 'x', colour: 'red' } }] }]));
    expect(problems).toContain('screens/test.json#/body/0/children/0/props: must NOT have additional properties (colour)');
  });

  it('reports a missing required prop', () => {
    expect(problemsOf(screenWith([{ type: 'Text', id: 't', props: {} }]))).toContain("screens/test.json#/body/0/props: must have required property 'text' (text)");
  });

  it('reports an unknown widget type without fallback, and accepts one with a fallback', () => {
    expect(problemsOf(screenWith([{ type: 'Carousel3D', id: 'c' }]))).toEqual([
      'screens/test.json#/body/0: widget type is unknown to this build: use a known type or give the node a "fallback"',
    ]);
    expect(problemsOf(screenWith([{ type: 'Carousel3D', id: 'c', fallback: { type: 'Heading', id: 'c-fallback', props: { text: 'x' } } }]))).toEqual([]);
  });

  it('reports duplicate ids, including inside children and fallbacks, with the pointer of the second use', () => {
    const body = [
      { type: 'Section', id: 'a', props: { title: 't' }, children: [{ type: 'Text', id: 'b', props: { text: 'x' } }] },
      { type: 'Text', id: 'b', props: { text: 'y' } },
      { type: 'Carousel3D', id: 'c', fallback: { type: 'Text', id: 'a', props: { text: 'z' } } },
    ];
    expect(problemsOf(screenWith(body))).toEqual([
      'screens/test.json#/body/1/id: duplicate id "b" (first used at /body/0/children/0/id)',
      'screens/test.json#/body/2/fallback/id: duplicate id "a" (first used at /body/0/id)',
    ]);
  });

  it('reports an unknown role in a condition with the allowed roles', () => {
    const problems = problemsOf(screenWith([{ type: 'Text', id: 't', props: { text: 'x' }, when: { role: 'admin' } }]));
    expect(problems).toContain('screens/test.json#/body/0/when/role: must be equal to one of the allowed values (visitor, player, agent, trial)');
  });

  it('reports a condition mixing two forms once, not once per alternative', () => {
    const problems = problemsOf(screenWith([{ type: 'Text', id: 't', props: { text: 'x' }, when: { flag: 'X', role: 'player' } }]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^screens\/test\.json#\/body\/0\/when: must match exactly one allowed form/);
  });

  it('refuses a javascript: URL in an action', () => {
    const problems = problemsOf(screenWith([{ type: 'Text', id: 't', props: { text: 'x' }, action: { type: 'external', url: 'javascript:alert(1)' } }]));
    expect(problems.some((p) => p.startsWith('screens/test.json#/body/0/action/url: must match pattern'))).toBe(true);
  });

  it('SchemaError carries every problem as file#pointer: message', () => {
    const error = new SchemaError([
      { document: 'a.json', pointer: '/body/0', message: 'bad' },
      { document: 'b.json', pointer: '', message: 'worse' },
    ]);
    expect(error.name).toBe('SchemaError');
    expect(error.message).toBe('a.json#/body/0: bad\nb.json: worse');
  });
});
