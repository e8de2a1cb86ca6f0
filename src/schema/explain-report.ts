import type { ExplainEntry, Layer } from './explain';
import { addressableLists } from './addressable-lists';
import type { Addressable } from './tree';
import type { SchemaDocument } from './types';

export interface ExplainedItem {
  /** The layer that put the item in the document (base, or a merchant insert). */
  origin: Layer;
  /** Present when a later layer took the item out. */
  removedBy?: Layer;
  /** Each property → the last layer that set it. */
  properties: Record<string, Layer>;
  changes: ExplainEntry[];
}

function baseProperties(item: Addressable): string[] {
  const record = item as Addressable & Record<string, unknown>;
  const props = record['props'];
  const nested = typeof props === 'object' && props !== null ? Object.keys(props).map((key) => `props.${key}`) : [];
  return [...Object.keys(record).filter((key) => key !== 'children' && key !== 'props' && key !== 'id'), ...nested];
}

function walk(list: readonly Addressable[], visit: (item: Addressable) => void): void {
  for (const item of list) {
    visit(item);
    walk(item.children ?? [], visit);
  }
}

/**
 * For `schemas:resolve --explain`: every node, item and field id with the layer behind it and
 * behind each property, in the fixed layer order base → merchant → condition → server config.
 */
export function buildExplainReport(base: SchemaDocument, entries: readonly ExplainEntry[]): Record<string, ExplainedItem> {
  const report: Record<string, ExplainedItem> = {};
  for (const { list } of addressableLists(base)) {
    walk(list, (item) => {
      report[item.id] = { origin: 'base', properties: Object.fromEntries(baseProperties(item).map((p) => [p, 'base' as Layer])), changes: [] };
    });
  }
  for (const entry of entries) {
    const item = (report[entry.id] ??= { origin: entry.layer, properties: {}, changes: [] });
    item.changes.push(entry);
    if (entry.change === 'removed') item.removedBy = entry.layer;
    else if (entry.property && entry.change === 'set') item.properties[entry.property] = entry.layer;
  }
  return Object.fromEntries(Object.keys(report).sort().map((id) => [id, report[id]!]));
}
