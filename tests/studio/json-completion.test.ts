import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { CompletionContext } from '@codemirror/autocomplete';
import { hoverText, jsonSchemaCompletion } from '@/studio/json-completion';
import { rangeOfPointer } from '@/studio/syntax-path';
import { WHITELABEL_FLAGS, SCENARIOS } from '@/studio/studio-context';
import { SCENARIO_NAMES, WHITELABEL_FLAGS as PLATFORM_FLAGS } from '../../embedded-platform/platform/scenarios';

const KNOWN = ['HeroBanner', 'Menu', 'Section', 'Text'];
const context = { kind: () => 'screen', knownTypes: KNOWN };

/** The editor state with the cursor where `|` is. */
function at(text: string): { state: EditorState; pos: number } {
  const pos = text.indexOf('|');
  return { state: EditorState.create({ doc: text.replace('|', ''), extensions: [json()] }), pos };
}

function complete(text: string, kind = 'screen'): string[] {
  const { state, pos } = at(text);
  const result = jsonSchemaCompletion({ kind: () => kind, knownTypes: KNOWN })(new CompletionContext(state, pos, true));
  return result?.options.map((option) => option.displayLabel ?? option.label) ?? [];
}

describe('completion and hover from the meta-schemas', () => {
  it('offers a widget\'s own props inside a node\'s props (the node meta-schema\'s if/then on its type)', () => {
    const labels = complete('{"kind": "screen", "body": [{"type": "Menu", "id": "m", "props": {|}}]}');
    expect(labels).toEqual(expect.arrayContaining(['menu', 'variant', 'label']));
    expect(labels).not.toContain('eyebrow');
  });

  it('offers the enum values of a prop, and the known widget types for a node\'s type', () => {
    expect(complete('{"kind": "screen", "body": [{"type": "Menu", "id": "m", "props": {"menu": "menus/x", "variant": "|"}}]}')).toEqual(expect.arrayContaining(['"nav"', '"tabs"', '"list"']));
    expect(complete('{"kind": "screen", "body": [{"type": "|", "id": "m"}]}')).toEqual(KNOWN.map((type) => JSON.stringify(type)));
  });

  it('offers a menu item\'s keys in a menu document', () => {
    expect(complete('{"kind": "menu", "items": [{|}]}', 'menu')).toEqual(expect.arrayContaining(['id', 'label', 'when', 'action', 'placement']));
  });

  it('hover shows the pointer, the type and the description of a key', () => {
    const { state, pos } = at('{"kind": "screen", "body": [{"type": "Menu", "id": "m", "props": {"var|iant": "nav"}}]}');
    const hover = hoverText(state, pos, context);
    expect(hover?.title).toBe('/body/0/props/variant');
    expect(hover?.type).toContain('"nav"');
    expect(hover?.description).toMatch(/^nav: the header navigation/);
  });

  it('maps a problem\'s JSON pointer to the text it names', () => {
    const { state } = at('{"kind": "screen", "body": [{"type": "Menu", "id": "m", "props": {"colour": "red"}}]}');
    const range = rangeOfPointer(state, '/body/0/id');
    expect(state.sliceDoc(range.from, range.to)).toBe('"m"');
  });
});

describe('the context switches', () => {
  it('list the embedded platform\'s flags and scenarios', () => {
    expect([...WHITELABEL_FLAGS]).toEqual([...PLATFORM_FLAGS]);
    expect([...SCENARIOS]).toEqual([...SCENARIO_NAMES]);
  });
});

describe('completion while the text does not parse yet', () => {
  it('offers the widget\'s props for a key being typed after a comma', () => {
    const labels = complete('{"kind": "screen", "body": [{"type": "StatusNotice", "id": "n", "props": {"title": "t",\n"|"}}]}');
    expect(labels).toEqual(expect.arrayContaining(['text', 'illustration']));
    const noKind = jsonSchemaCompletion({ kind: () => undefined, knownTypes: KNOWN });
    const { state, pos } = at('{"kind": "menu", "items": [{"id": "a", "|');
    expect(noKind(new CompletionContext(state, pos, true))?.options.map((option) => option.displayLabel)).toEqual(expect.arrayContaining(['label', 'action']));
  });
});
