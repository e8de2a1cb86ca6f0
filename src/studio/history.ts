/**
 * The studio's one undo history, across every edit (outline, props form, copy texts, the JSON editor) and every
 * file an edit touches (a text edit writes the copy file, not the open document). An entry holds each file's text
 * before and after; typing in one place within a moment is one entry, so undo takes back a word, not a letter.
 */
export interface FileChange {
  path: string;
  before: string;
  after: string;
}

export interface HistoryEntry {
  changes: FileChange[];
  /** Edits with the same key less than `COALESCE_MS` apart are one entry (typing in one field). */
  key: string | undefined;
  at: number;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const COALESCE_MS = 1000;
const LIMIT = 200;

export const emptyHistory: History = { past: [], future: [] };

/** The history with an edit recorded (a new edit drops what was undone). */
export function record(history: History, changes: readonly FileChange[], key: string | undefined, at: number): History {
  const real = changes.filter((change) => change.before !== change.after);
  if (real.length === 0) return history;
  const last = history.past[history.past.length - 1];
  if (last && key !== undefined && last.key === key && at - last.at < COALESCE_MS) {
    const merged = [...last.changes];
    for (const change of real) {
      const index = merged.findIndex((existing) => existing.path === change.path);
      if (index >= 0) merged[index] = { path: change.path, before: merged[index]!.before, after: change.after };
      else merged.push(change);
    }
    return { past: [...history.past.slice(0, -1), { changes: merged, key, at }], future: [] };
  }
  return { past: [...history.past, { changes: real, key, at }].slice(-LIMIT), future: [] };
}

/** Undo: the texts to write back (each file's `before`), and the history after it. */
export function undo(history: History): { history: History; write: { path: string; text: string }[] } | undefined {
  const entry = history.past[history.past.length - 1];
  if (!entry) return undefined;
  return { history: { past: history.past.slice(0, -1), future: [entry, ...history.future] }, write: entry.changes.map((change) => ({ path: change.path, text: change.before })) };
}

/** Redo: each file's `after` again. */
export function redo(history: History): { history: History; write: { path: string; text: string }[] } | undefined {
  const entry = history.future[0];
  if (!entry) return undefined;
  return { history: { past: [...history.past, { ...entry, key: undefined }], future: history.future.slice(1) }, write: entry.changes.map((change) => ({ path: change.path, text: change.after })) };
}
