import type { SchemaDocument } from './types';
import type { Addressable } from './tree';

/** The top-level lists of a document whose entries carry stable ids (override targets). */
export function addressableLists(document: SchemaDocument): { key: string; list: Addressable[] }[] {
  switch (document.kind) {
    case 'screen':
    case 'layout':
      return [{ key: 'body', list: document.body }];
    case 'menu':
      return [{ key: 'items', list: document.items }];
    case 'form':
      return [
        { key: 'fields', list: document.fields },
        ...(document.tabs ? [{ key: 'tabs', list: document.tabs }] : []),
      ];
    case 'routes':
      return [{ key: 'routes', list: document.routes }];
    default:
      return [];
  }
}
