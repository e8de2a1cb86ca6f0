import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { EditorView, hoverTooltip, keymap } from '@codemirror/view';
import { EditorState, Prec } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { autocompletion } from '@codemirror/autocomplete';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { indentWithTab } from '@codemirror/commands';
import type { TextProblem } from './check-text';
import { hoverText, jsonSchemaCompletion, type SchemaContext } from './json-completion';
import { rangeOfPointer } from './syntax-path';

interface Props {
  text: string;
  onChange: (text: string) => void;
  /** The studio's one history: Ctrl/Cmd+Z and Shift+Z (or Ctrl+Y) in the editor undo and redo every edit, the outline's too. */
  onUndo: () => void;
  onRedo: () => void;
  problems: readonly TextProblem[];
  schema: SchemaContext;
  label: string;
  /** A problem the operator picked in the list: the editor selects it and scrolls to it. */
  reveal?: { problem: TextProblem; request: number };
}

function diagnostics(state: EditorState, problems: readonly TextProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const range = problem.at !== undefined ? { from: Math.min(problem.at, state.doc.length), to: Math.min(problem.at + 1, state.doc.length) } : rangeOfPointer(state, problem.pointer);
    return { from: range.from, to: range.to, severity: 'error', source: problem.pointer || '(document)', message: `${problem.pointer || '/'}: ${problem.message}` };
  });
}

/** CodeMirror 6 over the document's JSON: meta-schema completion and hover, the loader's problems inline. */
export function JsonEditor({ text, onChange, onUndo, onRedo, problems, schema, label, reveal }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, schema, onUndo, onRedo });
  latest.current = { onChange, schema, onUndo, onRedo };

  useEffect(() => {
    if (!host.current) return;
    const context: SchemaContext = { kind: () => latest.current.schema.kind(), knownTypes: latest.current.schema.knownTypes };
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          Prec.highest(
            keymap.of([
              { key: 'Mod-z', run: () => (latest.current.onUndo(), true) },
              { key: 'Mod-Shift-z', run: () => (latest.current.onRedo(), true) },
              { key: 'Mod-y', run: () => (latest.current.onRedo(), true) },
            ]),
          ),
          basicSetup,
          keymap.of([indentWithTab]),
          json(),
          EditorView.lineWrapping,
          lintGutter(),
          autocompletion({ override: [jsonSchemaCompletion(context)], activateOnTyping: true }),
          hoverTooltip((hoverView, pos) => {
            const hover = hoverText(hoverView.state, pos, context);
            if (!hover) return null;
            return {
              pos: hover.from,
              end: hover.to,
              above: true,
              create: () => {
                const dom = document.createElement('div');
                dom.className = 'studio-hover';
                const title = dom.appendChild(document.createElement('code'));
                title.textContent = hover.type ? `${hover.title} · ${hover.type}` : hover.title;
                if (hover.description) dom.appendChild(document.createElement('p')).textContent = hover.description;
                return { dom };
              },
            };
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          EditorView.contentAttributes.of({ 'aria-label': label }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later text comes in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A change from outside the editor (drag reorder, an operation added, another document) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== text) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostics(editor.state, problems)));
  }, [problems, text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !reveal) return;
    const [range] = diagnostics(editor.state, [reveal.problem]);
    if (!range) return;
    editor.dispatch({ selection: { anchor: range.from, head: range.to }, effects: EditorView.scrollIntoView(range.from, { y: 'center' }) });
    editor.focus();
  }, [reveal]);

  return <div className="studio-editor" ref={host} />;
}
