import { checkFileSize } from '../../src/schema/document-limits';
import { layoutDocumentName } from '../../src/schema/resolve';
import { validateDocument } from '../../src/schema/validate-document';
import { applyOverride } from '../../src/schema/overrides';
import { kindOfDocument, kindsAtPath, MERCHANTS } from '../../src/schema/loader';
import type { SchemaProblem } from '../../src/schema/problem';
import type { DocumentKind, LayoutDocument, SchemaDocument, SchemaNode } from '../../src/schema/types';
import { documentNameOf, listSchemaFiles, readSchemaText } from './schema-files';
import { buildManifest, sameManifest } from './manifest-builder';
import { checkBindings } from '../../src/schema/bindings';
import { bindingCatalogue } from './binding-catalogue';
import { checkTranslationKeys } from './translation-keys';
import { checkCopyPlace, checkMerchants, collectRunTimeCopy } from './run-time-documents';
import { findCopyWithoutTy, type CopyWithoutTy } from './copy-coverage';
import { holdsTextKeys } from '../../src/schema/document-kinds';
import { SCHEMAS_DIR } from './meta-files';
import { checkThemeDocumentContrast, checkThemeDocumentLargeContrast } from '../../src/schema/contrast';
import { checkOriginImages } from './origin-images';

/** The same order as the app's loader: the file-size limit on the text, then JSON.parse. */
function parse(path: string, text: string): { ok: true; value: unknown } | { ok: false; problem: SchemaProblem } {
  const tooBig = checkFileSize(text, path);
  if (tooBig) return { ok: false, problem: tooBig };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: { document: path, pointer: '', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

function expectedKinds(path: string): readonly DocumentKind[] {
  const kinds = kindsAtPath(path);
  if (kinds) return kinds;
  kindOfDocument(documentNameOf(path).name); // throws the message that names the known folders
  return [];
}

/**
 * Validates every file under schemas/ exactly as the app does at run time (same document limits,
 * same precompiled validators, same migrations), then checks what only the whole set can tell: merchant
 * operations name existing ids, routes name existing screens, the manifest matches the files. With `report`,
 * also lists the operator copy that has no TY entry (not a problem: the TY page shows the EN text). With `root`,
 * checks that folder instead of schemas/ (the publish service checks the whole origin a publish would deploy).
 */
export function checkAllDocuments(report?: { copyWithoutTy: CopyWithoutTy[] }, root = SCHEMAS_DIR): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const valid = new Map<string, SchemaDocument>();
  const files = listSchemaFiles(root);
  for (const path of files) {
    const parsed = parse(path, readSchemaText(path, root));
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    let kinds: readonly DocumentKind[];
    try {
      kinds = expectedKinds(path);
    } catch (error) {
      problems.push({ document: path, pointer: '', message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const result = validateDocument(parsed.value, path, kinds);
    if (result.ok) valid.set(path, result.document);
    else problems.push(...result.problems);
  }
  const catalogue = bindingCatalogue();
  const runTimeCopy = collectRunTimeCopy(valid);
  if (report) report.copyWithoutTy = findCopyWithoutTy(valid);
  for (const [path, document] of valid) {
    // Bindings name only registered queries and commands, with params they declare.
    problems.push(...checkBindings(document, path, catalogue));
    // Every translation key exists in EN and TY (bundled or run-time copy); operator copy ({"en", "ty"}) needs none.
    if (holdsTextKeys(document.kind)) problems.push(...checkTranslationKeys(document, path, runTimeCopy.definedFor(documentNameOf(path).merchant)));
    if (document.kind === 'copy') problems.push(...checkCopyPlace(document, path));
    if (document.kind === 'merchants') problems.push(...checkMerchants(document, path, files));
    if (document.kind === 'override') {
      const { name } = documentNameOf(path);
      if (document.target !== name) problems.push({ document: path, pointer: '/target', message: `target "${document.target}" does not match the file's place (${name})` });
      const base = valid.get(`${name}.json`);
      if (!base) problems.push({ document: path, pointer: '/target', message: `no valid base document ${name}.json to override` });
      else problems.push(...applyOverride(base, document, path).problems);
    }
    if (document.kind === 'layout') problems.push(...checkPageSlot(document, path));
    // An uploaded picture a document names is in the origin (it is published with the document, and rolled back with it).
    problems.push(...checkOriginImages(document, path, root));
    // A theme's text and controls stay readable (WCAG 1.4.3, 1.4.11): every pair at 4.5:1 (3:1 for controls).
    if (document.kind === 'theme') problems.push(...checkThemeDocumentContrast(document.colors, path));
    if (document.kind === 'theme') problems.push(...checkThemeDocumentLargeContrast(document.colors, path));
    if (document.kind === 'routes') {
      document.routes.forEach((route, index) => {
        if (!valid.has(`${route.screen}.json`) && !files.includes(`${route.screen}.json`)) problems.push({ document: path, pointer: `/routes/${index}/screen`, message: `screen ${route.screen} does not exist` });
        const layout = layoutDocumentName(route.layout);
        if (!files.includes(`${layout}.json`)) problems.push({ document: path, pointer: `/routes/${index}/layout`, message: `layout ${layout} does not exist` });
      });
    }
  }
  if (!files.includes(MERCHANTS)) problems.push({ document: MERCHANTS, pointer: '', message: 'is missing: the site cannot tell which merchant a host serves' });
  if (!files.includes('manifest.json') || !sameManifest(readSchemaText('manifest.json', root), buildManifest(files))) {
    problems.push({ document: 'manifest.json', pointer: '', message: 'does not list exactly the files under schemas/: run `npm run schemas:meta`' });
  }
  return problems;
}

/** A layout shows the page where its one `PageContent` node is: none, or two, is an operator mistake worth a line. */
export function checkPageSlot(document: LayoutDocument, path: string): SchemaProblem[] {
  const slots: string[] = [];
  const walk = (nodes: readonly SchemaNode[], pointer: string): void =>
    nodes.forEach((node, index) => {
      if (node.type === 'PageContent') slots.push(`${pointer}/${index}`);
      walk(node.children ?? [], `${pointer}/${index}/children`);
    });
  walk(document.body, '/body');
  if (slots.length === 1) return [];
  if (slots.length === 0) return [{ document: path, pointer: '/body', message: 'a layout needs one PageContent node (where the page goes); it has none' }];
  return slots.slice(1).map((pointer) => ({ document: path, pointer, message: `a second PageContent node (the first is at ${slots[0]})` }));
}
