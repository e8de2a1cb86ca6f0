/** One line of a diff: kept in both, only in the deployed file (removed) or only in the draft (added). */
export interface DiffLine {
  change: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * A line diff by longest common subsequence: enough for documents of a few thousand lines
 * (the document limits cap a file at 1,000,000 characters; the table is lines × lines).
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Common head and tail cost nothing: most edits touch a few lines of a long file.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const width = midB.length + 1;
  const lcs = new Uint32Array((midA.length + 1) * width);
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lcs[i * width + j] = midA[i] === midB[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    if (midA[i] === midB[j]) {
      middle.push({ change: 'same', text: midA[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) middle.push({ change: 'removed', text: midA[i++]! });
    else middle.push({ change: 'added', text: midB[j++]! });
  }
  while (i < midA.length) middle.push({ change: 'removed', text: midA[i++]! });
  while (j < midB.length) middle.push({ change: 'added', text: midB[j++]! });
  const same = (text: string): DiffLine => ({ change: 'same', text });
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}

/** Whether the diff changes anything. */
export function hasChanges(diff: readonly DiffLine[]): boolean {
  return diff.some((line) => line.change !== 'same');
}
