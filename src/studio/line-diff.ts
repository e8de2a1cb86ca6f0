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
