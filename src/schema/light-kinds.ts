import type { DocumentKind } from './types';

/**
 * The document kinds whose meta-schemas hold no widget nodes. Their validators are a small chunk of their own
 * (`validate-light.ts`): the node meta-schema (every widget's props) makes the screen and layout validators
 * about 90% of the whole, and an operator's edit of the routes or a menu should not cost every visitor that.
 */
export const LIGHT_KINDS = ['menu', 'form', 'routes', 'theme', 'override', 'manifest', 'merchants', 'copy'] as const satisfies readonly DocumentKind[];

const LIGHT: ReadonlySet<DocumentKind> = new Set<DocumentKind>(LIGHT_KINDS);

/** Whether the light validators cover every one of these kinds. */
export function allLightKinds(kinds: DocumentKind | readonly DocumentKind[]): boolean {
  return (typeof kinds === 'string' ? [kinds] : kinds).every((kind) => LIGHT.has(kind));
}
