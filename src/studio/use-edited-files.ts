import { useState, type KeyboardEvent } from 'react';
import type { DraftStore } from './drafts';
import { emptyHistory, record, redo, undo, type History } from './history';

/** One file's new text; the studio writes them together as one undoable edit. */
export interface FileWrite {
  path: string;
  text: string;
  /**
   * The file's text before this write, for a file the studio has not loaded (a new page's route and menu): what undo
   * writes back. `''` for a file that does not exist yet: undo drops it again.
   */
  before?: string;
}

export interface HistoryControls {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}

/** Ctrl/Cmd+Z is undo, with Shift (or Ctrl+Y) redo; none inside a text field, which keeps its own undo while typing. */
export function historyKey(event: Pick<KeyboardEvent, 'defaultPrevented' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key' | 'target'>): 'undo' | 'redo' | undefined {
  if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key !== 'z' && key !== 'y') return undefined;
  if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]')) return undefined;
  return key === 'y' || event.shiftKey ? 'redo' : 'undo';
}

/**
 * The files the studio edits (the open document and the copy files its texts go to): each one's text is the
 * edit in this tab, else the kept draft, else the deployed file. Every edit goes through `commit`, into one
 * undo history across files.
 */
export function useEditedFiles(drafts: DraftStore, deployedOf: (path: string) => string | undefined) {
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({});
  const [history, setHistory] = useState<History>(emptyHistory);
  const fileText = (path: string): string | undefined => texts[path] ?? drafts.read(path) ?? deployedOf(path);

  /** Writes files' texts (kept as drafts until they equal the deployed file again). */
  const writeFiles = (writes: readonly FileWrite[]) => {
    // An empty text is no file (undoing a new file's creation): its edit goes, as if it had never been written.
    const gone = writes.filter((write) => write.text === '' && deployedOf(write.path) === undefined).map((write) => write.path);
    setTexts((all) => ({ ...Object.fromEntries(Object.entries(all).filter(([path]) => !gone.includes(path))), ...Object.fromEntries(writes.filter((write) => !gone.includes(write.path)).map((write) => [write.path, write.text])) }));
    for (const write of writes) {
      const deployed = deployedOf(write.path);
      // A file the studio has not loaded, written back to the text its edit began from (undo), has no edit left.
      if (write.text === deployed || gone.includes(write.path) || (deployed === undefined && write.text === drafts.base(write.path))) drafts.discard(write.path);
      else {
        // The edit's first write: the deployed text it began from is its base (what a publish names, what a merge starts from).
        if (drafts.base(write.path) === undefined && drafts.read(write.path) === undefined && deployed !== undefined) drafts.setBase(write.path, deployed);
        drafts.write(write.path, write.text);
      }
    }
  };

  /** One edit, undoable as a whole (typing in one place, with the same `key`, is one edit). */
  const commit = (writes: readonly FileWrite[], key?: string) => {
    const changes = writes.flatMap((write) => {
      const before = fileText(write.path) ?? write.before;
      return before === undefined ? [] : [{ path: write.path, before, after: write.text }];
    });
    setHistory((current) => record(current, changes, key, Date.now()));
    writeFiles(writes);
  };

  const step = (direction: 'undo' | 'redo') => {
    const result = direction === 'undo' ? undo(history) : redo(history);
    if (!result) return;
    setHistory(result.history);
    writeFiles(result.write);
  };
  /**
   * Drops these files' edits (published: the deployed file is now the edit). The undo history starts afresh, since
   * its texts were edits of the version before.
   */
  const forget = (paths: readonly string[]) => {
    setTexts((all) => Object.fromEntries(Object.entries(all).filter(([path]) => !paths.includes(path))));
    for (const path of paths) drafts.discard(path);
    setHistory(emptyHistory);
  };

  const controls: HistoryControls = { canUndo: history.past.length > 0, canRedo: history.future.length > 0, undo: () => step('undo'), redo: () => step('redo') };
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = historyKey(event);
    if (!direction) return;
    event.preventDefault();
    step(direction);
  };
  return { fileText, commit, forget, history: controls, onKeyDown };
}
