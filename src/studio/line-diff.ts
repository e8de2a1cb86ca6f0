import { diffArrays } from 'diff';

/** One line of a diff: kept in both, only in the deployed file (removed) or only in the draft (added). */
export interface DiffLine {
  change: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * A line diff of the deployed file and the draft, by jsdiff's Myers diff over the lines (O(N·D): a few edits in a
 * file of the document limits' million characters cost about as much as reading it).
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const part of diffArrays(before.split('\n'), after.split('\n'))) {
    const change: DiffLine['change'] = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const text of part.value) lines.push({ change, text });
  }
  return lines;
}

/** Whether the diff changes anything. */
export function hasChanges(diff: readonly DiffLine[]): boolean {
  return diff.some((line) => line.change !== 'same');
}

/** One line of a unified diff as the publish history shows it: a hunk's start (`fold`, with its line number) or a line. */
export type PatchLine = DiffLine | { change: 'fold'; text: string; line: number };

/** The lines of a unified diff (the service's `patch`), its file headers left out. */
export function patchLines(patch: string): PatchLine[] {
  const lines: PatchLine[] = [];
  let inHunk = false;
  for (const raw of patch.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(raw);
    if (hunk) {
      inHunk = true;
      lines.push({ change: 'fold', text: raw, line: Number(hunk[1]) });
      continue;
    }
    if (!inHunk || raw.startsWith('\\')) continue;
    if (raw.startsWith('+')) lines.push({ change: 'added', text: raw.slice(1) });
    else if (raw.startsWith('-')) lines.push({ change: 'removed', text: raw.slice(1) });
    else if (raw.startsWith(' ')) lines.push({ change: 'same', text: raw.slice(1) });
  }
  return lines;
}
