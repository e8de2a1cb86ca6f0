// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageDocumentFiles, pageDocumentsFiles } from '../../scripts/schemas/page-documents';
import { earlyFiles } from '../../scripts/vite/early-fetch-plugin';
import { SCHEMAS_DIR } from '../../scripts/schemas/meta-files';
import { isPageDocuments } from '@/page-load/first-paint';

// An origin as the build serves it: the documents, with the hash list the build writes beside them.
const origin = mkdtempSync(join(tmpdir(), 'croupier-page-documents-'));
cpSync(SCHEMAS_DIR, origin, { recursive: true });
writeFileSync(join(origin, 'verified.json'), '{"fingerprint":"test","hashes":{}}\n');
afterAll(() => rmSync(origin, { recursive: true, force: true }));

const written = pageDocumentsFiles(origin);
const read = (path: string) => {
  const text = written.get(path);
  if (text === undefined) throw new Error(`${path} was not written`);
  const file: unknown = JSON.parse(text);
  const route = path.split('/').pop()!.replace('.documents.json', '');
  if (!isPageDocuments(file, route)) throw new Error(`${path} is not a documents file`);
  return file.documents;
};

describe("each route's documents in one file beside its first paint (scripts/schemas/page-documents.ts, issue 37)", () => {
  it('writes one per merchant, language and route with a first paint', () => {
    const routes = [...new Set(Object.values(earlyFiles(origin).paths).flatMap(([, , route]) => (route ? [route] : [])))];
    expect(routes).toEqual(expect.arrayContaining(['home', 'rng', 'live', 'promotions']));
    for (const merchant of ['croupier', 'luckystar']) for (const language of ['en', 'ty']) for (const route of routes) expect(written.has(`app/first-paint/${merchant}/${language}/${route}.documents.json`)).toBe(true);
    expect(written.size).toBe(routes.length * 4);
  });

  it("holds what the inline script asks a visitor for on the route, each file's text exactly as the origin serves it", () => {
    const live = read('app/first-paint/luckystar/ty/live.documents.json');
    expect(Object.keys(live)).toEqual(
      expect.arrayContaining(['manifest.json', 'routes.json', 'verified.json', 'themes/default.json', 'i18n/en.json', 'i18n/ty.json', 'screens/live.json', 'layouts/default.json', 'menus/header-nav.json', 'menus/header-visitor.json']),
    );
    // The merchant's own files of those documents (manifest.json's merchants), and the saved language's copy beside EN's.
    expect(Object.keys(live)).toEqual(expect.arrayContaining(['merchants/luckystar/layouts/default.json', 'merchants/luckystar/i18n/ty.json', 'merchants/luckystar/themes/default.json']));
    for (const [file, text] of Object.entries(live)) expect(text).toBe(readFileSync(join(origin, file), 'utf8'));
    // Not the merchant map: the script reads it first, on its own, to know whose page this is.
    expect(Object.keys(live)).not.toContain('merchants.json');
    // Another merchant's files are never in a merchant's page; EN's page holds no TY copy.
    expect(Object.keys(read('app/first-paint/croupier/en/live.documents.json')).filter((file) => file.startsWith('merchants/') || file === 'i18n/ty.json')).toEqual([]);
  });

  it('lists the files of a path the plan knows, and none for a path it does not', () => {
    const plan = earlyFiles(origin);
    const files = pageDocumentFiles(plan, '/rng', 'en', { 'layouts/header-footer': 'merchants/x/layouts/header-footer.json' });
    expect(files).toEqual(expect.arrayContaining(['screens/rng.json', 'layouts/header-footer.json', 'merchants/x/layouts/header-footer.json', 'i18n/en.json']));
    expect(files.indexOf('merchants/x/layouts/header-footer.json')).toBe(files.indexOf('layouts/header-footer.json') + 1);
    expect(new Set(files).size).toBe(files.length);
    expect(pageDocumentFiles(plan, '/no-such-path', 'en', {})).toEqual([]);
  });

  it('leaves out a file the origin lacks: the script asks for it, and the origin answers as it would have', () => {
    rmSync(join(origin, 'verified.json'));
    expect(Object.keys(read('app/first-paint/croupier/en/home.documents.json'))).toContain('verified.json');
    const without = pageDocumentsFiles(origin);
    expect(JSON.parse(without.get('app/first-paint/croupier/en/home.documents.json')!).documents).not.toHaveProperty(['verified.json']);
  });
});
