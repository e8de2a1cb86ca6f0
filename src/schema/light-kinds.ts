import type { DocumentKind } from './types';
import { DOCUMENT_KINDS, isNodeKind, type NodeKind } from './document-kinds';

/**
 * The document kinds whose meta-schemas hold no widget nodes (every kind but `NODE_KINDS`). Their validators are a small chunk of their own
 * (`validate-light.ts`): the node meta-schema (every widget's props) makes the screen and layout validators
 * about 90% of the whole, and an operator's edit of the routes or a menu should not cost every visitor that.
 */
export const LIGHT_KINDS: readonly Exclude<DocumentKind, NodeKind>[] = DOCUMENT_KINDS.filter((kind): kind is Exclude<DocumentKind, NodeKind> => !isNodeKind(kind));

const LIGHT: ReadonlySet<DocumentKind> = new Set<DocumentKind>(LIGHT_KINDS);

/** Whether the light validators cover every one of these kinds. */
export function allLightKinds(kinds: DocumentKind | readonly DocumentKind[]): boolean {
  return (typeof kinds === 'string' ? [kinds] : kinds).every((kind) => LIGHT.has(kind));
}
