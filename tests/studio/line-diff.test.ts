import { describe, expect, it } from 'vitest';
import { hasChanges, lineDiff } from '@/studio/line-diff';

describe('line diff against the deployed file', () => {
  it('marks a moved line as removed in one place and added in the other', () => {
    expect(lineDiff('a\nb\nc\nd', 'b\na\nc\nd')).toEqual([
      { change: 'removed', text: 'a' },
      { change: 'same', text: 'b' },
      { change: 'added', text: 'a' },
      { change: 'same', text: 'c' },
      { change: 'same', text: 'd' },
    ]);
  });

  it('keeps every line of both sides, in order', () => {
    const before = 'one\ntwo\nthree\nfour\nfive';
    const after = 'one\n2\nthree\nfive\nsix';
    const diff = lineDiff(before, after);
    expect(diff.filter((line) => line.change !== 'added').map((line) => line.text).join('\n')).toBe(before);
    expect(diff.filter((line) => line.change !== 'removed').map((line) => line.text).join('\n')).toBe(after);
    expect(diff.filter((line) => line.change === 'same').map((line) => line.text)).toEqual(['one', 'three', 'five']);
  });

  it('has no changes for equal texts', () => {
    expect(hasChanges(lineDiff('x\ny', 'x\ny'))).toBe(false);
    expect(hasChanges(lineDiff('x\ny', 'x\nz'))).toBe(true);
  });
});

describe('line diff of a long document', () => {
  it('diffs a 20,000-line file edited at both ends (a lines × lines table would need 1.6 GB)', () => {
    const lines = Array.from({ length: 20_000 }, (_, index) => `  "line${index}": ${index},`);
    const edited = ['  "first": true,', ...lines.slice(1, -1), '  "last": true,'];
    const diff = lineDiff(lines.join('\n'), edited.join('\n'));
    expect(diff.filter((line) => line.change === 'removed').map((line) => line.text)).toEqual([lines[0], lines[19_999]]);
    expect(diff.filter((line) => line.change === 'added').map((line) => line.text)).toEqual(['  "first": true,', '  "last": true,']);
    expect(diff.filter((line) => line.change === 'same')).toHaveLength(19_998);
  });
});
