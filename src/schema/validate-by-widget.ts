import * as structure from './generated/meta-validators-structure.js';
import type { MetaValidator } from './generated/meta-validators.js';
import { widgetValidators } from './generated/widget-validators/index.js';
import { migrateDocument } from './migrations';
import { isRecord, nodesWithPointers } from './tree';
import { LIGHT_VALIDATORS } from './validate-light';
import { validateWith, type Validation } from './validate-with';
import type { DocumentKind } from './types';

/** Every kind: screens and layouts by their structure (the widgets' props below), the others whole (a merchant's file may be either). */
const VALIDATORS = { ...LIGHT_VALIDATORS, screen: structure.validate_screen, layout: structure.validate_layout };

/** Each type's validator once it has arrived (a chunk per type: a document pays only for the widgets it holds). */
const loaded = new Map<string, MetaValidator>();

/** The widget types a screen or layout holds (after migration, as it will be checked), children and fallbacks included. */
export function widgetTypesIn(data: unknown): string[] {
  if (!isRecord(data)) return [];
  const migrated = migrateDocument(data);
  const document = migrated.ok ? migrated.document : data;
  const types = nodesWithPointers(document['body']).flatMap(({ node }) => (typeof node['type'] === 'string' ? [node['type']] : []));
  return [...new Set(types)].sort();
}

async function loadWidgetValidators(types: readonly string[]): Promise<void> {
  await Promise.all(
    types.map(async (type) => {
      const load = widgetValidators[type];
      if (!load || loaded.has(type)) return;
      loaded.set(type, (await load()).validate);
    }),
  );
}

const validateLoaded = validateWith(VALIDATORS, (type) => loaded.get(type));

/**
 * Screens and layouts at run time (an operator's file the build did not check): the structure of the document
 * and of every node, then each widget type's props by that type's own validator, downloaded only for the types
 * the document holds. Its problems are those `validate-document.ts` (the whole node meta-schema, used by the
 * CLIs, the build and the studio) reports for the same file.
 */
export async function validateScreenOrLayout<K extends DocumentKind>(data: unknown, documentName: string, expectedKind: K | readonly K[]): Promise<Validation<K>> {
  await loadWidgetValidators(widgetTypesIn(data));
  return validateLoaded(data, documentName, expectedKind);
}
